// Scenarios for Moritani's Terror tokens: a stronghold holding one and an entrant shipping in, and a Mentat Pause with
// Moritani to place.
import { pendingDecisions, type Action, type Decision, type Faction, type GameEvent, type GameState, type TerritoryId } from '../../rooms/dune/index.ts';
import type { TerrorId } from '../../rooms/dune/plugins/moritani/types.ts';
import type { TraitorCardId, TreacheryCardId } from '../../rooms/dune/types.ts';
import { act, atPhaseStart, clearedBoard, playPhase } from './engine.ts';
import { atEmptyShipment } from './shipment.ts';
import { shipIn } from './ecaz.ts';
import { enterBattle, fight, give, place, traitor } from './battle.ts';
import { leadersOf } from '../../rooms/dune/factions/leaders.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { territory as territoryOf } from '../../rooms/dune/board/territories.ts';

/** Moritani's table: the Emperor moves first (atEmptyShipment), no Guild to ask about timing, no Atreides to ask about the wormsign. */
export const MORITANI_TABLE: Faction[] = ['emperor', 'moritani', 'choam', 'harkonnen', 'tleilaxu', 'fremen'];

/** Phase 1.06 with `token` face down in `territory` (and `edit`), before anyone ships. */
export function terrorWaiting(
  token: TerrorId,
  territory: TerritoryId = 'arrakeen',
  edit: (s: GameState) => void = () => {},
  table = MORITANI_TABLE,
): GameState {
  let state = atEmptyShipment(table, false, (s) => {
    s.moritani!.placed = [{ territory, token }];
    s.moritani!.supply = s.moritani!.supply.filter((t) => t !== token);
    edit(s);
  });
  for (const d of pendingDecisions(state).filter((x) => x.kind === 'offer-shipment-support'))
    state = act(state, d.seat, { type: 'offer-shipment-support', event: d.id, amount: 0 }).state;
  return state;
}

/** `entrant` (first to act) has shipped into Arrakeen, where `token` stands: Moritani is asked. */
export function terrorAsked(token: TerrorId, edit: (s: GameState) => void = () => {}, entrant: Faction = 'emperor'): { state: GameState; events: GameEvent[] } {
  const waiting = terrorWaiting(token, 'arrakeen', (s) => {
    s.firstPlayer = entrant;
    edit(s);
  });
  return shipIn(waiting, entrant, 'arrakeen', 9);
}

/**
 * A cleared board (or `from`) at the Mentat Pause, played to Moritani's placement question or the phase's end; the
 * decisions met on the way answered by `answer` (or plainly).
 */
export function atMentat(
  edit: (s: GameState) => void = () => {},
  from?: GameState,
  answer: (d: Decision) => Action | null = () => null,
): { state: GameState; events: GameEvent[] } {
  const s = atPhaseStart(from ?? clearedBoard({ factions: MORITANI_TABLE }), 'mentat-pause');
  edit(s);
  return playPhase(s, 'mentat-pause', answer, (x) => x.phase !== 'mentat-pause' || pendingDecisions(x).some((d) => d.kind === 'terror-place'));
}

/**
 * Shipment and Movement played through with nobody moving, Moritani facing battles in the listed strongholds (forces
 * placed as `edit` says, after two each for Moritani and `against` in each): the state as the Battle phase starts.
 */
export function vidalAfterMovement(
  strongholds: readonly TerritoryId[],
  edit: (s: GameState) => void = () => {},
  against: Faction = 'harkonnen',
  table = MORITANI_TABLE,
): { state: GameState; events: GameEvent[] } {
  const s = atPhaseStart(clearedBoard({ factions: table }), 'shipment-movement');
  for (const territory of strongholds) {
    const sector = territoryOf(territory).sectors[0] ?? 0;
    addForces(s, { faction: 'moritani', territory, sector }, { regular: 2 });
    addForces(s, { faction: against, territory, sector }, { regular: 2 });
  }
  edit(s);
  return playPhase(s, 'shipment-movement');
}

/**
 * The Battle phase entered with the Emperor, Moritani's ally, facing the Harkonnen in Arrakeen (3 forces each, the
 * Emperor's hand `cards`), every other force in reserves; `edit` changes the board first.
 */
export function allyBattle(
  cards: readonly TreacheryCardId[],
  edit: (s: GameState) => void = () => {},
  loser: Faction = 'emperor',
  advanced = false,
): GameState {
  const base = clearedBoard({ factions: MORITANI_TABLE, advanced });
  return enterBattle(base, (s) => {
    // clearedBoard put every traitor card back in the deck: the Tleilaxu's Face Dancers stay theirs.
    s.decks.traitor = s.decks.traitor.filter((c) => !(s.tleilaxu?.faceDancers ?? []).includes(c));
    if (loser !== 'moritani') s.alliances = [[loser, 'moritani']];
    place(s, loser, 'arrakeen', 9, 3);
    place(s, 'harkonnen', 'arrakeen', 9, 3);
    give(s, loser, ...cards);
    edit(s);
  }).state;
}

const weakest = (f: Faction) => [...leadersOf(f)].sort((a, b) => a.strength - b.strength)[0]!.id;
const strongest = (f: Faction) => [...leadersOf(f)].sort((a, b) => b.strength - a.strength)[0]!.id;

/**
 * The Emperor loses allyBattle's battle: its weakest leader, no forces, a Crysknife and `defense`, against the
 * Harkonnen's strongest leader, three forces and a Shield that stops the Crysknife.
 */
export function allyLoses(s: GameState, defense: TreacheryCardId | null = 'shield-1', loser: Faction = 'emperor'): { state: GameState; events: GameEvent[] } {
  const ready = structuredClone(s);
  give(ready, 'harkonnen', 'shield-2');
  return fight(ready, {
    [loser]: { leader: weakest(loser), dial: 0, weapon: 'crysknife', defense },
    harkonnen: { leader: strongest('harkonnen'), dial: 3, defense: 'shield-2' },
  });
}

/** MO.assassinate, MO.karama: the Advanced game's allyBattle with Moritani itself losing, holding traitor cards `traitors` and `hand` besides. */
export function moritaniLoses(traitors: readonly TraitorCardId[], hand: readonly TreacheryCardId[] = []): { state: GameState; events: GameEvent[] } {
  const s = allyBattle(
    ['crysknife', 'shield-1'],
    (x) => {
      traitor(x, 'moritani', ...traitors);
      give(x, 'moritani', ...hand);
    },
    'moritani',
    true,
  );
  return allyLoses(s, 'shield-1', 'moritani');
}

/**
 * HW.grumman.high: Spice Collection played to Moritani's question, Grumman high (the Homeworlds variant on), tokens in
 * Arrakeen (Assassination) and Carthag (Robbery).
 */
export function grummanRemovalAsked(): { state: GameState; events: GameEvent[] } {
  const base = clearedBoard({ factions: MORITANI_TABLE, modules: ['homeworlds'] });
  base.moritani!.placed = [
    { territory: 'arrakeen', token: 'assassination' },
    { territory: 'carthag', token: 'robbery' },
  ];
  base.moritani!.supply = base.moritani!.supply.filter((t) => t !== 'assassination' && t !== 'robbery');
  const asked = (x: GameState) => pendingDecisions(x).some((d) => d.kind === 'grumman-remove');
  return playPhase(atPhaseStart(base, 'spice-collection'), 'spice-collection', () => null, asked);
}
