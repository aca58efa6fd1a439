// A stored or imported game is installed only whole and consistent: its state (brought to the current format)
// passes the state schema, the custody check and the check that its records agree (a Smuggler's receipt with its
// battle's reveal: rooms/dune/consistency.ts), its control data the control schema, and its seats and control name
// only factions of the game. One check for a restore (rooms/opening.ts) and an admin import (server/http.ts).
import { checkGameState } from '../schema/game-state.ts';
import { StoredControlSchema, type StoredControl } from './control.ts';
import { consistencyProblems } from './dune/consistency.ts';
import { custodyProblems } from './dune/custody.ts';
import { upgradeState, type Faction, type GameState } from './dune/index.ts';
import type { GameRecord } from './records.ts';

export type RecordCheck = { ok: true; game: GameState; control: StoredControl } | { ok: false; problems: string[] };

/** A faction claimed twice, or one token hash for two seats (a reclaim would take whichever comes first). */
function duplicateSeat(seats: readonly (readonly [string, string])[]): string | null {
  const factions = new Set<string>();
  const hashes = new Set<string>();
  for (const [faction, hash] of seats) {
    if (factions.has(faction)) return `${faction} is claimed twice`;
    if (hashes.has(hash)) return 'two seats share one token hash';
    factions.add(faction);
    hashes.add(hash);
  }
  return null;
}

export function checkRecordParts(record: Pick<GameRecord, 'state' | 'control' | 'seats'>): RecordCheck {
  let upgraded: GameState;
  try {
    upgraded = upgradeState(record.state);
  } catch (error) {
    return { ok: false, problems: [`state: ${(error as Error).message}`] };
  }
  const game = checkGameState(upgraded);
  if (!game.ok) return { ok: false, problems: game.problems.map((p) => `state.${p}`) };
  const custody = custodyProblems(game.state);
  if (custody.length > 0) return { ok: false, problems: custody.map((p) => `state custody: ${p}`) };
  const disagreements = consistencyProblems(game.state);
  if (disagreements.length > 0) return { ok: false, problems: disagreements.map((p) => `state records: ${p}`) };
  const control = StoredControlSchema.safeParse(record.control);
  if (!control.success) return { ok: false, problems: control.error.issues.map((i) => `control.${i.path.join('.')}: ${i.message}`) };
  const inGame = (f: string) => game.state.seating.includes(f as Faction);
  if (!Object.keys(control.data.state.seats).every(inGame)) return { ok: false, problems: ['control: a seat that is not in the game'] };
  if (!record.seats.every(([f]) => inGame(f))) return { ok: false, problems: ['seats: a seat token names a faction not in the game'] };
  const seatProblem = duplicateSeat(record.seats);
  if (seatProblem) return { ok: false, problems: [`seats: ${seatProblem}`] };
  const stranger = (control.data.chat ?? []).find((m) => (m.from !== 'spectator' && !inGame(m.from)) || (m.to !== undefined && !inGame(m.to)));
  if (stranger) return { ok: false, problems: [`control.chat: message ${stranger.id} names a faction not in the game`] };
  return { ok: true, game: game.state, control: control.data };
}
