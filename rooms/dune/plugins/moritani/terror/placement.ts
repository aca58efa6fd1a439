// MO.terror.placement: at each Mentat Pause Moritani may place one Terror token from its supply, face down, in a
// stronghold holding none (in storm or not; a revealed Jacurutu Sietch too; never the HMS or a homeworld), or move one already placed to such a
// stronghold — one or the other, once a turn, free. Every viewer learns where; Moritani alone which. A ✷ ability: a
// Karama stops it for the turn, and its window shows no attempt. HW.grumman.high: a stronghold may hold two (grumman.ts);
// moving from a stronghold holding two moves the one named, else the one placed there first.
import { HMS } from '../../../board/hms.ts';
import { strongholdsOn } from '../../../board/movement.ts';
import type { Context } from '../../../context.ts';
import { useOf } from '../../../karama/abilities.ts';
import type { ActionHandler, StepDef } from '../../../phases/handler.ts';
import type { Draft, TerritoryId } from '../../../types.ts';
import { tokensPerStronghold } from '../grumman.ts';
import { MORITANI, moritaniOf } from '../state.ts';
import type { MoritaniState } from '../types.ts';

/** Strongholds a token may go to: the board's now (a revealed Jacurutu Sietch too), never the HMS. */
const open = (state: Draft, m: MoritaniState, most: number): TerritoryId[] =>
  strongholdsOn(state).filter((id) => id !== HMS && m.placed.filter((p) => p.territory === id).length < most);

export const terrorPlacementStep: StepDef<string> = {
  step: 'terror-placement',
  rule: 'MO.terror.placement',
  enter(ctx: Context) {
    const m = moritaniOf(ctx.state);
    if (!m || ctx.state.victory) return;
    const strongholds = open(ctx.state, m, tokensPerStronghold(ctx.state));
    const movable = [...new Set(m.placed.map((p) => p.territory))];
    if (strongholds.length === 0 || (m.supply.length === 0 && movable.length === 0)) return;
    ctx.open({ kind: 'terror-place', seat: MORITANI, strongholds, movable });
  },
};

function problem(
  state: Draft,
  decision: { strongholds: TerritoryId[]; movable: TerritoryId[] },
  action: { token?: string; from?: TerritoryId; to?: TerritoryId },
): string | null {
  if (action.to === undefined) return action.token === undefined && action.from === undefined ? null : 'name where it goes (to)';
  if (!decision.strongholds.includes(action.to)) return `MO.terror.placement: a stronghold a token may go to: ${decision.strongholds.join(', ')}`;
  if (action.from !== undefined) {
    if (action.from === action.to) return 'move a token to another stronghold';
    if (!decision.movable.includes(action.from)) return 'move a token you placed';
    // With a token named, the move takes that one (it must stand there).
    return action.token === undefined || moritaniOf(state)!.placed.some((p) => p.territory === action.from && p.token === action.token)
      ? null
      : 'that token is not there';
  }
  return action.token !== undefined && moritaniOf(state)!.supply.includes(action.token as never) ? null : 'place a token of your supply';
}

export const terrorPlace: ActionHandler<'terror-place'> = {
  type: 'terror-place',
  rule: 'MO.terror.placement',
  check: problem,
  apply(ctx, decision, action) {
    ctx.close(decision);
    const m = moritaniOf(ctx.state)!;
    if (action.to === undefined) return;
    if (action.from !== undefined) {
      const moving = m.placed.find((p) => p.territory === action.from && (action.token === undefined || p.token === action.token))!;
      m.placed = m.placed.map((p) => (p === moving ? { ...p, territory: action.to! } : p));
      ctx.emit({ type: 'terror-placed', territory: action.to, from: action.from });
      return;
    }
    const token = action.token!;
    m.supply.splice(m.supply.indexOf(token), 1);
    m.placed.push({ territory: action.to, token });
    ctx.emit({ type: 'terror-placed', territory: action.to });
    ctx.emit({ type: 'terror-token-placed', token, territory: action.to }, MORITANI);
  },
  karama: {
    uses: (_state, _decision, action) => (action.to === undefined ? [] : [useOf('moritani-terror')]),
    fallback: (decision) => ({ type: 'terror-place', event: decision.id }),
    secret: true,
  },
};
