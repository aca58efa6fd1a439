// The Homeworlds variant's bots (bots/extension-points.ts): its bots' answers (medium and up: plugins/homeworlds/bots/),
// a shipment to a homeworld and Tupile's intelligence as a bot's free action. Installed by the thinking root
// (plugins/thinking.ts).
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import { answerCaladanReinforce, answerDiscardDown, answerFedaykinPlacement, answerGiediCard, answerKaitainDiscard, answerTleilaxSend } from './decisions.ts';
import { homeworldShipment, tupileAction } from './index.ts';

export const homeworldThinkingPlugin = {
  name: 'homeworlds',
  // The Caladan reinforcement, Kaitain's paid discards, the Giedi Prime free card's taker, the Fedaykin placement and
  // discarding down to the hand limit.
  thinkers: {
    'caladan-reinforce': answerCaladanReinforce,
    'kaitain-discard': answerKaitainDiscard,
    'giedi-card': answerGiediCard,
    // HW.occupation-income: the bots keep their occupation income (its use to the ally cannot be seen from a view).
    'occupation-share': (d) => ({ type: 'occupation-share', event: d.id, amount: 0 }),
    'fedaykin-placement': answerFedaykinPlacement,
    'tleilax-send': answerTleilaxSend,
    'discard-down': answerDiscardDown,
  },
  // HW.shipping: a homeworld worth more than anything on Arrakis.
  shipmentOption: homeworldShipment,
  // HW.tupile.intelligence.
  freeAction: tupileAction,
} satisfies ThinkingPlugin;
