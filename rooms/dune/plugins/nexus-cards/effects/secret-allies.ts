// The Nexus Secret Allies (a card of a faction not seated) played as free actions: Ecaz's traitor question, the
// Harkonnen's traitor cards, the Fremen's sandworms and revival, the Emperor's revival, Moritani's kept card, CHOAM's
// look at a beaten hand, the Ixians' swapped purchase.
import { discardFromHand, drawTreachery } from '../../../cards/deck.ts';
import { familyOf } from '../../../cards/treachery.ts';

const WORTHLESS_SALE = 2;
import { leadersOf } from '../../../factions/leaders.ts';
import { randomInt } from '../../../rng.ts';
import type { Draft, Faction } from '../../../types.ts';
import { nexusOf } from '../state.ts';
import { drawTraitors } from '../traitors.ts';
import { BEFORE_REVIVAL, beforeOwnStage, type Effect, fightingUnresolved } from './effect.ts';

const seated = (state: Draft, f: Faction): boolean => state.factions[f] !== undefined;

export const SECRET_ALLIES = {
  // NX.ecaz.secret-ally: a faction tells whether it holds a traitor card of one of the player's leaders (never which).
  'ecaz-secret-ally': {
    rule: 'NX.ecaz.secret-ally',
    card: 'ecaz',
    use: 'secret-ally',
    check: (state, seat, a) =>
      a.target === undefined || a.target === seat || !seated(state, a.target) || a.target === 'tleilaxu'
        ? 'name another faction of the game (not the Tleilaxu, whose cards are Face Dancers)'
        : null,
    apply(ctx, seat, a) {
      const mine = new Set<string>(leadersOf(seat).map((l) => l.id));
      const holds = ctx.state.factions[a.target!]!.traitors.some((t) => mine.has(t));
      ctx.emit({ type: 'nexus-traitor-answer', target: a.target!, of: seat, holds });
    },
  },
  // NX.harkonnen.secret-ally: in the Mentat Pause, two traitor cards drawn and two given back.
  'harkonnen-secret-ally': {
    rule: 'NX.harkonnen.secret-ally',
    card: 'harkonnen',
    use: 'secret-ally',
    check(state, seat) {
      if (state.phase !== 'mentat-pause') return 'only in the Mentat Pause';
      if (seat === 'tleilaxu') return 'the Tleilaxu’s traitor cards are Face Dancers';
      return state.decks.traitor.length < 2 ? 'the traitor deck holds fewer than two cards' : null;
    },
    apply: (ctx, seat) => drawTraitors(ctx, seat, 2),
  },
  // NX.fremen.secret-ally: the player's forces are spared by sandworms for the rest of the turn, or (played before
  // Revival) its free revival is three this turn.
  'fremen-secret-ally': { rule: 'NX.fremen.secret-ally', card: 'fremen', use: 'secret-ally', check: () => null, apply() {}, lasts: true },
  'fremen-secret-ally-revival': {
    rule: 'NX.fremen.secret-ally',
    card: 'fremen',
    use: 'secret-ally',
    check: (state) => (BEFORE_REVIVAL.includes(state.phase) ? null : 'only before the Revival phase'),
    apply() {},
    lasts: true,
  },
  // NX.emperor.secret-ally: played before Revival, three more forces revived free this turn, beyond the limit.
  'emperor-secret-ally': {
    rule: 'NX.emperor.secret-ally',
    card: 'emperor',
    use: 'secret-ally',
    check: (state) => (BEFORE_REVIVAL.includes(state.phase) ? null : 'only before the Revival phase'),
    apply() {},
    lasts: true,
  },
  // NX.moritani.secret-ally: played in a battle the player fights, before its resolution: lost to a winner, it keeps
  // one card it played that a winner could keep.
  'moritani-secret-ally': {
    rule: 'NX.moritani.secret-ally',
    card: 'moritani',
    use: 'secret-ally',
    check: (state, seat) => (fightingUnresolved(state, seat) ? null : 'only in a battle you fight, before it is resolved'),
    apply() {},
    lasts: true,
  },
  // NX.choam.secret-ally: having won the last battle of the turn, the player looks at a card of the loser's hand at random.
  'choam-secret-ally': {
    rule: 'NX.choam.secret-ally',
    card: 'choam',
    use: 'secret-ally',
    check: (state, seat) => (nexusOf(state)?.lastWin?.winner === seat ? null : 'only having won the last battle'),
    apply(ctx, seat) {
      const loser = nexusOf(ctx.state)!.lastWin!.loser;
      const hand = ctx.state.factions[loser]!.hand;
      const card = hand.length === 0 ? null : hand[randomInt(ctx.state.rng, hand.length)]!;
      ctx.emit({ type: 'nexus-card-seen', faction: seat, of: loser });
      ctx.emit({ type: 'nexus-card-seen-card', of: loser, card }, seat);
    },
  },
  // NX.ixians.secret-ally: the last card bought this turn, the player's and still in its hand, discarded for the deck's top card.
  'ixians-secret-ally': {
    rule: 'NX.ixians.secret-ally',
    card: 'ixians',
    use: 'secret-ally',
    check(state, seat) {
      const bought = nexusOf(state)?.bought;
      if (bought?.faction !== seat) return 'only for the last card bought this turn, when it was yours';
      return state.factions[seat]!.hand.includes(bought.card) ? null : 'the card you bought is no longer in your hand';
    },
    apply(ctx, seat) {
      const part = nexusOf(ctx.state)!;
      const card = part.bought!.card;
      delete part.bought;
      discardFromHand(ctx.state, seat, card);
      ctx.emit({ type: 'nexus-card-replaced', faction: seat, discarded: card });
      const { card: drawn, reshuffled } = drawTreachery(ctx.state);
      if (reshuffled > 0) ctx.emit({ type: 'treachery-reshuffled', count: reshuffled });
      if (drawn === null) return;
      ctx.ownFaction(seat).hand.push(drawn);
      ctx.emit({ type: 'nexus-card-replaced-card', card: drawn }, seat);
    },
  },
  // NX.bene-gesserit.secret-ally: the player gives the Voice to its opponent in its next battle this turn (or the one
  // under way, before Prescience: the FAQ's order).
  'bene-gesserit-secret-ally': {
    rule: 'NX.bene-gesserit.secret-ally',
    card: 'bene-gesserit',
    use: 'secret-ally',
    check: (state, seat) => (beforeOwnStage(state, seat, 'posture') ? null : 'only before Prescience in your battle this turn'),
    apply() {},
    lasts: true,
  },
  // NX.emperor.secret-ally (its other half): played in Bidding, the next card the player buys this phase is its for
  // nothing (the bid still decides who buys).
  'emperor-secret-ally-card': {
    rule: 'NX.emperor.secret-ally',
    card: 'emperor',
    use: 'secret-ally',
    check: (state) => (state.phase === 'bidding' ? null : 'only in the Bidding phase'),
    apply() {},
    lasts: true,
  },
  // NX.choam.secret-ally (its other half): at Collection, a Worthless card of the player's discarded for 2 spice.
  'choam-secret-ally-worthless': {
    rule: 'NX.choam.secret-ally',
    card: 'choam',
    use: 'secret-ally',
    check(state, seat, a) {
      if (state.phase !== 'spice-collection' && state.phase !== 'mentat-pause') return 'only at Collection (Spice Collection or the Mentat Pause after it)';
      if (a.card === undefined || !state.factions[seat]!.hand.includes(a.card)) return 'name a card of your hand';
      return familyOf(a.card) === 'worthless' ? null : `${a.card} is not a Worthless card`;
    },
    apply(ctx, seat, a) {
      discardFromHand(ctx.state, seat, a.card!);
      ctx.ownFaction(seat).spice += WORTHLESS_SALE;
      ctx.emit({ type: 'nexus-worthless-sold', faction: seat, card: a.card!, spice: WORTHLESS_SALE });
    },
  },
  // NX.tleilaxu.secret-ally: played before Revival, a leader revived free this turn (whatever its other leaders are
  // doing) and up to five forces at 1 spice each.
  'tleilaxu-secret-ally': {
    rule: 'NX.tleilaxu.secret-ally',
    card: 'tleilaxu',
    use: 'secret-ally',
    check: (state) => (BEFORE_REVIVAL.includes(state.phase) ? null : 'only before the Revival phase'),
    apply() {},
    lasts: true,
  },
} satisfies Record<string, Effect>;
