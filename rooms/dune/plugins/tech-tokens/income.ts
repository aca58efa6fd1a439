// Tech token income: at the end of the phase a token belongs to, its holder receives one spice from the bank per token it
// holds, if some faction other than the token's exempt one did the phase's thing: claimed CHOAM Charity (Spice
// Production; not the Bene Gesserit), revived forces free (Axlotl Tanks; not the Tleilaxu), shipped from off-planet
// (Heighliners; not the Guild, and the Fremen send is no shipment from off-planet).
import type { Context } from '../../context.ts';
import type { ShipDecision } from '../../phases/shipment-movement/types.ts';
import type { ShipAction } from '../../phases/shipment-movement/ship.ts';
import type { Draft, Faction, Phase } from '../../types.ts';
import { EXEMPT, PAYS_AFTER, TECH_TOKENS, type TechToken } from './catalog.ts';
import { incomeOf } from './state.ts';

/** Marks `token` due at this phase's end when `faction` is not its exempt one. */
export function triggered(state: Draft, token: TechToken, faction: Faction): void {
  const tokens = state.techTokens;
  if (!tokens || faction === EXEMPT[token] || tokens.due.includes(token)) return;
  state.techTokens = { ...tokens, due: [...tokens.due, token] };
}

/** IT.tech.axlotl-tanks: forces revived free by the normal revival. */
export function revivedFree(ctx: Context, faction: Faction, free: number): void {
  if (free > 0) triggered(ctx.state, 'axlotl-tanks', faction);
}

/** IT.tech.heighliners: a shipment of forces from reserves (the Fremen send is not one). */
export function shippedFromOffPlanet(ctx: Context, decision: ShipDecision, action: ShipAction): void {
  if (action.mode === 'reserves' && !decision.fremenSend) triggered(ctx.state, 'heighliners', decision.seat);
}

/** IT.tech.spice-production: the charity claims are the phase's own record. */
function charityClaimed(state: Draft): void {
  const round = state.round;
  if (round?.phase !== 'choam-charity') return;
  for (const f of round.claimed) triggered(state, 'spice-production', f);
}

/** At the end of `phase`: each token due then pays its holder, and nothing stays due. */
export function payTechIncome(ctx: Context, phase: Phase): void {
  if (!ctx.state.techTokens) return;
  if (phase === 'choam-charity') charityClaimed(ctx.state);
  const tokens = ctx.state.techTokens;
  for (const token of TECH_TOKENS) {
    if (PAYS_AFTER[token] !== phase || !tokens.due.includes(token)) continue;
    const income = incomeOf(tokens, token);
    if (!income) continue;
    ctx.ownFaction(income.faction).spice += income.amount;
    ctx.emit({ type: 'tech-token-income', token, ...income });
  }
  if (tokens.due.length > 0) ctx.state.techTokens = { ...tokens, due: [] };
}
