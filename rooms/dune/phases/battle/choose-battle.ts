// 1.07.02 FIRST PLAYER / 1.07.03 MULTIPLE BATTLES: aggressors in storm order; each picks the order of its battles
// and its opponent in each; a battle starts when chosen.
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { ActionHandler } from '../handler.ts';
import { anyBattleLeft, battleOptions } from './battles.ts';
import { battleRound } from './options.ts';
import type { BattleOption } from './types.ts';
import { isList } from '../../action-shape.ts';

export function startBattle(ctx: Context, aggressor: BattleOption['opponent'], option: BattleOption): void {
  const round = battleRound(ctx.state);
  round.current = {
    territory: option.territory,
    sectors: [...option.sectors],
    aggressor,
    defender: option.opponent,
    stage: 'poison',
    prescience: null,
    voice: null,
    plans: {},
    karama: {},
    revealed: false,
    traitorCalls: {},
    lateDefenses: {},
    choices: {},
    weaponsAnnounced: false,
  };
  ctx.emit({ type: 'battle-started', territory: option.territory, sectors: [...option.sectors], aggressor, defender: option.opponent });
  // LS.smuggler: a collection is bound to its battle (kept only in games with Leader Skills).
  if (ctx.state.skills) round.current.event = ctx.events.at(-1)!.id;
  // EC.occupy: who of two allies sharing the site fights is chosen before anything else.
  for (const p of plugins()) p.battleStarted?.(ctx, round.current);
}

/** Finds the next aggressor with a battle and starts it (or asks which). Returns false when no battle is left. */
export function nextBattle(ctx: Context): boolean {
  const round = battleRound(ctx.state);
  for (let guard = 0; guard <= 2 * round.order.length; guard++) {
    if (round.aggressorIndex >= round.order.length) {
      // A faction whose aggressor turn has passed may still face a battle left by later ones: go round again.
      if (!anyBattleLeft(ctx.state)) return false;
      round.aggressorIndex = 0;
    }
    const aggressor = round.order[round.aggressorIndex]!;
    const options = battleOptions(ctx.state, aggressor);
    if (options.length === 0) {
      round.aggressorIndex += 1;
      continue;
    }
    if (options.length === 1) startBattle(ctx, aggressor, options[0]!);
    else ctx.open({ kind: 'choose-battle', seat: aggressor, options });
    return true;
  }
  throw new Error('battle determination did not settle');
}

const sameSite = (a: { territory: string; sectors: number[] }, b: { territory: string; sectors: number[] }) =>
  a.territory === b.territory && a.sectors.length === b.sectors.length && a.sectors.every((s, i) => s === b.sectors[i]);

export const chooseBattle: ActionHandler<'choose-battle'> = {
  type: 'choose-battle',
  rule: '1.07.03',
  check(_state, decision, action) {
    if (!isList(action.sectors)) return 'sectors is a list of sector numbers';
    const found = decision.options.some((o) => sameSite(o, action) && o.opponent === action.opponent);
    return found ? null : 'choose one of the battles offered';
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const option = decision.options.find((o) => sameSite(o, action) && o.opponent === action.opponent)!;
    startBattle(ctx, decision.seat, option);
  },
};
