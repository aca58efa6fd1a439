// Free actions a bot takes on its own initiative, before answering a decision: a Distrans (CHOAM & Richese) gives a
// worthless card to the opponent closest to a full hand, which keeps it from buying a card it wants. Only the
// seat's own view is read; null when there is nothing worth doing.
import { familyOf, treacheryCard } from '../cards/treachery.ts';
import type { FreeAction } from '../deals/types.ts';
import { FACTION_PROFILES } from '../factions/profiles.ts';
import type { Faction, PlayerView } from '../types.ts';
import type { BotProfile } from './context.ts';

/** The opponents whose hands still have room, fullest first; a hand's size is public (1.11.02). */
function roomyOpponents(view: PlayerView, me: Faction, handSizes: Partial<Record<Faction, number>>): Faction[] {
  return view.seats
    .map((s) => s.faction)
    .filter((f) => f !== me && (handSizes[f] ?? 0) < FACTION_PROFILES[f].handLimit)
    .sort((a, b) => FACTION_PROFILES[a].handLimit - (handSizes[a] ?? 0) - (FACTION_PROFILES[b].handLimit - (handSizes[b] ?? 0)));
}

function handSizesOf(view: PlayerView): Partial<Record<Faction, number>> {
  return Object.fromEntries(view.seats.map((s) => [s.faction, s.handSize]));
}

/** Distrans: a thinking bot dumps a worthless card; `pick` (the legal bot) gives any card to anyone with room. */
export function distransAction(view: PlayerView, pick: number | null): FreeAction | null {
  const me = view.viewer;
  if (me === 'spectator' || view.interrupted || view.phase === 'bidding' || view.phase === 'setup' || view.phase === 'game-over') return null;
  const hand = view.private?.hand ?? [];
  const card = hand.find((id) => familyOf(id) === 'distrans');
  if (card === undefined) return null;
  const others = hand.filter((id) => id !== card);
  const give = pick === null ? others.find((id) => treacheryCard(id).category === 'worthless') : others[pick % Math.max(1, others.length)];
  const targets = roomyOpponents(view, me, handSizesOf(view));
  if (give === undefined || targets.length === 0) return null;
  return { type: 'distrans', card, give, to: targets[pick === null ? 0 : pick % targets.length]! };
}

export function botFreeAction(_profile: BotProfile, view: PlayerView): FreeAction | null {
  return distransAction(view, null);
}
