// LS.smuggler, the battle effect: "collect 1 spice for each point of strength of this leader from the territory this
// battle is in, when Battle Plans are revealed", with the skill rule that a leader who dies does nothing. So the
// collection is recorded at the reveal (the territory's positive piles, and the amount: the smaller of their total
// and the leader's printed strength), is not the controller's spice until settled, and is settled once, after the
// battle is resolved, if the leader lived (a loser's too), before a Sandmaster adds spice. A killed leader (weapon,
// traitor, two traitors, explosion) voids it. A captive's collection goes to its captor. Taking spice off the board
// is no payment. When several piles are positive and the amount is neither all nor nothing, the controller says how
// much each pile gives (exactly the amount, each within its pile, no decline), in a decision bound to the battle.
// The piles are those the storm does not separate from the battle (battle-spice.ts, rules edition 2).
//
// The receipt (`skills.smuggler`) is checked against the battle's own record of the reveal before it is settled or
// allocated: the battle it names is the one being fought, its controller fought it, its leader is the Smuggler in
// that side's revealed plan, its piles are the ones the battle recorded at the reveal (`spiceAtReveal`), and its
// amount is what those give. A receipt that disagrees was changed outside the engine and is refused
// (RECORD_MISMATCH; on restore, the game is damaged: consistency.ts).
import { leader as leaderData } from '../../factions/leaders.ts';
import { takeSpice } from '../../board/spice.ts';
import type { Context } from '../../context.ts';
import { canonicalJson } from '../../hash.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { BattleOutcome } from '../../phases/battle/resolve.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import { RecordMismatch } from '../../record-mismatch.ts';
import { playsEdition } from '../../rules-edition.ts';
import type { Faction, Draft, LeaderId } from '../../types.ts';
import { battlePiles } from './battle-spice.ts';
import { skillOf, skillsState, skillUsed } from './state.ts';
import type { SmugglerCollection } from './types.ts';
import { isRecord } from '../../action-shape.ts';

const totalOf = (piles: Record<string, number>): number => Object.values(piles).reduce((n, v) => n + v, 0);

/**
 * What the reveal makes of `controller`'s plan in `battle`, given the piles within reach then: its receipt, or null
 * when its leader is no Smuggler or there is nothing to collect. The one computation behind the record made at the
 * reveal and every check of it.
 */
function receiptFor(state: Draft, battle: CurrentBattle, controller: Faction, piles: Record<string, number>): SmugglerCollection | null {
  const leader = battle.plans[controller]?.leader ?? null;
  if (leader === null || skillOf(state, leader) !== 'smuggler') return null;
  // The printed strength: neither the Kwisatz Haderach nor another skill's bonus is the leader's (RULES-DECISIONS).
  const amount = Math.min(totalOf(piles), leaderData(leader).strength);
  if (amount === 0) return null;
  return { battle: battle.event ?? '', territory: battle.territory, controller, leader, piles: { ...piles }, amount };
}

/** At the reveal: a Smuggler leader in a plan records what it will collect if it lives; the battle keeps the piles. */
export function recordSmuggler(ctx: Context, battle: CurrentBattle): void {
  if (!ctx.state.skills) return;
  for (const controller of [battle.aggressor, battle.defender]) {
    const piles = battlePiles(ctx.state, battle);
    const receipt = receiptFor(ctx.state, battle, controller, piles);
    if (!receipt) continue;
    // Kept from rules edition 2 on: a game of edition 1 replays to the very states (and hashes) it was stored with.
    if (playsEdition(ctx.state, 2)) battle.spiceAtReveal = piles;
    skillsState(ctx.state).smuggler = receipt;
    ctx.emit({ type: 'smuggler-pending', faction: controller, leader: receipt.leader, territory: battle.territory, amount: receipt.amount });
  }
}

const RECEIPT_FIELDS = ['battle', 'territory', 'controller', 'leader', 'piles', 'amount'] as const;

/**
 * Why the pending receipt disagrees with the battle's record of the reveal, or null when it agrees (or none is
 * pending). An open allocation decision must repeat the receipt too. A battle of an edition 1 game (or recorded by an
 * earlier build) keeps no piles of its own: its receipt's piles are then taken as they are (the allocation still
 * checks them on the board).
 */
export function smugglerReceiptProblem(state: Draft): string | null {
  const c = state.skills?.smuggler;
  if (!c) return null;
  const battle = state.round?.phase === 'battle' ? state.round.current : null;
  if (!battle || (battle.event ?? '') !== c.battle) return `the Smuggler's receipt names battle ${c.battle}, which is not the battle being fought`;
  if (c.controller !== battle.aggressor && c.controller !== battle.defender)
    return `the Smuggler's receipt names ${c.controller}, who does not fight this battle`;
  const expected = receiptFor(state, battle, c.controller, battle.spiceAtReveal ?? c.piles);
  if (!expected) return `${c.controller}'s revealed plan has no Smuggler collecting here`;
  const differ = RECEIPT_FIELDS.filter((k) => canonicalJson(expected[k]) !== canonicalJson(c[k]));
  if (differ.length > 0) return `the Smuggler's receipt differs from the reveal in its ${differ.join(', ')}`;
  const asked = state.pending.find((d) => d.kind === 'smuggler-allocation');
  if (asked?.kind === 'smuggler-allocation') {
    const shown = { battle: asked.battle, territory: asked.territory, controller: asked.seat, amount: asked.amount, piles: asked.piles };
    if (canonicalJson(shown) !== canonicalJson({ battle: c.battle, territory: c.territory, controller: c.controller, amount: c.amount, piles: c.piles }))
      return "the open allocation differs from the Smuggler's receipt";
  }
  return null;
}

