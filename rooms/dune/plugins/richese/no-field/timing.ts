// RI.no-field.reveal: when Richese may reveal its No-Field at will (a file of its own: the clients' bots read it too).
import type { Phase } from '../../../types.ts';

/** The phases of a turn before the Battle phase. */
export const BEFORE_BATTLE: readonly Phase[] = ['storm', 'spice-blow', 'choam-charity', 'bidding', 'revival', 'shipment-movement'];
