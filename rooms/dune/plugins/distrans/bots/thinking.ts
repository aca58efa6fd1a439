// Distrans's bots (bots/extension-points.ts): no decision of its own; as a bot's card play, a thinking bot dumps a
// worthless card on the opponent closest to a full hand (which keeps it from buying a card it wants), and the legal
// bot gives any card to anyone with room. Installed by the thinking root (plugins/thinking.ts).
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import { familyOf, treacheryCard } from '../../../cards/treachery.ts';
import type { FreeAction } from '../../../deals/types.ts';
import { viewHandLimit } from '../../../hand-limit.ts';
import type { Faction, PlayerView } from '../../../types.ts';

/** The opponents whose hands still have room, fullest first; a hand's size is public (1.11.02). */
function roomyOpponents(view: PlayerView, me: Faction): Faction[] {
  const room = (s: PlayerView['seats'][number]) => viewHandLimit(view, s.faction) - s.handSize;
  return view.seats
    .filter((s) => s.faction !== me && room(s) > 0)
    .sort((a, b) => room(a) - room(b))
    .map((s) => s.faction);
}

/** Distrans: a thinking bot dumps a worthless card; `pick` (the legal bot) gives any card to anyone with room. */
function distransAction(view: PlayerView, pick: number | null): FreeAction | null {
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

export const distransThinkingPlugin = {
  name: 'distrans',
  cardPlay: distransAction,
} satisfies ThinkingPlugin;
