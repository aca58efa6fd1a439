// Richese (Richese).
// HW.richese.occupied: the occupier, not Richese, chooses the cache card sold in the Bidding phase (and its auction),
// and takes half (rounded down) of what Richese is paid for it (the Richese plug-in asks cacheLotChosenBy and
// occupierShare).
// HW.richese.high: forces from reserves may go along with a No-Field Richese ships; HW.richese.low: its No-Field may
// not move (the Richese plug-in asks noFieldEscort and noFieldFixed).
import type { Draft, Faction } from '../../types.ts';
import { occupierOf, shown } from './state.ts';

/** HW.richese.occupied: who chooses the cache card sold this Bidding phase: Richese's occupier, if any. */
export const cacheLotChosenBy = (state: Draft): Faction | null => (shown(state, 'richese') === null ? null : occupierOf(state, 'richese'));

/** HW.richese.occupied: the occupier's half (rounded down) of what Richese is paid for a card it chose. */
export const occupierShare = (paid: number): number => Math.floor(paid / 2);

/** HW.richese.high: Richese's forces from reserves may go along with a No-Field it ships. */
export const noFieldEscort = (state: Draft): boolean => shown(state, 'richese') === 'high';

/** HW.richese.low: Richese's No-Field may not move. */
export const noFieldFixed = (state: Draft): boolean => shown(state, 'richese') === 'low';
