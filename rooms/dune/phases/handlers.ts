// Every phase's action handlers in one table (the composition root, plugins/index.ts, checks the engine's whole table).
import { setupHandlers } from './setup/index.ts';
import { stormHandlers } from './storm/index.ts';
import { spiceBlowHandlers } from './spice-blow/index.ts';
import { choamHandlers } from './choam-charity/index.ts';
import { biddingHandlers } from './bidding/index.ts';
import { revivalHandlers } from './revival/index.ts';
import { shipmentHandlers } from './shipment-movement/index.ts';
import { battleHandlers } from './battle/index.ts';
import { collectionHandlers } from './spice-collection/index.ts';
import { mentatHandlers } from './mentat-pause/index.ts';

export const PHASE_HANDLERS = {
  ...setupHandlers,
  ...stormHandlers,
  ...spiceBlowHandlers,
  ...choamHandlers,
  ...biddingHandlers,
  ...revivalHandlers,
  ...shipmentHandlers,
  ...battleHandlers,
  ...collectionHandlers,
  ...mentatHandlers,
};
