// RI.no-field: Richese ships a No-Field face down in place of a force, for the price of one force (the core's shipment
// with the action's `noField`), never the token placed last; a token already on the planet is revealed as the new one
// lands, so one at most stands there. HW.richese.high: forces from reserves may go along with it. RI.ally.no-field:
// unless Richese withholds them, its ally ships a No-Field (not the 0, which would bring nothing) revealed at once: its
// own forces, as many as the token shows, land for the price of one force; the token counts as the last placed.
import { allyOf } from '../../../alliances.ts';
import type { Context } from '../../../context.ts';
import type { FreeHandler } from '../../../deals/free.ts';
import type { ShipTerms } from '../../../extension-points.ts';
import type { ShipAction } from '../../../phases/shipment-movement/ship.ts';
import type { ShipDecision } from '../../../phases/shipment-movement/types.ts';
import type { Draft, EngineError, Faction } from '../../../types.ts';
import { noFieldEscort } from '../../homeworlds/richese.ts';
import { RICHESE, richeseOf } from '../state.ts';
import { placeableTokens, placeToken, revealNoField } from './token.ts';

/** The ship decision's No-Field terms: Richese's tokens it may place, or those its ally may ship (none for another faction). */
export function noFieldShipTerms(state: Draft, faction: Faction): ShipTerms {
  if (!state.richese) return {};
  if (faction === RICHESE) return { noFields: placeableTokens(state), ...(noFieldEscort(state) ? { noFieldEscort: true as const } : {}) };
  if (allyOf(state, RICHESE) !== faction || state.richese.allyNoField === false) return {};
  const tokens = placeableTokens(state).filter((v) => v > 0);
  return tokens.length > 0 ? { noFields: tokens, noFieldOpen: true } : {};
}

/** After a No-Field shipment landed: the token on the planet before it is revealed; Richese's stands face down, its ally's is told. */
export function noFieldShipped(ctx: Context, decision: ShipDecision, action: ShipAction): void {
  if (action.noField === undefined || action.mode !== 'reserves' || !decision.noFields) return;
  revealNoField(ctx, 'shipment');
  if (!decision.noFieldOpen) {
    placeToken(ctx, action.noField, action.to!);
    // NX.richese.cunning: the second token is revealed at once; the face-down one is the last placed.
    if (action.noFieldRevealed !== undefined) {
      const { territory, sector } = action.to!;
      ctx.emit({ type: 'no-field-revealed', territory, sector, value: action.noFieldRevealed, forces: action.count! - 1, cause: 'pair', faction: RICHESE });
    }
    return;
  }
  richeseOf(ctx.state).lastNoField = action.noField;
  const { territory, sector } = action.to!;
  ctx.emit({ type: 'no-field-revealed', territory, sector, value: action.noField, forces: action.count!, cause: 'ally', faction: decision.seat });
}

function allowProblem(state: Draft, seat: Faction, allow: unknown): EngineError | null {
  if (seat !== RICHESE) return { code: 'NOT_ELIGIBLE', message: 'RI.ally.no-field: only Richese lends its No-Fields' };
  if (typeof allow !== 'boolean') return { code: 'INVALID_CHOICE', message: 'allow is true or false' };
  if (state.phase === 'setup' || state.phase === 'game-over') return { code: 'NOT_ELIGIBLE', message: 'RI.ally.no-field: not during set-up or after the game' };
  return (state.richese?.allyNoField !== false) === allow
    ? { code: 'INVALID_CHOICE', message: `your ally ${allow ? 'may already' : 'may already not'} ship your No-Fields` }
    : null;
}

/** RI.ally.no-field: Richese lets its ally ship its No-Fields, or withholds them (from its next ship decision on). */
export const richeseAllyNoField: FreeHandler<'richese-ally-no-field'> = {
  rule: 'RI.ally.no-field',
  check: (state, seat, action) => allowProblem(state, seat, action.allow),
  apply(ctx: Context, _seat, action) {
    const part = richeseOf(ctx.state);
    if (action.allow) delete part.allyNoField;
    else part.allyNoField = false;
    ctx.emit({ type: 'ally-no-field-allowed', allow: action.allow });
  },
};
