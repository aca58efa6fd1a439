// The Sandtrout (Ixians & Tleilaxu, `modules: ['sandtrout']`): one more card in the spice deck. Revealed after turn 1
// it ends every alliance and is set aside; the next sandworm of a Spice Blow is calmed by it (no strike, no Nexus),
// the Sandtrout is discarded beneath that sandworm's card, and the next Territory Card blows twice its spice. On turn 1
// it is set aside with the sandworms and shuffled back after the phase (1.02.02). Readings: docs/RULES-DECISIONS.md.
import type { Plugin } from '../../extension-points.ts';
import { discardPile } from '../../phases/spice-blow/deck.ts';
import { round } from '../../phases/spice-blow/round.ts';
import type { Draft, GameConfig, SpiceCardId } from '../../types.ts';

const CARD: SpiceCardId = 'sandtrout';

const plays = (config: GameConfig): boolean => config.modules?.includes('sandtrout') ?? false;

export const sandtrout = {
  name: 'sandtrout',
  spiceCards: (config) => (plays(config) ? [CARD] : []),
  setUp(state) {
    if (plays(state.config)) state.sandtrout = { waiting: false, doubling: false };
  },
  view: (state) => ({ sandtrout: state.sandtrout ? { ...state.sandtrout } : null }),
  heldSpiceCards: (state: Draft) => (state.sandtrout?.waiting ? [CARD] : []),
  spiceCardRevealed(ctx, card) {
    if (card !== CARD || !ctx.state.sandtrout) return false;
    const { state } = ctx;
    // IT.sandtrout.turn-one: ignored on turn 1, as the sandworms are (1.02.02), and shuffled back with them.
    if (state.turn === 1) {
      round(ctx).setAside.push(card);
      ctx.emit({ type: 'sandtrout-set-aside' });
      return true;
    }
    // IT.sandtrout.alliances: every alliance ends at once; it waits, set aside, for the next sandworm.
    // The state lets go of the list (it gets a new, empty one), so the event may carry it as it was.
    const ended = state.alliances;
    state.alliances = [];
    state.sandtrout = { ...state.sandtrout!, waiting: true };
    ctx.emit({ type: 'sandtrout-revealed', alliancesEnded: ended });
    return true;
  },
  wormCalmed(ctx, card) {
    const st = ctx.state.sandtrout;
    if (!st?.waiting) return false;
    // IT.sandtrout.calm: the sandworm does nothing; the Sandtrout goes to the discard pile beneath its card (on top
    // when a Thumper called it: no card was revealed).
    const pile = discardPile(ctx.state, round(ctx).pile ?? 'A');
    const top = pile.at(-1);
    if (top === card) pile.splice(pile.length - 1, 0, CARD);
    else pile.push(CARD);
    ctx.state.sandtrout = { waiting: false, doubling: true };
    ctx.emit({ type: 'sandworm-calmed', card });
    return true;
  },
  blowAmount(ctx, amount) {
    const st = ctx.state.sandtrout;
    if (!st?.doubling) return amount;
    // IT.sandtrout.double: the next Territory Card after the calmed sandworm blows twice its spice (lost in storm all
    // the same: the doubling is spent on it).
    ctx.state.sandtrout = { ...st, doubling: false };
    ctx.emit({ type: 'spice-blow-doubled', from: amount, to: amount * 2 });
    return amount * 2;
  },
} satisfies Plugin;
