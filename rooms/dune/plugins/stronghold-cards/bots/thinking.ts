// The Stronghold cards' bots (bots/extension-points.ts): the thinking bots' copy for a battle in the HMS. Arrakeen's
// larger spice limit needs no answer: a bot's battle plan reads it from its options. Installed by the thinking root.
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import type { BotContext } from '../../../bots/context.ts';
import type { Decision, DecisionAction } from '../../../types.ts';
import type { CopiableCard } from '../catalog.ts';

/**
 * SC.hms: the advantage most likely to decide a battle: winning ties, then a defense that also snoops, then the bank's
 * spice toward the dial (more with little spice of its own), then the incomes.
 */
function answerHmsCardCopy(d: Extract<Decision, { kind: 'hms-card-copy' }>, ctx: BotContext): DecisionAction {
  const spice = ctx.view.private?.spice ?? 0;
  const order: readonly CopiableCard[] =
    spice < 3
      ? ['arrakeen', 'habbanya-sietch', 'carthag', 'sietch-tabr', 'tueks-sietch']
      : ['habbanya-sietch', 'carthag', 'arrakeen', 'sietch-tabr', 'tueks-sietch'];
  return { type: 'hms-card-copy', event: d.id, card: order.find((c) => d.options.includes(c)) ?? null };
}

export const strongholdCardsThinkingPlugin = {
  name: 'stronghold-cards',
  thinkers: { 'hms-card-copy': answerHmsCardCopy },
} satisfies ThinkingPlugin;
