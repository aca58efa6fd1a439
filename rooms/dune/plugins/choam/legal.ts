// Legal answers to CHOAM's decisions (see bots/legal.ts): from the decision and the seat's own view only.
import { isHomeworld } from '../../board/homeworlds.ts';
import type { Answerer } from '../../answerer.ts';
import type { PlayerView } from '../../types.ts';
import type { WorthlessCard, WorthlessPlay } from './types.ts';

/** A legal target for `card` from what the view shows, or null when there is none. */
export function worthlessTarget(view: PlayerView, card: WorthlessCard, pick: number): WorthlessPlay | null {
  const others = view.seats.map((s) => s.faction).filter((f) => f !== 'choam');
  const other = others[pick % others.length]!;
  // Jubba Cloak and Baliset name a territory of Arrakis, never a homeworld.
  const mine = [...new Set(view.forces.filter((s) => s.faction === 'choam' && !isHomeworld(s.territory)).map((s) => s.territory))];
  const territory = mine[pick % Math.max(1, mine.length)];
  switch (card) {
    case 'kulon':
      return { card };
    case 'la-la-la':
    case 'kull-wahad':
      return { card, faction: other };
    case 'jubba-cloak':
      return territory ? { card, territory } : null;
    case 'baliset':
      return territory ? { card, territory, faction: other } : null;
    case 'trip-to-gamont': {
      const stacks = view.forces.filter((s) => s.faction !== 'choam');
      const s = stacks[pick % Math.max(1, stacks.length)];
      if (!s) return null;
      const force = s.regular > 0 ? 'regular' : s.elite > 0 ? 'elite' : 'advisors';
      return { card, faction: s.faction, territory: s.territory, sector: s.sector, force };
    }
  }
}

export const choamFactionAnswers: {
  'choam-market': Answerer<'choam-market'>;
  'choam-trade': Answerer<'choam-trade'>;
  'choam-inflation': Answerer<'choam-inflation'>;
  'choam-worthless': Answerer<'choam-worthless'>;
  'choam-audit': Answerer<'choam-audit'>;
  'audit-payoff': Answerer<'audit-payoff'>;
  'choam-battle-support': Answerer<'choam-battle-support'>;
  'kull-wahad': Answerer<'kull-wahad'>;
} = {
  'choam-battle-support': (d, _view, pick) => ({ type: 'choam-battle-support', event: d.id, amount: pick % 3 === 0 ? 0 : Math.min(d.max, 1 + (pick % 5)) }),
  'choam-audit': (d, _view, pick) => ({ type: 'choam-audit', event: d.id, audit: pick % 4 !== 3 }),
  // Plays the card on even picks when its own view shows it held; lets the Karama be played otherwise.
  'kull-wahad': (d, view, pick) => ({ type: 'kull-wahad', event: d.id, play: pick % 2 === 0 && (view?.private?.hand ?? []).includes('kull-wahad') }),
  // Pays only when its own view shows the spice.
  'audit-payoff': (d, view, pick) => ({ type: 'audit-payoff', event: d.id, pay: pick % 2 === 1 && (view?.private?.spice ?? 0) >= d.count }),
  // Sells every Worthless card on odd picks (a duplicate's copies only when one other card of its name stays).
  'choam-market': (d, _view, pick) => {
    const sell = pick % 2 === 1 && !d.karamaCancelled?.includes('choam-sale') ? d.offers.filter((o) => o.price === 2).map((o) => o.card) : [];
    return { type: 'choam-market', event: d.id, sell, trade: d.tradeWith !== null && pick % 3 === 0 };
  },
  'choam-inflation': (d, _view, pick) => ({
    type: 'choam-inflation',
    event: d.id,
    side: d.karamaCancelled?.includes('choam-inflation') ? null : pick % 4 === 1 ? 'double' : pick % 4 === 3 ? 'cancel' : null,
  }),
  'choam-trade': (d, view, pick) => ({ type: 'choam-trade', event: d.id, give: pick % 2 === 0 ? (view?.private?.hand[0] ?? null) : null }),
  // Plays the first held effect with a target on even picks; passes otherwise (and without a view).
  'choam-worthless': (d, view, pick) => {
    const hand = view?.private?.hand ?? [];
    const card = d.effects.find((c) => hand.includes(c));
    const play = view && card && pick % 2 === 0 && !d.karamaCancelled?.includes('choam-worthless') ? worthlessTarget(view, card, pick) : null;
    return { type: 'choam-worthless', event: d.id, plays: play ? [play] : [] };
  },
};
