// The skills a payment triggers. LS.bureaucrat.normal: once a phase, when another faction pays at least 5 spice to a
// faction other than the Bureaucrat's owner, the owner may send 2 of it to the bank instead (before rules edition 4,
// never asked when the recipient is the owner's ally). LS.spice-banker.normal: once a phase, when another faction pays
// at least 4 spice to the bank, the Banker's owner gets 1 spice from the bank in front of its shield, collected in the
// Mentat Pause. Both need the skilled leader face up in front of its own faction's shield. Every payment goes through
// the core's `pay` (payments.ts), which calls `onPayment`; taking spice off the board (a Smuggler), a gift between allies and spice lost to an Amal are not
// payments.
//
// The Bureaucrat's "may" (rules edition 2): the 2 are held, the rest of the payment goes its way, and as soon as no
// Karama window is open the game stops (an interrupt) to ask the owner. Redirected, the 2 go to the bank and the use
// is spent; declined, they reach the recipient as the payment did and the use stays for a later payment this phase.
// A recipient's income cancelled by a Karama meanwhile went to the bank: the 2 follow it, and nobody is asked. A game
// of edition 1 redirects the 2 at once, as it did. From edition 4, a qualifying payment met while one is held is held
// too, and asked in its turn: a player's choice at each qualifying payment, its ally's included; once the use is
// spent, the spice still held reaches its recipients.
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import { resumePending, suspendPending } from '../../interrupts.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { playsEdition } from '../../rules-edition.ts';
import type { Faction } from '../../types.ts';
import type { SkillId } from './catalog.ts';
import { faceUpSkill, skillsState, skillUsed } from './state.ts';
import type { RedirectHold } from './types.ts';
import { receive, type PaymentCredit, type PaymentOutcome } from '../../payments.ts';

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
 * `payer` pays `amount` to `to` (the bank or a faction, reached the way `credit` says): the skills it triggers
 * (Plugin.onPayment). Returns what reaches a faction recipient now: the whole amount, or 2 less when a Bureaucrat
 * redirects them (edition 1) or they are held for its owner's answer (edition 2).
 */
export function onPayment(ctx: Context, payer: Faction, to: Faction | 'bank', amount: number, credit: PaymentCredit = 'spice'): PaymentOutcome {
  const whole = { reaches: amount, redirected: 0, held: 0 };
  if (!ctx.state.skills) return whole;
  if (to === 'bank') {
    const banker = amount >= BANKER_MIN ? readyOwner(ctx, 'spice-banker', payer) : null;
    if (banker !== null) {
      markUsed(ctx, 'spice-banker');
      const escrow = skillsState(ctx.state);
      escrow.escrow = { ...escrow.escrow, [banker]: (escrow.escrow?.[banker] ?? 0) + 1 };
      ctx.emit({ type: 'skill-escrow', faction: banker, card: 'spice-banker', payer, amount: 1 });
      skillUsed(ctx, banker, 'spice-banker', 'normal');
    }
    return whole;
  }
  // Before edition 4 one payment at a time is held: a second one met while the first waits is not offered.
  const queues = playsEdition(ctx.state, 4);
  const bureaucrat = amount >= BUREAUCRAT_MIN && (queues || !ctx.state.skills.redirect) ? readyOwner(ctx, 'bureaucrat', payer) : null;
  if (bureaucrat === null || bureaucrat === to || (!queues && allyOf(ctx.state, bureaucrat) === to)) return whole;
  const take = { faction: bureaucrat, card: 'bureaucrat', payer, recipient: to, amount: BUREAUCRAT_TAKES } as const;
  if (!playsEdition(ctx.state, 2)) {
    redirect(ctx, take);
    return { reaches: amount - BUREAUCRAT_TAKES, redirected: BUREAUCRAT_TAKES, held: 0 };
  }
  const hold: RedirectHold = { owner: bureaucrat, payer, recipient: to, amount: BUREAUCRAT_TAKES, credit };
  const skills = skillsState(ctx.state);
  if (skills.redirect) skills.redirectQueue = [...(skills.redirectQueue ?? []), hold];
  else skills.redirect = hold;
  ctx.emit({ type: 'skill-redirect-held', ...take });
  return { reaches: amount - BUREAUCRAT_TAKES, redirected: 0, held: BUREAUCRAT_TAKES };
}

