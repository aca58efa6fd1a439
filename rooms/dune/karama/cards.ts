// Which cards count as a Karama (3.01.11): the one test every phase, bot and the SDK use.
import { familyOf, treacheryCard } from '../cards/treachery.ts';
import type { Faction, GameState, TreacheryCardId } from '../types.ts';

export function isKarama(id: TreacheryCardId): boolean {
  try {
    return familyOf(id) === 'karama';
  } catch {
    return false;
  }
}

function isWorthless(id: TreacheryCardId): boolean {
  try {
    return treacheryCard(id).category === 'worthless';
  } catch {
    return false;
  }
}

// 2.02.22 KARAMA: in the Advanced game the Bene Gesserit may use any worthless card as if it were a Karama card.
// 1.14.06: that is their faction Karama power, instead of a once-a-game one.
/** Whether `faction` may play `id` as a Karama card. */
export function isKaramaFor(state: Pick<GameState, 'config'>, faction: Faction, id: TreacheryCardId): boolean {
  return countsAsKarama(id, faction, state.config.advanced);
}

/** The same test from a view (`advanced` is public): bots and the SDK use it. */
export function countsAsKarama(id: TreacheryCardId, faction: Faction, advanced: boolean): boolean {
  return isKarama(id) || (advanced && faction === 'bene-gesserit' && isWorthless(id));
}
