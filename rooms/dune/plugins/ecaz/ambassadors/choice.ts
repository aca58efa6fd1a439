// The beneficiary's answer to an Ambassador's effect (EC.ambassador.*): what it chose, checked against its token.
import { allyOf } from '../../../alliances.ts';
import { isSpotShape } from '../../../action-shape.ts';
import { arrive } from '../../../arrivals.ts';
import { addForces, forcesIn, isValidSector, moveForces, stackAt } from '../../../board/forces.ts';
import { inStorm } from '../../../board/storm.ts';
import { isBoardPlace, isTerritoryId } from '../../../board/territories.ts';
import type { Context } from '../../../context.ts';
import type { ActionHandler, ActionOf, DecisionFor } from '../../../phases/handler.ts';
import { returnToPool } from '../../../phases/revival/leader-revival.ts';
import { strongholdFull } from '../../../phases/shipment-movement/board-view.ts';
import { pay } from '../../../payments.ts';
import type { Draft, EngineError, Faction } from '../../../types.ts';
import type { AmbassadorSpot } from '../types.ts';
import { AMBASSADOR_FORCES, CHOAM_PRICE, RICHESE_PRICE, discardAll, drawFor, useEffect } from './effects.ts';
import { releaseHold } from './hold.ts';

type Decision = DecisionFor<'ambassador-effect'>;
type Choice = ActionOf<'ambassador-effect'>;

const count = (n: number | undefined) => n ?? 0;
const isCount = (n: unknown) => n === undefined || (Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 20);

/** Why forces of `faction` may not land at `to` (a territory of Arrakis out of the storm, room there, no ally), or null. */
function landingProblem(state: Draft, faction: Faction, to: AmbassadorSpot): string | EngineError | null {
  if (!isSpotShape(to) || !isTerritoryId(to.territory) || !isValidSector(to.territory, to.sector)) return 'to is a territory of Arrakis and one of its sectors';
  if (inStorm(state, to.territory, to.sector)) return { code: 'IN_STORM', message: `${to.territory} sector ${to.sector} is in the storm` };
  if (strongholdFull(state, to.territory, faction)) return { code: 'OCCUPIED', message: `${to.territory} already holds two other factions` };
  const ally = allyOf(state, faction);
  return ally !== null && forcesIn(state, ally, to.territory) > 0 ? { code: 'OCCUPIED', message: 'your ally is there' } : null;
}

/** The fields a token reads; any other field set is refused. */
const FIELDS: Record<string, readonly (keyof Choice)[]> = {
  'bene-gesserit': ['copy'],
  fremen: ['from', 'to', 'regular', 'elite'],
  guild: ['to', 'regular', 'elite'],
  ixians: ['cards'],
  choam: ['cards'],
  tleilaxu: ['leader', 'regular', 'elite'],
  richese: ['buy'],
  ecaz: ['ally'],
};

function cardsProblem(state: Draft, d: Decision, a: Choice): string | EngineError | null {
  const cards = a.cards ?? [];
  if (!Array.isArray(cards) || new Set(cards).size !== cards.length) return 'cards lists distinct cards of your hand';
  const hand = state.factions[d.seat as Faction]!.hand;
  if (cards.some((c) => !hand.includes(c))) return { code: 'NOT_HELD', message: 'a card named is not in your hand' };
  return d.token === 'ixians' && cards.length !== 1 ? 'EC.ambassador.ixians: discard exactly one card (or pass)' : null;
}

