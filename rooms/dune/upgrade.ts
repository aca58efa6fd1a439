// Stored games outlive engine versions: upgradeState brings an older GameState document to the current format.
// Format 1 → 2: Karama windows and preventions (3.01.11.01–02) added `karama`.
// Format 2 → 3: card sets (`config.cards`), card play windows (`cardWindow`) and the battle's post-reveal card
// choices; older games played base only.
// Ids by audience (ids.ts) needed no new format: `config.ids` and `privateIds` are optional and absent means the
// earlier single counter, so a stored format-3 game is still a valid format-3 game, read exactly as before, with
// its hash unchanged (its replays go through replayConfig).
import type { GameState } from './types.ts';

export const STATE_FORMAT = 3;

type Format2 = Omit<GameState, 'format' | 'config' | 'cardWindow' | 'juice' | 'discards' | 'suspended' | 'nullentropy'> & {
  format: 2;
  config: Omit<GameState['config'], 'cards'>;
};
type Format1 = Omit<Format2, 'format' | 'karama'> & { format: 1 };

export function upgradeState(stored: GameState | Format2 | Format1): GameState {
  if (stored.format === STATE_FORMAT) return stored as GameState;
  if (stored.format === 1) return upgradeState({ ...stored, format: 2, karama: { window: null, prevented: [] } });
  if (stored.format === 2) {
    const state = {
      ...stored,
      format: 3,
      config: { ...stored.config, cards: ['base'] },
      cardWindow: null,
      juice: null,
      discards: [],
      suspended: null,
      nullentropy: null,
    } as GameState;
    // A battle in progress gains the post-reveal fields (empty: the base cards need none of them).
    const battle = state.round?.phase === 'battle' ? state.round.current : null;
    if (battle)
      Object.assign(battle, { lateDefenses: battle.lateDefenses ?? {}, choices: battle.choices ?? {}, weaponsAnnounced: battle.weaponsAnnounced ?? false });
    return state;
  }
  throw new Error(`unknown game state format ${(stored as { format: unknown }).format}`);
}
