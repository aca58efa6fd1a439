// A window card's condition and effect, asked of its plug-in (extension-points/cards.ts `windowCard`). A card whose
// plug-in names no use and takes no card is played plainly.
import { discardFromHand } from '../cards/deck.ts';
import { familyOf } from '../cards/treachery.ts';
import type { Context } from '../context.ts';
import { plugins } from '../extension-points.ts';
import type { WindowCard, WindowUse } from '../extension-points/cards.ts';
import type { Faction, TreacheryCardId } from '../types.ts';
import type { CardWindowDecision } from './types.ts';

function windowCardOf(card: TreacheryCardId): WindowCard | undefined {
  const family = familyOf(card);
  return plugins().find((p) => p.windowCard?.family === family)?.windowCard;
}

/** The answer of a card played plainly: it names no use and takes no card. */
export function plainPlayProblem(card: TreacheryCardId, use: WindowUse): string | null {
  if (use.take !== undefined) return `${card} takes no card`;
  return use.mode === undefined ? null : `${card} takes no use`;
}

/** Why this answer may not play `card` now, beyond the window's families (its plug-in's condition). */
export function mayPlayNow(decision: CardWindowDecision, card: TreacheryCardId, use: WindowUse): string | null {
  const windowCard = windowCardOf(card);
  return windowCard?.playProblem ? windowCard.playProblem(decision, card, use) : plainPlayProblem(card, use);
}

export function applyWindowCard(ctx: Context, faction: Faction, card: TreacheryCardId, use: WindowUse): void {
  discardFromHand(ctx.state, faction, card);
  const family = familyOf(card);
  ctx.emit({ type: 'window-card-played', faction, card, family, ...(use.mode ? { mode: use.mode } : {}) });
  // A card a phase reads as it begins (Thumper, Recruits) has no effect of its own here.
  windowCardOf(card)?.play?.(ctx, faction, use);
}
