// Forces entering a territory, whichever way they come: one mechanism with an ordered list of reactions (the core's,
// then each plug-in's in the root's order). A site that puts forces into a territory notices the arrival before they
// land, lets the reactions act as they land, tells the arrival (its event), settles its own consequences, and then
// lets the reactions act again: the Bene Gesserit's intrusion asks its question last, the Smuggler's extra force
// lands with the shipment.
import type { Context } from './context.ts';
import { plugins } from './extension-points.ts';
import type { Arrival, ArrivalReaction, ArrivalResponse } from './extension-points/board.ts';
import { bgIntrusion } from './phases/shipment-movement/intrusion.ts';
import type { Draft, Faction, TerritoryId } from './types.ts';

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

/**
 * Whether a plug-in's question about an arrival (an Ambassador, a Terror token) may interrupt the game now: nothing
 * else holds it (an interrupt, a Karama window) and the arrival's own questions are settled (the Bene Gesserit's
 * intrusion and spiritual advisor come first: EM.order).
 */
export function arrivalMayInterrupt(state: Draft): boolean {
  if (state.suspended !== null || state.karama.window !== null || state.victory) return false;
  const round = state.round;
  return !(round?.phase === 'shipment-movement' && (round.stage === 'intrusion' || round.stage === 'advisor'));
}

/** An arrival a plug-in's token noticed, waiting to be put to its owner. */
export interface QueuedArrival {
  territory: TerritoryId;
  entrant: Faction;
  /** How many forces entered, as every viewer counts them (absent in records of builds before it was kept). */
  count?: number;
}

/** What a token-in-a-stronghold reaction asks of the state (an Ambassador's, a Terror token's). */
export interface TokenWatch {
  name: string;
  /** Whether a token of the plug-in stands in `territory`. */
  stands(state: Draft, territory: TerritoryId): boolean;
  /** Whether `entrant` entering `territory` triggers it now (asked as the arrival is told, and again before asking). */
  triggers(state: Draft, entrant: Faction, territory: TerritoryId, count?: number): boolean;
  /** The plug-in's queue of noticed arrivals (null: the plug-in is not in this game). */
  queue(state: Draft): QueuedArrival[] | null;
}

/** The reaction that queues every arrival from elsewhere into a stronghold where `watch`'s token stands and triggers. */
export function tokenWatchReaction(watch: TokenWatch): ArrivalReaction {
  return {
    name: watch.name,
    notice(state, { faction, to, from, count }) {
      if (from === to.territory || !watch.stands(state, to.territory)) return null;
      return {
        told: (ctx) => {
          if (watch.triggers(ctx.state, faction, to.territory, count)) watch.queue(ctx.state)!.push({ territory: to.territory, entrant: faction, count });
        },
      };
    },
  };
}

/**
 * The next queued arrival that still triggers (a token may have gone, an alliance changed), taken off the queue, once
 * the game may be interrupted; null when none is (or none may be asked yet).
 */
export function nextQueuedArrival(state: Draft, watch: TokenWatch): QueuedArrival | null {
  const queue = watch.queue(state);
  if (!queue || queue.length === 0 || !arrivalMayInterrupt(state)) return null;
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (watch.triggers(state, next.entrant, next.territory, next.count)) return next;
  }
  return null;
}
