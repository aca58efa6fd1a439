// 1.02.01 BLOW THE SPICE: reveal and discard the top card of the spice deck; Shai-Hulud cards (1.02.05) lead to
// further cards until a Territory Card is discarded (1.02.04). 1.02.02: on turn 1 Shai-Hulud cards are set aside
// and shuffled back into the deck after the phase. The Advanced game blows twice (1.13.02), pile A then pile B (index.ts).
import { own } from '../../draft.ts';
import { spiceCard } from '../../cards/spice.ts';
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import { shuffled } from '../../rng.ts';
import { discardPile, drawSpiceCard } from './deck.ts';
import { round } from './round.ts';
import { sandworm } from './shai-hulud.ts';
import { blowSpice } from './territory-card.ts';

/** The `card` a sandworm called by a Thumper names in its events (no spice card was revealed). */
export const THUMPER_CARD = 'thumper';

/** Reveals cards until a Territory Card is discarded. Returns 'waiting' if a decision (2.04.10) interrupts. */
export function revealUntilTerritory(ctx: Context): 'waiting' | 'blown' {
  const { state } = ctx;
  const r = round(ctx);
  // Thumper (Ixians & Tleilaxu): play proceeds as though a Shai-Hulud card had been revealed first.
  if (r.thumper) {
    r.thumper = false;
    if (sandworm(ctx, THUMPER_CARD) === 'waiting') return 'waiting';
  }
  for (;;) {
    const id = drawSpiceCard(ctx);
    const card = spiceCard(id);
    ctx.emit({ type: 'spice-card-revealed', card: id });
    // 1.02.02 FIRST TURN: a Shai-Hulud revealed on turn 1 is set aside, and shuffled back after the phase.
    if (card.kind === 'shai-hulud' && state.turn === 1) {
      r.setAside.push(id);
      ctx.emit({ type: 'shai-hulud-set-aside', card: id });
      continue;
    }
    // A plug-in's card (the Sandtrout, the Great Maker): its plug-in takes it, and the blow goes on (once a decision
    // it opened is answered).
    if (card.kind !== 'territory' && card.kind !== 'shai-hulud') {
      const taken = plugins()
        .map((p) => p.spiceCardRevealed?.(ctx, id) ?? false)
        .find((t) => t !== false);
      if (taken === undefined) throw new Error(`no plug-in plays the spice card ${id}`);
      if (taken === 'waiting') return 'waiting';
      continue;
    }
    discardPile(state, r.pile ?? 'A').push(id);
    if (card.kind === 'territory') {
      for (const p of plugins()) p.territoryCardRevealed?.(ctx, card);
      blowSpice(ctx, card);
      r.wormsInBlow = 0;
      break;
    }
    if (sandworm(ctx, id) === 'waiting') return 'waiting';
  }
  // 1.02.02: set-aside sandworms go back after the phase: after pile B's blow in the Advanced game.
  const morePiles = state.decks.spiceDiscardB !== undefined && (r.pile ?? 'A') === 'A';
  if (r.setAside.length > 0 && !morePiles) {
    own(state, 'decks').spice = shuffled(state.rng, [...state.decks.spice, ...r.setAside]);
    ctx.emit({ type: 'shai-hulud-reshuffled', cards: r.setAside });
    r.setAside = [];
  }
  return 'blown';
}
