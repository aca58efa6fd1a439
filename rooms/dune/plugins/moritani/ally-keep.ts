// MO.ally: Moritani's ally, losing a battle that has a winner (a traitor's too), may keep one of the cards it played
// that a winner could keep (1.07.06.06: weapons and defenses; a used Poison Tooth, an Artillery Strike, a worthless
// card or a Cheap Hero never); the rest are discarded. Not Moritani itself; no Karama stops it (it is no ✷ ability).
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import { discardCards } from '../../phases/battle/aftermath.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { keepableBy, type BattleOutcome } from '../../phases/battle/resolve.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import type { Draft, Faction, TreacheryCardId } from '../../types.ts';
import { MORITANI } from './state.ts';

const isAllyOfMoritani = (state: Draft, f: Faction): boolean => state.factions[MORITANI] !== undefined && allyOf(state, MORITANI) === f;

/** The cards the losing ally played that it may keep (those a winner may keep). */
const keepable = (battle: CurrentBattle, loser: Faction, played: readonly TreacheryCardId[]): TreacheryCardId[] =>
  played.filter(keepableBy(battle.choices[loser] === 'use'));

/** The loser's played cards, as the outcome lists them for discarding. */
const playedBy = (battle: CurrentBattle, outcome: BattleOutcome, loser: Faction): TreacheryCardId[] =>
  outcome.discard[battle.aggressor === loser ? 'aggressor' : 'defender'];

/** Whether `loser` played a card it may keep (one a winner could keep). */
export const mayKeepOne = (battle: CurrentBattle, outcome: BattleOutcome, loser: Faction): boolean =>
  outcome.winner !== null && keepable(battle, loser, playedBy(battle, outcome, loser)).length > 0;

/** `loser`'s choice of the one card to keep (NX.moritani.secret-ally asks it too). */
export function openKeepChoice(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome, loser: Faction): void {
  const played = playedBy(battle, outcome, loser);
  ctx.open({ kind: 'moritani-ally-keep', seat: loser, played: [...played], keepable: keepable(battle, loser, played) });
}

/** The core leaves the ally's cards in its hand when one of them may be kept. */
export const allyHoldsCards = (state: Draft, battle: CurrentBattle, outcome: BattleOutcome, loser: Faction): boolean =>
  isAllyOfMoritani(state, loser) && mayKeepOne(battle, outcome, loser);

/** After the battle: the losing ally chooses. */
export function openAllyKeep(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome): void {
  for (const loser of outcome.losers) if (allyHoldsCards(ctx.state, battle, outcome, loser)) openKeepChoice(ctx, battle, outcome, loser);
}

export const moritaniAllyKeep: ActionHandler<'moritani-ally-keep'> = {
  type: 'moritani-ally-keep',
  rule: 'MO.ally',
  check(state, d, a) {
    if (a.keep === null) return null;
    if (typeof a.keep !== 'string' || !d.keepable.includes(a.keep)) return 'keep is one card of keepable, or null';
    // A hand over its limit may have lost the card meanwhile (MO.terror.atomics).
    return state.factions[d.seat]!.hand.includes(a.keep) ? null : { code: 'NOT_HELD', message: `${a.keep} is no longer in your hand` };
  },
  apply(ctx, d, a) {
    ctx.close(d);
    if (a.keep !== null) ctx.emit({ type: 'moritani-ally-kept', faction: d.seat as Faction, card: a.keep });
    // One lost meanwhile to a hand limit is discarded already (discardCards takes only the cards still held).
    discardCards(
      ctx,
      d.seat as Faction,
      d.played.filter((id) => id !== a.keep),
    );
  },
};
