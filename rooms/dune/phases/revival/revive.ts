// A faction's own revival (1.05.01–1.05.03, 3.01.20, and the Emperor's Karama revival 1.14.02): opening the decision
// and answering it.
import { payForRevival } from './payment.ts';
import type { Context } from '../../context.ts';
import type { ReadonlyFaction, EngineError, Faction, Draft, ForceCount, LeaderId } from '../../types.ts';
import type { CancelAbility } from '../../karama/types.ts';
import type { ReviveDecision } from './types.ts';
import { plugins, type RevivalTerms } from '../../extension-points.ts';
import type { ActionHandler, ActionOf } from '../handler.ts';
import {
  COST_PER_FORCE,
  forceRevivalLimit,
  eliteAllowance,
  revivalPrice,
  isForceCount,
  freeRevivalOf,
  moveToReserves,
  revivalRound,
  totalOf,
} from './force-revival.ts';
import { GHOLA_FORCES, checkGhola, discardGhola, gholaForces } from './ghola.ts';
import {
  adoptLeader,
  adoptableLeaders,
  isInTanks,
  leaderOptions,
  leaderRevivalOpen,
  leadersInTanks,
  returnToPool,
  revivableLeaders,
  revivalStopped,
} from './leader-revival.ts';
import { leader as leaderDisc } from '../../factions/leaders.ts';
import { KWISATZ_STRENGTH, kwisatzRevivable, reviveKwisatz } from '../battle/kwisatz-haderach.ts';
import { applyKaramaRevival, checkKaramaRevival, karamaRevivalOffer } from '../../karama/powers/emperor.ts';
import { isRecord } from '../../action-shape.ts';

/**
 * Only a faction with forces or leaders in the tanks, or another faction's leader it may revive (TL.gholas), has
 * anything to revive (public information only).
 */
export function hasAnythingToRevive(state: Draft, fs: ReadonlyFaction): boolean {
  return totalOf(fs.tanks) > 0 || leadersInTanks(fs).length > 0 || fs.kwisatz?.inTanks === true || adoptableLeaders(state, fs.faction, {}).length > 0;
}

/** TL.gholas: whether `leader` is another faction's, revived by `faction` as its own under `decision`. */
const adopts = (state: Draft, faction: Faction, decision: { karamaCancelled?: CancelAbility[] }, leader: LeaderId | null): boolean =>
  leader !== null && adoptableLeaders(state, faction, decision).includes(leader);

/**
 * The price of the leader a revival brings back, as the decision lists it: its fighting strength (1.05.03.02),
 * whoever's it was, unless a plug-in's rules price it (EC.vidal).
 */
const leaderPrice = (decision: { leaders: readonly { id: LeaderId; cost: number }[] }, leader: LeaderId | null): number =>
  leader === null ? 0 : (decision.leaders.find((l) => l.id === leader)?.cost ?? leaderDisc(leader).strength);

/** 1.05.01: the limit and price of `faction`'s normal revival under `decision`, as the plug-ins make them (CH.revival). */
function termsOf(state: Draft, faction: Faction, decision: { karamaCancelled?: CancelAbility[] }): RevivalTerms {
  const fs = state.factions[faction]!;
  const usual = { limit: forceRevivalLimit(state), costPerForce: COST_PER_FORCE };
  return plugins().reduce((terms, p) => p.revivalTerms?.(fs, terms, decision, state) ?? terms, usual);
}

/** A starred force's own price, when it has one (IX.cyborgs), as a decision carries it. */
const starred = (terms: RevivalTerms): { starredCost?: number } => (terms.starredCost === undefined ? {} : { starredCost: terms.starredCost });

/** How many of `forces` the free revival `free` covers, as the plug-ins allow (HW.salusa-secundus.low: no Sardaukar). */
const freeRevivable = (state: Draft, faction: Faction, forces: ForceCount, free: number): number =>
  plugins().reduce((n, p) => p.freeRevivable?.(state, faction, forces, n) ?? n, free);

