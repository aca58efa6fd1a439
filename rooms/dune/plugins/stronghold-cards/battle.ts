// The Stronghold cards' advantages, each its holder's in battles in that stronghold only:
// - SC.habbanya-sietch: it wins ties, aggressor or not (a Juice of Sapho makes no difference);
// - SC.carthag: with no poison weapon played, its defense that is no poison defense also counts as a Snooper;
// - SC.arrakeen: the bank pays 2 of the spice its dialed forces need (so it may dial 2 more than it holds);
// - SC.sietch-tabr: winning there, it takes from the bank the number its opponent dialed, rounded down;
// - SC.tueks-sietch: it takes 2 from the bank for each Worthless card it played there (none in a double traitor, where
//   nobody is paid, 1.07.06.07.03).
import type { Context } from '../../context.ts';
import { treacheryCard } from '../../cards/treachery.ts';
import { receive } from '../../payments.ts';
import { protectionsOf } from '../../phases/battle/roles.ts';
import type { SideModifiers, SideQuery } from '../../phases/battle/hooks.ts';
import { currentBattle } from '../../phases/battle/options.ts';
import type { BattleOutcome } from '../../phases/battle/resolve.ts';
import type { BattlePlan, CurrentBattle } from '../../phases/battle/types.ts';
import type { Draft, Faction } from '../../types.ts';
import { ARRAKEEN_SUPPORT, TUEKS_PER_WORTHLESS, type StrongholdCard } from './catalog.ts';
import { heldCardFor } from './state.ts';

/** SC.habbanya-sietch, SC.carthag: what the holder's card changes of its side. */
export function cardSide(state: Draft, side: SideQuery): Partial<SideModifiers> {
  const card = heldCardFor(state, side.faction, side.territory);
  if (card === 'habbanya-sietch') return { winsTies: true };
  if (card === 'carthag') return { defenseSnoops: true };
  return {};
}

/** SC.arrakeen: the holder may dial 2 spice more than it holds (the bank's). */
export const arrakeenSupport = (state: Draft, faction: Faction): number =>
  state.strongholdCards && heldCardFor(state, faction, currentBattle(state).territory) === 'arrakeen' ? ARRAKEEN_SUPPORT : 0;

/** SC.arrakeen: the bank's part of the spice the holder dialed there (CHOAM's part aside); returns it. */
export function arrakeenPays(ctx: Context, faction: Faction, plan: BattlePlan): number {
  if (arrakeenSupport(ctx.state, faction) === 0) return 0;
  const amount = Math.min(ARRAKEEN_SUPPORT, (plan.spice ?? 0) - (plan.choamSpice ?? 0));
  if (amount > 0) ctx.emit({ type: 'stronghold-card-paid', card: 'arrakeen', faction, amount });
  return Math.max(0, amount);
}

/** The Worthless cards of a plan's weapon and defense slots. */
const worthlessPlayed = (plan: BattlePlan): number =>
  [plan.weapon, plan.defense].filter((id) => id !== null && treacheryCard(id).category === 'worthless').length;

function paid(ctx: Context, card: StrongholdCard, faction: Faction, amount: number): void {
  if (amount <= 0) return;
  receive(ctx, faction, amount, 'spice');
  ctx.emit({ type: 'stronghold-card-paid', card, faction, amount });
}

/**
 * SC.habbanya-sietch, SC.carthag: told when the card changed the battle: a tie its defending holder won, or a poison
 * weapon its holder's leader lived through only by the Snooper the card lent.
 */
export function cardUsed(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome): void {
  const { aggressor, defender } = battle;
  const tie = outcome.kind === 'normal' && outcome.totals[aggressor] === outcome.totals[defender];
  if (tie && outcome.winner === defender && heldCardFor(ctx.state, defender, battle.territory) === 'habbanya-sietch')
    ctx.emit({ type: 'stronghold-card-used', card: 'habbanya-sietch', faction: defender });
  const effective = outcome.effective;
  if (!effective) return;
  for (const [side, f] of [
    ['aggressor', aggressor],
    ['defender', defender],
  ] as const) {
    const plan = battle.plans[f]!;
    if (heldCardFor(ctx.state, f, battle.territory) !== 'carthag' || plan.leader === null) continue;
    const opponent = effective[side === 'aggressor' ? 'defender' : 'aggressor'];
    const lent = !protectionsOf(plan.defense).includes('poison') && effective[side].protections.includes('poison');
    if (lent && opponent.weapon.attacks.includes('poison') && !outcome.killed.some((k) => k.leader === plan.leader))
      ctx.emit({ type: 'stronghold-card-used', card: 'carthag', faction: f });
  }
}

/** SC.sietch-tabr, SC.tueks-sietch: the bank's payments once the battle is settled. */
export function cardIncome(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome): void {
  const { winner } = outcome;
  if (winner !== null && heldCardFor(ctx.state, winner, battle.territory) === 'sietch-tabr') {
    const loser = outcome.losers[0]!;
    paid(ctx, 'sietch-tabr', winner, Math.floor(outcome.dials[loser] ?? 0));
  }
  if (outcome.kind === 'double-traitor') return;
  for (const f of [battle.aggressor, battle.defender])
    if (heldCardFor(ctx.state, f, battle.territory) === 'tueks-sietch') paid(ctx, 'tueks-sietch', f, TUEKS_PER_WORTHLESS * worthlessPlayed(battle.plans[f]!));
}
