// Free actions a bot takes on its own initiative, before answering a decision: a Distrans (CHOAM & Richese) gives a
// worthless card to the opponent closest to a full hand, which keeps it from buying a card it wants; then the cards
// the plug-ins play (the Nullentropy Box's search), Karama powers and the plug-ins' other free actions. Only the
// seat's own view is read; null when there is nothing to do.
import { guildShipmentAction } from './guild-karama.ts';
import { familyOf, treacheryCard } from '../cards/treachery.ts';
import type { FreeAction } from '../deals/types.ts';
import { FACTION_PROFILES } from '../factions/profiles.ts';
import type { Faction, PlayerView } from '../types.ts';
import type { BotProfile } from './context.ts';
import { karamaPowerAction } from './karama-powers.ts';
import { fremenWormAction } from './fremen-worm.ts';
import { answerPlugins } from './extension-points.ts';

/** The opponents whose hands still have room, fullest first; a hand's size is public (1.11.02). */
function roomyOpponents(view: PlayerView, me: Faction): Faction[] {
  const room = (s: PlayerView['seats'][number]) => FACTION_PROFILES[s.faction].handLimit - s.handSize;
  return view.seats
    .filter((s) => s.faction !== me && room(s) > 0)
    .sort((a, b) => room(a) - room(b))
    .map((s) => s.faction);
}

/** Distrans: a thinking bot dumps a worthless card; `pick` (the legal bot) gives any card to anyone with room. */
export function distransAction(view: PlayerView, pick: number | null): FreeAction | null {
  const me = view.viewer;
  if (me === 'spectator' || view.interrupted || view.phase === 'bidding' || view.phase === 'setup' || view.phase === 'game-over') return null;
  // Cards may be committed to a battle plan, a storm card or a Truthtrance not yet revealed, or an open window: a
  // bot gives nothing away meanwhile.
  const battle = view.round && 'battle' in view.round ? view.round.battle : null;
  if (battle && (battle.aggressor === me || battle.defender === me)) return null;
  if (view.phase === 'storm' || view.phase === 'mentat-pause') return null;
  if (view.cardWindow !== null || view.karama.window !== null) return null;
  const hand = view.private?.hand ?? [];
  const card = hand.find((id) => familyOf(id) === 'distrans');
  if (card === undefined) return null;
  const others = hand.filter((id) => id !== card);
  const give = pick === null ? others.find((id) => treacheryCard(id).category === 'worthless') : others[pick % Math.max(1, others.length)];
  const targets = roomyOpponents(view, me);
  if (give === undefined || targets.length === 0) return null;
  return { type: 'distrans', card, give, to: targets[pick === null ? 0 : pick % targets.length]! };
}

/** The first card of a plug-in's a bot plays as a free action now, in the root's order, or null. */
export function pluginCardPlay(view: PlayerView, pick: number | null): FreeAction | null {
  for (const p of answerPlugins()) {
    const action = p.cardPlay?.(view, pick) ?? null;
    if (action) return action;
  }
  return null;
}

/** The first free action a plug-in's bot takes now (`pick`: as in distransAction), in the root's order, or null. */
export function pluginFreeAction(view: PlayerView, pick: number | null): FreeAction | null {
  for (const p of answerPlugins()) {
    const action = p.freeAction?.(view, pick) ?? null;
    if (action) return action;
  }
  return null;
}

/** The first Karama power of a plug-in's faction a thinking bot uses now, or null. */
function pluginKaramaPowerAction(profile: BotProfile, view: PlayerView): FreeAction | null {
  for (const p of answerPlugins()) {
    const action = p.karamaPowerAction?.(profile, view) ?? null;
    if (action) return action;
  }
  return null;
}

export function botFreeAction(profile: BotProfile, view: PlayerView): FreeAction | null {
  return (
    distransAction(view, null) ??
    pluginCardPlay(view, null) ??
    karamaPowerAction(view) ??
    pluginKaramaPowerAction(profile, view) ??
    fremenWormAction(profile, view) ??
    guildShipmentAction(profile, view) ??
    pluginFreeAction(view, null)
  );
}
