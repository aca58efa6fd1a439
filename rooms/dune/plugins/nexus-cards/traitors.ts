// NX.harkonnen: the traitor cards a Nexus card drew are answered by as many of the seat's traitor cards going back to
// the deck, shuffled (which ones, its secret).
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { shuffled } from '../../rng.ts';
import type { Faction } from '../../types.ts';

/** Traitor cards to `seat` from the deck, then the question of which go back. */
export function drawTraitors(ctx: Context, seat: Faction, count: number): void {
  const decks = ctx.own('decks');
  const drawn = decks.traitor.slice(0, count);
  decks.traitor = decks.traitor.slice(count);
  ctx.ownFaction(seat).traitors.push(...drawn);
  ctx.emit({ type: 'nexus-traitors-drawn', faction: seat, count: drawn.length });
  ctx.open({ kind: 'nexus-traitors', seat, count: drawn.length, options: [...ctx.state.factions[seat]!.traitors] });
}

export const nexusTraitors: ActionHandler<'nexus-traitors'> = {
  type: 'nexus-traitors',
  rule: 'NX.harkonnen.cunning',
  check(_state, d, a) {
    if (!Array.isArray(a.cards) || a.cards.length !== d.count || new Set(a.cards).size !== a.cards.length)
      return `give back ${d.count} different traitor cards`;
    const stray = a.cards.find((c) => !d.options.includes(c));
    return stray === undefined ? null : `${String(stray)} is not one of your traitor cards`;
  },
  apply(ctx, d, a) {
    ctx.close(d);
    const fs = ctx.ownFaction(d.seat);
    fs.traitors = fs.traitors.filter((c) => !a.cards.includes(c));
    const decks = ctx.own('decks');
    decks.traitor = shuffled(ctx.state.rng, [...decks.traitor, ...a.cards]);
    ctx.emit({ type: 'nexus-traitors-returned', faction: d.seat, count: a.cards.length });
  },
};
