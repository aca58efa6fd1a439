// IX.casualties: when the Ixians lose Cyborgs they dialed in a battle (the winner's losses), they may have Suboids that
// survived there go to the Tanks in their place, one for one: the Cyborgs come back from the Tanks to the battle's
// territory. Asked once the battle's own decisions are answered, before the next battle (public, like the losses).
import type { Context } from '../../context.ts';
import { ownStack } from '../../board/forces.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { BattleOutcome } from '../../phases/battle/resolve.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import type { Draft, ForceCount, TerritoryId } from '../../types.ts';
import { IXIANS } from './state.ts';

/** The Ixians' Suboids left in the battle's sectors. */
const suboidsAt = (state: Draft, territory: TerritoryId, sectors: readonly number[]): number =>
  state.forces.filter((s) => s.faction === IXIANS && s.territory === territory && sectors.includes(s.sector)).reduce((n, s) => n + s.regular, 0);

/** After the Ixians' dialed forces went to the Tanks (`lost`): notes the replacement they may make. */
export function noteCyborgLosses(ctx: Context, battle: CurrentBattle, _outcome: BattleOutcome, lost: ForceCount): void {
  const part = ctx.state.ixians;
  if (!part || lost.elite === 0 || !battle.plans[IXIANS]) return;
  const max = Math.min(lost.elite, ctx.faction(IXIANS).tanks.elite, suboidsAt(ctx.state, battle.territory, battle.sectors));
  if (max > 0) ctx.state.ixians = { ...part, replace: { territory: battle.territory, sectors: [...battle.sectors], max } };
}

/** The question noted after a battle, once nothing else is open (an interrupt: it comes before the next battle). */
export function openCyborgReplacement(ctx: Context): boolean {
  const part = ctx.state.ixians;
  if (!part?.replace || ctx.state.pending.length > 0) return false;
  const { replace, ...rest } = part;
  ctx.state.ixians = rest;
  ctx.open({ kind: 'cyborg-replacement', seat: IXIANS, ...replace });
  return true;
}

export const cyborgReplacement: ActionHandler<'cyborg-replacement'> = {
  type: 'cyborg-replacement',
  rule: 'IX.casualties',
  // IX.karama-abilities: a replacement is a ✷ use; cancelled, the Cyborgs stay in the Tanks.
  karama: {
    uses: (_state, decision, action) => (action.count > 0 && !isCancelled(decision, 'ixians-casualties') ? [useOf('ixians-casualties')] : []),
  },
  check(_state, decision, action) {
    if (!Number.isInteger(action.count) || action.count < 0) return 'count is a whole number from 0';
    if (action.count > 0 && isCancelled(decision, 'ixians-casualties')) return { code: 'NOT_ELIGIBLE', message: 'a Karama cancelled the Cyborgs’ replacement' };
    if (action.count > decision.max) return { code: 'OVER_LIMIT', message: `IX.casualties: at most ${decision.max} Cyborgs may be replaced` };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    let left = action.count;
    if (left === 0) return;
    const fs = ctx.ownFaction(IXIANS);
    for (const sector of decision.sectors) {
      const stack = ownStack(ctx.state, IXIANS, decision.territory, sector);
      if (!stack || left === 0) continue;
      const n = Math.min(left, stack.regular);
      stack.regular -= n;
      stack.elite += n;
      left -= n;
    }
    const done = action.count - left;
    fs.tanks.elite -= done;
    fs.tanks.regular += done;
    ctx.emit({ type: 'cyborgs-replaced', territory: decision.territory, count: done });
  },
};
