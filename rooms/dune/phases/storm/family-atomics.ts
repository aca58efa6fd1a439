// 3.01.07 FAMILY ATOMICS: after the first turn, a player with forces on the Shield Wall or a territory adjacent to
// it, with no storm between their sector and the Wall, may play it after the storm movement is calculated and
// before the storm moves. All forces on the Shield Wall are destroyed; for the rest of the game the Imperial
// Basin, Arrakeen and Carthag are no longer protected from the storm (board/storm.ts protectedFromStorm).
//
// Secrecy: who may play is decided by public information only (forces on the board, the storm), so the window is
// a secret decision offered to every seat meeting that condition, holder or not; answers are revealed together.
// It opens after Weather Control is resolved, when the movement is final. Once the Wall is destroyed it never
// opens again.
//
// Custody: 3.01.07 says "Set Aside this card" (out of the game). GameState has no set-aside pile, so the card goes
// to the treachery discard pile as the other played cards do (see the report: a set-aside pile is wanted).
import { removeForces } from '../../board/forces.ts';
import { exposeTokens } from '../../board/token-exposure.ts';
import { markShieldWallDestroyed, sectorsBetween, shieldWallDestroyed } from '../../board/storm.ts';
import { territory } from '../../board/territories.ts';
import { FAMILY_ATOMICS } from '../../cards/treachery.ts';
import type { Context } from '../../context.ts';
import type { Faction, Draft } from '../../types.ts';
import type { ActionHandler } from '../handler.ts';
import { stormRound } from './round.ts';

const SHIELD_WALL = 'shield-wall';

/**
 * Whether `faction` meets the card's condition: fighters (advisors have no effect on play, 2.02.12) in a sector
 * of the Shield Wall or a territory next to it, such that the sectors from theirs to a Shield Wall sector (the
 * short way, both ends included) are all out of the storm.
 */
export function canUseFamilyAtomics(state: Draft, faction: Faction): boolean {
  const storm = state.storm.sector;
  const wall = territory(SHIELD_WALL).sectors;
  return state.forces.some(
    (s) =>
      s.faction === faction &&
      s.regular + s.elite > 0 &&
      territory(s.territory).nearShieldWall &&
      wall.some((w) => !sectorsBetween(s.sector, w).includes(storm ?? -1)),
  );
}

/** Opens the window for the seats that meet the condition; returns false when it is skipped. */
export function openFamilyAtomics(ctx: Context): boolean {
  if (shieldWallDestroyed(ctx.state)) return false;
  const seats = ctx.seating.filter((f) => canUseFamilyAtomics(ctx.state, f));
  if (seats.length === 0) return false;
  const movement = stormRound(ctx).movement ?? 0;
  ctx.openSecret('family-atomics', seats, (seat) => ({ kind: 'family-atomics', seat, movement }));
  return true;
}

export const familyAtomics: ActionHandler<'family-atomics'> = {
  type: 'family-atomics',
  rule: '3.01.07',
  check(state, decision, action) {
    if (action.play && !state.factions[decision.seat]!.hand.includes(FAMILY_ATOMICS)) return { code: 'NOT_HELD', message: 'you do not hold Family Atomics' };
    return null;
  },
  apply(ctx, decision, action) {
    if (action.play) stormRound(ctx).familyAtomics = decision.seat;
    ctx.close(decision);
  },
};

/** After the reveal: destroys every force on the Shield Wall and marks the Wall destroyed. */
export function resolveFamilyAtomics(ctx: Context): void {
  const round = stormRound(ctx);
  const player = round.familyAtomics;
  if (!player) return;
  const fs = ctx.ownFaction(player);
  fs.hand = fs.hand.filter((c) => c !== FAMILY_ATOMICS);
  ctx.own('decks').setAside.push(FAMILY_ATOMICS); // 3.01.07: removed from the game after use
  round.played.familyAtomics = player;
  round.familyAtomics = null;
  markShieldWallDestroyed(ctx.state);
  ctx.emit({ type: 'family-atomics-played', faction: player });
  exposeTokens(ctx, SHIELD_WALL, null, 'family-atomics');
  for (const stack of ctx.state.forces.filter((s) => s.territory === SHIELD_WALL).map((s) => ({ ...s }))) {
    const { faction, territory: t, sector, regular, elite, advisors } = stack;
    removeForces(ctx.state, { faction, territory: t, sector }, { regular, elite, advisors }, 'tanks');
    ctx.emit({ type: 'storm-forces-destroyed', cause: 'family-atomics', faction, territory: t, sector, regular, elite, advisors });
  }
}
