// CH.worthless.kull-wahad, in reaction (rules edition 2): "prevent a player from playing a Karama card this phase as
// they attempt to do so". When a Karama window closes with a Karama played against one of CHOAM's ✷ abilities, the
// window waits for CHOAM's answer before the card is spent: discard Kull Wahad to stop it (the Karama stays in its
// player's hand, and that faction may play no Karama for the rest of the phase), or let it be played. The proactive
// form, played as a phase starts, stays (worthless.ts).
//
// Whether CHOAM is asked depends on public facts alone: the game's card sets hold Kull Wahad, and a Karama is being
// played against CHOAM (the window's close would say so anyway). It is asked whether or not it holds the card, and
// the room holds a human's quick answer to a timing floor (rooms/pause-floor.ts), so neither the question nor its
// length tells what CHOAM holds. The reaction is not itself open to a Karama: it answers one.
import { boxFor } from '../../cards/treachery.ts';
import { discardFromHand } from '../../cards/deck.ts';
import type { Context } from '../../context.ts';
import { closeWindow } from '../../karama/resume.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { karamaProblem } from '../../karama/cards.ts';
import type { CancelAbility, KaramaWindow } from '../../karama/types.ts';
import { playsEdition } from '../../rules-edition.ts';
import type { Draft, EngineError, Faction } from '../../types.ts';
import { choamOf } from './state.ts';
import type { ChoamFactionAction, KullWahadDecision } from './types.ts';
import { rulesEdition } from '../../rules-edition.ts';

type KullWahadAction = Extract<ChoamFactionAction, { type: 'kull-wahad' }>;

/** The Karama that would be spent on one of CHOAM's abilities when `window` closes (storm order decides), or null. */
export function karamaAgainstChoam(state: Draft, window: KaramaWindow): { faction: Faction; ability: CancelAbility } | null {
  for (const use of window.uses.filter((u) => u.owner === 'choam'))
    for (const seat of window.asked) {
      const answer = window.answers[seat];
      if (answer?.cancel === use.ability && karamaProblem(state, seat, answer.card) === null) return { faction: seat, ability: use.ability };
    }
  return null;
}

/**
 * When the window's last answer is in: asks CHOAM, once a window, whether it stops a Karama played against it.
 * Returns true when it asked (the window stays open until the answer).
 */
export function offerKullWahad(ctx: Context): boolean {
  const window = ctx.state.karama.window;
  if (!window || window.kullWahad || !choamOf(ctx.state) || !playsEdition(ctx.state, 2)) return false;
  if (!boxFor(ctx.state.config.cards, rulesEdition(ctx.state)).some((c) => c.id === 'kull-wahad')) return false;
  const attempt = karamaAgainstChoam(ctx.state, window);
  if (!attempt) return false;
  window.kullWahad = true;
  ctx.open({ kind: 'kull-wahad', seat: 'choam', window: window.id, faction: attempt.faction, ability: attempt.ability });
  return true;
}

/** Why CHOAM's reaction cannot be taken, or null. */
export function reactionProblem(state: Draft, decision: KullWahadDecision, action: KullWahadAction): EngineError | string | null {
  if (state.karama.window?.id !== decision.window) return 'the Karama window this answers is closed';
  if (action.play && !state.factions.choam!.hand.includes('kull-wahad')) return { code: 'NOT_HELD', message: 'kull-wahad is not in your hand' };
  return null;
}

/** CHOAM's reaction, before the window closes (karama/handler.ts closes it). */
export function react(ctx: Context, decision: KullWahadDecision, action: KullWahadAction): void {
  ctx.close(decision);
  if (!action.play) return;
  discardFromHand(ctx.state, 'choam', 'kull-wahad');
  // The faction may play no Karama for the rest of the phase: its attempt, too, is not spent (karama/resume.ts).
  ctx.state.choam!.effects.push({ card: 'kull-wahad', turn: ctx.state.turn, phase: ctx.state.phase, faction: decision.faction });
  ctx.emit({ type: 'kull-wahad-reacted', faction: decision.faction, ability: decision.ability });
}

/** CH.worthless.kull-wahad: CHOAM's reaction to a Karama played against it; then the window closes. */
export const kullWahadAnswer: ActionHandler<'kull-wahad'> = {
  type: 'kull-wahad',
  rule: 'CH.worthless.kull-wahad',
  check: (state, decision, action) => reactionProblem(state, decision, action),
  apply(ctx, decision, action) {
    react(ctx, decision, action);
    closeWindow(ctx);
  },
};
