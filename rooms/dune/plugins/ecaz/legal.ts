// Legal answers to Ecaz's decisions (see bots/legal.ts), from the decision and the seat's own view: each varies with
// `pick` over choices that are always allowed (an effect needing a place on the board is passed: the thinking bots
// choose one).
import { karamaBarred } from '../../karama/barred.ts';
import type { Answerer } from '../../answerer.ts';
import { familyOf } from '../../cards/treachery.ts';
import type { DecisionAction, PlayerView } from '../../types.ts';

const handOf = (view: PlayerView | null) => view?.private?.hand ?? [];
const seatOf = (view: PlayerView | null, faction: string) => view?.seats.find((s) => s.faction === faction);

export const ecazAnswers: {
  'ambassador-place': Answerer<'ambassador-place'>;
  'ambassador-trigger': Answerer<'ambassador-trigger'>;
  'ambassador-effect': Answerer<'ambassador-effect'>;
  'ambassador-alliance': Answerer<'ambassador-alliance'>;
  'ecaz-karama': Answerer<'ecaz-karama'>;
  'occupy-fighter': Answerer<'occupy-fighter'>;
} = {
  // Ecaz on even picks, the ally on odd ones.
  'occupy-fighter': (d, _view, pick) => ({ type: 'occupy-fighter', event: d.id, fighter: pick % 2 === 0 ? 'ecaz' : d.ally }),
  // Two picks in three place a token, each pick another token and stronghold; none the spice held cannot pay for (it
  // may have been spent since the question opened).
  'ambassador-place': (d, view, pick) =>
    pick % 3 === 2 || (view?.private?.spice ?? d.cost) < d.cost
      ? { type: 'ambassador-place', event: d.id, token: null }
      : { type: 'ambassador-place', event: d.id, token: d.tokens[pick % d.tokens.length]!, territory: d.strongholds[pick % d.strongholds.length]! },
  // Triggered but one pick in four; every other trigger for the ally when there is one.
  'ambassador-trigger': (d, _view, pick) =>
    pick % 4 === 3
      ? { type: 'ambassador-trigger', event: d.id, trigger: false }
      : { type: 'ambassador-trigger', event: d.id, trigger: true, ...(d.ally !== null && pick % 2 === 1 ? { forAlly: true } : {}) },
  'ambassador-effect': (d, view, pick) => effectAnswer(d, view, pick),
  'ambassador-alliance': (d, _view, pick) => ({ type: 'ambassador-alliance', event: d.id, accept: pick % 2 === 0 }),
  // With a Karama card, on odd picks: spent.
  'ecaz-karama': (d, view, pick) => {
    // CH.worthless.kull-wahad: no Karama while CHOAM's Kull Wahad bars it.
    const card = view !== null && karamaBarred(view, d.seat) ? undefined : handOf(view).find((c) => familyOf(c) === 'karama');
    return { type: 'ecaz-karama', event: d.id, card: card && pick % 2 === 1 ? card : null };
  },
};

function effectAnswer(d: Parameters<Answerer<'ambassador-effect'>>[0], view: PlayerView | null, pick: number): DecisionAction {
  const pass = { type: 'ambassador-effect', event: d.id, pass: true } as const;
  const hand = handOf(view);
  const seat = seatOf(view, d.seat);
  switch (d.token) {
    case 'bene-gesserit':
      return { type: 'ambassador-effect', event: d.id, copy: d.copies![pick % d.copies!.length]! };
    case 'ixians':
      return hand.length === 0 ? pass : { type: 'ambassador-effect', event: d.id, cards: [hand[pick % hand.length]!] };
    case 'choam':
      return { type: 'ambassador-effect', event: d.id, cards: hand.slice(0, pick % (hand.length + 1)) };
    case 'tleilaxu': {
      const leaders = d.leaders ?? [];
      if (leaders.length > 0 && pick % 2 === 0) return { type: 'ambassador-effect', event: d.id, leader: leaders[pick % leaders.length]! };
      const regular = Math.min(4, seat?.tanks.regular ?? 0);
      const elite = Math.min(4 - regular, seat?.tanks.elite ?? 0);
      return regular + elite === 0 ? pass : { type: 'ambassador-effect', event: d.id, regular, elite };
    }
    case 'richese':
      return pick % 3 === 2 ? pass : { type: 'ambassador-effect', event: d.id, buy: true };
    case 'ecaz': {
      // Duke Vidal, the alliance (with him lent when he may be), or a pass, by `pick`.
      const choices: DecisionAction[] = [
        ...(d.vidal ? [{ type: 'ambassador-effect', event: d.id, vidal: true } as const] : []),
        ...(d.alliance ? [{ type: 'ambassador-effect', event: d.id, ally: true } as const] : []),
        ...(d.alliance && d.vidal ? [{ type: 'ambassador-effect', event: d.id, ally: true, lend: true } as const] : []),
        pass,
      ];
      return choices[pick % choices.length]!;
    }
    default:
      return pass;
  }
}
