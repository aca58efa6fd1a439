// 1.02.05 SHAI-HULUD: when a sandworm card is discarded, all spice and forces in the territory of the topmost
// Territory Card in the discard pile go to the Spice Bank and the Tleilaxu Tanks; cards keep being revealed until
// a Territory Card is discarded, and a Nexus follows (1.02.06).
// 2.04.07: Fremen forces there are not devoured. 2.04.10: Fremen decide whether their ally's forces are spared.
// Both are ✷ abilities a Karama may cancel (3.01.11.01).
import { allyOf } from '../../alliances.ts';
import { forcesIn, removeForces } from '../../board/forces.ts';
import { exposeTokens } from '../../board/token-exposure.ts';
import { takeSpice } from '../../board/spice.ts';
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { Faction, TerritoryId } from '../../types.ts';
import type { WormCard } from './types.ts';
import type { ActionHandler } from '../handler.ts';
import { useOf } from '../../karama/abilities.ts';
import { openEffectWindow } from '../../karama/window.ts';
import { topmostTerritory } from './deck.ts';
import { round } from './round.ts';
import { fremenPlaceWorm, openWormPlacement } from './placed-worm.ts';

/**
 * Removes the forces and spice a sandworm devours in `territory`, sparing Fremen and, if protected, their ally; the
 * Fremen may ride it from there at the Nexus's conclusion unless `ride` is false (DS.great-maker).
 */
export function devour(ctx: Context, card: WormCard, territory: TerritoryId, protectAlly: boolean, ride = true): void {
  const { state } = ctx;
  const ally = state.factions.fremen ? allyOf(state, 'fremen') : null;
  const spared = new Set<Faction>();
  const devoured = new Map<Faction, number>();
  const spares = (faction: Faction) =>
    faction === 'fremen' || (protectAlly && faction === ally) || plugins().some((p) => p.wormSpares?.(state, faction, territory));
  // A concealed token the sandworm reaches is revealed and its forces devoured with the rest (RI.no-field.reveal).
  for (const f of new Set(state.forces.filter((s) => s.territory === territory).map((s) => s.faction)))
    if (!spares(f)) exposeTokens(ctx, territory, null, 'worm', f);
  for (const stack of state.forces.filter((s) => s.territory === territory)) {
    if (spares(stack.faction)) {
      spared.add(stack.faction);
      continue;
    }
    const lost = stack.regular + stack.elite + stack.advisors;
    removeForces(state, stack, { regular: stack.regular, elite: stack.elite, advisors: stack.advisors }, 'tanks');
    devoured.set(stack.faction, (devoured.get(stack.faction) ?? 0) + lost);
  }
  let spice = 0;
  for (const stack of state.spice.filter((s) => s.territory === territory)) spice += takeSpice(state, territory, stack.sector);
  // NX.fremen.cunning: whether the sandworm found no forces at all there.
  for (const p of plugins()) p.wormDevoured?.(ctx, territory, devoured.size === 0 && spared.size === 0);
  if (ride) round(ctx).wormTerritories.push(territory);
  ctx.emit({
    type: 'shai-hulud',
    card,
    territory,
    devoured: state.seating.filter((f) => devoured.has(f)).map((f) => ({ faction: f, forces: devoured.get(f)! })),
    spice,
    spared: state.seating.filter((f) => spared.has(f)),
  });
}

/** 2.04.07 cancelled by a Karama (3.01.11.01): the sandworm devours the Fremen forces it had spared. */
export function devourFaction(ctx: Context, faction: Faction, territory: TerritoryId): void {
  let forces = 0;
  exposeTokens(ctx, territory, null, 'worm', faction);
  for (const stack of ctx.state.forces.filter((s) => s.territory === territory && s.faction === faction)) {
    forces += stack.regular + stack.elite + stack.advisors;
    removeForces(ctx.state, stack, { regular: stack.regular, elite: stack.elite, advisors: stack.advisors }, 'tanks');
  }
  ctx.emit({ type: 'forces-devoured', faction, territory, forces });
}

/** 2.04.07: Fremen forces spared by a sandworm wait for a Karama window; returns true if one opened. */
function fremenSpared(ctx: Context, territory: TerritoryId): boolean {
  if (!ctx.state.factions.fremen || forcesIn(ctx.state, 'fremen', territory) === 0) return false;
  return openEffectWindow(ctx, [{ ...useOf('fremen-shai-hulud'), territory }]);
}

