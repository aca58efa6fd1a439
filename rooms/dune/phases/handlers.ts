// Every phase's action handlers in one table; the type requires one for each action type a phase declares.
import { discardDown } from '../plugins/homeworlds/hand-limit.ts';
import { homeworldHandlers } from '../plugins/homeworlds/handlers.ts';
import type { ActionType } from '../types.ts';
import type { ActionHandler } from './handler.ts';
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
import { choamFactionHandlers } from '../plugins/choam/handlers.ts';

/** Action types answered by phase decisions (Karama windows are answered in karama/). */
export type PhaseActionType = Exclude<
  ActionType,
  | 'karama-window'
  | 'kull-wahad'
  | 'card-window'
  | 'nullentropy'
  | 'harkonnen-return'
  | 'pick-skill'
  | 'skill-posture'
  | 'smuggler-allocation'
  | 'mentat-question'
  | 'mentat-answer'
  | 'rihani-keep'
  | 'diplomat-retreat'
  | 'bureaucrat-redirect'
>;

export const PHASE_HANDLERS: { [T in PhaseActionType]: ActionHandler<T> } = {
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
  // CHOAM's own decisions are opened by the phases' hooks (phase ends) and may use ✷ abilities like theirs.
  ...choamFactionHandlers,
  // HW.hand-limit: a hand discarded down once Tupile's extra slot is gone.
  'discard-down': discardDown,
  // The homeworld cards' own decisions (HW.caladan.high, HW.kaitain.high, HW.giedi-prime.occupied, …).
  ...homeworldHandlers,
};

export function phaseHandler(type: PhaseActionType): ActionHandler<PhaseActionType> {
  return PHASE_HANDLERS[type] as unknown as ActionHandler<PhaseActionType>;
}
