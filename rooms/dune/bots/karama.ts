// Karama windows (3.01.11.01): a thinking bot spends its Karama only on a use worth more than the card, which it
// could otherwise keep for an over-bid, a free card or a Guild-rate shipment (KARAMA_VALUE in spice).
import { karamaCardsIn } from '../karama/cards.ts';
import { mayCancel } from '../karama/window.ts';
import { betrayalOnly } from '../karama/abilities.ts';
import type { AbilityUse } from '../karama/types.ts';
import { territory } from '../board/territories.ts';
import type { Decision, DecisionAction } from '../types.ts';
import type { BotContext } from './context.ts';
import { thinkingPlugins } from './extension-points.ts';
import { firstAnswer } from '../first-answer.ts';

type KaramaWindowDecision = Extract<Decision, { kind: 'karama-window' }>;

const KARAMA_VALUE = 6;

function forcesOf(ctx: BotContext, faction: string, where: string): number {
  return ctx.view.forces.filter((s) => s.faction === faction && s.territory === where).reduce((n, s) => n + s.regular + s.elite + s.advisors, 0);
}

/** Roughly what cancelling `use` is worth to this bot, in spice. */
function worth(d: KaramaWindowDecision, use: AbilityUse, ctx: BotContext): number {
  const attempt = d.attempt;
  switch (use.ability) {
    case 'emperor-payment':
      return use.escrow ?? 0;
    case 'fremen-shai-hulud':
      return use.territory ? forcesOf(ctx, 'fremen', use.territory) * 2 : 0;
    case 'guild-payment':
    case 'guild-half-price':
    case 'guild-ally-half-price':
    case 'guild-cross-ship':
    case 'guild-ally-cross-ship':
      // A landing in force on a stronghold is what the window can stop.
      if (attempt?.type !== 'ship' || !attempt.to) return 0;
      return territory(attempt.to.territory).kind === 'stronghold' ? (attempt.count ?? 0) * 2 : 0;
    case 'fremen-movement':
      if (attempt?.type !== 'move' || !attempt.to) return 0;
      return territory(attempt.to.territory).kind === 'stronghold' ? (attempt.groups ?? []).reduce((n, g) => n + g.count, 0) * 2 : 0;
    default:
      return 0;
  }
}

export function answerKaramaWindow(d: KaramaWindowDecision, ctx: BotContext): DecisionAction | null {
  const pass: DecisionAction = { type: 'karama-window', event: d.id, cancel: null, card: null };
  const card = karamaCardsIn(ctx.view, d.seat)[0];
  if (ctx.level < 1) return pass;
  // NX.betrayal: a card of a plug-in's that cancels a use, spent before any Karama.
  const betrayal = firstAnswer(thinkingPlugins(), (p) => p.windowAnswer?.(d, ctx));
  if (betrayal) return betrayal;
  if (card === undefined) return pass;
  let best: AbilityUse | null = null;
  let bestWorth = KARAMA_VALUE + 2 - ctx.level; // harder bots spend it a little more readily
  for (const use of d.uses) {
    if (!mayCancel(use, ctx.me) || betrayalOnly(use.ability)) continue;
    const w = worth(d, use, ctx);
    if (w >= bestWorth) [best, bestWorth] = [use, w];
  }
  return best ? { type: 'karama-window', event: d.id, cancel: best.ability, card } : pass;
}
