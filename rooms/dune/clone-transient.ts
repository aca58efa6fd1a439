// Copies of the transient parts of the state (the round in progress, open decisions, the Karama window) for
// cloneState: the kinds most actions carry (bidding, shipment, Karama windows) by their known shapes, every other
// kind through cloneJson. Each copy shares nothing with the original.
import { cloneJson, copying } from './clone.ts';
import type { AbilityUse, KaramaState, KaramaWindow, KaramaWindowDecision } from './karama/types.ts';
import type { BidDecision, BiddingRound } from './phases/bidding/types.ts';
import type { ShipmentRound } from './phases/shipment-movement/types.ts';
import type { Decision, PhaseRound } from './types.ts';

const copyUses = (uses: readonly AbilityUse[]): AbilityUse[] => uses.map((u) => ({ ...u }));

const copyBidding = copying<BiddingRound, 'order' | 'declared' | 'row' | 'bids' | 'support'>((r) => ({
  ...r,
  order: r.order.slice(),
  declared: { ...r.declared },
  row: r.row.slice(),
  bids: r.bids.map((b) => ({ ...b })),
  support: { ...r.support },
}));

const copyShipment = copying<ShipmentRound, 'order' | 'done' | 'intrusion' | 'shippedTo' | 'support' | 'sandmaster' | 'junction'>((r) => {
  const out: ShipmentRound = { ...r, order: r.order.slice(), done: r.done.slice(), support: { ...r.support } };
  if (r.intrusion !== undefined) out.intrusion = { ...r.intrusion };
  if (r.shippedTo !== undefined) out.shippedTo = { ...r.shippedTo };
  if (r.sandmaster !== undefined) out.sandmaster = r.sandmaster.slice();
  if (r.junction !== undefined) out.junction = { ...r.junction };
  return out;
});

export function copyRound(r: PhaseRound | null): PhaseRound | null {
  if (r?.phase === 'bidding') return copyBidding(r);
  if (r?.phase === 'shipment-movement') return copyShipment(r);
  return cloneJson(r);
}

const copyWindow = copying<KaramaWindow, 'uses' | 'resume' | 'asked' | 'answers'>((w) => {
  const answers: KaramaWindow['answers'] = { ...w.answers };
  for (const f of Object.keys(answers) as (keyof typeof answers)[]) answers[f] = { ...answers[f]! };
  return { ...w, uses: copyUses(w.uses), resume: cloneJson(w.resume), asked: w.asked.slice(), answers };
});

export const copyKarama = copying<KaramaState, 'window' | 'prevented' | 'powersUsed'>((k) => {
  const out: KaramaState = { ...k, window: k.window && copyWindow(k.window), prevented: k.prevented.map((p) => ({ ...p })) };
  if (k.powersUsed !== undefined) out.powersUsed = k.powersUsed.slice();
  return out;
});

const copyBid = copying<BidDecision, 'karamaCancelled'>((d) => {
  const out: BidDecision = { ...d };
  if (d.karamaCancelled !== undefined) out.karamaCancelled = d.karamaCancelled.slice();
  return out;
});

const copyWindowDecision = copying<KaramaWindowDecision, 'uses' | 'attempt' | 'karamaCancelled'>((d) => {
  const out: KaramaWindowDecision = { ...d, uses: copyUses(d.uses), attempt: cloneJson(d.attempt) };
  if (d.karamaCancelled !== undefined) out.karamaCancelled = d.karamaCancelled.slice();
  return out;
});

/** The kinds most often open (a bid, a Karama window's question) by their shapes; any other through cloneJson. */
export function copyDecision(d: Decision): Decision {
  if (d.kind === 'bid') return copyBid(d);
  if (d.kind === 'karama-window') return copyWindowDecision(d);
  return cloneJson(d);
}

export const copyDecisions = (pending: readonly Decision[]): Decision[] => pending.map(copyDecision);
