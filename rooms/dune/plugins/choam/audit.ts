// CH.audit (Advanced game): after a battle in which CHOAM's plan named the Auditor, CHOAM may audit the opponent: it
// looks at 2 cards drawn at random from the opponent's hand (1 if the Auditor died), never a card used in that
// battle. The opponent may instead pay CHOAM 1 spice per card that would be seen, to cancel the whole audit. The
// audit is a ✷ use a Karama may cancel (nothing seen, nothing owed). Only CHOAM learns the cards.
import type { Context } from '../../context.ts';
import { useOf } from '../../karama/abilities.ts';
import { AUDITOR } from '../../factions/leaders.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import { randomInt } from '../../rng.ts';
import type { Faction, Draft, TreacheryCardId } from '../../types.ts';

export const AUDIT_ALIVE = 2;
export const AUDIT_DEAD = 1;

/** The opponent's cards an audit may draw from: its hand, less every card it used in this battle. */
function auditable(state: Draft, battle: CurrentBattle, opponent: Faction): TreacheryCardId[] {
  const plan = battle.plans[opponent];
  const used = [plan?.weapon, plan?.defense, plan?.cheapHero, battle.lateDefenses[opponent]].filter((c) => c != null);
  return state.factions[opponent]!.hand.filter((c) => !used.includes(c));
}

/** Opens CHOAM's audit after a battle its Auditor fought in; nothing when no card could be seen. */
export function openAudit(ctx: Context, battle: CurrentBattle): void {
  const { state } = ctx;
  if (!state.config.advanced || battle.plans.choam?.leader !== AUDITOR.id) return;
  const opponent = battle.aggressor === 'choam' ? battle.defender : battle.aggressor;
  const alive = state.factions.choam!.leaders[AUDITOR.id] === 'pool';
  const count = Math.min(alive ? AUDIT_ALIVE : AUDIT_DEAD, auditable(state, battle, opponent).length);
  if (count === 0) return;
  battle.audit = { opponent, count };
  ctx.open({ kind: 'choam-audit', seat: 'choam', opponent, count });
}

export const choamAudit: ActionHandler<'choam-audit'> = {
  type: 'choam-audit',
  rule: 'CH.audit',
  check: () => null,
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (!action.audit) return;
    ctx.emit({ type: 'audit-called', opponent: decision.opponent, count: decision.count });
    ctx.open({ kind: 'audit-payoff', seat: decision.opponent, count: decision.count });
  },
  karama: {
    uses: (_state, _decision, action) => (action.audit ? [useOf('choam-audit')] : []),
    // Cancelled: there is no audit this battle (nothing to choose again).
    fallback: (decision) => ({ type: 'choam-audit', event: decision.id, audit: false }),
  },
};

export const auditPayoff: ActionHandler<'audit-payoff'> = {
  type: 'audit-payoff',
  rule: 'CH.audit',
  check(state, decision, action) {
    if (action.pay && state.factions[decision.seat]!.spice < decision.count)
      return { code: 'INSUFFICIENT_SPICE', message: `CH.audit: cancelling the audit costs ${decision.count} spice` };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const round = ctx.state.round;
    const battle = round?.phase === 'battle' ? round.current : null;
    if (!battle) throw new Error('CH.audit: no battle in progress');
    if (action.pay) {
      ctx.ownFaction(decision.seat).spice -= decision.count;
      ctx.ownFaction('choam').spice += decision.count;
      ctx.emit({ type: 'audit-paid-off', faction: decision.seat, amount: decision.count });
      return;
    }
    const pool = auditable(ctx.state, battle, decision.seat);
    const seen: TreacheryCardId[] = [];
    for (let i = 0; i < decision.count && pool.length > 0; i++) seen.push(pool.splice(randomInt(ctx.state.rng, pool.length), 1)[0]!);
    ctx.emit({ type: 'audit-made', faction: decision.seat, count: seen.length });
    ctx.emit({ type: 'audit-seen', faction: decision.seat, cards: seen }, 'choam');
  },
};
