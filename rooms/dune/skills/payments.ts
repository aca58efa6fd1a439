// The skills a payment triggers. LS.bureaucrat.normal: once a phase, when another faction pays at least 5 spice to a
// faction other than the Bureaucrat's owner, 2 of it go to the bank instead (not when the recipient is the owner's
// ally: the owner would not). LS.spice-banker.normal: once a phase, when another faction pays at least 4 spice to the
// bank, the Banker's owner gets 1 spice from the bank in front of its shield, collected in the Mentat Pause. Both need
// the skilled leader face up in front of its own faction's shield. Every payment site calls `onPayment`; taking spice
// off the board (a Smuggler), a gift between allies and spice lost to an Amal are not payments.
import { allyOf } from '../alliances.ts';
import type { Context } from '../context.ts';
import type { Faction } from '../types.ts';
import type { SkillId } from './catalog.ts';
import { faceUpSkill, skillsState, skillUsed } from './state.ts';

export const BUREAUCRAT_MIN = 5;
export const BUREAUCRAT_TAKES = 2;
export const BANKER_MIN = 4;

/** The owner of a face-up skill whose once-a-phase effect is still unused, other than `payer`. */
function readyOwner(ctx: Context, card: SkillId, payer: Faction): Faction | null {
  const skills = ctx.state.skills;
  if (!skills) return null;
  const owner = ctx.seating.find((f) => faceUpSkill(ctx.state, f)?.card === card) ?? null;
  if (owner === null || owner === payer) return null;
  return skills.usedThisPhase?.[card] === phaseKey(ctx) ? null : owner;
}

const phaseKey = (ctx: Context): string => `${ctx.state.turn}:${ctx.state.phase}`;

function markUsed(ctx: Context, card: SkillId): void {
  const skills = skillsState(ctx.state);
  skills.usedThisPhase = { ...skills.usedThisPhase, [card]: phaseKey(ctx) };
}

/**
 * `payer` pays `amount` to `to` (the bank or a faction). Returns what reaches a faction recipient: the whole amount,
 * or 2 less when a Bureaucrat sends them to the bank.
 */
export function onPayment(ctx: Context, payer: Faction, to: Faction | 'bank', amount: number): number {
  if (!ctx.state.skills) return amount;
  if (to === 'bank') {
    const banker = amount >= BANKER_MIN ? readyOwner(ctx, 'spice-banker', payer) : null;
    if (banker !== null) {
      markUsed(ctx, 'spice-banker');
      const escrow = skillsState(ctx.state);
      escrow.escrow = { ...escrow.escrow, [banker]: (escrow.escrow?.[banker] ?? 0) + 1 };
      ctx.emit({ type: 'skill-escrow', faction: banker, card: 'spice-banker', payer, amount: 1 });
      skillUsed(ctx, banker, 'spice-banker', 'normal');
    }
    return amount;
  }
  const bureaucrat = amount >= BUREAUCRAT_MIN ? readyOwner(ctx, 'bureaucrat', payer) : null;
  if (bureaucrat === null || bureaucrat === to || allyOf(ctx.state, bureaucrat) === to) return amount;
  markUsed(ctx, 'bureaucrat');
  ctx.emit({ type: 'skill-redirect', faction: bureaucrat, card: 'bureaucrat', payer, recipient: to, amount: BUREAUCRAT_TAKES });
  skillUsed(ctx, bureaucrat, 'bureaucrat', 'normal');
  return amount - BUREAUCRAT_TAKES;
}

/** LS.spice-banker.normal: the escrow in front of the shields is collected in the Mentat Pause. */
export function collectEscrow(ctx: Context): void {
  const skills = ctx.state.skills;
  if (!skills?.escrow) return;
  for (const [faction, amount] of Object.entries(skills.escrow) as [Faction, number][]) {
    ctx.ownFaction(faction).spice += amount;
    ctx.emit({ type: 'skill-escrow-collected', faction, card: 'spice-banker', amount });
  }
  delete skills.escrow;
}