export function openRevive(ctx: Context, faction: Faction): void {
  const fs = ctx.faction(faction);
  const offer = karamaRevivalOffer(ctx.state, faction);
  const terms = termsOf(ctx.state, faction, {});
  ctx.open({
    kind: 'revive',
    seat: faction,
    // What the tanks let the free revival revive (a plug-in may narrow it).
    freeRevival: freeRevivable(ctx.state, faction, fs.tanks, freeRevivalOf(ctx.state, faction)),
    limit: terms.limit,
    costPerForce: terms.costPerForce,
    ...starred(terms),
    eliteLimit: eliteAllowance(ctx.state, faction),
    tanks: { ...fs.tanks },
    leaders: leaderOptions(ctx.state, fs, {}),
    gholaLeaders: leadersInTanks(fs),
    gholaForces: GHOLA_FORCES,
    ...(kwisatzRevivable(fs, leaderRevivalOpen(fs) && !revivalStopped(ctx.state, faction)) ? { kwisatzHaderach: { cost: KWISATZ_STRENGTH } } : {}),
    ...(offer ? { karamaPower: offer } : {}),
  });
}

function checkRevive(state: Draft, decision: ReviveDecision, action: ActionOf<'revive'>): string | EngineError | null {
  const faction = decision.seat;
  const fs = state.factions[faction]!;
  if (!isRecord(action.forces) || (action.ghola !== null && !isRecord(action.ghola))) return 'forces is { regular, elite }, and ghola null or a Ghola play';
  const normal = action.forces;
  const extra = gholaForces(action.ghola);
  if (!isForceCount(normal) || !isForceCount(extra)) return 'force counts are whole numbers from 0';
  // 1.05.01: at most 3 forces by the normal revival (7 after Recruits; CH.revival: CHOAM has no limit).
  const terms = termsOf(state, faction, decision);
  const { limit, costPerForce } = terms;
  if (totalOf(normal) > limit) return { code: 'OVER_LIMIT', message: `at most ${limit} forces are revived per turn` };
  const eliteCap = eliteAllowance(state, faction);
  if (eliteCap !== null && normal.elite + extra.elite > eliteCap)
    return { code: 'OVER_LIMIT', message: `at most ${eliteCap} more starred forces may be revived this turn` };
  if (normal.regular + extra.regular > fs.tanks.regular || normal.elite + extra.elite > fs.tanks.elite)
    return { code: 'NOT_HELD', message: 'you do not have that many forces in the Tleilaxu Tanks' };
  // 1.05.03: a leader in the tanks, revivable now.
  if (action.leader !== null && !adopts(state, faction, decision, action.leader)) {
    if (!isInTanks(fs.leaders[action.leader])) return { code: 'NOT_HELD', message: `${action.leader} is not one of your leaders in the Tleilaxu Tanks` };
    if (!revivableLeaders(state, fs).includes(action.leader))
      return { code: 'NOT_ELIGIBLE', message: `${action.leader} may not be revived now (1.05.03 needs no Active Leader; 1.05.04 face-down leaders last)` };
  }
  if (action.kwisatzHaderach) {
    if (!kwisatzRevivable(fs, leaderRevivalOpen(fs) && !revivalStopped(state, faction)))
      return { code: 'NOT_ELIGIBLE', message: '2.01.14: the Kwisatz Haderach cannot be revived now' };
    if (action.leader !== null) return '2.01.14: the Kwisatz Haderach is revived instead of a leader, not with one';
  }
  if (action.ghola !== null) {
    const problem = checkGhola(fs, action.ghola);
    if (problem) return problem;
    if ('leader' in action.ghola && action.ghola.leader === action.leader) return 'the same leader cannot be revived twice';
  }
  if (action.karamaPower !== undefined) {
    const leaders = [action.leader, action.ghola && 'leader' in action.ghola ? action.ghola.leader : null].filter((l) => l !== null);
    const forces = { regular: normal.regular + extra.regular, elite: normal.elite + extra.elite };
    const problem = checkKaramaRevival(state, faction, action.karamaPower, { forces, leaders });
    if (problem) return problem;
  }
  const cost =
    revivalPrice(normal, freeRevivable(state, faction, normal, freeRevivalOf(state, faction)), { costPerForce, ...starred(terms) }) +
    leaderPrice(decision, action.leader) +
    (action.kwisatzHaderach ? KWISATZ_STRENGTH : 0);
  if (cost > fs.spice) return { code: 'INSUFFICIENT_SPICE', message: `this revival costs ${cost} spice` };
  return null;
}

