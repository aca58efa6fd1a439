// The Nexus Cunnings played as free actions: Ecaz's Duke Vidal, the Harkonnen's traitor card, the Ixians' Suboids, the
// Tleilaxu's Face Dancers renewed, the Bene Gesserit's advisors turned fighters.
import type { Context } from '../../../context.ts';
import { flipTerritory } from '../../../factions/advisors.ts';
import { VIDAL } from '../../../factions/leaders.ts';
import { shuffled } from '../../../rng.ts';
import { takeVidal, vidalAt } from '../../ecaz/vidal.ts';
import { drawFaceDancers } from '../../tleilaxu/face-dancers.ts';
import { tleilaxuOf } from '../../tleilaxu/state.ts';
import { drawTraitors } from '../traitors.ts';
import type { Effect } from './effect.ts';

export const CUNNING = {
  // NX.ecaz.cunning: Ecaz takes Duke Vidal for the rest of the turn, wherever he is (not from a captor).
  'ecaz-cunning': {
    rule: 'NX.ecaz.cunning',
    card: 'ecaz',
    use: 'cunning',
    check(state) {
      const vidal = vidalAt(state);
      if (vidal?.at === 'held' && vidal.by === 'ecaz') return 'Ecaz holds Duke Vidal already';
      if (vidal?.at === 'held' && state.factions[vidal.by]!.leaders[VIDAL.id] !== 'pool') return 'Duke Vidal is not in his holder’s pool';
      return null;
    },
    apply: (ctx) => takeVidal(ctx, 'ecaz', true),
  },
  // NX.harkonnen.cunning: at any time, a traitor card drawn and one of the Harkonnen's given back.
  'harkonnen-cunning': {
    rule: 'NX.harkonnen.cunning',
    card: 'harkonnen',
    use: 'cunning',
    check: (state) => (state.decks.traitor.length === 0 ? 'the traitor deck is empty' : null),
    apply: (ctx, seat) => drawTraitors(ctx, seat, 1),
  },
  // NX.moritani.cunning: this turn's Mentat Pause placement may put a Terror token where one stands (two at most);
  // played before that placement is asked (its question lists the strongholds as it opens).
  'moritani-cunning': {
    rule: 'NX.moritani.cunning',
    card: 'moritani',
    use: 'cunning',
    check: (state) =>
      state.phase === 'mentat-pause' && (state.pending.some((d) => d.kind === 'terror-place') || state.step === 'terror-placement')
        ? 'play it before your Mentat Pause placement is asked'
        : null,
    apply() {},
    lasts: true,
  },
  // NX.emperor.cunning: in the Advanced game, five of the Emperor's ordinary forces count as Sardaukar in the next
  // battle it fights this turn (or the one under way): played before its plan is asked there.
  'emperor-cunning': {
    rule: 'NX.emperor.cunning',
    card: 'emperor',
    use: 'cunning',
    check(state) {
      if (!state.config.advanced) return 'only in the Advanced game, where Sardaukar count double';
      const round = state.round;
      const battle = round?.phase === 'battle' ? round.current : null;
      const asked = state.pending.some((d) => d.kind === 'battle-plan' && d.seat === 'emperor');
      return asked || battle?.plans.emperor !== undefined ? 'play it before your battle plan is asked' : null;
    },
    apply() {},
    lasts: true,
  },
  // NX.choam.cunning: once this turn, any card of CHOAM's hand may be discarded for a Worthless card's effect (the
  // Worthless window of a phase start names the effect and the card: plugins/choam/worthless.ts).
  'choam-cunning': { rule: 'NX.choam.cunning', card: 'choam', use: 'cunning', check: () => null, apply() {}, lasts: true },
  // NX.ixians.cunning: the Ixians' Suboids count fully, without spice, for the rest of the turn.
  'ixians-cunning': { rule: 'NX.ixians.cunning', card: 'ixians', use: 'cunning', check: () => null, apply() {}, lasts: true },
  // NX.tleilaxu.cunning: the revealed Face Dancers set aside, as many drawn in their place, then shuffled into the deck.
  'tleilaxu-cunning': {
    rule: 'NX.tleilaxu.cunning',
    card: 'tleilaxu',
    use: 'cunning',
    check: (state) => ((state.tleilaxu?.revealed.length ?? 0) === 0 ? 'no Face Dancer of yours is revealed' : null),
    apply: (ctx) => replaceRevealed(ctx),
  },
  // NX.bene-gesserit.cunning: in their own Shipment and Movement, their advisors in a territory turn fighters.
  'bene-gesserit-cunning': {
    rule: 'NX.bene-gesserit.cunning',
    card: 'bene-gesserit',
    use: 'cunning',
    check(state, _seat, a) {
      const round = state.round;
      if (round?.phase !== 'shipment-movement' || round.acting !== 'bene-gesserit') return 'only in your own Shipment and Movement';
      const advisors = state.forces.filter((s) => s.faction === 'bene-gesserit' && s.territory === a.territory).reduce((n, s) => n + s.advisors, 0);
      return advisors > 0 ? null : `you have no advisors in ${a.territory}`;
    },
    apply: (ctx, _seat, a) => void flipTerritory(ctx, a.territory!, 'fighters', 'NX.bene-gesserit.cunning'),
  },
} satisfies Record<string, Effect>;

/** NX.tleilaxu.cunning: new Face Dancers drawn first, then the revealed ones shuffled back (the deck may run short). */
function replaceRevealed(ctx: Context): void {
  const part = tleilaxuOf(ctx.state);
  const aside = [...part.revealed];
  ctx.state.tleilaxu = { faceDancers: part.faceDancers.filter((c) => !aside.includes(c)), revealed: [] };
  drawFaceDancers(ctx, aside.length);
  const decks = ctx.own('decks');
  decks.traitor = shuffled(ctx.state.rng, [...decks.traitor, ...aside]);
  ctx.emit({ type: 'nexus-face-dancers-replaced', count: aside.length });
}
