// DS.great-maker: the Great Maker, a sandworm card of the Discovery variant. On turn 1 it is set aside with the
// Shai-Hulud cards; later it strikes as a Shai-Hulud does (the territory of the topmost Territory Card, the Fremen and
// their protected ally spared), but nobody rides it from there. Its Nexus is no longer automatic: unless a Shai-Hulud
// of the phase already made one due, every faction votes in storm order, openly, and only a majority of all the
// factions brings the Nexus. Either way, as the Nexus would conclude, the Fremen may ride it from their reserves: any
// number of their forces to one sector out of the storm they may enter, free.
import { arrive } from '../../arrivals.ts';
import { attachedPlaces, BOARD_PLACES, placesWhere, offered } from '../../board/place-options.ts';
import { addForces } from '../../board/forces.ts';
import { inStorm } from '../../board/storm.ts';
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { strongholdFull } from '../../phases/shipment-movement/board-view.ts';
import { discardPile } from '../../phases/spice-blow/deck.ts';
import { round } from '../../phases/spice-blow/round.ts';
import { strike } from '../../phases/spice-blow/shai-hulud.ts';
import { stormOrder } from '../../storm-order.ts';
import type { Draft, SpiceCardId } from '../../types.ts';
import { discoveryOf } from './state.ts';

const CARD: SpiceCardId = 'great-maker';
const FREMEN = 'fremen';

/** The Great Maker revealed: set aside on turn 1, else it strikes ('waiting' while the Fremen decide about their ally). */
export function greatMakerRevealed(ctx: Context, card: SpiceCardId): boolean | 'waiting' {
  const part = discoveryOf(ctx.state);
  if (card !== CARD || !part) return false;
  const r = round(ctx);
  if (ctx.state.turn === 1) {
    r.setAside.push(card);
    ctx.emit({ type: 'great-maker-set-aside' });
    return true;
  }
  discardPile(ctx.state, r.pile ?? 'A').push(card);
  // A Nexus a Shai-Hulud already made due stands (one coming later in the phase too: openVote asks again).
  part.maker = { turn: ctx.state.turn, vote: !r.nexusDue, votes: [], ride: true };
  r.wormsInBlow = (r.wormsInBlow ?? 0) + 1;
  ctx.emit({ type: 'great-maker', turn: ctx.state.turn, vote: part.maker.vote });
  return strike(ctx, card, null, false) === 'waiting' ? 'waiting' : true;
}

/** The blow done with no Nexus due: the vote opens with the first faction in storm order. */
export function openVote(ctx: Context): boolean {
  const maker = discoveryOf(ctx.state)?.maker;
  if (!maker || maker.turn !== ctx.state.turn || !maker.vote || round(ctx).nexusDue) return false;
  ctx.open({ kind: 'great-maker-vote', seat: stormOrder(ctx.state)[0]!, votes: [] });
  return true;
}

export const greatMakerVote: ActionHandler<'great-maker-vote'> = {
  type: 'great-maker-vote',
  rule: 'DS.great-maker',
  check: (_state, _decision, action) => (typeof action.nexus === 'boolean' ? null : 'nexus is true or false'),
  apply(ctx, decision, action) {
    ctx.close(decision);
    const maker = discoveryOf(ctx.state)!.maker!;
    maker.votes.push({ faction: decision.seat, nexus: action.nexus });
    ctx.emit({ type: 'great-maker-voted', faction: decision.seat, nexus: action.nexus });
    const order = stormOrder(ctx.state);
    const next = order[maker.votes.length];
    if (next !== undefined) {
      ctx.open({ kind: 'great-maker-vote', seat: next, votes: maker.votes.map((v) => ({ ...v })) });
      return;
    }
    const yes = maker.votes.filter((v) => v.nexus).length;
    const nexus = yes * 2 > order.length;
    maker.vote = false;
    round(ctx).nexusDue = nexus;
    ctx.emit({ type: 'great-maker-vote-result', yes, no: order.length - yes, nexus });
  },
};

/** Where the Fremen may ride from reserves: every sector out of the storm, no stronghold two others hold. */
function ridePlaces(state: Draft): { territory: Draft['forces'][number]['territory']; sectors: number[] }[] {
  return placesWhere([...BOARD_PLACES, ...attachedPlaces(state)], (t, s) => !inStorm(state, t, s) && !strongholdFull(state, t, FREMEN));
}

/** As the Nexus would conclude: the Fremen's ride from reserves, once. */
export function openGreatMakerRide(ctx: Context): boolean {
  const maker = discoveryOf(ctx.state)?.maker;
  if (!maker || maker.turn !== ctx.state.turn || !maker.ride) return false;
  maker.ride = false;
  const fs = ctx.state.factions.fremen;
  if (!fs || fs.reserves.regular + fs.reserves.elite === 0 || plugins().some((p) => p.ridesBarred?.(ctx.state) ?? false)) return false;
  ctx.open({ kind: 'great-maker-ride', seat: FREMEN, places: ridePlaces(ctx.state), max: fs.reserves.regular + fs.reserves.elite });
  return true;
}

export const greatMakerRide: ActionHandler<'great-maker-ride'> = {
  type: 'great-maker-ride',
  rule: 'DS.great-maker',
  check(state, decision, action) {
    if (action.to === null) return null;
    if (!offered(decision.places, action.to)) return 'DS.great-maker: ride to one of the places offered';
    const elite = action.elite ?? 0;
    const reserves = state.factions.fremen!.reserves;
    if (!Number.isInteger(action.count) || action.count < 1 || !Number.isInteger(elite) || elite < 0 || elite > action.count)
      return { code: 'OVER_LIMIT', message: 'ride at least one force; elite from 0 to count' };
    return action.count - elite > reserves.regular || elite > reserves.elite ? { code: 'NOT_HELD', message: 'not that many forces in reserves' } : null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.to === null) return;
    const to = { territory: action.to.territory, sector: action.to.sector };
    const elite = action.elite ?? 0;
    const take = { regular: action.count - elite, elite };
    const land = () => {
      const reserves = ctx.ownFaction(FREMEN).reserves;
      reserves.regular -= take.regular;
      reserves.elite -= take.elite;
      addForces(ctx.state, { faction: FREMEN, ...to }, take);
    };
    arrive(ctx, { faction: FREMEN, to, way: 'worm-ride', from: null, count: action.count }, land, () =>
      ctx.emit({ type: 'great-maker-ridden', to, count: action.count }),
    );
  },
};
