// 1.14.03 FREMEN: during the Spice Blow and Nexus phase, after turn 1, the Fremen may use a Karama card (once a game,
// Advanced, 1.13.06) to place their sandworm token in any sand territory. It is a normal sandworm: it devours the
// forces there, Fremen excepted (2.04.07) and their ally's if they protect it (2.04.10), and the spice, and it causes
// a Nexus (1.02.06). The engine's timing, so that it never lands in the middle of another sandworm or of a Nexus:
// - the free action is taken while the phase waits on a decision, from its blow until its Nexus concludes, and not
//   while a Karama window is open;
// - the sandworm strikes once the blow in progress is complete (after pile B's in the Advanced game, and after a
//   Harvester), or, when called during the Nexus, once that Nexus concludes;
// - then a Nexus is held: the one any sandworm of the blow causes anyway (one Nexus), or a further one when the
//   first had already begun. The Fremen's ride (2.04.08) is offered for it with the others at the end.
import type { Context } from '../../context.ts';
import type { EngineError, Draft, TerritoryId } from '../../types.ts';
import { WORM_TERRITORIES } from '../../phases/spice-blow/placed-worm.ts';
import { roundOf } from '../../phases/spice-blow/round.ts';
import { strike } from '../../phases/spice-blow/shai-hulud.ts';
import type { SpiceBlowStep } from '../../phases/spice-blow/types.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { PowerHandler } from './index.ts';
import { powerAvailable, powerProblem, spendPower } from './power.ts';

/** The `card` the Karama sandworm's events name (no spice card was revealed for it), like the Thumper's. */
export const KARAMA_WORM_CARD = 'karama-sandworm';

/** The steps of the Spice Blow phase in which the Fremen may call it: from the blow until the Nexus concludes. */
export const KARAMA_WORM_STEPS: readonly SpiceBlowStep[] = ['blow', 'protect', 'place-worm', 'harvest', 'karama-call', 'nexus'];

/** Whether the Fremen may call their Karama sandworm to `territory` now (all but the card, which is the seat's). */
export function wormCallProblem(state: Draft, territory: TerritoryId): EngineError | null {
  if (state.phase !== 'spice-blow' || state.round?.phase !== 'spice-blow')
    return { code: 'NOT_ELIGIBLE', message: '1.14.03: only in the Spice Blow and Nexus phase, once its blow has begun' };
  if (state.turn <= 1) return { code: 'NOT_ELIGIBLE', message: '1.14.03: not on turn 1' };
  if (!KARAMA_WORM_STEPS.includes(state.step as SpiceBlowStep))
    return { code: 'NOT_ELIGIBLE', message: "1.14.03: this phase's Nexus has concluded; call the sandworm before it does" };
  if (state.karama.window !== null) return { code: 'NOT_ELIGIBLE', message: '1.14.03: wait until the open Karama window closes' };
  if (!WORM_TERRITORIES.includes(territory)) return { code: 'INVALID_CHOICE', message: `1.14.03: ${territory} is not a sand territory` };
  return null;
}

export const fremenWorm: PowerHandler<'fremen-worm'> = {
  faction: 'fremen',
  check(state, _seat, action) {
    return wormCallProblem(state, action.territory);
  },
  apply(ctx, _seat, action) {
    // 1.14.03: the Fremen place their sandworm token (public); it strikes at the next clean point of the phase.
    const round = roundOf(ctx.state);
    round.karamaWorm = action.territory;
    round.nexusDue = true;
    ctx.emit({ type: 'sandworm-placed', card: KARAMA_WORM_CARD, territory: action.territory });
  },
};

/** Where the Karama sandworm waits to strike, or null. */
export function karamaWormWaiting(state: Draft): TerritoryId | null {
  return state.round?.phase === 'spice-blow' ? (state.round.karamaWorm ?? null) : null;
}

/**
 * 1.14.03: the called sandworm strikes its territory like a placed one (2.04.15): the Fremen may first be asked to
 * protect their ally (2.04.10), and Fremen forces spared there may open a Karama window (2.04.07).
 */
export function strikeKaramaWorm(ctx: Context): void {
  const round = roundOf(ctx.state);
  const territory = round.karamaWorm;
  if (territory === undefined) throw new Error('no Karama sandworm waits to strike');
  delete round.karamaWorm;
  strike(ctx, KARAMA_WORM_CARD, territory);
}

/**
 * 1.14.03: when the blow is over and no Nexus is coming, the phase waits once for the Fremen, so that the power can
 * be used in every Spice Blow after turn 1. Public facts only decide it (the hand is not looked at).
 */
export function offerKaramaSandworm(ctx: Context): boolean {
  const state = ctx.state;
  if (!state.factions.fremen || state.turn <= 1 || !powerAvailable(state, 'fremen')) return false;
  ctx.open({ kind: 'karama-sandworm', seat: 'fremen' });
  return true;
}

export const karamaSandworm: ActionHandler<'karama-sandworm'> = {
  type: 'karama-sandworm',
  rule: '1.14.03',
  check(state, _decision, action) {
    if (action.territory === null) return action.card === null ? null : 'to let it pass, name neither a territory nor a card';
    if (action.card === null) return { code: 'NOT_HELD', message: '1.14.03: name the Karama card you spend' };
    const power = { type: 'karama-power', power: 'fremen-worm', card: action.card, territory: action.territory } as const;
    return powerProblem(state, 'fremen', action.card) ?? fremenWorm.check(state, 'fremen', power);
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.territory === null || action.card === null) return;
    spendPower(ctx, 'fremen', action.card);
    fremenWorm.apply(ctx, 'fremen', { type: 'karama-power', power: 'fremen-worm', card: action.card, territory: action.territory });
  },
};
