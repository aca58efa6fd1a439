// The Semuta Drug (CHOAM & Richese cache) as a plug-in: "Take a Treachery Card immediately after another player
// discards it … If multiple cards are discarded at the same time, you choose which card to take." The core offers
// every discard to the cards played on discards (card-windows/discarded.ts); the drug is played there while it may
// still be in a hand (it is not on the public discard pile).
import { plainPlayProblem } from '../../card-windows/effects.ts';
import { familyOf } from '../../cards/treachery.ts';
import type { Plugin } from '../../extension-points.ts';
import type { SemutaEvent } from './types.ts';

export const semutaDrug = {
  name: 'semuta-drug',
  windowCard: {
    family: 'semuta-drug',
    playableIn: (state, window) => window === 'discarded' && !state.decks.treacheryDiscard.some((id) => familyOf(id) === 'semuta-drug'),
    playProblem(decision, card, use) {
      if (use.mode !== undefined) return plainPlayProblem(card, { mode: use.mode });
      const offered = (decision.candidates ?? []).filter((c) => c.faction !== decision.seat).map((c) => c.card);
      return use.take !== undefined && offered.includes(use.take)
        ? null
        : `Semuta Drug: take one of the cards another player just discarded (${offered.join(', ') || 'none'})`;
    },
    // The chosen card leaves the discard pile for the player's hand.
    play(ctx, faction, use) {
      const card = use.take!;
      const pile = ctx.own('decks').treacheryDiscard;
      const at = pile.lastIndexOf(card);
      if (at < 0) throw new Error(`${card} is no longer on the discard pile`);
      pile.splice(at, 1);
      ctx.ownFaction(faction).hand.push(card);
      ctx.emit({ type: 'semuta-taken', faction, card } satisfies SemutaEvent);
    },
  },
} satisfies Plugin;
