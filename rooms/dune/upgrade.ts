// Stored games outlive engine versions: upgradeState brings an older GameState document to the current format.
// Format 1 → 2: Karama windows and preventions (3.01.11.01–02) added `karama`.
import type { GameState } from './types.ts';

export const STATE_FORMAT = 2;

export function upgradeState(stored: GameState | (Omit<GameState, 'format' | 'karama'> & { format: 1 })): GameState {
  if (stored.format === STATE_FORMAT) return stored as GameState;
  if (stored.format === 1) return { ...stored, format: 2, karama: { window: null, prevented: [] } };
  throw new Error(`unknown game state format ${(stored as { format: unknown }).format}`);
}
