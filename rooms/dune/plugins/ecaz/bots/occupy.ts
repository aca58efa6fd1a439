// EC.occupy as a thinking bot answers it: the fighter with the stronger best leader left in its pool, cards in hand
// weighing in (hands counted, never read), Ecaz on a tie. HW.ecaz.low: the opponent naming it takes the weaker.
import type { BotContext } from '../../../bots/context.ts';
import { bestLeader } from '../../../bots/threats.ts';
import type { Decision, DecisionAction, Faction } from '../../../types.ts';

type D = Extract<Decision, { kind: 'occupy-fighter' }>;

/** A card in hand may be a weapon or a defense: each is worth about two of strength. */
const CARD_WORTH = 2;

export function answerOccupyFighter(d: D, ctx: BotContext): DecisionAction {
  const cards = (f: Faction) => Math.min(2, ctx.view.seats.find((s) => s.faction === f)?.handSize ?? 0);
  const worth = (f: Faction) => bestLeader(ctx.view, f) + CARD_WORTH * cards(f);
  const stronger = worth(d.ally) > worth('ecaz') ? d.ally : 'ecaz';
  const weaker = stronger === 'ecaz' ? d.ally : 'ecaz';
  return { type: 'occupy-fighter', event: d.id, fighter: ctx.me === d.opponent ? weaker : stronger };
}
