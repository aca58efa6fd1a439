// MO.terror.placement: at each Mentat Pause Moritani may place one Terror token from its supply, face down, in a
// stronghold holding none (in storm or not; never the HMS or a homeworld), or move one already placed to such a
// stronghold — one or the other, once a turn, free. Every viewer learns where; Moritani alone which. A ✷ ability: a
// Karama stops it for the turn, and its window shows no attempt.
import { STRONGHOLDS } from '../../../board/territories.ts';
import type { Context } from '../../../context.ts';
import { useOf } from '../../../karama/abilities.ts';
import type { ActionHandler, StepDef } from '../../../phases/handler.ts';
import type { Draft, TerritoryId } from '../../../types.ts';
import { MORITANI, moritaniOf } from '../state.ts';
import type { MoritaniState } from '../types.ts';

const open = (m: MoritaniState): TerritoryId[] => STRONGHOLDS.filter((id) => !m.placed.some((p) => p.territory === id));

export const terrorPlacementStep: StepDef<string> = {
  step: 'terror-placement',
  rule: 'MO.terror.placement',
  enter(ctx: Context) {
    const m = moritaniOf(ctx.state);
    if (!m || ctx.state.victory) return;
    const strongholds = open(m);
    const movable = m.placed.map((p) => p.territory);
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
  if (!decision.strongholds.includes(action.to)) return `MO.terror.placement: a stronghold with no Terror token: ${decision.strongholds.join(', ')}`;
  if (action.from !== undefined)
    return action.token !== undefined ? 'place a token or move one, not both' : decision.movable.includes(action.from) ? null : 'move a token you placed';
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
      m.placed = m.placed.map((p) => (p.territory === action.from ? { ...p, territory: action.to! } : p));
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
