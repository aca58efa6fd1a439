// Every phase module, by phase. A phase whose module is null is not implemented: the game stops when it reaches it.
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

export const PHASE_MODULES: Partial<Record<Phase, PhaseModule>> = {
  setup: setupPhase,
  storm: stormPhase,
  'spice-blow': spiceBlowPhase ?? undefined,
  'choam-charity': choamPhase ?? undefined,
  'bidding': biddingPhase ?? undefined,
  'revival': revivalPhase ?? undefined,
  'shipment-movement': shipmentPhase ?? undefined,
  'battle': battlePhase ?? undefined,
  'spice-collection': collectionPhase ?? undefined,
  'mentat-pause': mentatPhase ?? undefined,
};
