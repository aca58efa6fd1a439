// Between the reveal and the resolution (after traitor calls, 1.07.06.07, which preempt all of this):
// - Portable Snooper: a side that played no defense may add one now (CHOAM & Richese). Every such side is asked,
//   secretly, whether or not it holds the card, so the question tells nobody what is in its hand.
// - Post-reveal choices, bound to this battle by their decision ids: Stone Burner (kill both leaders or ignore
//   their strength) and Poison Tooth (use it or not), a Mirror Weapon's copy of either first (effective.ts).
// A Lasgun–Shield explosion (3.01.14) settles the battle before any of these could matter, so none is asked then.
import type { Context } from '../../context.ts';
import { familyOf, inPlay } from '../../cards/treachery.ts';
import type { Faction, Draft, TreacheryCardId } from '../../types.ts';
import { stormOrder } from '../../storm-order.ts';
import type { ActionHandler } from '../handler.ts';
import { choiceQueue, explodes, resolveBattleWeapons, type EffectiveBattle, type QueuedChoice, type SideKey } from './effective.ts';
import { currentBattle } from './options.ts';
import { voiceSubjectsOf } from './cards.ts';
import type { BattleChoiceAnswer, CurrentBattle } from './types.ts';
import { rulesEdition } from '../../rules-edition.ts';

const sideOf = (battle: CurrentBattle, k: SideKey): Faction => battle[k];
const traitorDecided = (battle: CurrentBattle): boolean => Object.values(battle.traitorCalls).some((c) => c === true);

/** The battle's effective weapons from its revealed plans and any Portable Snooper played. */
export function effectiveWeapons(battle: CurrentBattle): EffectiveBattle {
  const slots = (f: Faction) => ({ ...battle.plans[f]!, lateDefense: battle.lateDefenses[f] ?? null });
  return resolveBattleWeapons({ aggressor: slots(battle.aggressor), defender: slots(battle.defender) });
}

/** Whether a revealed plan leaves room for a Portable Snooper: no defense played (its text). */
function mayAddSnooper(state: Draft, battle: CurrentBattle, f: Faction): boolean {
  const plan = battle.plans[f]!;
  return inPlay(state.config.cards, rulesEdition(state), 'portable-snooper') && plan.defense === null && (plan.leader !== null || plan.cheapHero !== null);
}

export function openPortableSnoopers(ctx: Context): void {
  const battle = currentBattle(ctx.state);
  if (traitorDecided(battle) || explodes(effectiveWeapons(battle))) return;
  const seats = [battle.aggressor, battle.defender].filter((f) => mayAddSnooper(ctx.state, battle, f));
  if (seats.length > 0) ctx.openSecret('portable-snooper', seats, (seat) => ({ kind: 'portable-snooper', seat }));
}

/** A Voice command not to play a poison defense also forbids the Portable Snooper ("unless prevented by the Voice"). */
function forbiddenByVoice(battle: CurrentBattle, seat: Faction, card: TreacheryCardId): boolean {
  const v = battle.voice;
  return (
    v !== null && v.target === seat && !v.command.play && battle.karama[seat] === undefined && voiceSubjectsOf(card, 'defense').includes(v.command.subject)
  );
}

export const portableSnooper: ActionHandler<'portable-snooper'> = {
  type: 'portable-snooper',
  rule: 'richese.portable-snooper',
  check(state, decision, action) {
    if (action.card === null) return null;
    if (!state.factions[decision.seat]!.hand.includes(action.card)) return { code: 'NOT_HELD', message: `${action.card} is not in your hand` };
    if (familyOf(action.card) !== 'portable-snooper') return `${action.card} is not a Portable Snooper`;
    if (forbiddenByVoice(currentBattle(state), decision.seat, action.card)) return '2.02.06: the Voice commands you not to play a poison defense';
    return null;
  },
  apply(ctx, decision, action) {
    const battle = currentBattle(ctx.state);
    if (action.card !== null) battle.lateDefenses[decision.seat] = action.card;
    const revealed = ctx.close(decision);
    if (!revealed) return;
    // Both sides have answered: the snoopers played are shown together.
    for (const f of [battle.aggressor, battle.defender]) {
      const card = battle.lateDefenses[f];
      if (card !== undefined) ctx.emit({ type: 'portable-snooper-played', faction: f, card });
    }
  },
};

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
