// 1.14.01 Atreides: during the battle phase a Karama card lets the Atreides look at one player's entire battle plan.
// The look may be declared while the battle's plans are being written (before the reveal, 1.07.05), at a
// combatant other than the Atreides. Whether that combatant has sealed its plan yet is hidden (a secret group lists
// both sides until the reveal), so the answer never depends on it: a plan already sealed is shown at once, one still
// being written the moment it is sealed (phases/battle/plans.ts). The public learns only who looked at whom.
import { cloneJson } from '../../clone.ts';
import { committedCards } from '../../cards/committed.ts';
import type { EngineError } from '../../types.ts';
import type { PowerHandler } from './index.ts';

const notEligible = (message: string): EngineError => ({ code: 'NOT_ELIGIBLE', message });

export const atreidesPlan: PowerHandler<'atreides-plan'> = {
  faction: 'atreides',
  check(state, seat, action) {
    const round = state.round;
    const battle = state.phase === 'battle' && round?.phase === 'battle' ? round.current : null;
    if (!battle) return notEligible('1.14.01: only during a battle of the battle phase');
    // The stage is 'reveal' exactly while both plans are being written (battle/index.ts runStage).
    if (battle.stage !== 'reveal' || battle.revealed) return notEligible('1.14.01: only while the battle plans are being made, before they are revealed');
    if (action.target === seat || (action.target !== battle.aggressor && action.target !== battle.defender))
      return {
        code: 'INVALID_CHOICE',
        message: `1.14.01: name a faction other than yourself fighting this battle (${battle.aggressor} or ${battle.defender})`,
      };
    if (committedCards(state, seat).includes(action.card)) return notEligible('1.14.01: that Karama is committed to a play not yet resolved');
    return null;
  },
  apply(ctx, seat, action) {
    // 1.14.01: the look is kept with the battle, so the Atreides' private view shows the plan until the battle ends.
    const round = ctx.state.round;
    const battle = round?.phase === 'battle' ? round.current : null;
    if (!battle) throw new Error('1.14.01: no battle in progress');
    battle.atreidesLook = action.target;
    ctx.emit({ type: 'battle-plan-looked-at', faction: seat, target: action.target });
    const plan = battle.plans[action.target];
    if (plan) ctx.emit({ type: 'battle-plan-seen', target: action.target, plan: cloneJson(plan) }, seat);
  },
};
