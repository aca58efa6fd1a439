// Forces entering a territory, whichever way they come: one mechanism with an ordered list of reactions (the core's,
// then each plug-in's in the root's order). A site that puts forces into a territory notices the arrival before they
// land, lets the reactions act as they land, tells the arrival (its event), settles its own consequences, and then
// lets the reactions act again: the Bene Gesserit's intrusion asks its question last, the Smuggler's extra force
// lands with the shipment.
import type { Context } from './context.ts';
import { plugins } from './extension-points.ts';
import type { Arrival, ArrivalReaction, ArrivalResponse } from './extension-points/board.ts';
import { bgIntrusion } from './phases/shipment-movement/intrusion.ts';
import type { Draft } from './types.ts';

export type { Arrival, ArrivalReaction, ArrivalResponse } from './extension-points/board.ts';

/** The core's reactions, before the plug-ins'. */
const CORE_REACTIONS: readonly ArrivalReaction[] = [bgIntrusion];

/** What the reactions will do about one arrival, noticed before its forces land (none: nothing arrives). */
export type NoticedArrival = readonly ArrivalResponse[];

/** Asks every reaction, in order, about `arrival` (before its forces land). */
export function noticeArrival(state: Draft, arrival: Arrival): NoticedArrival {
  const reactions = [...CORE_REACTIONS, ...plugins().flatMap((p) => p.arrivalReactions ?? [])];
  return reactions.flatMap((reaction) => reaction.notice(state, arrival) ?? []);
}

/** The reactions' part as the forces land, before the arrival is told. */
export function arrivalLanded(ctx: Context, noticed: NoticedArrival): void {
  for (const r of noticed) r.landing?.(ctx);
}

/** The reactions' part once the arrival has been told and its own consequences settled. */
export function arrivalTold(ctx: Context, noticed: NoticedArrival): void {
  for (const r of noticed) r.told?.(ctx);
}

/** A whole arrival with nothing of its own between: noticed, landed by `land`, told by `tell`, the reactions between. */
export function arrive(ctx: Context, arrival: Arrival, land: () => void, tell: () => void): void {
  const noticed = noticeArrival(ctx.state, arrival);
  land();
  arrivalLanded(ctx, noticed);
  tell();
  arrivalTold(ctx, noticed);
}
