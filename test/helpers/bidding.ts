// Helpers for the CHOAM Charity and Bidding tests: a finished set-up, then the phase entered directly on an edited
// copy of the state (the phases before it may not be built yet), and card moves that keep custody.
import { Context } from '../../rooms/dune/context.ts';
import { advance, moduleOf } from '../../rooms/dune/phases/turn.ts';
import { createGame, type Faction, type GameState, type Phase, type TreacheryCardId } from '../../rooms/dune/index.ts';
import type { BiddingRound } from '../../rooms/dune/phases/bidding/types.ts';
import { playSetup } from './engine.ts';
/** Set-up and the first storm played with legal answers; nothing else. */
export function afterSetup(factions: Faction[], seed = 'bid'): GameState {
  return playSetup(createGame({ factions, seed, seating: 'listed' })).state;
}

/** Enters `phase` on a copy of `base` after `edit`, and runs it to its first decision. */
export function enterPhase(base: GameState, phase: Phase, edit: (s: GameState) => void = () => {}): GameState {
  const s = structuredClone(base);
  s.pending = [];
  s.secretGroups = [];
  s.round = null;
  edit(s);
  const ctx = new Context(s);
  ctx.state.phase = phase;
  ctx.state.step = '';
  moduleOf(phase)!.enter(ctx);
  advance(ctx);
  return ctx.done();
}

/** Every place a treachery card can be. */
function piles(s: GameState): TreacheryCardId[][] {
  const row = s.round?.phase === 'bidding' ? [(s.round as BiddingRound).row] : [];
  return [s.decks.treachery, s.decks.treacheryDiscard, ...s.seating.map((f) => s.factions[f]!.hand), ...row];
}

/** Moves `card` from wherever it is into `faction`'s hand. */
export function giveCard(s: GameState, faction: Faction, card: TreacheryCardId): void {
  for (const pile of piles(s)) {
    const at = pile.indexOf(card);
    if (at >= 0) pile.splice(at, 1);
  }
  s.factions[faction]!.hand.push(card);
}

/** Replaces `faction`'s hand: its old cards go to the bottom of the deck, the new ones come from wherever they are. */
export function setHand(s: GameState, faction: Faction, cards: TreacheryCardId[]): void {
  const fs = s.factions[faction]!;
  s.decks.treachery.push(...fs.hand);
  fs.hand = [];
  for (const c of cards) giveCard(s, faction, c);
}

/** Fills `faction`'s hand with `count` cards from the bottom of the deck (keeping anything already held). */
export function fillHand(s: GameState, faction: Faction, count: number): void {
  const fs = s.factions[faction]!;
  while (fs.hand.length < count) fs.hand.push(s.decks.treachery.pop()!);
}

/** All treachery cards, wherever they are (deck, discard, hands, the bidding row). */
export function allTreachery(s: GameState): TreacheryCardId[] {
  return piles(s).flat().sort();
}
