// MO.assassinate (Advanced): after a battle Moritani lost with no traitor called and the winner's leader alive,
// Moritani may reveal a traitor card it holds for another leader of the winner's faction: that leader dies (if it stands
// in the winner's pool) and Moritani takes its strength from the bank. Once per opposing faction. The card is set aside
// face up at once; a replacement is drawn at the Mentat Pause. No Karama stops it.
// The question is put after every such loss, whatever Moritani holds (its cards are its secret), and is held to the
// timing floor (rooms/pause-floor.ts): being asked, and how soon it answers, tell nobody what it holds.
import type { Context } from '../../context.ts';
import { isLeaderId, leader } from '../../factions/leaders.ts';
import { killLeader } from '../../phases/battle/aftermath.ts';
import type { BattleOutcome } from '../../phases/battle/resolve.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Draft, Faction, LeaderId, TraitorCardId } from '../../types.ts';
import { MORITANI, moritaniOf } from './state.ts';

/** The winner's faction Moritani has not assassinated in yet. */
const fresh = (state: Draft, faction: Faction): boolean => !(moritaniOf(state)?.assassinated ?? []).some((a) => a.faction === faction);

/** Moritani's traitor cards naming another leader of `faction` than `fought` (the Cheap Hero traitor names none). */
function targets(state: Draft, faction: Faction, fought: LeaderId): TraitorCardId[] {
  return state.factions[MORITANI]!.traitors.filter((c) => c !== fought && isLeaderId(c) && leader(c).faction === faction);
}

/** After a battle: the question, when the public facts allow it. */
export function openAssassination(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome): void {
  const { state } = ctx;
  const winner = outcome.winner;
  if (!state.config.advanced || !state.factions[MORITANI] || outcome.kind !== 'normal' || winner === null || !outcome.losers.includes(MORITANI)) return;
  const fought = battle.plans[winner]?.leader ?? null;
  if (fought === null || outcome.killed.some((k) => k.leader === fought) || !fresh(state, winner)) return;
  ctx.open({ kind: 'moritani-assassinate', seat: MORITANI, faction: winner, fought, cards: targets(state, winner, fought) });
}

export const moritaniAssassinate: ActionHandler<'moritani-assassinate'> = {
  type: 'moritani-assassinate',
  rule: 'MO.assassinate',
  check: (_state, d, a) => (a.card === null || (typeof a.card === 'string' && d.cards.includes(a.card)) ? null : 'card is one of cards, or null'),
  apply(ctx, d, a) {
    ctx.close(d);
    if (a.card === null) return;
    const m = moritaniOf(ctx.state)!;
    const fs = ctx.ownFaction(MORITANI);
    fs.traitors = fs.traitors.filter((c) => c !== a.card);
    m.assassinated = [...(m.assassinated ?? []), { faction: d.faction, card: a.card }];
    m.draws = (m.draws ?? 0) + 1;
    const target = a.card as LeaderId;
    const standing = ctx.state.factions[d.faction]!.leaders[target] === 'pool';
    const spice = standing ? leader(target).strength : 0;
    ctx.emit({ type: 'leader-assassinated', faction: d.faction, leader: target, killed: standing, spice });
    if (!standing) return;
    killLeader(ctx, d.faction, target);
    fs.spice += spice;
  },
};

/** At the Mentat Pause: a replacement traitor card for each one set aside, drawn from the top of the deck. */
export function replaceAssassins(ctx: Context): void {
  const m = moritaniOf(ctx.state);
  if (!m?.draws) return;
  const drawn = ctx.own('decks').traitor.splice(0, m.draws);
  delete m.draws;
  if (drawn.length === 0) return;
  ctx.ownFaction(MORITANI).traitors.push(...drawn);
  ctx.emit({ type: 'assassins-replaced', count: drawn.length });
  ctx.emit({ type: 'assassins-drawn', cards: drawn }, MORITANI);
}

/** Custody: the cards set aside face up. */
export const assassinCards = (state: Draft): readonly TraitorCardId[] => (moritaniOf(state)?.assassinated ?? []).map((a) => a.card);
