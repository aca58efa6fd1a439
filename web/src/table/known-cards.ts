// What this seat knows of the other hands, from what the server showed it and nothing else: a card it saw up for bid
// (the Atreides' cardUp, 2.01.05) and then saw a faction buy, and cards a faction played in a battle plan and kept;
// a card leaves what is known when that faction discards it or plays it as a Karama. The cards seen up for bid are
// kept in this browser (per game), since the server does not repeat them.
import { createContext } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Faction, GameEvent, PlayerView, TreacheryCardId } from '@dune-rooms/sdk';

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
    } else if (e.type === 'cards-discarded') for (const card of e.cards) drop(e.faction, card);
    else if (e.type === 'karama-played') drop(e.faction, e.card);
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
    if (!up || seen[at] === up) return;
    const next = { ...seen, [at]: up };
    setSeen(next);
    localStorage.setItem(key(gameId), JSON.stringify(next));
  }, [up, auction, view.turn]);
  return useMemo(() => knownCards(events, seen), [events, seen]);
}

export const KnownCardsContext = createContext<KnownCards>({});
