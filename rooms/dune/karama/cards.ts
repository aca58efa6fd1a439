// Which cards count as a Karama (3.01.11): the one test every phase, bot and the SDK use.
import { familyOf, treacheryCard } from '../cards/treachery.ts';
import type { EngineError, Faction, Draft, PlayerView, TreacheryCardId } from '../types.ts';
import { karamaBarred } from './barred.ts';

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
/** Whether `faction` may play `id` as a Karama card now (not while a Kull Wahad stands against it). */
export function isKaramaFor(state: Pick<Draft, 'config' | 'turn' | 'phase' | 'choam'>, faction: Faction, id: TreacheryCardId): boolean {
  return countsAsKarama(id, faction, state.config.advanced) && !karamaBarred(state, faction);
}

/** From a seat's own view: the cards it may play as a Karama now (CH.worthless.kull-wahad: none while blocked). */
export function karamaCardsIn(view: PlayerView, faction: Faction): TreacheryCardId[] {
  if (karamaBarred(view, faction)) return [];
  return (view.private?.hand ?? []).filter((id) => countsAsKarama(id, faction, view.advanced));
}

/** The same test from a view (`advanced` is public): bots and the SDK use it. */
export function countsAsKarama(id: TreacheryCardId, faction: Faction, advanced: boolean): boolean {
  return isKarama(id) || (advanced && faction === 'bene-gesserit' && isWorthless(id));
}

/** Why `faction` may not play `card` as a Karama now, or null: not held or not a Karama, or stopped by a Kull Wahad. */
export function karamaProblem(state: Draft, faction: Faction, card: TreacheryCardId | null): EngineError | null {
  if (card === null || !state.factions[faction]!.hand.includes(card) || !countsAsKarama(card, faction, state.config.advanced))
    return { code: 'NOT_HELD', message: 'name a Karama card in your hand' };
  if (karamaBarred(state, faction)) return { code: 'NOT_ELIGIBLE', message: 'CH.worthless.kull-wahad: you may play no Karama card this phase' };
  return null;
}
