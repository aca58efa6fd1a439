// SC.hms: before the plans of a battle in the Hidden Mobile Stronghold, the holder of its card (a side of the battle)
// copies the advantage of another stronghold it controls now (the only faction with fighters there; holding that
// stronghold's card is not needed). With one such stronghold the copy is declared at once; with several it is asked
// (decision hms-card-copy); with none there is nothing to copy. The copy is public and lasts for that battle.
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import type { Faction } from '../../types.ts';
import { controllerOf } from './state.ts';
import { COPIABLE_CARDS, type CopiableCard } from './catalog.ts';

/** The advantages `faction` may copy: the strongholds it controls, but the HMS. */
const copiable = (ctx: Context, faction: Faction): CopiableCard[] => COPIABLE_CARDS.filter((card) => controllerOf(ctx.state, card) === faction);

function declare(ctx: Context, faction: Faction, card: CopiableCard): void {
  ctx.state.strongholdCards = { ...ctx.state.strongholdCards!, copy: { faction, card } };
  ctx.emit({ type: 'stronghold-card-copied', faction, card });
}

/** As a battle in the HMS reaches its posture stage (before the plans), its card's holder declares its copy. */
export function openHmsCopy(ctx: Context, battle: CurrentBattle): void {
  const part = ctx.state.strongholdCards;
  const holder = part?.holders.hms;
  if (!part || battle.territory !== 'hms' || holder === undefined || ![battle.aggressor, battle.defender].includes(holder)) return;
  const options = copiable(ctx, holder);
  if (options.length === 1) declare(ctx, holder, options[0]!);
  else if (options.length > 1) ctx.open({ kind: 'hms-card-copy', seat: holder, options });
}

/** The battle is over: its copy with it. */
export function endHmsCopy(ctx: Context): void {
  const part = ctx.state.strongholdCards;
  if (part?.copy) ctx.state.strongholdCards = { holders: part.holders };
}

export const hmsCardCopy: ActionHandler<'hms-card-copy'> = {
  type: 'hms-card-copy',
  rule: 'SC.hms',
  check(_state, decision, action) {
    if (action.card === null) return null;
    return typeof action.card === 'string' && decision.options.includes(action.card) ? null : `SC.hms: copy one of ${decision.options.join(', ')}, or none`;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.card !== null) declare(ctx, decision.seat, action.card);
  },
};
