// Applying a resolved battle to the game (1.07.06.03–1.07.06.07, 3.01.14): forces and leaders to the Tanks, the
// winner paid from the bank, played cards discarded, and the winner's choice of cards to keep.
import { toDiscard } from '../../cards/deck.ts';
import { removeForces } from '../../board/forces.ts';
import { loseForces, sendHome, stacksIn } from './losses.ts';
import { takeSpice } from '../../board/spice.ts';
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { Faction, ForceCount, LeaderId, TreacheryCardId } from '../../types.ts';
import type { ActionHandler } from '../handler.ts';
import type { BattleOutcome } from './resolve.ts';
import { paySpiceDialed } from './spice-dialing.ts';
import { afterBattle } from './kwisatz-haderach.ts';
import { ownerOfKilled, prisonBreak } from './captives.ts';
import { dialedArmy, offBoardFighters } from './hooks.ts';
import type { BattlePlan, BattleRound, BattleSite, CurrentBattle } from './types.ts';
import { isStringList } from '../../action-shape.ts';

/** Moves a faction's cards from its hand to the treachery discard pile (public once played). */
export function discardCards(ctx: Context, faction: Faction, cards: readonly TreacheryCardId[]): void {
  // A card that left the hand while a choice was open (a hand limit's random discard) is not discarded twice.
  const held = cards.filter((id) => ctx.faction(faction).hand.includes(id));
  if (held.length === 0) return;
  const fs = ctx.ownFaction(faction);
  fs.hand = fs.hand.filter((id) => !held.includes(id));
  toDiscard(ctx.state, faction, held);
  ctx.emit({ type: 'cards-discarded', faction, cards: held });
}

/**
 * The forces a plan dialed go to the Tanks: in the Advanced game exactly the starred ones it named (2.03.08,
 * 2.04.18) and ordinary ones for the rest; in the Basic game ordinary ones first.
 */
function loseDialed(ctx: Context, site: BattleSite, faction: Faction, plan: BattlePlan): ForceCount {
  const held = offBoardFighters(ctx.state, faction, site.territory);
  // NX.emperor.cunning: ordinary forces counted as starred ones are lost as what they are.
  const present = held ? held.starred : stacksIn(ctx, site, faction).reduce((n, s) => n + s.elite, 0);
  const starred = Math.min(plan.elite ?? 0, present);
  if (starred === 0) return loseForces(ctx, site, faction, plan.dial);
  // HW.battle: a native's dialed forces come from its reserves on that world, starred ones as dialed.
  if (held) {
    const lost = held.loseDialed(ctx, { regular: plan.dial - starred, elite: starred });
    ctx.emit({ type: 'forces-lost', faction, territory: site.territory, count: plan.dial });
    return lost;
  }
  let lost = 0;
  let left = { regular: plan.dial - starred, elite: starred };
  for (const stack of stacksIn(ctx, site, faction).map((s) => ({ ...s }))) {
    const take = { regular: Math.min(stack.regular, left.regular), elite: Math.min(stack.elite, left.elite), advisors: 0 };
    if (take.regular + take.elite === 0) continue;
    removeForces(ctx.state, stack, take, 'tanks');
    left = { regular: left.regular - take.regular, elite: left.elite - take.elite };
    lost += take.regular + take.elite;
  }
  if (left.regular + left.elite > 0) throw new Error(`${faction} dialed forces it does not have at ${site.territory}`);
  ctx.emit({ type: 'forces-lost', faction, territory: site.territory, count: lost });
  return { regular: plan.dial - starred, elite: starred };
}

/** A slot card's cost (Reinforcements): `cost` forces from the reserves to the Tanks (regular ones first). */
function payReservesCost(ctx: Context, faction: Faction, cost: number): void {
  const fs = ctx.ownFaction(faction);
  const regular = Math.min(fs.reserves.regular, cost);
  const elite = Math.min(fs.reserves.elite, cost - regular);
  fs.reserves.regular -= regular;
  fs.reserves.elite -= elite;
  fs.tanks.regular += regular;
  fs.tanks.elite += elite;
  ctx.emit({ type: 'reinforcements-paid', faction, count: regular + elite });
}

/** 1.07.06.03: a killed leader goes to the Tanks face up; 1.05.04 DEAD AGAIN: killed a second time, face down. */
export function killLeader(ctx: Context, faction: Faction, leader: LeaderId): void {
  // 2.05.12 TYING UP LOOSE ENDS: a killed captive goes to its own faction's Tanks.
  const fs = ownerOfKilled(ctx, faction, leader);
  fs.leaders[leader] = fs.leadersDied.includes(leader) ? 'tanks-face-down' : 'tanks-face-up';
  if (!fs.leadersDied.includes(leader)) fs.leadersDied.push(leader);
  ctx.emit({ type: 'leader-killed', faction: fs.faction, leader });
  // LS.lifecycle: a killed skilled leader's card is shuffled back into the skill deck.
  for (const p of plugins()) p.leaderKilled?.(ctx, leader);
  // 2.05.11 PRISON BREAK: the Harkonnen's last own leader is dead: the captives go home.
  if (fs.faction === 'harkonnen') prisonBreak(ctx);
}

export function applyOutcome(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome): void {
  const firstEvent = ctx.events.length;
  applyLosses(ctx, battle, outcome);
  afterBattle(ctx, battle.territory, battle.plans.atreides, ctx.events.slice(firstEvent), outcome.explosion);
}

