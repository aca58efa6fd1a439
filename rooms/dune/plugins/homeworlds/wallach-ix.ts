// Wallach IX (Bene Gesserit).
// HW.wallach-ix.high: sending spiritual advisors to the Polar Sink with another faction's shipment (2.02.05), the
// Bene Gesserit may send 2 (an advisor sent where the shipment landed, 2.02.11, stays one).
// HW.wallach-ix.low: they may not send spiritual advisors at all.
// HW.wallach-ix.occupied: the occupier and its ally are immune to the Voice (2.02.06, 2.02.07).
import { allyOf } from '../../alliances.ts';
import type { SpiritualAdvisorTerms } from '../../extension-points.ts';
import type { Faction, Draft } from '../../types.ts';
import { occupierOf, shown } from './state.ts';

/** HW.wallach-ix.low: no spiritual advisors while Wallach IX shows its low face. */
const advisorsBarred = (state: Draft): boolean => shown(state, 'wallach-ix') === 'low';

/** HW.wallach-ix.high: the most forces the Bene Gesserit may send to the Polar Sink (on the decision; absent: 1). */
const advisorOffer = (state: Draft): { max?: 2 } => (shown(state, 'wallach-ix') === 'high' ? { max: 2 } : {});

/** The spiritual advisors while Wallach IX shows a face (none while low, 2 while high). */
export const advisorTerms = (state: Draft): SpiritualAdvisorTerms => ({ ...(advisorsBarred(state) ? { barred: true as const } : {}), ...advisorOffer(state) });

/** Why sending `count` forces is not allowed under the decision's `max`, or null. */
export function advisorCountProblem(max: number | undefined, count: number, advisor: boolean): string | null {
  if (count === 1) return null;
  if (count !== 2 || max !== 2) return 'send 1 force (2 only while Wallach IX shows its high face, HW.wallach-ix.high)';
  return advisor ? 'HW.wallach-ix.high: 2 go only to the Polar Sink; an advisor where the shipment landed is 1' : null;
}

/** HW.wallach-ix.occupied: Wallach IX's occupier and its ally are immune to the Voice. */
export function voiceImmune(state: Draft, target: Faction): boolean {
  const occupier = occupierOf(state, 'wallach-ix');
  return occupier !== null && (occupier === target || allyOf(state, occupier) === target);
}
