// The Nexus Betrayals played as free actions (those that cancel an ability are played in its Karama window:
// betrayal.ts): CHOAM's random discard, a Terror token returned, Ecaz's ally sent home, the Emperor's Sardaukar made
// ordinary or made to pay for its ally's card, the Fremen's rides stopped.
import { exposeTokens } from '../../../board/token-exposure.ts';
import { playsEdition } from '../../../rules-edition.ts';
import { allyOf } from '../../../alliances.ts';
import { removeForces } from '../../../board/forces.ts';
import { discardFromHand } from '../../../cards/deck.ts';
import { randomInt } from '../../../rng.ts';
import { moritaniOf } from '../../moritani/state.ts';
import { BEFORE_SHIPMENT, type Effect, fightingUnrevealed, forcesOf } from './effect.ts';

export const BETRAYALS = {
  // NX.choam.betrayal: CHOAM discards a card of its hand at random, for no spice.
  'choam-betrayal': {
    rule: 'NX.choam.betrayal',
    card: 'choam',
    use: 'betrayal',
    check: (state) => (state.factions.choam!.hand.length === 0 ? 'CHOAM holds no card' : null),
    apply(ctx) {
      const hand = ctx.state.factions.choam!.hand;
      const card = hand[randomInt(ctx.state.rng, hand.length)]!;
      discardFromHand(ctx.state, 'choam', card);
      ctx.emit({ type: 'nexus-choam-discard', card });
    },
  },
  // NX.moritani.betrayal: a Terror token leaves the board, back to Moritani's supply unrevealed.
  'moritani-betrayal': {
    rule: 'NX.moritani.betrayal',
    card: 'moritani',
    use: 'betrayal',
    check: (state, _seat, a) => (moritaniOf(state)?.placed.some((p) => p.territory === a.territory) ? null : `no Terror token stands in ${a.territory}`),
    apply(ctx, _seat, a) {
      const m = moritaniOf(ctx.state)!;
      const at = m.placed.find((p) => p.territory === a.territory)!;
      m.placed = m.placed.filter((p) => p !== at);
      m.supply.push(at.token);
      ctx.emit({ type: 'nexus-terror-removed', territory: at.territory });
    },
  },
  // NX.ecaz.betrayal: before Shipment and Movement, Ecaz's ally takes its forces home from a territory it shares with Ecaz.
  'ecaz-betrayal': {
    rule: 'NX.ecaz.betrayal',
    card: 'ecaz',
    use: 'betrayal',
    check(state, _seat, a) {
      if (!BEFORE_SHIPMENT.includes(state.phase)) return 'only before Shipment and Movement';
      const ally = allyOf(state, 'ecaz');
      if (ally === null || a.territory === undefined) return 'name a territory Ecaz and its ally share';
      return forcesOf(state, 'ecaz', a.territory) > 0 && forcesOf(state, ally, a.territory) > 0 ? null : `Ecaz and its ally do not share ${a.territory}`;
    },
    apply(ctx, _seat, a) {
      const ally = allyOf(ctx.state, 'ecaz')!;
      // A concealed token of the ally's there is revealed first; the forces it stood for go home with the rest (edition 10).
      if (playsEdition(ctx.state, 10)) exposeTokens(ctx, a.territory!, null, 'card', ally);
      const stacks = ctx.state.forces.filter((s) => s.faction === ally && s.territory === a.territory && s.regular + s.elite > 0).map((s) => ({ ...s }));
      for (const s of stacks) removeForces(ctx.state, s, { regular: s.regular, elite: s.elite }, 'reserves');
      ctx.emit({ type: 'nexus-forces-home', faction: ally, territory: a.territory!, count: stacks.reduce((n, s) => n + s.regular + s.elite, 0) });
    },
  },
  // NX.emperor.betrayal: in a battle the Emperor fights, before the plans are revealed, its Sardaukar count as ordinary forces.
  'emperor-betrayal': {
    rule: 'NX.emperor.betrayal',
    card: 'emperor',
    use: 'betrayal',
    check: (state) =>
      fightingUnrevealed(state, 'emperor') && state.config.advanced ? null : 'only in an Advanced battle the Emperor fights, before the reveal',
    apply() {},
    lasts: true,
  },
  // NX.emperor.betrayal (its other half): in Bidding, the next card the Emperor's ally buys this phase is the Emperor's
  // to pay, to the bank (lasting.ts; phases/bidding/purchase.ts).
  'emperor-betrayal-purchase': {
    rule: 'NX.emperor.betrayal',
    card: 'emperor',
    use: 'betrayal',
    check(state) {
      if (state.phase !== 'bidding') return 'only in the Bidding phase';
      return allyOf(state, 'emperor') ? null : 'the Emperor has no ally';
    },
    apply() {},
    lasts: true,
  },
  // NX.fremen.betrayal: no sandworm is ridden for the rest of the turn (the two-territory move: betrayal.ts).
  'fremen-betrayal': { rule: 'NX.fremen.betrayal', card: 'fremen', use: 'betrayal', check: () => null, apply() {}, lasts: true },
} satisfies Record<string, Effect>;
