// The Ambassadors that put forces down or bring them back (EC.ambassador.fremen, .guild, .tleilaxu): where they may go,
// how many, and their landing as an arrival of its own.
import { unnamedTokensIn } from '../../../board/tokens.ts';
import { allyOf } from '../../../alliances.ts';
import { isSpotShape } from '../../../action-shape.ts';
import { arrive } from '../../../arrivals.ts';
import { addForces, forcesIn, isValidSector, moveForces, stackAt } from '../../../board/forces.ts';
import { inStorm } from '../../../board/storm.ts';
import { isBoardPlace, isTerritoryId } from '../../../board/territories.ts';
import type { Context } from '../../../context.ts';
import type { ActionOf, DecisionFor } from '../../../phases/handler.ts';
import { returnToPool } from '../../../phases/revival/leader-revival.ts';
import { strongholdFull } from '../../../phases/shipment-movement/board-view.ts';
import type { Draft, EngineError, Faction } from '../../../types.ts';
import type { AmbassadorSpot } from '../types.ts';
import { AMBASSADOR_FORCES } from './effects.ts';

type Decision = DecisionFor<'ambassador-effect'>;
type Choice = ActionOf<'ambassador-effect'>;

const count = (n: number | undefined) => n ?? 0;

/** Why forces of `faction` may not land at `to` (a territory of Arrakis out of the storm, room there, no ally), or null. */
function landingProblem(state: Draft, faction: Faction, to: AmbassadorSpot): string | EngineError | null {
  if (!isSpotShape(to) || !isTerritoryId(to.territory) || !isValidSector(to.territory, to.sector)) return 'to is a territory of Arrakis and one of its sectors';
  if (inStorm(state, to.territory, to.sector)) return { code: 'IN_STORM', message: `${to.territory} sector ${to.sector} is in the storm` };
  if (strongholdFull(state, to.territory, faction)) return { code: 'OCCUPIED', message: `${to.territory} already holds two other factions` };
  const ally = allyOf(state, faction);
  return ally !== null && forcesIn(state, ally, to.territory) > 0 ? { code: 'OCCUPIED', message: 'your ally is there' } : null;
}

/** Why the forces an answer names may not move, land or come back. */
export function forcesProblem(state: Draft, d: Decision, a: Choice): string | EngineError | null {
  const fs = state.factions[d.seat as Faction]!;
  const moved = count(a.regular) + count(a.elite);
  if (d.token === 'fremen') {
    if (!isSpotShape(a.from) || !isBoardPlace(a.from.territory)) return 'from is { territory, sector } where your forces stand on the planet';
    const stack = stackAt(state, fs.faction, a.from.territory, a.from.sector);
    // A concealed token in the stack (RI.no-field) moves only when a move names it, which this one does not.
    const concealed = unnamedTokensIn(state, fs.faction, a.from.territory, a.from.sector);
    if (!stack || stack.regular - concealed < count(a.regular) || stack.elite < count(a.elite))
      return { code: 'NOT_HELD', message: 'you have fewer forces there' };
    if (inStorm(state, a.from.territory, a.from.sector)) return { code: 'IN_STORM', message: 'those forces are in the storm' };
    if (moved < 1) return 'move at least one force (or pass)';
    if (a.to?.territory === a.from.territory) return 'EC.ambassador.fremen: move them to another territory';
    return landingProblem(state, fs.faction, a.to!);
  }
  if (d.token === 'guild') {
    if (moved < 1 || moved > (d.most ?? 0)) return { code: 'OVER_LIMIT', message: `send 1 to ${d.most} forces (or pass)` };
    if (fs.reserves.regular < count(a.regular) || fs.reserves.elite < count(a.elite)) return { code: 'NOT_HELD', message: 'not that many forces in reserves' };
    return landingProblem(state, fs.faction, a.to!);
  }
  // tleilaxu
  if (a.leader !== undefined)
    return moved > 0
      ? 'EC.ambassador.tleilaxu: a leader or forces, not both'
      : (d.leaders ?? []).includes(a.leader)
        ? null
        : 'revive one of the leaders offered';
  if (moved < 1 || moved > AMBASSADOR_FORCES) return { code: 'OVER_LIMIT', message: `revive 1 to ${AMBASSADOR_FORCES} forces, or a leader (or pass)` };
  return fs.tanks.regular < count(a.regular) || fs.tanks.elite < count(a.elite) ? { code: 'NOT_HELD', message: 'not that many forces in the Tanks' } : null;
}

/** EC.ambassador.fremen, EC.ambassador.guild: the forces land as an arrival of their own (other tokens may react). */
export function land(ctx: Context, d: Decision, a: Choice): void {
  const faction = d.seat as Faction;
  const take = { regular: count(a.regular), elite: count(a.elite) };
  const to = { territory: a.to!.territory, sector: a.to!.sector };
  const from = d.token === 'fremen' ? { territory: a.from!.territory, sector: a.from!.sector } : null;
  arrive(
    ctx,
    { faction, to, way: 'ambassador', from: from?.territory ?? null, count: take.regular + take.elite },
    () => {
      if (from) moveForces(ctx.state, faction, from, to, take);
      else {
        const reserves = ctx.ownFaction(faction).reserves;
        reserves.regular -= take.regular;
        reserves.elite -= take.elite;
        addForces(ctx.state, { faction, ...to }, take);
      }
    },
    () =>
      ctx.emit({
        type: 'ambassador-used',
        token: d.token,
        beneficiary: faction,
        entrant: d.entrant,
        ...(from ? { from } : {}),
        to,
        forces: take.regular + take.elite,
      }),
  );
}

/** EC.ambassador.tleilaxu: a leader, or up to four forces, back from the Tanks for free (no revival of the phase's). */
export function revive(ctx: Context, d: Decision, a: Choice): void {
  const fs = ctx.ownFaction(d.seat as Faction);
  const used = { type: 'ambassador-used', token: d.token, beneficiary: fs.faction, entrant: d.entrant } as const;
  if (a.leader !== undefined) {
    returnToPool(fs, a.leader);
    ctx.emit({ ...used, leader: a.leader });
    return;
  }
  const take = { regular: count(a.regular), elite: count(a.elite) };
  fs.tanks.regular -= take.regular;
  fs.tanks.elite -= take.elite;
  fs.reserves.regular += take.regular;
  fs.reserves.elite += take.elite;
  ctx.emit({ ...used, forces: take.regular + take.elite });
}
