// The Tech tokens' bots (bots/extension-points.ts): the thinking bots' (medium and up) choice of the loser's token to
// take. Installed by the thinking root (plugins/thinking.ts).
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import type { BotContext } from '../../../bots/context.ts';
import type { Decision, DecisionAction } from '../../../types.ts';
import { TECH_TOKENS, type TechToken } from '../catalog.ts';

/**
 * Every token is worth taking: each adds one to every income its holder receives. Taken in this order: the one that
 * puts all three in the bot's hand (a stronghold for victory, IT.tech.victory), then the tokens whose triggers come
 * nearly every turn (a shipment from off-planet, a free revival) before CHOAM Charity's.
 */
const PREFERENCE: readonly TechToken[] = ['heighliners', 'axlotl-tanks', 'spice-production'];

function answerTakeTechToken(d: Extract<Decision, { kind: 'take-tech-token' }>, ctx: BotContext): DecisionAction {
  const held = TECH_TOKENS.filter((t) => ctx.view.techTokens?.holders[t] === ctx.me).length;
  const token = held + 1 === TECH_TOKENS.length ? d.tokens[0]! : PREFERENCE.find((t) => d.tokens.includes(t))!;
  return { type: 'take-tech-token', event: d.id, token };
}

export const techTokensThinkingPlugin = {
  name: 'tech-tokens',
  thinkers: { 'take-tech-token': answerTakeTechToken },
} satisfies ThinkingPlugin;
