// LS.mentat.normal: before the plans (and before Prescience: skills come before faction abilities), a faction whose
// Mentat is face up may ask its opponent whether it holds one named weapon. The opponent shows that card if it holds
// it, otherwise another treachery card of its choice; showing the weapon does not commit it to the plan. The
// question and the card shown are known to the two factions alone; everyone sees only that a question was asked.
// An empty hand shows nothing (open question 4, docs/RULES-DECISIONS.md).
import { boxFor, treacheryCard } from '../../cards/treachery.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import type { Draft, TreacheryCardId } from '../../types.ts';
import { faceUpSkill, skillUsed } from './state.ts';
import { rulesEdition } from '../../rules-edition.ts';

/** The weapons in this game's box that may be named, in a stable order. */
export function nameableWeapons(state: Draft): TreacheryCardId[] {
  return boxFor(state.config.cards, rulesEdition(state))
    .filter((c) => c.category === 'weapon')
    .map((c) => c.id)
    .sort();
}

/** Opens the Mentat's question for a battling faction whose Mentat is face up (at most one: there is one card). */
export function openMentat(ctx: Context, battle: CurrentBattle): void {
  for (const seat of [battle.aggressor, battle.defender]) {
    if (faceUpSkill(ctx.state, seat)?.card !== 'mentat') continue;
    const target = seat === battle.aggressor ? battle.defender : battle.aggressor;
    ctx.open({ kind: 'mentat-question', seat, target, weapons: nameableWeapons(ctx.state) });
  }
}

function battle(ctx: Context): CurrentBattle {
  const round = ctx.state.round;
  if (round?.phase !== 'battle' || !round.current) throw new Error('no battle for the Mentat');
  return round.current;
}

/** What the target may show: the named weapon if it holds it, else any other card it holds. */
export function showable(hand: readonly TreacheryCardId[], weapon: TreacheryCardId): TreacheryCardId[] {
  return hand.includes(weapon) ? [weapon] : [...hand];
}

export const mentatQuestion: ActionHandler<'mentat-question'> = {
  type: 'mentat-question',
  rule: 'LS.mentat.normal',
  check(_state, decision, action) {
    if (action.weapon === null || decision.weapons.includes(action.weapon)) return null;
    return `${action.weapon} is not a weapon that may be named (one of ${decision.weapons.join(', ')})`;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const asker = decision.seat;
    const target = decision.target;
    ctx.emit({ type: 'mentat-asked', faction: asker, target, asked: action.weapon !== null });
    if (action.weapon === null) return;
    skillUsed(ctx, asker, 'mentat', 'normal');
    for (const seat of [asker, target]) ctx.emit({ type: 'mentat-named', faction: asker, target, weapon: action.weapon }, seat);
    battle(ctx).mentat = { asker, target, weapon: action.weapon, shown: null };
    const options = showable(ctx.faction(target).hand, action.weapon);
    if (options.length === 0) {
      for (const seat of [asker, target]) ctx.emit({ type: 'mentat-shown', faction: target, to: asker, card: null }, seat);
      return;
    }
    ctx.open({ kind: 'mentat-answer', seat: target, asker, weapon: action.weapon, options });
  },
};

export const mentatAnswer: ActionHandler<'mentat-answer'> = {
  type: 'mentat-answer',
  rule: 'LS.mentat.normal',
  // Checked against the hand held now: a free action (a Distrans, a Karama power) may have changed it meanwhile.
  check(state, decision, action) {
    const now = showable(state.factions[decision.seat]!.hand, decision.weapon);
    if (action.card === null) return now.length === 0 ? null : 'show a card: you hold some';
    if (now.includes(action.card)) return null;
    return now.includes(decision.weapon) ? `you hold ${treacheryCard(decision.weapon).name}: show it` : `${action.card} is not a card you hold`;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    battle(ctx).mentat!.shown = action.card;
    for (const seat of [decision.asker, decision.seat]) ctx.emit({ type: 'mentat-shown', faction: decision.seat, to: decision.asker, card: action.card }, seat);
  },
};