/** The next held payment waits for the owner's answer (none left: the hold and its queue are gone). */
function nextHold(ctx: Context): void {
  const skills = skillsState(ctx.state);
  const [next, ...rest] = skills.redirectQueue ?? [];
  delete skills.redirect;
  delete skills.redirectQueue;
  if (next) skills.redirect = next;
  if (rest.length > 0) skills.redirectQueue = rest;
}

/** The use is spent: every payment still held reaches its recipient, and nobody is asked about them. */
function releaseQueued(ctx: Context): void {
  const skills = skillsState(ctx.state);
  for (const hold of skills.redirectQueue ?? []) {
    deliver(ctx, hold);
    ctx.emit({ type: 'skill-redirect-released', faction: hold.owner, card: 'bureaucrat', payer: hold.payer, recipient: hold.recipient, amount: hold.amount });
  }
  delete skills.redirectQueue;
}

function redirect(ctx: Context, take: { faction: Faction; card: 'bureaucrat'; payer: Faction; recipient: Faction; amount: number }): void {
  markUsed(ctx, 'bureaucrat');
  ctx.emit({ type: 'skill-redirect', ...take });
  skillUsed(ctx, take.faction, 'bureaucrat', 'normal');
}

/**
 * Asks the Bureaucrat's owner about the spice held, as an interrupt (everything else waits), once no Karama window and
 * no other interrupt is open. Returns whether it asked.
 */
export function offerRedirect(ctx: Context): boolean {
  const hold = ctx.state.skills?.redirect;
  if (!hold || ctx.state.suspended !== null || ctx.state.karama.window !== null) return false;
  suspendPending(ctx.state);
  ctx.open({ kind: 'bureaucrat-redirect', seat: hold.owner, payer: hold.payer, recipient: hold.recipient, amount: hold.amount });
  return true;
}

/** The held spice reaches its recipient the way the payment did. */
function deliver(ctx: Context, hold: RedirectHold): void {
  receive(ctx, hold.recipient, hold.amount, hold.credit);
}

/** A Karama cancelled `recipient`'s income (it went to the bank): spice held from it follows, and nobody is asked. */
export function voidRedirect(ctx: Context, recipient: Faction): void {
  const skills = ctx.state.skills;
  if (!skills?.redirect) return;
  const holds = [skills.redirect, ...(skills.redirectQueue ?? [])];
  const kept = holds.filter((hold) => hold.recipient !== recipient);
  if (kept.length === holds.length) return;
  for (const hold of holds.filter((h) => h.recipient === recipient))
    ctx.emit({ type: 'skill-redirect-void', faction: hold.owner, card: 'bureaucrat', payer: hold.payer, recipient: hold.recipient, amount: hold.amount });
  const own = skillsState(ctx.state);
  delete own.redirect;
  delete own.redirectQueue;
  if (kept[0]) own.redirect = kept[0];
  if (kept.length > 1) own.redirectQueue = kept.slice(1);
}

export const bureaucratRedirect: ActionHandler<'bureaucrat-redirect'> = {
  type: 'bureaucrat-redirect',
  rule: 'LS.bureaucrat.normal',
  check(state) {
    return state.skills?.redirect ? null : 'no payment is held for the Bureaucrat';
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const hold = skillsState(ctx.state).redirect!;
    const take = { faction: hold.owner, card: 'bureaucrat', payer: hold.payer, recipient: hold.recipient, amount: hold.amount } as const;
    if (action.redirect) {
      redirect(ctx, take);
      releaseQueued(ctx);
    } else {
      deliver(ctx, hold);
      ctx.emit({ type: 'skill-redirect-declined', ...take });
    }
    nextHold(ctx);
    resumePending(ctx.state);
  },
};

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
