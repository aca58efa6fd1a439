// RI.no-field: Richese's three No-Field tokens (0, 3, 5). One at a time stands on the planet face down, counted as one
// of Richese's forces in its stack (board/tokens.ts) though it is none of Richese's twenty; never the token placed last.
// Revealed (RI.no-field.reveal), it is replaced by as many forces from Richese's reserves as it shows, as far as they go.
import { ownStack, dropIfEmpty } from '../../../board/forces.ts';
import type { Context } from '../../../context.ts';
import { NO_FIELD_VALUES } from '../../../phases/shipment-movement/types.ts';
import type { Draft, TerritoryId } from '../../../types.ts';
import { RICHESE, richeseOf } from '../state.ts';
import type { NoFieldOnBoard, NoFieldReveal, NoFieldValue } from '../types.ts';

/** The token on the planet, face down, or null (always null in a game without Richese). */
export const noFieldOn = (state: Draft): NoFieldOnBoard | null => state.richese?.noField ?? null;

/** RI.no-field.count: the tokens Richese may place now: all but the one placed last. */
export function placeableTokens(state: Draft): NoFieldValue[] {
  const last = state.richese?.lastNoField;
  return NO_FIELD_VALUES.filter((v) => v !== last);
}

/** Whether the token stands at `territory` in one of `sectors`. */
export const tokenIn = (token: NoFieldOnBoard | null, territory: TerritoryId, sectors: readonly number[]): token is NoFieldOnBoard =>
  token !== null && token.territory === territory && sectors.includes(token.sector);

/** The forces a revealed token brings from Richese's reserves: its value, as far as they go (RI.no-field.reveal). */
export const tokenForces = (state: Draft, token: NoFieldOnBoard): number => Math.min(token.token, state.factions[RICHESE]?.reserves.regular ?? 0);

/** Puts `token` face down on the planet (its stack already counts it) and records it as the last placed. */
export function placeToken(ctx: Context, token: NoFieldValue, at: { territory: TerritoryId; sector: number }): void {
  const part = richeseOf(ctx.state);
  part.noField = { token, territory: at.territory, sector: at.sector };
  part.lastNoField = token;
}

/** Turns the token on the planet face up: it leaves its stack, and forces from Richese's reserves take its place. */
export function revealNoField(ctx: Context, cause: NoFieldReveal): void {
  const token = noFieldOn(ctx.state);
  if (!token) return;
  const forces = tokenForces(ctx.state, token);
  const stack = ownStack(ctx.state, RICHESE, token.territory, token.sector);
  if (!stack || stack.regular < 1) throw new Error(`the No-Field's stack in ${token.territory}#${token.sector} is missing`);
  ctx.ownFaction(RICHESE).reserves.regular -= forces;
  stack.regular += forces - 1;
  dropIfEmpty(ctx.state, stack);
  richeseOf(ctx.state).noField = null;
  ctx.emit({ type: 'no-field-revealed', territory: token.territory, sector: token.sector, value: token.token, forces, cause });
}
