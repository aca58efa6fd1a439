// 1.02.06 NEXUS and 1.10.01: alliances are formed and broken. Protocol (the rules leave the table talk free):
// - Factions take turns in Storm Order, round after round. On its turn a faction may break its alliance
//   (1.10.01.06), offer an alliance to another faction (1.10.01.02), or pass.
// - An offer goes to its target at once; the alliance forms only if the target accepts. The offering faction's
//   turn then ends either way.
// - 1.10.01.02: a faction may ally once per Nexus; 1.10.01.04/.05: only unallied factions can ally, two to an
//   alliance. An offer can be made to a given faction once per Nexus, so the Nexus always ends.
// - A faction with nothing to choose (no alliance to break, nobody to offer to) passes without being asked.
// - 1.10.01.07: the Nexus concludes once every faction in turn has passed (or been declined) since the last
//   alliance was formed or broken: everyone has had a chance to ally.
// Everything is public (1.10.01.03): the offers, answers and resulting alliances are public events.
import { alliancePair, allyOf } from '../../alliances.ts';
import { formAlliance } from '../../form-alliance.ts';
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { Faction, Draft } from '../../types.ts';
import type { ActionHandler } from '../handler.ts';
import { round } from './round.ts';
import { stormOrder } from '../../storm-order.ts';
import type { NexusState } from './types.ts';

export function startNexus(ctx: Context): void {
  const order = stormOrder(ctx.state);
  round(ctx).nexus = { order, next: 0, quietTurns: 0, alliedThisNexus: [], offers: [], pendingOffer: null };
  ctx.state.step = 'nexus';
  ctx.emit({ type: 'nexus-started', order });
}

function nexusOf(ctx: Context): NexusState {
  const nexus = round(ctx).nexus;
  if (!nexus) throw new Error('no Nexus in progress');
  return nexus;
}

// 1.10.01.05: several alliances may form in one Nexus, but only between unallied factions, so nobody is in two.
/** Factions `faction` may offer an alliance to now. */
export function offerTargets(state: Draft, nexus: NexusState, faction: Faction): Faction[] {
  // 1.10.01.04: two factions to an alliance: only a faction without an ally may offer or be offered one.
  const free = (f: Faction): boolean => allyOf(state, f) === null && !nexus.alliedThisNexus.includes(f);
  if (!free(faction)) return [];
  // A plug-in may bar a pair (HW.alliance: not while either occupies the other's homeworld).
  const barred = (g: Faction) => plugins().some((p) => p.allianceBarred?.(state, faction, g) ?? false);
  return nexus.order.filter((g) => g !== faction && free(g) && !nexus.offers.some(([a, b]) => a === faction && b === g) && !barred(g));
}

/** An alliance pair in seating order, as GameState.alliances keeps them. */

function endTurn(nexus: NexusState, changed: boolean): void {
  nexus.quietTurns = changed ? 0 : nexus.quietTurns + 1;
  nexus.next = (nexus.next + 1) % nexus.order.length;
}

/** Gives the next faction its turn, or concludes the Nexus. Returns whether the Nexus is over. */
export function nexusStep(ctx: Context): 'open' | 'concluded' {
  const nexus = nexusOf(ctx);
  if (nexus.quietTurns >= nexus.order.length) {
    ctx.emit({ type: 'nexus-ended', alliances: ctx.state.alliances.map(([a, b]) => [a, b] as [Faction, Faction]) });
    return 'concluded';
  }
  const faction = nexus.order[nexus.next]!;
  const canBreak = allyOf(ctx.state, faction) !== null;
  const proposeTo = offerTargets(ctx.state, nexus, faction);
  if (!canBreak && proposeTo.length === 0) endTurn(nexus, false);
  else ctx.open({ kind: 'nexus-turn', seat: faction, canBreak, proposeTo });
  return 'open';
}

export const nexusTurn: ActionHandler<'nexus-turn'> = {
  type: 'nexus-turn',
  rule: '1.10.01',
  check(_state, decision, action) {
    switch (action.choice) {
      case 'pass':
        return null;
      case 'break':
        return decision.canBreak ? null : { code: 'NOT_ELIGIBLE', message: 'you have no alliance to break' };
      case 'propose':
        if (decision.proposeTo.includes(action.to)) return null;
        return { code: 'NOT_ELIGIBLE', message: `cannot offer an alliance to ${action.to} now: choose one of ${decision.proposeTo.join(', ') || '(none)'}` };
      default:
        return 'choose pass, break or propose';
    }
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const { state } = ctx;
    const nexus = nexusOf(ctx);
    const faction = decision.seat;
    if (action.choice === 'pass') {
      ctx.emit({ type: 'nexus-passed', faction });
      endTurn(nexus, false);
    } else if (action.choice === 'break') {
      // 1.10.01.06: the faction announces it breaks from its alliance; both members are now unallied.
      const ally = allyOf(state, faction)!;
      const broken = alliancePair(state, faction, ally);
      state.alliances = state.alliances.filter(([a, b]) => !(a === broken[0] && b === broken[1]));
      ctx.emit({ type: 'alliance-broken', faction, factions: broken });
      endTurn(nexus, true);
    } else {
      nexus.offers.push([faction, action.to]);
      nexus.pendingOffer = { from: faction, to: action.to };
      ctx.emit({ type: 'alliance-proposed', from: faction, to: action.to });
      ctx.open({ kind: 'alliance-offer', seat: action.to, from: faction });
    }
  },
};

export const allianceOffer: ActionHandler<'alliance-offer'> = {
  type: 'alliance-offer',
  rule: '1.10.01.02',
  check(_state, _decision, action) {
    if (typeof action.accept !== 'boolean') return 'accept must be true or false';
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const nexus = nexusOf(ctx);
    const from = decision.from;
    nexus.pendingOffer = null;
    if (action.accept) {
      // 1.10.01.02–.05: both were unallied and had not allied in this Nexus when the offer was made.
      nexus.alliedThisNexus.push(from, decision.seat);
      // 1.10.01.03: an alliance is public: the event goes to everyone.
      formAlliance(ctx, from, decision.seat);
    } else ctx.emit({ type: 'alliance-declined', from, to: decision.seat });
    endTurn(nexus, action.accept);
  },
};