function applyLosses(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome): void {
  const sides = { aggressor: battle.aggressor, defender: battle.defender };
  if (outcome.explosion) {
    // 3.01.14: every force in the territory (third parties' too) goes to the Tanks and its spice to the bank.
    for (const f of ctx.seating) if (stacksIn(ctx, battle, f).length > 0) loseForces(ctx, battle, f, null, true);
    // HW.explosion: what the plug-ins' forces there lose (they are no board stacks).
    for (const p of plugins()) p.afterExplosion?.(ctx, battle);
    for (const sector of battle.sectors) {
      const amount = takeSpice(ctx.state, battle.territory, sector);
      if (amount > 0) ctx.emit({ type: 'spice-lost', territory: battle.territory, amount });
    }
  } else {
    for (const k of ['aggressor', 'defender'] as const) {
      const loss = outcome.forces[k];
      const plan = battle.plans[sides[k]]!;
      // EC.occupy: the losses are taken from the army the side dialed, which may be another's.
      const army = dialedArmy(ctx.state, battle, sides[k]);
      let lost: ForceCount = { regular: 0, elite: 0 };
      if (loss === 'dialed' || (loss === 'all' && outcome.withdraw[k])) {
        lost = loseDialed(ctx, battle, army, plan);
        // LS.suk-graduate: the winner may save some of the forces it lost.
        if (loss === 'dialed') for (const p of plugins()) p.winnerForcesLost?.(ctx, battle, outcome, lost);
      } else if (loss === 'all') {
        // LS.diplomat.battle: a losing Diplomat that lives keeps its undialed forces there until they retreat.
        if (plugins().some((p) => p.loserHoldsForces?.(ctx, battle, outcome, sides[k]) ?? false)) lost = loseDialed(ctx, battle, army, plan);
        else lost = loseForces(ctx, battle, army, null);
      }
      // A slot card's withdrawal (Harass and Withdraw): the forces it did not dial go home, win or lose.
      if (outcome.withdraw[k]) sendHome(ctx, battle, army);
      for (const p of plugins()) p.armyLosses?.(ctx, battle, outcome, sides[k], loss, outcome.withdraw[k], lost);
    }
  }
  // 1.13.04.05: the spice dialed goes to the bank, the loser's too.
  // 1.13.05 LOSING NOTHING: a traitor caller keeps the spice it dialed.
  const paid: Partial<Record<Faction, number>> = {};
  for (const k of ['aggressor', 'defender'] as const)
    if (!(outcome.kind === 'traitor' && outcome.winner === sides[k])) {
      paid[sides[k]] = paySpiceDialed(ctx, sides[k], battle.plans[sides[k]]!);
      for (const p of plugins()) p.payPlanSpice?.(ctx, sides[k], battle.plans[sides[k]]!);
    }
  for (const p of plugins()) p.battleIncome?.(ctx, paid, outcome.kind === 'traitor' || outcome.kind === 'double-traitor');
  for (const k of ['aggressor', 'defender'] as const) if (outcome.reservesCost[k] > 0) payReservesCost(ctx, sides[k], outcome.reservesCost[k]);
  for (const { faction, leader } of outcome.killed) killLeader(ctx, faction, leader);
  if (outcome.winner !== null && outcome.spice > 0) ctx.ownFaction(outcome.winner).spice += outcome.spice;
  for (const k of ['aggressor', 'defender'] as const) {
    const held =
      outcome.winner !== null && outcome.winner !== sides[k] && plugins().some((p) => p.loserHoldsCards?.(ctx.state, battle, outcome, sides[k]) ?? false);
    if (!held) discardCards(ctx, sides[k], outcome.discard[k]);
  }
}

/** 1.07.06.06: the winner keeps any of the keepable cards it played and discards the rest. */
export const battleCards: ActionHandler<'battle-cards'> = {
  type: 'battle-cards',
  rule: '1.07.06.06',
  check(_state, decision, action) {
    if (!isStringList(action.keep)) return 'keep is a list of card ids';
    if (new Set(action.keep).size !== action.keep.length) return 'a card is listed twice';
    const stray = action.keep.find((id) => !decision.keepable.includes(id));
    return stray === undefined ? null : `${stray} is not a card you may keep from this battle`;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    discardCards(
      ctx,
      decision.seat,
      decision.keepable.filter((id) => !action.keep.includes(id)),
    );
  },
};

/** Opens the winner's keep-or-discard choice when it played keepable cards. */
export function openCardChoice(ctx: Context, outcome: BattleOutcome): void {
  if (outcome.winner === null || outcome.keepable.length === 0) return;
  ctx.open({ kind: 'battle-cards', seat: outcome.winner, keepable: [...outcome.keepable] });
}

// 1.07.06.04 SURVIVING LEADERS: a leader that lived stays where it fought (round.usedLeaders, public) until 1.07.07.
/** 1.07.04.04: records the leaders that fought here and survived; they may not fight in another territory this phase. */
export function recordUsedLeaders(round: BattleRound, battle: CurrentBattle, outcome: BattleOutcome): void {
  for (const f of [battle.aggressor, battle.defender]) {
    const leader = battle.plans[f]?.leader ?? null;
    if (leader === null || outcome.killed.some((k) => k.leader === leader)) continue;
    // 1.07.06.07.01: a traitor-caller's leader returns to the pool, available again this phase.
    if (outcome.kind === 'traitor' && outcome.winner === f) continue;
    round.usedLeaders[f] ??= [];
    const used = round.usedLeaders[f];
    if (!used.some((u) => u.leader === leader)) used.push({ leader, territory: battle.territory });
  }
}
