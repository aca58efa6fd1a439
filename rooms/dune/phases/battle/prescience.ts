// 2.01.08 PRESCIENCE (and 2.01.09 for an ally): before plans, Atreides makes the opponent reveal one element of its
// plan; the answer binds the plan. A Karama cancels it (3.01.11.01): any other seat as it is asked, or the target
// with its answer.
import type { Context } from '../../context.ts';
import { useOf } from '../../karama/abilities.ts';
import type { ActionHandler } from '../handler.ts';
import { discardCards } from './aftermath.ts';
import { isKaramaFor } from '../../karama/cards.ts';
import { currentBattle, planOptions } from './options.ts';
import { checkPrescienceValue } from './plan-rules.ts';
import { powerTarget } from './powers.ts';
import { PRESCIENCE_ELEMENTS } from './types.ts';
import { plugins } from '../../extension-points.ts';

export function openPrescience(ctx: Context): void {
  const battle = currentBattle(ctx.state);
  const target = powerTarget(ctx.state, battle, 'atreides');
  if (target === null) return;
  const barred = plugins().flatMap((p) => p.prescienceBarred?.(ctx.state, battle, target) ?? []);
  ctx.open({ kind: 'prescience', seat: 'atreides', target, elements: PRESCIENCE_ELEMENTS.filter((e) => !barred.includes(e)) });
}

export const prescience: ActionHandler<'prescience'> = {
  type: 'prescience',
  rule: '2.01.08',
  check(_state, decision, action) {
    return action.element === null || decision.elements.includes(action.element) ? null : `ask about one of ${decision.elements.join(', ')}`;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    ctx.emit({ type: 'prescience-asked', faction: 'atreides', target: decision.target, element: action.element });
    if (action.element === null) return;
    ctx.open({ kind: 'prescience-answer', seat: decision.target, element: action.element, ...planOptions(ctx.state, decision.target) });
  },
  karama: {
    // 3.01.11.01: any other seat may cancel the question as it is asked; cancelled, nothing is asked.
    uses: (_state, _decision, action) => (action.element === null ? [] : [useOf('atreides-prescience')]),
    fallback: (_decision, action) => ({ ...action, element: null }),
  },
};

export const prescienceAnswer: ActionHandler<'prescience-answer'> = {
  type: 'prescience-answer',
  rule: '2.01.08',
  check(state, decision, action) {
    const hand = state.factions[decision.seat]!.hand;
    if (action.karama !== null) {
      if (!hand.includes(action.karama)) return { code: 'NOT_HELD', message: `${action.karama} is not in your hand` };
      return isKaramaFor(state, decision.seat, action.karama) ? null : `${action.karama} is not a Karama card`;
    }
    return checkPrescienceValue(decision, hand, decision.element, action.value);
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const battle = currentBattle(ctx.state);
    if (action.karama !== null) {
      discardCards(ctx, decision.seat, [action.karama]);
      ctx.emit({ type: 'karama-played', faction: decision.seat, card: action.karama, cancels: 'prescience' });
      return;
    }
    const reveal = { element: decision.element, value: action.value };
    battle.prescience = { target: decision.seat, reveal };
    // Shown to Atreides and to the side it foresaw for (its ally, 2.01.09); the other seats learn nothing.
    const opponent = battle.aggressor === decision.seat ? battle.defender : battle.aggressor;
    for (const seat of new Set(['atreides' as const, opponent]))
      ctx.emit({ type: 'prescience-revealed', target: decision.seat, element: reveal.element, value: reveal.value }, seat);
  },
};
