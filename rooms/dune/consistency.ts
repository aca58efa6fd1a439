// Records of one game that must agree with each other. The engine keeps them so; a stored game changed outside it
// (edited through its store's own API, so its checksum is valid) may break them, and is then refused as damaged
// when restored or imported (rooms/record-check.ts) instead of being played on. Each check is the one its rules
// module applies before acting on the record (which refuses with RECORD_MISMATCH). Today's records are all a
// plug-in's (the Smuggler's receipt: Plugin.consistencyProblems).
import { plugins } from './extension-points.ts';
import type { GameState } from './types.ts';

/** Every disagreement found between the game's records (none for a game the engine made). */
export function consistencyProblems(state: GameState): string[] {
  return plugins().flatMap((p) => p.consistencyProblems?.(state) ?? []);
}
