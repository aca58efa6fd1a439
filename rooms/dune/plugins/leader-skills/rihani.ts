// LS.rihani-decipherer. Normal effect: a faction whose Rihani Decipherer is face up and that wins a battle secretly
// looks at 2 random cards of the traitor deck, which is then shuffled. Battle effect: the Rihani Decipherer wins a
// battle and lives: its faction draws 2 traitor cards and may keep one by giving back (and showing) a traitor card it
// holds; the card given back and the other one drawn are shuffled into the deck. With the Rihani as the leader only
// the battle effect applies (docs/RULES-DECISIONS.md). The drawn cards wait in `skills.rihani` (custody.ts).
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { BattleOutcome } from '../../phases/battle/resolve.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import { shuffled } from '../../rng.ts';
import type { Draft } from '../../types.ts';
import { faceUpSkill, skillsState, skillUsed } from './state.ts';
import { winnerSkill } from './after-battle.ts';

export const RIHANI_CARDS = 2;

/** At resolution: the winner's Rihani effect, applied once the battle's other skills are done. */
export function noteRihani(state: Draft, battle: CurrentBattle, outcome: BattleOutcome): void {
  const winner = outcome.winner;
  if (winner === null || !state.skills) return;
  if (winnerSkill(state, battle, outcome) === 'rihani-decipherer') battle.rihani = { faction: winner, effect: 'battle' };
  else if (faceUpSkill(state, winner)?.card === 'rihani-decipherer') battle.rihani = { faction: winner, effect: 'normal' };
}

export function applyRihani(ctx: Context, battle: CurrentBattle): void {
  const rihani = battle.rihani;
  if (!rihani) return;
  delete battle.rihani;
  skillUsed(ctx, rihani.faction, 'rihani-decipherer', rihani.effect);
  const deck = shuffled(ctx.state.rng, ctx.state.decks.traitor);
  if (rihani.effect === 'normal') {
    const seen = deck.slice(0, RIHANI_CARDS);
    ctx.own('decks').traitor = shuffled(ctx.state.rng, deck);
    ctx.emit({ type: 'rihani-peeked', faction: rihani.faction });
    ctx.emit({ type: 'rihani-seen', faction: rihani.faction, cards: seen }, rihani.faction);
    return;
  }
  const drawn = deck.splice(0, RIHANI_CARDS);
  ctx.own('decks').traitor = deck;
  if (drawn.length === 0) return;
  skillsState(ctx.state).rihani = { faction: rihani.faction, drawn };
  ctx.emit({ type: 'rihani-drew', faction: rihani.faction, count: drawn.length });
  ctx.emit({ type: 'rihani-seen', faction: rihani.faction, cards: [...drawn] }, rihani.faction);
  ctx.open({ kind: 'rihani-keep', seat: rihani.faction, drawn: [...drawn], traitors: [...ctx.faction(rihani.faction).traitors] });
}

export const rihaniKeep: ActionHandler<'rihani-keep'> = {
  type: 'rihani-keep',
  rule: 'LS.rihani-decipherer.battle',
  check(state, decision, action) {
    if ((action.keep === null) !== (action.give === null)) return 'keep one drawn card by giving back one you hold, or keep none';
    if (action.keep === null) return null;
    if (!decision.drawn.includes(action.keep)) return `${action.keep} is not one of the traitor cards you drew`;
    if (!state.factions[decision.seat]!.traitors.includes(action.give!)) return `you hold no traitor card ${action.give}`;
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const skills = skillsState(ctx.state);
    const drawn = skills.rihani?.drawn ?? [];
    delete skills.rihani;
    const fs = ctx.ownFaction(decision.seat);
    const back = drawn.filter((l) => l !== action.keep);
    if (action.keep !== null && action.give !== null) {
      fs.traitors = [...fs.traitors.filter((l) => l !== action.give), action.keep];
      back.push(action.give);
      ctx.emit({ type: 'rihani-kept', faction: decision.seat, kept: action.keep }, decision.seat);
    }
    ctx.own('decks').traitor = shuffled(ctx.state.rng, [...ctx.own('decks').traitor, ...back]);
    ctx.emit({ type: 'rihani-returned', faction: decision.seat, shown: action.give });
  },
};
