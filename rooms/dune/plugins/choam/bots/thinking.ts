// CHOAM's bots (bots/extension-points.ts): its bots' answers (medium and up: plugins/choam/bots/), its Karama power as a
// bot's free action, the Auditor in a battle plan and a Worthless card's worth to CHOAM. Installed by the thinking root
// (plugins/thinking.ts).
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import { myHand } from '../../../bots/board.ts';
import { treacheryCard } from '../../../cards/treachery.ts';
import { AUDITOR, leader } from '../../../factions/leaders.ts';
import { WORTHLESS_PRICE } from '../market.ts';
import { answerAuditPayoff, answerBattleSupport, choamKaramaAction } from './advanced.ts';
import { answerInflation, answerMarket, answerTrade, answerWorthless } from './index.ts';

export const choamThinkingPlugin = {
  name: 'choam',
  // The market, the ally trade (both sides), Inflation, Worthless effects, the audit (always called) and its payoff
  // (the audited side), funding the ally's battles.
  thinkers: {
    'choam-market': answerMarket,
    'choam-trade': answerTrade,
    'choam-inflation': answerInflation,
    'choam-worthless': answerWorthless,
    'choam-audit': (d) => ({ type: 'choam-audit', event: d.id, audit: true }),
    'audit-payoff': answerAuditPayoff,
    'choam-battle-support': answerBattleSupport,
    // CH.worthless.kull-wahad: medium and up stop a Karama played against CHOAM whenever they hold the card.
    'kull-wahad': (d, ctx) => ({ type: 'kull-wahad', event: d.id, play: ctx.level >= 1 && myHand(ctx.view).includes('kull-wahad') }),
  },
  // CH.karama (hard and brutal): a Karama for CHOAM's discard power.
  karamaPowerAction: choamKaramaAction,
  // CH.audit (hard+): CHOAM fields the Auditor, and audits after the battle, in place of a leader no stronger when the
  // plan still wins with it, and in any battle it gives up on.
  battleLeader({ me, options, level, lead, hopeless, dialNeeded }) {
    if (me !== 'choam' || level < 2 || !options.leaders.includes(AUDITOR.id)) return null;
    if (hopeless) return AUDITOR.id;
    return lead !== null && leader(lead).strength <= AUDITOR.strength && dialNeeded(AUDITOR.strength) <= options.maxDial ? AUDITOR.id : null;
  },
  // CHOAM sells a Worthless card for 2 (or plays it), so it is worth a little more to CHOAM than to others.
  cardWorth: (me, card) => (me === 'choam' && treacheryCard(card).category === 'worthless' ? WORTHLESS_PRICE + 0.5 : null),
} satisfies ThinkingPlugin;
