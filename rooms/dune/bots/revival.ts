// 1.05 Revival and CHOAM Charity (1.03): free forces always, paid forces and leaders when the spice allows.
import { familyOf } from '../cards/treachery.ts';
import { leader as leaderDisc } from '../factions/leaders.ts';
import { affordable, pickFromTanks, revivalPrice, totalOf } from '../phases/revival/force-revival.ts';
import type { GholaUse, GrantFreeRevivalDecision, PayAllyRevivalDecision, ReviveDecision } from '../phases/revival/types.ts';
import type { ClaimCharityDecision } from '../phases/choam-charity/types.ts';
import type { DecisionAction, ForceCount, LeaderId } from '../types.ts';
import type { BotContext } from './context.ts';
import { myHand, mySpice, reservesOf, seatOf } from './board.ts';
import { shippingReserve } from './bidding.ts';
import { emperorKaramaRevival } from './emperor-revival.ts';

const minus = (a: ForceCount, b: ForceCount): ForceCount => ({ regular: a.regular - b.regular, elite: a.elite - b.elite });

export function answerRevive(d: ReviveDecision, ctx: BotContext): DecisionAction {
  const { view, me } = ctx;
  const spice = mySpice(view);
  const free = Math.min(d.freeRevival, d.limit);
  const inTanks = d.tanks.regular + d.tanks.elite;
  // Paid forces when reserves run low and spice is left after shipping money (hard+), or always a little (medium).
  const keep = shippingReserve(ctx) + (ctx.level >= 2 ? 2 : 4);
  const lowReserves = reservesOf(view, me) < 6;
  const paid = lowReserves || ctx.level === 1 ? Math.max(0, Math.floor((spice - keep) / d.costPerForce)) : 0;
  const forces = affordable(pickFromTanks(d.tanks, Math.min(d.limit, inTanks, free + paid), d.eliteLimit), free, d, spice);
  let left = spice - revivalPrice(forces, free, d);
  // A leader when few are left to fight with (1.07.04.05: no leader means no cards in battle).
  const seat = seatOf(view, me);
  const alive = seat ? seat.leaders.filter((l) => l === 'pool').length : 5;
  let leader: LeaderId | null = null;
  // Another faction's leader the decision offers (TL.gholas) is a leader more at once: hard and up take the strongest
  // that costs at most half the spice left.
  const foreign = ctx.level >= 2 && alive < 5 ? d.leaders.filter((l) => leaderDisc(l.id).faction !== me && 2 * l.cost <= left) : [];
  const option =
    alive <= 2
      ? [...d.leaders].sort((a, b) => b.cost - a.cost).find((l) => l.cost <= left - (alive === 0 ? 0 : 2))
      : [...foreign].sort((a, b) => b.cost - a.cost)[0];
  if (option) {
    leader = option.id;
    left -= option.cost;
  }
  let ghola: GholaUse | null = null;
  if (myHand(view).some((id) => familyOf(id) === 'tleilaxu-ghola')) {
    const gholaLeader = alive <= 1 ? d.gholaLeaders.find((id) => id !== leader) : undefined;
    const eliteLeft = d.eliteLimit === null ? null : d.eliteLimit - forces.elite;
    const extra = pickFromTanks(minus(d.tanks, forces), d.gholaForces, eliteLeft);
    if (gholaLeader !== undefined) ghola = { leader: gholaLeader };
    else if (totalOf(extra) >= 4) ghola = { forces: extra };
  }
  // 1.14.02: the Emperor's Karama revival, on top of all that (bots/emperor-revival.ts).
  const karama = emperorKaramaRevival(d, ctx, { forces, leader, ghola });
  const power = karama ? { karamaPower: karama } : {};
  // 2.01.14: with no leader to revive, the Kwisatz Haderach takes the leader revival when it can be paid for.
  if (leader === null && d.kwisatzHaderach && d.kwisatzHaderach.cost <= left)
    return { type: 'revive', event: d.id, forces, leader, ghola, kwisatzHaderach: true, ...power };
  return { type: 'revive', event: d.id, forces, leader, ghola, ...power };
}

export function answerGrantFreeRevival(d: GrantFreeRevivalDecision): DecisionAction {
  return { type: 'grant-free-revival', event: d.id, grant: true };
}

/** 2.03.07: the Emperor pays for the ally's forces from spare spice. */
export function answerPayAllyRevival(d: PayAllyRevivalDecision, ctx: BotContext): DecisionAction {
  const spare = mySpice(ctx.view) - 8;
  return { type: 'pay-ally-revival', event: d.id, forces: Math.max(0, Math.min(d.max, Math.floor(spare / d.costPerForce))) };
}

export function answerClaimCharity(d: ClaimCharityDecision): DecisionAction {
  return { type: 'claim-charity', event: d.id, claim: d.amount > 0 };
}