/** What everyone sees of a pending collection: recorded at the reveal, so nothing before it. */
export function smugglerView(state: Draft): { smuggler?: { faction: Faction; leader: LeaderId; amount: number } } {
  const c = state.skills?.smuggler;
  return c ? { smuggler: { faction: c.controller, leader: c.leader, amount: c.amount } } : {};
}

/**
 * A legal allocation: piles filled in turn in sector order, starting from the `pick`-th sector. The decision offers the
 * first one (`fill`) as a starting point for a client's controls.
 */
export function fillAllocation(piles: Record<string, number>, amount: number, pick = 0): Record<string, number> {
  const sectors = Object.keys(piles).sort((a, b) => Number(a) - Number(b));
  const start = pick % Math.max(1, sectors.length);
  const order = [...sectors.slice(start), ...sectors.slice(0, start)];
  const out: Record<string, number> = {};
  let left = amount;
  for (const sector of order) {
    const take = Math.min(piles[sector]!, left);
    if (take > 0) out[sector] = take;
    left -= take;
  }
  return out;
}

/** Whether the controller must say which piles give how much: several positive piles, and neither all nor nothing. */
export function allocationRequired(c: SmugglerCollection): boolean {
  const total = totalOf(c.piles);
  return Object.keys(c.piles).length >= 2 && c.amount > 0 && c.amount < total;
}

/** Moves the allocated spice from the board to the controller and closes the collection. */
function settle(ctx: Context, c: SmugglerCollection, allocations: Record<string, number>): void {
  const taken: Record<string, number> = {};
  for (const [sector, amount] of Object.entries(allocations)) {
    if (amount === 0) continue;
    const got = takeSpice(ctx.state, c.territory, Number(sector), amount);
    if (got !== amount) throw new Error(`the Smuggler's pile in sector ${sector} of ${c.territory} holds less than ${amount}`);
    taken[sector] = amount;
  }
  ctx.ownFaction(c.controller).spice += c.amount;
  skillsState(ctx.state).smuggler = null;
  ctx.emit({ type: 'smuggler-settled', faction: c.controller, leader: c.leader, territory: c.territory, taken, amount: c.amount });
  skillUsed(ctx, c.controller, 'smuggler', 'battle');
}

/** Before the battle is resolved (while the plans and skills are still as revealed): refuses a receipt that disagrees. */
export function checkSmugglerReceipt(state: Draft): void {
  const mismatch = smugglerReceiptProblem(state);
  if (mismatch) throw new RecordMismatch(`LS.smuggler: ${mismatch}`);
}

/** Once the battle is resolved: void the collection, settle it, or ask the controller to allocate it. */
export function settleSmuggler(ctx: Context, outcome: BattleOutcome): void {
  const c = ctx.state.skills?.smuggler;
  if (!c) return;
  if (outcome.killed.some((k) => k.leader === c.leader)) {
    skillsState(ctx.state).smuggler = null;
    const reason = outcome.kind === 'explosion' ? 'explosion' : outcome.kind === 'normal' ? 'leader-killed' : 'traitor';
    ctx.emit({ type: 'smuggler-void', faction: c.controller, leader: c.leader, reason });
    return;
  }
  if (allocationRequired(c)) {
    ctx.open({
      kind: 'smuggler-allocation',
      seat: c.controller,
      battle: c.battle,
      territory: c.territory,
      amount: c.amount,
      piles: { ...c.piles },
      fill: fillAllocation(c.piles, c.amount),
    });
    return;
  }
  // All of the spice, or a single pile: nothing to choose.
  const [only] = Object.keys(c.piles);
  settle(ctx, c, c.amount === totalOf(c.piles) ? { ...c.piles } : { [only!]: c.amount });
}

/** The problem with an allocation, or null: reveal-time piles only, whole numbers within each, exactly the amount. */
export function allocationProblem(c: SmugglerCollection, allocations: Record<string, number>): string | null {
  let sum = 0;
  for (const [sector, amount] of Object.entries(allocations)) {
    const pile = c.piles[sector];
    if (pile === undefined) return `sector ${sector} had no spice of ${c.territory} when the plans were revealed`;
    if (!Number.isSafeInteger(amount) || amount < 0) return `give a whole number of spice from sector ${sector}`;
    if (amount > pile) return `sector ${sector} held ${pile} spice`;
    sum += amount;
  }
  return sum === c.amount ? null : `take exactly ${c.amount} spice in all (not ${sum})`;
}

export const smugglerAllocation: ActionHandler<'smuggler-allocation'> = {
  type: 'smuggler-allocation',
  rule: 'LS.smuggler',
  check(state, decision, action) {
    const c = state.skills?.smuggler;
    if (!c || c.battle !== decision.battle || c.controller !== decision.seat) return 'this collection is no longer open';
    const mismatch = smugglerReceiptProblem(state);
    if (mismatch) return { code: 'RECORD_MISMATCH', message: mismatch };
    if (!isRecord(action.allocations)) return 'allocations is an object of sector: spice';
    const problem = allocationProblem(c, action.allocations as Record<string, number>);
    if (problem) return problem;
    // The piles must be the ones revealed: a changed pile is refused, whatever the allocation.
    for (const [sector, pile] of Object.entries(c.piles)) {
      const now = state.spice.find((s) => s.territory === c.territory && s.sector === Number(sector))?.amount ?? 0;
      if (now !== pile) return `the pile in sector ${sector} changed since the plans were revealed (${pile}, now ${now})`;
    }
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    settle(ctx, skillsState(ctx.state).smuggler!, action.allocations);
  },
};
