// The Nullentropy Box's bots (bots/extension-points.ts): a thinking bot's pick (the candidate worth most to its hand,
// from its own private decision only), and the search as a bot's card play. Installed by the thinking root
// (plugins/thinking.ts).
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import { myHand } from '../../../bots/board.ts';
import { cardValue } from '../../../bots/cards.ts';
import { familyOf } from '../../../cards/treachery.ts';
import type { FreeAction } from '../../../deals/types.ts';
import type { PlayerView } from '../../../types.ts';
import { NULLENTROPY_FEE } from '../types.ts';
import { viewHandLimit } from '../../../hand-limit.ts';

/**
 * Nullentropy Box: search the discard pile when it holds enough to be worth 2 spice and the seat can spare them.
 * `pick` (the legal bot) searches on any occasion it is allowed. The pile's size and the phase are public.
 */
function nullentropyAction(view: PlayerView, pick: number | null): FreeAction | null {
  if (view.viewer === 'spectator' || view.interrupted || view.phase === 'setup' || view.phase === 'game-over') return null;
  const card = (view.private?.hand ?? []).find((id) => familyOf(id) === 'nullentropy-box');
  // Spice sealed in its own battle plan (dialed, or on a Spice Banker) is promised until the battle is resolved.
  const round = view.private?.round;
  const plan = round && 'phase' in round && round.phase === 'battle' && 'plan' in round ? round.plan : null;
  // (Read with `in`: a plan without spice has no such field, and a bot reads only what its view holds.)
  const dialed = plan && 'spice' in plan ? (plan.spice ?? 0) : 0;
  const banked = plan && 'bankerSpice' in plan ? (plan.bankerSpice ?? 0) : 0;
  const spice = (view.private?.spice ?? 0) - dialed - banked;
  // Bidding and shipment hold promised spice (bids, support for an ally): the bots search in other phases.
  if (card === undefined || view.decks.treacheryDiscard === 0 || view.phase === 'bidding' || view.phase === 'shipment-movement') return null;
  // A hand over its limit (a card just drawn, its discard pending) discards down before any search.
  if ((view.private?.hand.length ?? 0) > viewHandLimit(view, view.viewer)) return null;
  if (pick === null && (spice < NULLENTROPY_FEE + 3 || view.decks.treacheryDiscard < 4)) return null;
  if (pick !== null && spice < NULLENTROPY_FEE) return null;
  return { type: 'nullentropy-search', card };
}

export const nullentropyThinkingPlugin = {
  name: 'nullentropy-box',
  thinkers: {
    nullentropy(d, ctx) {
      const hand = myHand(ctx.view);
      const best = [...d.candidates].sort((a, b) => cardValue(b, hand) - cardValue(a, hand) || a.localeCompare(b))[0]!;
      return { type: 'nullentropy', event: d.id, card: best };
    },
  },
  // (Bidding and shipment are left out: spice promised there is easier to keep whole.)
  cardPlay: nullentropyAction,
} satisfies ThinkingPlugin;
