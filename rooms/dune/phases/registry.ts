// Every phase module, by phase (set-up and the nine phases of a turn).
import type { Phase } from '../types.ts';
import type { PhaseModule } from './handler.ts';
import { setupPhase } from './setup/index.ts';
import { stormPhase } from './storm/index.ts';
import { spiceBlowPhase } from './spice-blow/index.ts';
import { choamPhase } from './choam-charity/index.ts';
import { biddingPhase } from './bidding/index.ts';
import { revivalPhase } from './revival/index.ts';
import { shipmentPhase } from './shipment-movement/index.ts';
import { battlePhase } from './battle/index.ts';
import { collectionPhase } from './spice-collection/index.ts';
import { mentatPhase } from './mentat-pause/index.ts';

export const PHASE_MODULES: Record<Exclude<Phase, 'game-over'>, PhaseModule> = {
  setup: setupPhase,
  storm: stormPhase,
  'spice-blow': spiceBlowPhase,
  'choam-charity': choamPhase,
  bidding: biddingPhase,
  revival: revivalPhase,
  'shipment-movement': shipmentPhase,
  battle: battlePhase,
  'spice-collection': collectionPhase,
  'mentat-pause': mentatPhase,
};
