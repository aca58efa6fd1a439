// 1.07.06.07 TRAITORS: after the reveal, each side whose opponent fielded a leader may call "Traitor!" if it holds
// that leader's traitor card, or its Harkonnen ally does (2.05.09). Calls are secret until both have answered, so
// that nobody learns from the other's hesitation; both calling is the double traitor (1.07.06.07.03).
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { Faction, Draft, TraitorCardId } from '../../types.ts';
import type { BattlePlan } from './types.ts';
import { betrayingCard } from './traitor-card.ts';
import type { ActionHandler } from '../handler.ts';
import { currentBattle, opponentOf } from './options.ts';

/** Whether `faction` may call this traitor card: its own traitor cards, or its Harkonnen ally's (2.05.09). */
export function holdsTraitor(state: Draft, faction: Faction, card: TraitorCardId): boolean {
  // 2.05.06 TRAITORS: every traitor card kept counts (the Harkonnen keep all four, 2.05.03), not only one.
  if (state.factions[faction]!.traitors.includes(card)) return true;
  // 2.05.09: the Harkonnen's ally may call the Harkonnen's traitors in its own battle.
  const ally = allyOf(state, faction);
  return ally === 'harkonnen' && state.factions.harkonnen!.traitors.includes(card);
}

/** The traitor card that betrays a revealed plan: its leader's, or a plug-in's (the Cheap Hero traitor), or null. */
export function traitorFor(state: Draft, plan: BattlePlan): TraitorCardId | null {
  return plan.leader ?? plugins().reduce<TraitorCardId | null>((card, p) => card ?? p.planTraitor?.(state, plan) ?? null, null);
}

export function openTraitorCalls(ctx: Context): void {
  const battle = currentBattle(ctx.state);
  // 2.05.13 NO LOYALTY: a Harkonnen captive is called a traitor like any leader, with that leader's traitor card.
  // 2.01.12 ATREIDES LOYALTY: a leader accompanied by the Kwisatz Haderach cannot be called a traitor.
  // HW.battle: on a homeworld only its native may call a traitor.
  // IT.cheap-hero-traitor: with its card in the game, a Cheap Hero fielded may be called too.
  const callers = [battle.aggressor, battle.defender].filter((f) => {
    const opposing = battle.plans[opponentOf(battle, f)];
    return (
      opposing !== undefined &&
      traitorFor(ctx.state, opposing) !== null &&
      !opposing.kwisatzHaderach &&
      plugins().every((p) => p.mayCallTraitor?.(ctx.state, f, battle.territory) ?? true)
    );
  });
  if (callers.length === 0) return;
  ctx.openSecret('call-traitor', callers, (seat) => {
    const opposing = battle.plans[opponentOf(battle, seat)]!;
    return { kind: 'call-traitor', seat, opponentLeader: opposing.leader, ...(opposing.leader === null ? { cheapHero: true as const } : {}) };
  });
}

export const callTraitor: ActionHandler<'call-traitor'> = {
  type: 'call-traitor',
  rule: '1.07.06.07',
  check(state, decision, action) {
    if (!action.call) return null;
    const card = betrayingCard(decision);
    if (card === null || !holdsTraitor(state, decision.seat, card))
      return { code: 'NOT_HELD', message: `you hold no traitor card for ${card ?? 'that leader'}` };
    return null;
  },
  apply(ctx, decision, action) {
    currentBattle(ctx.state).traitorCalls[decision.seat] = action.call;
    ctx.emit({ type: 'traitor-call', faction: decision.seat, call: action.call }, decision.seat);
    ctx.close(decision);
  },
};
