// Scenarios for Ecaz's Ambassadors: a stronghold holding one and an entrant shipping in, and the end of a Revival
// phase with Ecaz to place.
import { applyAction, pendingDecisions, type Action, type Faction, type GameEvent, type GameState, type TerritoryId } from '../../rooms/dune/index.ts';
import type { AmbassadorId } from '../../rooms/dune/plugins/ecaz/types.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';
import { enterBattle, fight, give, place } from './battle.ts';
import { act, atPhaseStart, clearedBoard, playPhase } from './engine.ts';
import { atEmptyShipment, pendingFor } from './shipment.ts';

/** Ecaz's table: the Emperor moves first (atEmptyShipment), no Guild to ask about timing, no Atreides to ask about the wormsign. */
export const ECAZ_TABLE: Faction[] = ['emperor', 'ecaz', 'choam', 'harkonnen', 'tleilaxu', 'fremen'];

/** Phase 1.06 with `token` in `territory` (and `edit`), before anyone ships. */
export function ambassadorWaiting(token: AmbassadorId, territory: TerritoryId = 'arrakeen', edit: (s: GameState) => void = () => {}): GameState {
  let state = atEmptyShipment(ECAZ_TABLE, false, (s) => {
    s.ecaz!.placed = [{ token, territory }];
    s.ecaz!.supply = s.ecaz!.supply.filter((a) => a !== token);
    edit(s);
  });
  // Allies offer no support for shipments.
  for (const d of pendingDecisions(state).filter((x) => x.kind === 'offer-shipment-support'))
    state = act(state, d.seat, { type: 'offer-shipment-support', event: d.id, amount: 0 }).state;
  return state;
}

/** `entrant` (first to act: the Emperor) ships `count` forces from reserves into `territory`, sector `sector`. */
export function shipIn(state: GameState, entrant: Faction, territory: TerritoryId, sector: number, count = 2): { state: GameState; events: GameEvent[] } {
  const d = pendingFor(state, entrant, 'ship');
  return act(state, entrant, { type: 'ship', event: d.id, mode: 'reserves', to: { territory, sector }, count });
}

/** `entrant` (first to act) has shipped into Arrakeen, where `token` stands: Ecaz is asked whether to trigger it. */
export function triggerAsked(
  token: AmbassadorId,
  edit: (s: GameState) => void = () => {},
  entrant: Faction = 'emperor',
): { state: GameState; events: GameEvent[] } {
  const waiting = ambassadorWaiting(token, 'arrakeen', (s) => {
    s.firstPlayer = entrant;
    edit(s);
  });
  return shipIn(waiting, entrant, 'arrakeen', 9);
}

/** Answers `seat`'s open decision of `kind` with `fields` (Karama windows passed); throws on a refusal. */
export function reply(state: GameState, seat: Faction, kind: string, fields: Record<string, unknown>): { state: GameState; events: GameEvent[] } {
  const d = pendingFor(state, seat, kind);
  return act(state, seat, { type: kind, event: d.id, ...fields } as unknown as Action);
}

/** The same, but returns the refusal's code (null: accepted). */
export function refusal(state: GameState, seat: Faction, kind: string, fields: Record<string, unknown>): string | null {
  const d = pendingFor(state, seat, kind);
  const r = applyAction(state, seat, { type: kind, event: d.id, ...fields } as unknown as Action);
  return r.ok ? null : r.error.code;
}

/** The trigger answered for Ecaz (or its ally): the effect's question, if it asks one, is open. */
export function effectAsked(
  token: AmbassadorId,
  edit: (s: GameState) => void = () => {},
  options: { forAlly?: boolean; entrant?: Faction } = {},
): { state: GameState; events: GameEvent[] } {
  const forAlly = options.forAlly ?? false;
  const asked = triggerAsked(token, edit, options.entrant);
  const r = reply(asked.state, 'ecaz', 'ambassador-trigger', { trigger: true, ...(forAlly ? { forAlly: true } : {}) });
  return { state: r.state, events: [...asked.events, ...r.events] };
}

/** A cleared board at the start of Revival (turn 2), Ecaz with `spice`: the phase played to its placement question. */
export function placementAsked(spice = 10, edit: (s: GameState) => void = () => {}): { state: GameState; events: GameEvent[] } {
  const s = clearedBoard({ factions: ECAZ_TABLE });
  s.factions.ecaz!.spice = spice;
  edit(s);
  return playPhase(
    atPhaseStart(s, 'revival'),
    'revival',
    () => null,
    (x) => pendingDecisions(x).some((d) => d.kind === 'ambassador-place'),
  );
}

/**
 * EC.karama: the Advanced game's Battle phase with Ecaz (4 forces) and the Harkonnen (3) in Arrakeen, Ecaz holding
 * `hand`; both plans handed in (Ecaz: Bindikk Narvi, 4 dialed and paid, no card; the Harkonnen: Feyd-Rautha, 3 dialed and
 * paid) and no traitor called: the plans are revealed.
 */
export function ecazRevealed(hand: readonly TreacheryCardId[]): { state: GameState; events: GameEvent[] } {
  const base = clearedBoard({ factions: ECAZ_TABLE, advanced: true });
  const s = enterBattle(base, (x) => {
    place(x, 'ecaz', 'arrakeen', 9, 4);
    place(x, 'harkonnen', 'arrakeen', 9, 3);
    give(x, 'ecaz', ...hand);
  }).state;
  return fight(s, { ecaz: { leader: 'bindikk-narvi', dial: 4, spice: 4 }, harkonnen: { leader: 'feyd-rautha', dial: 3, spice: 3 } });
}

/** Forces in Arrakeen for an Occupy battle: Ecaz's, its ally the Fremen's, and the Harkonnen's. */
export interface OccupyForces {
  ecaz: number;
  fremen: number;
  harkonnen: number;
}

/**
 * EC.occupy: the Battle phase with Ecaz and its ally the Fremen sharing Arrakeen against the Harkonnen (storm order:
 * the Emperor, Ecaz, CHOAM, the Harkonnen, the Tleilaxu, the Fremen): the one battle begins, Ecaz asked who fights.
 */
export function occupyAsked(
  forces: OccupyForces = { ecaz: 5, fremen: 4, harkonnen: 6 },
  advanced = false,
  prepare: (s: GameState) => GameState = (s) => s,
): { state: GameState; events: GameEvent[] } {
  const cleared = clearedBoard({ factions: ECAZ_TABLE, advanced });
  cleared.alliances = [['ecaz', 'fremen']];
  const base = prepare(cleared);
  return enterBattle(base, (x) => {
    place(x, 'ecaz', 'arrakeen', 9, forces.ecaz);
    place(x, 'fremen', 'arrakeen', 9, forces.fremen);
    place(x, 'harkonnen', 'arrakeen', 9, forces.harkonnen);
  });
}