/**
 * A Shai-Hulud card after turn 1 has just been discarded. Returns 'waiting' when the Fremen must first decide
 * whether to protect their ally (2.04.10), otherwise devours at once.
 */
export function sandworm(ctx: Context, card: WormCard): 'waiting' | 'done' {
  // A plug-in's card may calm it (the Sandtrout): it strikes nowhere and brings no Nexus.
  if (plugins().some((p) => p.wormCalmed?.(ctx, card))) return 'done';
  const r = round(ctx);
  r.nexusDue = true;
  r.wormsInBlow = (r.wormsInBlow ?? 0) + 1;
  // 2.04.15 SANDWORMS: a further sandworm of this blow goes where the Fremen place it.
  if (fremenPlaceWorm(ctx)) {
    openWormPlacement(ctx, card);
    return 'waiting';
  }
  return strike(ctx, card, null);
}

/**
 * The sandworm `card` strikes `placed`, or (null) the territory of the topmost Territory Card of the pile it appeared
 * on (1.13.02.02). Returns 'waiting' while a decision about it is open.
 */
export function strike(ctx: Context, card: WormCard, placed: TerritoryId | null, ride = true): 'waiting' | 'done' {
  const { state } = ctx;
  const r = round(ctx);
  // 1.13.02.02: unplaced, a sandworm strikes the topmost Territory Card of the pile it appeared on.
  const territory = placed ?? topmostTerritory(state, r.pile ?? 'A');
  if (territory === null) {
    // After a reshuffle (0.05) the pile may hold no Territory Card: the sandworm finds nothing to devour.
    ctx.emit({ type: 'shai-hulud', card, territory: null, devoured: [], spice: 0, spared: [] });
    return 'done';
  }
  const ally = state.factions.fremen ? allyOf(state, 'fremen') : null;
  if (ally && forcesIn(state, ally, territory) > 0) {
    r.awaitingProtection = { card, territory, ...(ride ? {} : { ride: false as const }) };
    // A sandworm of the blow waits in step 'protect'; one called by a Karama (1.14.03) keeps its own step.
    if (state.step === 'blow') state.step = 'protect';
    ctx.open({ kind: 'protect-ally', seat: 'fremen', territory, ally });
    return 'waiting';
  }
  devour(ctx, card, territory, false, ride);
  return fremenSpared(ctx, territory) ? 'waiting' : 'done';
}

export const protectAlly: ActionHandler<'protect-ally'> = {
  type: 'protect-ally',
  rule: '2.04.10',
  check(_state, _decision, action) {
    if (typeof action.protect !== 'boolean') return 'protect must be true or false';
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const r = round(ctx);
    const pending = r.awaitingProtection;
    if (!pending) throw new Error('no sandworm awaits the Fremen decision');
    r.awaitingProtection = null;
    ctx.emit({ type: 'ally-protection', territory: decision.territory, ally: decision.ally, protect: action.protect });
    devour(ctx, pending.card, pending.territory, action.protect, pending.ride !== false);
    if (ctx.state.step === 'protect') ctx.state.step = 'blow';
    fremenSpared(ctx, pending.territory);
  },
  karama: {
    // 2.04.10: protecting the ally is the ✷ use; cancelled, the ally's forces are devoured after all.
    uses: (_state, decision, action) => (action.protect ? [useOf('fremen-ally-protection', decision.ally)] : []),
    fallback: (_decision, action) => ({ ...action, protect: false }),
  },
};

/** 2.04.15 SANDWORMS: the Fremen say where a further sandworm of the blow strikes (placed-worm.ts opens it). */
export const placeWorm: ActionHandler<'place-worm'> = {
  type: 'place-worm',
  rule: '2.04.15',
  check(_state, decision, action) {
    if (action.territory !== null && !decision.options.includes(action.territory)) return `${action.territory} is not a sand territory`;
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const r = round(ctx);
    r.awaitingPlacement = null;
    ctx.state.step = 'blow';
    ctx.emit({ type: 'sandworm-placed', card: decision.card, territory: action.territory });
    strike(ctx, decision.card, action.territory);
  },
};
