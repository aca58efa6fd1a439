// 0.13 STARTING FORCES: fixed placements (2.xx.02), then the Fremen's free placement (2.04.02), then under
// Advanced rules the Bene Gesserit advisor (2.02.08), which replaces the Basic Polar Sink force (2.02.02).
import { sectorsOf } from '../../board/movement.ts';
import { addForces, factionsIn, isValidSector } from '../../board/forces.ts';
import { isTerritoryId } from '../../board/territories.ts';
import { FACTION_PROFILES } from '../../factions/profiles.ts';
import type { Context } from '../../context.ts';
import type { Faction, Placement, TerritoryId } from '../../types.ts';
import type { SetupStep } from './types.ts';
import type { ActionHandler, StepDef } from '../handler.ts';
import { isRecordList } from '../../action-shape.ts';

const FREMEN_FORCES = 10;
const FREMEN_TERRITORIES: TerritoryId[] = ['sietch-tabr', 'false-wall-south', 'false-wall-west'];

function place(ctx: Context, faction: Faction, placements: Placement[]): void {
  const reserves = ctx.ownFaction(faction).reserves;
  for (const p of placements) {
    const elite = p.elite ?? 0;
    reserves.regular -= p.count - elite;
    reserves.elite -= elite;
    addForces(ctx.state, { faction, territory: p.territory, sector: p.sector }, { regular: p.count - elite, elite });
  }
  ctx.emit({ type: 'forces-placed', faction, placements, reserves: reserves.regular + reserves.elite });
}

export const startingForcesStep: StepDef<SetupStep> = {
  step: 'starting-forces',
  rule: '0.13',
  enter(ctx) {
    for (const faction of ctx.seating) {
      // 2.02.10 NONCOMBATANTS: in the Basic game the Bene Gesserit place fighters only (advisors come with 2.02.08).
      if (faction === 'bene-gesserit' && ctx.state.config.advanced) continue; // 2.02.08 replaces 2.02.02
      const fixed = FACTION_PROFILES[faction].startingForces;
      if (fixed.length > 0)
        place(
          ctx,
          faction,
          fixed.map((p) => ({ ...p })),
        );
    }
  },
};

export const fremenPlacementStep: StepDef<SetupStep> = {
  step: 'fremen-placement',
  rule: '2.04.02',
  enter(ctx) {
    if (!ctx.state.factions.fremen) return;
    const sectors = Object.fromEntries(FREMEN_TERRITORIES.map((t) => [t, sectorsOf(t)]));
    ctx.open({ kind: 'place-fremen', seat: 'fremen', forces: FREMEN_FORCES, territories: FREMEN_TERRITORIES, sectors });
  },
};

export const placeFremen: ActionHandler<'place-fremen'> = {
  type: 'place-fremen',
  rule: '2.04.02',
  check(state, decision, action) {
    const reserves = state.factions.fremen!.reserves;
    const seen = new Set<string>();
    let total = 0;
    let elite = 0;
    if (!isRecordList(action.placements)) return 'placements is a list of { territory, sector, count }';
    for (const p of action.placements) {
      if (!decision.territories.includes(p.territory)) return `${p.territory} is not one of ${decision.territories.join(', ')}`;
      if (!isValidSector(p.territory, p.sector)) return `${p.territory} has no sector ${p.sector}: its sectors are ${sectorsOf(p.territory).join(', ')}`;
      if (!Number.isInteger(p.count) || p.count < 1) return 'each placement needs a positive whole number of forces';
      const e = p.elite ?? 0;
      if (!Number.isInteger(e) || e < 0 || e > p.count) return 'elite forces must be a whole number within the count';
      // 2.04.18 FEDAYKIN: the Fremen's starred forces are told apart only under Advanced rules.
      if (e > 0 && !state.config.advanced) return 'starred forces are only distinguished under Advanced rules';
      const key = `${p.territory}#${p.sector}`;
      if (seen.has(key)) return `${key} is listed twice`;
      seen.add(key);
      total += p.count;
      elite += e;
    }
    if (total !== decision.forces) return `place exactly ${decision.forces} forces (got ${total})`;
    if (elite > reserves.elite) return `only ${reserves.elite} starred forces in reserve`;
    if (total - elite > reserves.regular) return `only ${reserves.regular} regular forces in reserve`;
    return null;
  },
  apply(ctx, decision, action) {
    place(
      ctx,
      'fremen',
      action.placements.map((p) => ({ territory: p.territory, sector: p.sector, count: p.count, elite: p.elite ?? 0 })),
    );
    ctx.close(decision);
  },
};

export const bgPlacementStep: StepDef<SetupStep> = {
  step: 'bg-placement',
  rule: '2.02.08',
  enter(ctx) {
    if (!ctx.state.config.advanced || !ctx.state.factions['bene-gesserit']) return;
    ctx.open({ kind: 'place-advisor', seat: 'bene-gesserit' });
  },
};

export const placeAdvisor: ActionHandler<'place-advisor'> = {
  type: 'place-advisor',
  rule: '2.02.08',
  check(_state, _decision, action) {
    if (!isTerritoryId(action.territory)) return `unknown territory ${action.territory}`;
    if (!isValidSector(action.territory, action.sector))
      return `${action.territory} has no sector ${action.sector}: its sectors are ${sectorsOf(action.territory).join(', ')}`;
    return null;
  },
  apply(ctx, decision, action) {
    const bg = ctx.ownFaction('bene-gesserit');
    // Alone in the territory, the advisor is flipped to a fighter.
    const alone = factionsIn(ctx.state, action.territory).every((f) => f === 'bene-gesserit');
    bg.reserves.regular -= 1;
    addForces(ctx.state, { faction: 'bene-gesserit', territory: action.territory, sector: action.sector }, alone ? { regular: 1 } : { advisors: 1 });
    ctx.emit({
      type: 'forces-placed',
      faction: 'bene-gesserit',
      placements: [{ territory: action.territory, sector: action.sector, count: 1 }],
      reserves: bg.reserves.regular + bg.reserves.elite,
    });
    ctx.close(decision);
  },
};
