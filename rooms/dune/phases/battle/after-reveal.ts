// Between the reveal and the resolution (after traitor calls, 1.07.06.07, which preempt all of this):
// - Late defenses: a plug-in's question at the `snooper` stage may add a defense to a side's plan (the Portable
//   Snooper's, plugins/portable-snooper/), which the effective weapons read.
// - Post-reveal choices, bound to this battle by their decision ids: Stone Burner (kill both leaders or ignore
//   their strength) and Poison Tooth (use it or not), a Mirror Weapon's copy of either first (effective.ts).
// A Lasgun–Shield explosion (3.01.14) settles the battle before any of these could matter, so none is asked then.
import type { Context } from '../../context.ts';
import type { Faction, Draft } from '../../types.ts';
import { stormOrder } from '../../storm-order.ts';
import type { ActionHandler } from '../handler.ts';
import { choiceQueue, explodes, resolveBattleWeapons, type EffectiveBattle, type QueuedChoice, type SideKey } from './effective.ts';
import { currentBattle } from './options.ts';
import type { BattleChoiceAnswer, CurrentBattle } from './types.ts';

const sideOf = (battle: CurrentBattle, k: SideKey): Faction => battle[k];
/** Whether a traitor was called in the battle (which preempts everything after the reveal, 1.07.06.07). */
export const traitorDecided = (battle: CurrentBattle): boolean => Object.values(battle.traitorCalls).some((c) => c === true);

/** The battle's effective weapons from its revealed plans and any late defense played. */
export function effectiveWeapons(battle: CurrentBattle): EffectiveBattle {
  const slots = (f: Faction) => ({ ...battle.plans[f]!, lateDefense: battle.lateDefenses[f] ?? null });
  return resolveBattleWeapons({ aggressor: slots(battle.aggressor), defender: slots(battle.defender) });
}

/** The next choice still to be made, in queue order, or null when all are made (or none is needed). */
export function nextChoice(state: Draft, battle: CurrentBattle): QueuedChoice | null {
  if (traitorDecided(battle)) return null;
  const effective = effectiveWeapons(battle);
  if (explodes(effective)) return null;
  const order = stormOrder(state);
  const queue = choiceQueue(effective, order.indexOf(battle.aggressor) <= order.indexOf(battle.defender));
  return queue.find((q) => battle.choices[sideOf(battle, q.side)] === undefined) ?? null;
}

/** Announces the effective weapons (a Mirror's copy named) once nothing can change them. */
export function announceWeapons(ctx: Context, battle: CurrentBattle): void {
  const effective = effectiveWeapons(battle);
  const weapons = Object.fromEntries(
    (['aggressor', 'defender'] as const).map((k) => [
      sideOf(battle, k),
      { card: effective[k].weapon.physicalId, copiedFrom: effective[k].weapon.copiedFrom, attacks: [...effective[k].weapon.attacks] },
    ]),
  );
  ctx.emit({ type: 'weapons-resolved', weapons });
}

/** Opens the next post-reveal choice; false when none is left. */
export function openNextChoice(ctx: Context, battle: CurrentBattle): boolean {
  const next = nextChoice(ctx.state, battle);
  if (next === null) return false;
  const options: BattleChoiceAnswer[] = next.family === 'poison-tooth' ? ['use', 'hold'] : ['kill', 'ignore'];
  ctx.open({ kind: 'battle-choice', seat: sideOf(battle, next.side), family: next.family, card: next.card, copied: next.copied, options });
  return true;
}

export const battleChoice: ActionHandler<'battle-choice'> = {
  type: 'battle-choice',
  rule: 'ixians.poison-tooth, richese.stone-burner',
  check(_state, decision, action) {
    return decision.options.includes(action.choice) ? null : `choose one of ${decision.options.join(', ')}`;
  },
  apply(ctx, decision, action) {
    const battle = currentBattle(ctx.state);
    battle.choices[decision.seat] = action.choice;
    ctx.close(decision);
    ctx.emit({
      type: 'battle-choice-made',
      faction: decision.seat,
      family: decision.family,
      card: decision.card,
      copied: decision.copied,
      choice: action.choice,
    });
  },
};
