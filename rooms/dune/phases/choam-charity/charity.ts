// 1.03.01 COLLECTING CHOAM CHARITY: a player with 0 or 1 spice may call out "CHOAM Charity" and take spice from the
// bank to bring its total to 2. 2.02.09 CHARITY: the Bene Gesserit always receive at least 2, whatever they hold.
// 1.03.02 FRAUD SAFE GUARDS: once a turn; the phase asks each faction exactly once.
import type { Context } from '../../context.ts';
import type { Faction, Draft } from '../../types.ts';
import type { ActionHandler } from '../handler.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { ChoamRound, ClaimCharityDecision } from './types.ts';
import { plugins } from '../../extension-points.ts';

const CHARITY_TOTAL = 2;
const BG_CHARITY = 2;

/**
 * Spice a claim would bring `faction` now; 0 when it may not claim. `bgCharity` false: 2.02.09 was cancelled.
 * CH.inflation: CHOAM's Inflation token doubles or cancels every amount (the Bene Gesserit's 2 included).
 */
export function charityAmount(state: Draft, faction: Faction, bgCharity = true): number {
  const { base, bonus } = charityParts(state, faction, bgCharity);
  return base + bonus;
}

/** How much charity pays this turn: 1, or what the plug-ins make it (CH.inflation: 2 or 0). */
const charityMultiplier = (state: Draft): number => plugins().reduce((m, p) => m * (p.charityMultiplier?.(state) ?? 1), 1);

/** A claim's parts: what the payer of charity pays (the bank, or a plug-in's faction), and the plug-ins' extra from the bank (HW.low-charity). */
function charityParts(state: Draft, faction: Faction, bgCharity = true): { base: number; bonus: number } {
  const spice = state.factions[faction]!.spice;
  const m = charityMultiplier(state);
  // 2.02.09: "at least 2 … regardless of how much spice you already have" (with 0 or 1 that is still 2).
  const base = faction === 'bene-gesserit' && bgCharity ? Math.max(BG_CHARITY, CHARITY_TOTAL - spice) : spice <= 1 ? CHARITY_TOTAL - spice : 0;
  const bonus = plugins().reduce((n, p) => n + (p.charityBonus?.(state, faction) ?? 0), 0);
  return { base: base * m, bonus: base > 0 ? bonus * m : 0 };
}

/** What a claim answering `decision` brings: without 2.02.09 once a Karama cancelled it (3.04). */
function claimAmount(state: Draft, decision: ClaimCharityDecision): number {
  return charityAmount(state, decision.seat, !isCancelled(decision, 'bg-charity'));
}

function round(ctx: Context): ChoamRound {
  return ctx.state.round as ChoamRound;
}

/**
 * Opens one public claim decision per faction, all at once (claims do not depend on each other). CH.inflation: with
 * the Cancel side up nobody is asked. CH.charity: CHOAM is not asked unless a Karama cancelled its dividends.
 */
export function openCharityClaims(ctx: Context): void {
  ctx.state.step = 'claims';
  if (charityMultiplier(ctx.state) === 0) {
    ctx.emit({ type: 'charity-cancelled' });
    return;
  }
  const asked = ctx.seating.filter((f) => plugins().every((p) => p.mayClaimCharity?.(ctx.state, f) ?? true));
  for (const seat of asked) ctx.open({ kind: 'claim-charity', seat, amount: charityAmount(ctx.state, seat) });
}

export const claimCharity: ActionHandler<'claim-charity'> = {
  type: 'claim-charity',
  rule: '1.03.01',
  check(state, decision, action) {
    if (!action.claim) return null;
    const r = state.round as ChoamRound | null;
    if (r?.claimed.includes(decision.seat)) return { code: 'NOT_ELIGIBLE', message: '1.03.02: CHOAM Charity may be claimed once a turn' };
    if (claimAmount(state, decision) === 0) return { code: 'NOT_ELIGIBLE', message: 'only a player with 0 or 1 spice may claim CHOAM Charity' };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (!action.claim) return;
    const amount = claimAmount(ctx.state, decision);
    const { base } = charityParts(ctx.state, decision.seat, !isCancelled(decision, 'bg-charity'));
    ctx.ownFaction(decision.seat).spice += amount; // from the bank (0.04), or from CHOAM (CH.charity)
    round(ctx).claimed.push(decision.seat);
    // A plug-in's faction may pay the base instead of the bank, and says so itself (CH.charity); else the bank pays.
    if (!plugins().some((p) => p.paysCharity?.(ctx, decision.seat, base, amount) ?? false))
      ctx.emit({ type: 'charity-claimed', faction: decision.seat, amount });
  },
  karama: {
    // 2.02.09 is a ✷ use when it gives the Bene Gesserit more than 1.03.01 would; cancelled, they may claim again
    // under the ordinary rule (3.04).
    uses: (state, decision, action) =>
      action.claim && decision.seat === 'bene-gesserit' && charityAmount(state, decision.seat) > charityAmount(state, decision.seat, false)
        ? [useOf('bg-charity')]
        : [],
    retake: (state, decision) => ({ ...decision, amount: claimAmount(state, decision) }),
  },
};
