// EC.occupy: a battle on a site Ecaz and its ally share is theirs as one side. Ecaz names which of the two fights — its
// leader, its cards, its spice — before anything else of the battle; the aggressor is then the earlier in storm order
// of that fighter and the opponent (it wins ties, 1.07.06.01), whoever chose the battle. A Karama played beforehand
// (ability ecaz-occupy) takes the combined army away from the next such battle: still one side, the fighter dials its
// own forces and the other adds none. HW.ecaz.low: the opponent names the fighter (homeworld.ts).
import type { Context } from '../../../context.ts';
import { consumePrevention } from '../../../karama/prevent.ts';
import { battleRound, opponentOf } from '../../../phases/battle/options.ts';
import type { CurrentBattle } from '../../../phases/battle/types.ts';
import type { ActionHandler } from '../../../phases/handler.ts';
import { fighterChooser } from '../homeworld.ts';
import { ECAZ, ecazOf } from '../state.ts';
import { sharedSite } from './sides.ts';

/** As a battle starts: when Ecaz and its ally share its site on one side, the occupation is recorded and Ecaz asked. */
export function openFighterChoice(ctx: Context, battle: CurrentBattle): void {
  const ecaz = ecazOf(ctx.state);
  const ally = ecaz ? sharedSite(ctx.state, battle) : null;
  if (!ecaz || ally === null) return;
  const pair = [ECAZ, ally];
  const side = pair.includes(battle.aggressor) ? battle.aggressor : battle.defender;
  if (!pair.includes(side)) return;
  ecaz.occupy = { ally, ...(consumePrevention(ctx, 'ecaz-occupy') ? { prevented: true as const } : {}) };
  const opponent = opponentOf(battle, side);
  // HW.ecaz.low: the opponent names the fighter.
  ctx.open({ kind: 'occupy-fighter', seat: fighterChooser(ctx.state, opponent), ally, opponent, territory: battle.territory });
}

export const occupyFighter: ActionHandler<'occupy-fighter'> = {
  type: 'occupy-fighter',
  rule: 'EC.occupy',
  check: (_state, d, a) => (a.fighter === ECAZ || a.fighter === d.ally ? null : `name ${ECAZ} or ${d.ally} to fight`),
  apply(ctx, d, a) {
    ctx.close(d);
    const round = battleRound(ctx.state);
    const battle = round.current!;
    const first = round.order.indexOf(a.fighter) < round.order.indexOf(d.opponent);
    battle.aggressor = first ? a.fighter : d.opponent;
    battle.defender = first ? d.opponent : a.fighter;
    ecazOf(ctx.state)!.occupy!.fighter = a.fighter;
    ctx.emit({ type: 'occupy-fighter-chosen', fighter: a.fighter, ally: d.ally, territory: d.territory, aggressor: battle.aggressor });
  },
};

/** The battle is over: the occupation it recorded ends with it. */
export function endOccupation(ctx: Context): void {
  const ecaz = ecazOf(ctx.state);
  if (ecaz?.occupy) delete ecaz.occupy;
}
