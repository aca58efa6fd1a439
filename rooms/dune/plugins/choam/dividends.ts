// CH.dividends: as CHOAM Charity starts, CHOAM takes 2 spice per faction in the game (itself included) from the
// bank, times the Inflation multiplier. CH.charity: CHOAM then pays every other faction's charity, and never claims
// it. A Karama cancels both for the turn (CH.karama-cancel): CHOAM gets nothing, the bank pays the charity, and
// CHOAM may claim charity like anyone else.
import type { Context } from '../../context.ts';
import { useOf } from '../../karama/abilities.ts';
import { openEffectWindow } from '../../karama/window.ts';
import type { ChoamRound } from '../../phases/choam-charity/types.ts';
import type { Faction, Draft } from '../../types.ts';
import { charityMultiplier, choamOf } from './state.ts';

export const DIVIDEND_PER_FACTION = 2;

export function dividends(state: Draft): number {
  return DIVIDEND_PER_FACTION * state.seating.length * charityMultiplier(state);
}

/** Starts CHOAM's part of the phase; a Karama window may hold the dividends back (then settleDividends pays them). */
export function beginDividends(ctx: Context): void {
  if (!choamOf(ctx.state) || dividends(ctx.state) === 0) return;
  const use = useOf('choam-dividends');
  if (!openEffectWindow(ctx, [use])) settleDividends(ctx, false);
}

export function settleDividends(ctx: Context, cancelled: boolean): void {
  const round = ctx.state.round as ChoamRound;
  if (cancelled) {
    round.bankPays = true;
    return;
  }
  const amount = dividends(ctx.state);
  ctx.ownFaction('choam').spice += amount;
  ctx.emit({ type: 'choam-dividends', amount });
}

/** Whether CHOAM pays `claimant`'s charity now (rather than the bank). */
export function choamPays(state: Draft, claimant: Faction): boolean {
  const round = state.round as ChoamRound | null;
  return choamOf(state) !== null && claimant !== 'choam' && round?.bankPays !== true;
}

/** CH.charity: CHOAM claims only once a Karama cancelled its dividends this turn. */
export function mayAsk(state: Draft, faction: Faction): boolean {
  return faction !== 'choam' || (state.round as ChoamRound | null)?.bankPays === true;
}
