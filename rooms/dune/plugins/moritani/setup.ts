// MO.setup: Moritani sets up last: its six forces go to one sector of a territory of Arrakis nobody occupies (a
// stronghold too; never the HMS or a homeworld), the other fourteen stay in reserves; its six Terror tokens start in
// its supply.
import { addForces, factionsIn, isValidSector } from '../../board/forces.ts';
import { sectorsOf } from '../../board/movement.ts';
import { TERRITORIES } from '../../board/territories.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler, StepDef } from '../../phases/handler.ts';
import type { Draft, TerritoryId } from '../../types.ts';
import { MORITANI, moritaniOf } from './state.ts';
import { TERRORS, type MoritaniState } from './types.ts';

/** MO.setup: the forces placed. */
export const MORITANI_FORCES = 6;

export function setUpMoritani(state: Draft): void {
  if (!state.factions[MORITANI]) return;
  const part: MoritaniState = { supply: [...TERRORS], placed: [], gone: [], arrivals: [] };
  (state as { moritani?: MoritaniState }).moritani = part;
}

/** The territories nobody occupies now. */
const unoccupied = (state: Draft): TerritoryId[] => TERRITORIES.map((t) => t.id).filter((id) => factionsIn(state, id).length === 0);

export const moritaniPlacementStep: StepDef<string> = {
  step: 'moritani-placement',
  rule: 'MO.setup',
  enter(ctx: Context) {
    if (!moritaniOf(ctx.state)) return;
    ctx.open({ kind: 'moritani-placement', seat: MORITANI, territories: unoccupied(ctx.state) });
  },
};

export const moritaniPlacement: ActionHandler<'moritani-placement'> = {
  type: 'moritani-placement',
  rule: 'MO.setup',
  check(_state, decision, action) {
    if (!decision.territories.includes(action.territory)) return 'MO.setup: a territory nobody occupies, of those offered';
    return isValidSector(action.territory, action.sector)
      ? null
      : `${action.territory} has no sector ${action.sector}: ${sectorsOf(action.territory).join(', ')}`;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const reserves = ctx.ownFaction(MORITANI).reserves;
    reserves.regular -= MORITANI_FORCES;
    addForces(ctx.state, { faction: MORITANI, territory: action.territory, sector: action.sector }, { regular: MORITANI_FORCES });
    const placements = [{ territory: action.territory, sector: action.sector, count: MORITANI_FORCES }];
    ctx.emit({ type: 'forces-placed', faction: MORITANI, placements, reserves: reserves.regular + reserves.elite });
  },
};
