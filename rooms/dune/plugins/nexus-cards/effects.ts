// The Nexus cards played as free actions (`nexus-card`): the effects of effects/, by use, behind one check — the card
// held for that use, not lasting already, and the effect's own timing. What is not built yet is listed in
// docs/rules/nexus-cards.tsv as pending.
import type { FreeHandler } from '../../deals/free.ts';
import type { EngineError } from '../../types.ts';
import { BETRAYED } from './betrayed.ts';
import { BETRAYALS } from './effects/betrayals.ts';
import { CUNNING } from './effects/cunning.ts';
import type { Effect } from './effects/effect.ts';
import { PAYMENT_BETRAYALS } from './effects/payments.ts';
import { SECRET_ALLIES } from './effects/secret-allies.ts';
import { SHIPPING } from './effects/shipping.ts';
import { LOOKS } from './effects/looks.ts';
import { RIDES } from './effects/ride.ts';
import { lasting, nexusOf, spend } from './state.ts';
import { NEXUS_EFFECTS, type NexusEffect } from './types.ts';
import { holdingProblem } from './uses.ts';

const EFFECTS: Record<NexusEffect, Effect> = { ...BETRAYALS, ...PAYMENT_BETRAYALS, ...CUNNING, ...SECRET_ALLIES, ...SHIPPING, ...LOOKS, ...RIDES };

/** Every card use built (`<card>.<use>`): the free actions' and the Betrayals' played in windows. */
export const BUILT_USES: readonly string[] = [
  ...new Set([...Object.values(EFFECTS).map((e) => `${e.card}.${e.use}`), ...Object.values(BETRAYED).map((f) => `${f}.betrayal`)]),
];

const invalid = (message: string): EngineError => ({ code: 'INVALID_CHOICE', message });

export const nexusCard: FreeHandler<'nexus-card'> = {
  rule: 'NX.uses',
  check(state, seat, action) {
    if (!nexusOf(state)) return { code: 'NOT_ELIGIBLE', message: 'this game does not play the Nexus cards' };
    if (!NEXUS_EFFECTS.includes(action.effect)) return invalid(`${String(action.effect)} is not a Nexus card effect`);
    if (state.phase === 'setup' || state.phase === 'game-over') return { code: 'NOT_ELIGIBLE', message: 'not during set-up or after the game' };
    const effect = EFFECTS[action.effect];
    const held = holdingProblem(state, seat, effect.card, effect.use);
    if (held) return { code: 'NOT_HELD', message: held };
    if (effect.lasts && lasting(state, action.effect)) return { code: 'NOT_ELIGIBLE', message: `${action.effect} lasts already` };
    const why = effect.check(state, seat, action);
    return why ? invalid(`${effect.rule}: ${why}`) : null;
  },
  apply(ctx, seat, action) {
    const effect = EFFECTS[action.effect];
    spend(ctx, seat, effect.use, action.effect);
    if (effect.lasts) nexusOf(ctx.state)!.lasting.push({ effect: action.effect, faction: seat, turn: ctx.state.turn });
    effect.apply(ctx, seat, action);
  },
};
