// EC.karama (Advanced): once a game, in a battle Ecaz fights with a leader and neither weapon nor defense, Ecaz may
// spend a Karama card once the plans are revealed: the difference between the two leaders' strengths is added to its
// dial (its total, whether its leader lives or not). Asked whenever the revealed plans allow it while the power is
// unused and Ecaz holds any card, and held to the timing floor: being asked tells nobody whether it holds a Karama.
import type { Context } from '../../context.ts';
import { leaderWorth } from '../../factions/leaders.ts';
import { powerAvailable, powerProblem, spendPower } from '../../karama/powers/power.ts';
import type { SideQuery, SideModifiers } from '../../phases/battle/hooks.ts';
import type { BattleStage, CurrentBattle } from '../../phases/battle/types.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Draft } from '../../types.ts';
import { ECAZ, ecazOf } from './state.ts';

/** What the power would add in the current battle, or 0 when its plans do not allow it. */
function difference(battle: CurrentBattle): number {
  if (battle.aggressor !== ECAZ && battle.defender !== ECAZ) return 0;
  const mine = battle.plans[ECAZ];
  const theirs = battle.plans[battle.aggressor === ECAZ ? battle.defender : battle.aggressor];
  if (!mine || !theirs || mine.weapon !== null || mine.defense !== null || mine.leader === null || theirs.leader === null) return 0;
  return Math.abs(leaderWorth(mine.leader, theirs.leader) - leaderWorth(theirs.leader, mine.leader));
}

/** As the plans are revealed: the question, when the public facts allow it. */
export function openEcazKarama(ctx: Context, battle: CurrentBattle, stage: BattleStage): void {
  if (stage !== 'reveal' || !ecazOf(ctx.state) || !powerAvailable(ctx.state, ECAZ) || ctx.state.factions[ECAZ]!.hand.length === 0) return;
  const bonus = difference(battle);
  if (bonus > 0) ctx.open({ kind: 'ecaz-karama', seat: ECAZ, bonus });
}

export const ecazKarama: ActionHandler<'ecaz-karama'> = {
  type: 'ecaz-karama',
  rule: 'EC.karama',
  check: (state, _d, a) => (a.card === null ? null : typeof a.card !== 'string' ? 'card is a Karama card id, or null' : powerProblem(state, ECAZ, a.card)),
  apply(ctx, d, a) {
    ctx.close(d);
    if (a.card === null) return;
    spendPower(ctx, ECAZ, a.card);
    ecazOf(ctx.state)!.dialBonus = d.bonus;
    ctx.emit({ type: 'ecaz-karama-dial', bonus: d.bonus });
  },
};

/** The bonus counts in the battle it was played in. */
export const ecazDialBonus = (state: Draft, side: SideQuery): Partial<SideModifiers> => {
  const bonus = side.faction === ECAZ ? ecazOf(state)?.dialBonus : undefined;
  return bonus ? { dialBonus: bonus } : {};
};

/** The battle is over: the bonus is spent. */
export function clearDialBonus(ctx: Context): void {
  const ecaz = ecazOf(ctx.state);
  if (ecaz?.dialBonus !== undefined) delete ecaz.dialBonus;
}
