// The handlers of the homeworld cards' own decisions, registered with the phases' (phases/handlers.ts).
import { caladanReinforce } from './caladan.ts';
import { giediCard } from './giedi-prime.ts';
import { kaitainDiscard } from './kaitain.ts';
import { fedaykinPlacement } from './southern-hemisphere.ts';
import { tleilaxSend } from './tleilax.ts';
import { junctionOffers } from './junction.ts';
import { occupationShare } from './income-share.ts';

export const homeworldHandlers = {
  'caladan-reinforce': caladanReinforce,
  'kaitain-discard': kaitainDiscard,
  'giedi-card': giediCard,
  'fedaykin-placement': fedaykinPlacement,
  'tleilax-send': tleilaxSend,
  'junction-offers': junctionOffers,
  'occupation-share': occupationShare,
};
