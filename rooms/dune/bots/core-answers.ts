// The base game's legal answers: every phase's, the Karama window's and powers' and the card windows'
// (phases/<phase>/legal.ts, typed by answerer.ts). The plug-ins add their own, and the answers'
// root (plugins/answers.ts) joins them into the one table the legal answers read (bots/extension-points.ts).
import { setupAnswers } from '../phases/setup/legal.ts';
import { stormAnswers } from '../phases/storm/legal.ts';
import { spiceBlowAnswers } from '../phases/spice-blow/legal.ts';
import { choamAnswers } from '../phases/choam-charity/legal.ts';
import { biddingAnswers } from '../phases/bidding/legal.ts';
import { revivalAnswers } from '../phases/revival/legal.ts';
import { shipmentAnswers } from '../phases/shipment-movement/legal.ts';
import { battleAnswers } from '../phases/battle/legal.ts';
import { collectionAnswers } from '../phases/spice-collection/legal.ts';
import { mentatAnswers } from '../phases/mentat-pause/legal.ts';
import { karamaAnswers } from '../karama/legal.ts';
import { cardWindowAnswers } from './card-windows.ts';
import { karamaPowerAnswers } from '../karama/powers/legal.ts';

export const CORE_ANSWERS = {
  ...setupAnswers,
  ...stormAnswers,
  ...spiceBlowAnswers,
  ...choamAnswers,
  ...biddingAnswers,
  ...revivalAnswers,
  ...shipmentAnswers,
  ...battleAnswers,
  ...collectionAnswers,
  ...mentatAnswers,
  ...karamaAnswers,
  ...cardWindowAnswers,
  ...karamaPowerAnswers,
};
