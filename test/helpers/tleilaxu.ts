// Positions for the Tleilaxu's tests (engine and wire): a six-seat board with the Tleilaxu seated, and a battle the
// Harkonnen just won with Feyd-Rautha while the Tleilaxu hold chosen Face Dancers.
import {
  pendingDecisions,
  type Decision,
  type Faction,
  type GameConfigInput,
  type GameModule,
  type GameState,
  type TraitorCardId,
  type TreacheryCardId,
} from '../../rooms/dune/index.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { act, atPhaseStart, clearedBoard, playPhase } from './engine.ts';
import { enterBattle, fight, give } from './battle.ts';

export const TLEILAXU_TABLE: Faction[] = ['tleilaxu', 'atreides', 'harkonnen', 'emperor', 'fremen', 'guild'];

/** A cleared board of turn 2 (every deck full again: the Face Dancers drawn at set-up taken out of the traitor deck). */
export function tleilaxuBoard(modules: GameConfigInput['modules'] = []): GameState {
  const s = clearedBoard({ factions: TLEILAXU_TABLE, seed: 'tleilaxu', ...(modules && modules.length > 0 ? { modules } : {}) });
  s.decks.traitor = s.decks.traitor.filter((c) => !s.tleilaxu!.faceDancers.includes(c));
  return s;
}

/**
 * The Harkonnen (5 forces, Feyd-Rautha, dial 3) have just beaten the Emperor (5 forces, Bashar, dial 1) in Arrakeen
 * sector 9; the Tleilaxu hold `fds` as Face Dancers (`revealed` of them revealed) and 2 forces on the Great Flat.
 */
export function feydWon(
  fds: TraitorCardId[],
  revealed: TraitorCardId[] = [],
  edit: (s: GameState) => void = () => {},
  base: GameState = tleilaxuBoard(),
  weapon: TreacheryCardId | null = null,
): GameState {
  const s = base;
  s.decks.traitor = [...s.decks.traitor, ...s.tleilaxu!.faceDancers].filter((c) => !fds.includes(c));
  s.tleilaxu = { faceDancers: [...fds], revealed: [...revealed] };
  for (const f of ['harkonnen', 'emperor'] as const) {
    s.factions[f]!.reserves.regular -= 5;
    addForces(s, { faction: f, territory: 'arrakeen', sector: 9 }, { regular: 5 });
  }
  s.factions.tleilaxu!.reserves.regular -= 2;
  addForces(s, { faction: 'tleilaxu', territory: 'the-great-flat', sector: 14 }, { regular: 2 });
  if (weapon) give(s, 'harkonnen', weapon);
  edit(s);
  let { state } = enterBattle(s);
  const choice = pendingDecisions(state).find((d) => d.kind === 'battle-choice');
  if (choice) state = act(state, choice.seat, legalAnswer(choice)).state;
  return fight(state, { harkonnen: { leader: 'feyd-rautha', dial: 3, weapon }, emperor: { leader: 'bashar', dial: 1 } }).state;
}

/**
 * The Revival phase started on a copy of `s`, every decision before `seat`'s `kind` answered plainly (no revival, no
 * favour granted); throws when it never opens.
 */
export function tleilaxuRevivalUntil(s: GameState, seat: Faction, kind: Decision['kind']): GameState {
  const opens = (x: GameState) => pendingDecisions(x)[0]?.seat === seat && pendingDecisions(x)[0]?.kind === kind;
  const { state } = playPhase(
    atPhaseStart(s, 'revival'),
    'revival',
    () => null,
    (x) => opens(x) || x.phase !== 'revival',
  );
  if (!opens(state)) throw new Error(`no ${kind} for ${seat}`);
  return state;
}

/** An Advanced six-seat board of turn 2 whose Tleilaxu lost Blin (4 leaders in their pool) and Atreides lost Duncan Idaho and Thufir Hawat. */
export function gholaBoard(table: Faction[] = TLEILAXU_TABLE, modules: GameModule[] = []): GameState {
  const s = clearedBoard({ factions: table, seed: 'gholas', advanced: true, modules });
  s.decks.traitor = s.decks.traitor.filter((c) => !s.tleilaxu!.faceDancers.includes(c));
  s.factions.tleilaxu!.leaders.blin = 'tanks-face-up';
  s.factions.tleilaxu!.leadersDied = ['blin'];
  s.factions.atreides!.leaders['duncan-idaho'] = 'tanks-face-up';
  s.factions.atreides!.leaders['thufir-hawat'] = 'tanks-face-down';
  s.factions.atreides!.leadersDied = ['thufir-hawat', 'duncan-idaho'];
  return s;
}
