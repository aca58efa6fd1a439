// The Nullentropy Box (a card of the CHOAM & Richese cache) as a plug-in: its search is a free action that interrupts
// the game with one private decision (search.ts); while it is open the Box is committed and the discard pile locked.
// Its policy is the user's contract (docs/RULES-DECISIONS.md, Nullentropy Box).
import type { Plugin } from '../../extension-points.ts';
import { beginProblem, beginSearch, nullentropySelect } from './search.ts';

export const nullentropyBox = {
  name: 'nullentropy-box',
  // Every game holds the field (null between searches), as every stored game does: its hash does not change.
  setUp(state) {
    state.nullentropy = null;
  },
  handlers: { nullentropy: nullentropySelect },
  freeActions: {
    'nullentropy-search': { rule: 'richese.nullentropy-box', check: (state, seat, action) => beginProblem(state, seat, action.card), apply: beginSearch },
  },
  // The Box of an open search stays in its owner's hand until it is discarded on top; the searcher holds the pile.
  committedCards: (state, seat) => (state.nullentropy?.faction === seat ? [state.nullentropy.box] : []),
  discardPileLocked: (state) => (state.nullentropy ?? null) !== null,
} satisfies Plugin;
