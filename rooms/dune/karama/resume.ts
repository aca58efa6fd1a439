// 3.01.11.01, 3.04: closing a Karama window. The first seat in storm order that cancelled a use spends its card
// (a later one keeps its card, and nobody learns it tried); then the action is applied, retaken without the
// cancelled abilities, or the automatic effects are settled.
import { discardFromHand } from '../cards/deck.ts';
import type { Context } from '../context.ts';
import { handlerOf, plugins } from '../extension-points.ts';
import type { Decision } from '../types.ts';
import { karamaBarred } from './barred.ts';
import { playsEdition } from '../rules-edition.ts';
import { settleEffect } from './effects.ts';
import type { CancelAbility, KaramaWindow } from './types.ts';

/** Spends the winning Karama cards; returns the abilities cancelled. */
function spendKaramas(ctx: Context, window: KaramaWindow): CancelAbility[] {
  const cancelled: CancelAbility[] = [];
  for (const use of window.uses) {
    for (const seat of window.asked) {
      const answer = window.answers[seat];
      // NX.betrayal: the card that betrays the ability's owner, if the seat still holds it.
      if (answer?.cancel === use.ability && answer.betrayal) {
        if (!plugins().some((p) => p.betrays?.(ctx.state, seat, use) ?? false)) continue;
        for (const p of plugins()) p.betrayalSpent?.(ctx, seat, use);
        cancelled.push(use.ability);
        break;
      }
      const card = answer?.cancel === use.ability ? answer.card : null;
      // The handler checked the card; it may have left the hand since (spent on another window, a bid …), or, from
      // rules edition 2, the seat been stopped from playing Karamas meanwhile (CH.worthless.kull-wahad in reaction).
      if (card === null || !ctx.faction(seat).hand.includes(card) || (playsEdition(ctx.state, 2) && karamaBarred(ctx.state, seat))) continue;
      discardFromHand(ctx.state, seat, card);
      ctx.emit({ type: 'ability-cancelled', window: window.id, faction: seat, card, ability: use.ability, owner: use.owner, user: use.user });
      cancelled.push(use.ability);
      break;
    }
  }
  return cancelled;
}

// 1.00.04 / 2.04 / 3.04 (one rule printed three times): a faction whose ability a Karama cancelled retakes that
// action without it.
/** Opens `decision` again under a fresh event id (a retake, 3.04). */
function reopen(ctx: Context, decision: Decision): void {
  const { id: _id, secret: _secret, ...fields } = decision;
  ctx.open(fields as never);
}

export function closeWindow(ctx: Context): void {
  const window = ctx.state.karama.window;
  if (!window) throw new Error('no Karama window is open');
  ctx.state.karama.window = null;
  const cancelled = spendKaramas(ctx, window);
  ctx.emit({ type: 'karama-window-closed', window: window.id, cancelled });
  const { resume } = window;
  if (resume.kind === 'effects') {
    for (const use of window.uses) settleEffect(ctx, use, cancelled.includes(use.ability));
    return;
  }
  const handler = handlerOf(resume.action.type);
  const decision = resume.decision;
  if (cancelled.length > 0) {
    const fallback = handler.karama?.fallback?.(decision as never, resume.action as never);
    if (fallback) {
      handler.apply(ctx, decision as never, fallback);
      return;
    }
    const marked = { ...decision, karamaCancelled: [...(decision.karamaCancelled ?? []), ...cancelled] } as Decision;
    reopen(ctx, (handler.karama?.retake?.(ctx.state, marked as never) as Decision | undefined) ?? marked);
    return;
  }
  // Deals made while the window was open (a bribe) may have changed what the action can afford: if it is no
  // longer legal, the seat takes it again.
  if (handler.check(ctx.state, decision as never, resume.action as never) !== null) reopen(ctx, decision);
  else handler.apply(ctx, decision as never, resume.action as never);
}