export const revive: ActionHandler<'revive'> = {
  type: 'revive',
  rule: '1.05',
  karama: {
    // A plug-in's terms may be a ✷ use (CH.revival); cancelled, the revival is taken again under the usual limit and price.
    uses: (state, decision, action) =>
      plugins().flatMap(
        (p) =>
          p.revivalUses?.(decision.seat, totalOf(action.forces), decision, {
            state,
            leader: action.leader !== null || action.kwisatzHaderach === true,
            adopted: adopts(state, decision.seat, decision, action.leader) ? action.leader : null,
          }) ?? [],
      ),
    retake: (state, decision) => ({
      ...decision,
      ...termsOf(state, decision.seat, decision),
      leaders: leaderOptions(state, state.factions[decision.seat]!, decision),
    }),
  },
  check(state, decision, action) {
    return checkRevive(state, decision, action);
  },
  apply(ctx, decision, action) {
    const faction = decision.seat;
    const fs = ctx.ownFaction(faction);
    const round = revivalRound(ctx.state);
    const spiceBefore = fs.spice;
    const free = Math.min(totalOf(action.forces), freeRevivable(ctx.state, faction, action.forces, freeRevivalOf(ctx.state, faction)));
    const forceCost = revivalPrice(action.forces, free, termsOf(ctx.state, faction, decision));
    if (totalOf(action.forces) > 0) {
      moveToReserves(fs, action.forces);
      fs.spice -= forceCost; // 1.05.01.04: to the Spice Bank
      round.eliteRevived += action.forces.elite;
      ctx.emit({ type: 'forces-revived', faction, forces: { ...action.forces }, free, cost: forceCost, paidBy: faction, by: 'revival' });
    }
    if (action.leader !== null) {
      const cost = leaderPrice(decision, action.leader);
      const adopted = adopts(ctx.state, faction, decision, action.leader);
      if (adopted) adoptLeader(ctx, faction, action.leader);
      else returnToPool(fs, action.leader);
      fs.spice -= cost; // 1.05.03.03: to the Spice Bank
      const from = leaderDisc(action.leader).faction;
      ctx.emit({ type: 'leader-revived', faction, leader: action.leader, cost, by: 'revival', ...(adopted && from ? { adoptedFrom: from } : {}) });
    }
    if (action.kwisatzHaderach) reviveKwisatz(ctx, fs);
    if (action.ghola !== null) {
      discardGhola(ctx.state, fs);
      ctx.emit({ type: 'ghola-played', faction });
      if ('leader' in action.ghola) {
        returnToPool(fs, action.ghola.leader);
        ctx.emit({ type: 'leader-revived', faction, leader: action.ghola.leader, cost: 0, by: 'ghola' });
      } else {
        moveToReserves(fs, action.ghola.forces);
        round.eliteRevived += action.ghola.forces.elite;
        ctx.emit({
          type: 'forces-revived',
          faction,
          forces: { ...action.ghola.forces },
          free: totalOf(action.ghola.forces),
          cost: 0,
          paidBy: faction,
          by: 'ghola',
        });
      }
    }
    if (action.karamaPower !== undefined) applyKaramaRevival(ctx, faction, action.karamaPower);
    // LS.spice-banker.normal: the revival as one payment to the bank (forces, leader and Kwisatz Haderach together).
    if (spiceBefore > fs.spice) payForRevival(ctx, faction, spiceBefore - fs.spice, decision.karamaCancelled ?? []);
    ctx.close(decision);
    // What the plug-ins do with the forces, then the leaders, just revived (HW.southern-hemisphere.high, LS.revival).
    const elite = action.forces.elite + gholaForces(action.ghola).elite;
    for (const p of plugins()) p.revivedForces?.(ctx, faction, elite, free, decision.karamaCancelled ?? []);
    const leaders = ctx.events.flatMap((e) => (e.type === 'leader-revived' && e.faction === faction ? [e.leader] : []));
    for (const p of plugins()) p.revivedLeaders?.(ctx, faction, leaders);
  },
};
