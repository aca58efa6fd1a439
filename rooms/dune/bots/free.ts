// Free actions a bot takes on its own initiative, before answering a decision: a Distrans (CHOAM & Richese) gives a
// worthless card to the opponent closest to a full hand, which keeps it from buying a card it wants; a Nullentropy
// Box searches a discard pile worth the fee. Only the seat's own view is read; null when there is nothing to do.
// (Bidding and shipment are left out for the Box: spice promised there is easier to keep whole.)
import { guildShipmentAction } from './guild-karama.ts';
import { familyOf, treacheryCard } from '../cards/treachery.ts';
import type { FreeAction } from '../deals/types.ts';
import { FACTION_PROFILES } from '../factions/profiles.ts';
import type { Faction, PlayerView } from '../types.ts';
import type { BotProfile } from './context.ts';
import { NULLENTROPY_FEE } from '../nullentropy/search.ts';
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

/**
 * Nullentropy Box: search the discard pile when it holds enough to be worth 2 spice and the seat can spare them.
 * `pick` (the legal bot) searches on any occasion it is allowed. The pile's size and the phase are public.
 */
export function nullentropyAction(view: PlayerView, pick: number | null): FreeAction | null {
  if (view.viewer === 'spectator' || view.interrupted || view.phase === 'setup' || view.phase === 'game-over') return null;
  const card = (view.private?.hand ?? []).find((id) => familyOf(id) === 'nullentropy-box');
  // Spice sealed in its own battle plan (dialed, or on a Spice Banker) is promised until the battle is resolved.
  const round = view.private?.round;
  const plan = round && 'phase' in round && round.phase === 'battle' && 'plan' in round ? round.plan : null;
  // (Read with `in`: a plan without spice has no such field, and a bot reads only what its view holds.)
  const dialed = plan && 'spice' in plan ? (plan.spice ?? 0) : 0;
  const banked = plan && 'bankerSpice' in plan ? (plan.bankerSpice ?? 0) : 0;
  const spice = (view.private?.spice ?? 0) - dialed - banked;
  // Bidding and shipment hold promised spice (bids, support for an ally): the bots search in other phases.
  if (card === undefined || view.decks.treacheryDiscard === 0 || view.phase === 'bidding' || view.phase === 'shipment-movement') return null;
  if (pick === null && (spice < NULLENTROPY_FEE + 3 || view.decks.treacheryDiscard < 4)) return null;
  if (pick !== null && spice < NULLENTROPY_FEE) return null;
  return { type: 'nullentropy-search', card };
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
    nullentropyAction(view, null) ??
    karamaPowerAction(view) ??
    pluginKaramaPowerAction(profile, view) ??
    fremenWormAction(profile, view) ??
    guildShipmentAction(profile, view) ??
    pluginFreeAction(view, null)
  );
}
