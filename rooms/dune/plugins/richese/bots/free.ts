// Richese's free actions as bots take them. RI.karama (hard and brutal): with a Karama card and spice to spare, the
// cache card worth most to its hand, when it is worth a good deal or the game is ending. RI.ally.cards: a thinking bot
// whose hand is full gives its ally the Richese card it values least, when the ally's hand has room to spare; the
// legal bot gives one now and then.
import { LEVEL, type BotProfile } from '../../../bots/context.ts';
import { cardWorthTo } from '../../../bots/cards.ts';
import type { FreeAction } from '../../../deals/types.ts';
import { karamaCardsIn } from '../../../karama/cards.ts';
import type { PlayerView } from '../../../types.ts';
import { isRicheseCard, KARAMA_CACHE_PRICE } from '../catalog.ts';
import { RICHESE } from '../state.ts';

/** Richese's hand limit, which its bots keep to. */
const HAND = 4;

export function richeseKaramaAction(profile: BotProfile, view: PlayerView): FreeAction | null {
  const mine = view.private;
  if (LEVEL[profile] < 2 || view.viewer !== RICHESE || !view.advanced || !mine || view.interrupted) return null;
  if (view.karama.powersUsed.includes(RICHESE) || view.phase === 'setup' || view.phase === 'game-over') return null;
  const cards = karamaCardsIn(view, RICHESE);
  if (cards.length === 0 || mine.spice < KARAMA_CACHE_PRICE + 2 || mine.richeseCache.length === 0) return null;
  const hand = mine.hand.filter((c) => c !== cards[0]);
  const [best] = [...mine.richeseCache].sort((a, b) => cardWorthTo(RICHESE, b, hand) - cardWorthTo(RICHESE, a, hand));
  const worth = cardWorthTo(RICHESE, best!, hand);
  return worth >= 7 || (worth >= 5 && view.turn >= view.maxTurns - 1) ? { type: 'richese-karama-buy', card: cards[0]!, buy: best! } : null;
}

export function richeseGiftAction(view: PlayerView, pick: number | null): FreeAction | null {
  const mine = view.private;
  if (view.viewer !== RICHESE || !mine || view.interrupted || ['setup', 'bidding', 'game-over'].includes(view.phase)) return null;
  const ally = view.alliances.find((pair) => pair.includes(RICHESE))?.find((f) => f !== RICHESE);
  const allyHand = view.seats.find((s) => s.faction === ally)?.handSize;
  if (!ally || allyHand === undefined || allyHand >= HAND) return null;
  const own = mine.hand.filter(isRicheseCard);
  if (own.length === 0) return null;
  if (pick !== null) return pick % 3 === 0 ? { type: 'richese-gift', card: own[pick % own.length]!, to: ally } : null;
  if (mine.hand.length < HAND || allyHand > 2) return null;
  const [least] = [...own].sort((a, b) => cardWorthTo(RICHESE, a, mine.hand) - cardWorthTo(RICHESE, b, mine.hand));
  return { type: 'richese-gift', card: least!, to: ally };
}
