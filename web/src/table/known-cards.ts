// What this seat knows of the other hands, from what the server showed it and nothing else: a card it saw up for bid
// (the Atreides' cardUp, 2.01.05) and then saw a faction buy, and cards a faction played in a battle plan and kept;
// a card leaves what is known when that faction discards or plays it (the events that name the card, and those that
// name only its kind: Weather Control, Family Atomics, a Tleilaxu Ghola). The cards seen up for bid are kept in this
// browser (per game), since the server does not repeat them.
import { createContext } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Faction, GameEvent, PlayerView, TreacheryCardId } from '@dune-rooms/sdk';
import { familyOf } from '@dune-rooms/sdk/answers';

/** The card seen up for bid, by `turn:auction`. */
type SeenUp = Record<string, TreacheryCardId>;
export type KnownCards = Partial<Record<Faction, TreacheryCardId[]>>;

const key = (gameId: string) => `dune-rooms:seen-up:${gameId}`;

function load(gameId: string): SeenUp {
  try {
    return JSON.parse(localStorage.getItem(key(gameId)) ?? '{}') as SeenUp;
  } catch {
    return {};
  }
}

/** Events in which a faction gives up the card(s) they name. */
const GIVEN_UP = new Set<string>([
  'cards-discarded',
  'discarded-down',
  'karama-played',
  'karama-power-used',
  'ability-prevented',
  'shipment-card-played',
  'portable-snooper-played',
  'window-card-played',
]);
/** Events in which a faction plays a card named only by its kind. */
const PLAYED_KIND: Record<string, string> = {
  'weather-control-played': 'weather-control',
  'family-atomics-played': 'family-atomics',
  'ghola-played': 'tleilaxu-ghola',
};

/** Known cards by faction, from the events in order and the cards seen up for bid. */
export function knownCards(events: readonly GameEvent[], seen: SeenUp): KnownCards {
  const known: KnownCards = {};
  const add = (f: Faction, card: TreacheryCardId) => {
    known[f] = [...(known[f] ?? []), card];
  };
  const drop = (f: Faction, card: TreacheryCardId) => {
    const list = known[f] ?? [];
    const at = list.indexOf(card);
    if (at >= 0) known[f] = [...list.slice(0, at), ...list.slice(at + 1)];
  };
  let turn = 0;
  for (const e of events) {
    if (e.type === 'phase-started') turn = e.turn;
    else if (e.type === 'card-bought') {
      const card = seen[`${turn}:${e.card}`];
      if (card) add(e.faction, card);
    } else if (e.type === 'plans-revealed') {
      for (const [f, plan] of Object.entries(e.plans) as [Faction, NonNullable<(typeof e.plans)[Faction]>][])
        for (const card of [plan.weapon, plan.defense, plan.cheapHero]) if (card && !known[f]?.includes(card)) add(f, card);
    } else if (GIVEN_UP.has(e.type) && 'faction' in e) {
      const named = e as { faction: Faction; card?: TreacheryCardId; cards?: TreacheryCardId[] };
      for (const card of [...(named.cards ?? []), ...(named.card ? [named.card] : [])]) drop(named.faction, card);
    } else if (e.type in PLAYED_KIND && 'faction' in e) {
      const f = (e as { faction: Faction }).faction;
      const card = known[f]?.find((c) => familyOf(c) === PLAYED_KIND[e.type]);
      if (card) drop(f, card);
    }
  }
  return known;
}

/** Records each card this seat sees up for bid, and gives what it knows of every hand. */
export function useKnownCards(gameId: string, view: PlayerView, events: readonly GameEvent[]): KnownCards {
  const [seen, setSeen] = useState<SeenUp>(() => load(gameId));
  const round = view.private?.round;
  const up = round && !('phase' in round) ? round.cardUp : null;
  const auction = view.round?.phase === 'bidding' ? view.round.card : 0;
  useEffect(() => {
    const at = `${view.turn}:${auction}`;
    // The first card seen in an auction is its card: once it is bought the row moves on before the next auction
    // starts, and the view then shows the next card under the same auction number.
    if (!up || seen[at]) return;
    const next = { ...seen, [at]: up };
    setSeen(next);
    localStorage.setItem(key(gameId), JSON.stringify(next));
  }, [up, auction, view.turn]);
  return useMemo(() => knownCards(events, seen), [events, seen]);
}

export const KnownCardsContext = createContext<KnownCards>({});