function forcesProblem(state: Draft, d: Decision, a: Choice): string | EngineError | null {
  const fs = state.factions[d.seat as Faction]!;
  const moved = count(a.regular) + count(a.elite);
  if (d.token === 'fremen') {
    if (!isSpotShape(a.from) || !isBoardPlace(a.from.territory)) return 'from is { territory, sector } where your forces stand on the planet';
    const stack = stackAt(state, fs.faction, a.from.territory, a.from.sector);
    if (!stack || stack.regular < count(a.regular) || stack.elite < count(a.elite)) return { code: 'NOT_HELD', message: 'you have fewer forces there' };
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

export const ambassadorEffect: ActionHandler<'ambassador-effect'> = {
  type: 'ambassador-effect',
  rule: 'EC.ambassador',
  check(state, d, a) {
    const allowed = FIELDS[d.token] ?? [];
    const set = (Object.keys(a) as (keyof Choice)[]).filter((k) => k !== 'type' && k !== 'event' && a[k] !== undefined);
    if (a.pass === true) return set.length === 1 ? null : 'a pass names nothing else';
    if (set.some((k) => !allowed.includes(k))) return `EC.ambassador.${d.token}: answer with ${allowed.join(', ')} (or pass: true)`;
    if (!isCount(a.regular) || !isCount(a.elite)) return 'regular and elite are whole numbers of forces';
    switch (d.token) {
      case 'bene-gesserit':
        return a.copy !== undefined && (d.copies ?? []).includes(a.copy) ? null : `copy one of ${(d.copies ?? []).join(', ')}`;
      case 'fremen':
      case 'guild':
      case 'tleilaxu':
        return forcesProblem(state, d, a);
      case 'ixians':
      case 'choam':
        return cardsProblem(state, d, a);
      case 'richese':
        return a.buy === true ? null : 'buy: true takes the top card for 3 spice';
      case 'ecaz':
        return a.ally === true ? null : 'ally: true offers the entrant an alliance';
      default:
        return 'this Ambassador asks nothing';
    }
  },
  apply(ctx, d, a) {
    ctx.close(d);
    const beneficiary = d.seat as Faction;
    const used = { type: 'ambassador-used', token: d.token, beneficiary, entrant: d.entrant } as const;
    if (a.pass === true) {
      ctx.emit({ ...used, passed: true });
      return releaseHold(ctx);
    }
    switch (d.token) {
      case 'bene-gesserit':
        ctx.emit({ ...used, copy: a.copy! });
        return useEffect(ctx, { token: a.copy!, beneficiary, entrant: d.entrant, territory: d.territory });
      case 'fremen':
      case 'guild':
        land(ctx, d, a);
        return releaseHold(ctx);
      case 'tleilaxu':
        revive(ctx, d, a);
        return releaseHold(ctx);
      case 'ixians':
        discardAll(ctx, beneficiary, a.cards!);
        ctx.emit({ ...used, discarded: [...a.cards!] });
        drawFor(ctx, beneficiary);
        return releaseHold(ctx);
      case 'choam': {
        discardAll(ctx, beneficiary, a.cards!);
        const spice = CHOAM_PRICE * a.cards!.length;
        ctx.ownFaction(beneficiary).spice += spice;
        ctx.emit({ ...used, discarded: [...a.cards!], spice });
        return releaseHold(ctx);
      }
      case 'richese':
        ctx.ownFaction(beneficiary).spice -= RICHESE_PRICE;
        pay(ctx, beneficiary, 'bank', RICHESE_PRICE);
        ctx.emit({ ...used, spice: -RICHESE_PRICE, drew: 1 });
        drawFor(ctx, beneficiary);
        return releaseHold(ctx);
      case 'ecaz':
        // EC.ambassador.ecaz: the entrant answers; the game stays held until it does.
        ctx.emit({ ...used });
        ctx.open({ kind: 'ambassador-alliance', seat: d.entrant, from: beneficiary });
        return;
    }
  },
};

/** EC.ambassador.fremen, EC.ambassador.guild: the forces land as an arrival of their own (other tokens may react). */
function land(ctx: Context, d: Decision, a: Choice): void {
  const faction = d.seat as Faction;
  const take = { regular: count(a.regular), elite: count(a.elite) };
  const to = { territory: a.to!.territory, sector: a.to!.sector };
  const from = d.token === 'fremen' ? { territory: a.from!.territory, sector: a.from!.sector } : null;
  arrive(
    ctx,
    { faction, to, way: 'ambassador', from: from?.territory ?? null },
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
function revive(ctx: Context, d: Decision, a: Choice): void {
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

export const ambassadorAlliance: ActionHandler<'ambassador-alliance'> = {
  type: 'ambassador-alliance',
  rule: 'EC.ambassador.ecaz',
  check: (_state, _d, a) => (typeof a.accept === 'boolean' ? null : 'accept must be true or false'),
  apply(ctx, d, a) {
    ctx.close(d);
    const { state } = ctx;
    // Either may have allied meanwhile (nothing else moves while the game is held, but be plain about it).
    if (a.accept && allyOf(state, d.from) === null && allyOf(state, d.seat as Faction) === null) {
      const formed: [Faction, Faction] =
        state.seating.indexOf(d.from) < state.seating.indexOf(d.seat as Faction) ? [d.from, d.seat as Faction] : [d.seat as Faction, d.from];
      state.alliances.push(formed);
      ctx.emit({ type: 'alliance-formed', factions: formed });
    } else ctx.emit({ type: 'ambassador-alliance-declined', from: d.from, to: d.seat as Faction });
    releaseHold(ctx);
  },
};
