// 3.01.20 TLEILAXU GHOLA: played for an extra revival, on top of the normal one: one leader from the tanks
// whatever the leader revival conditions (face up or down), or up to 5 forces to reserves, at no cost. Discarded
// after use. The engine offers it during the faction's own revival (the card is played in the open).
import { discardFromHand } from '../../cards/deck.ts';
import { familyOf } from '../../cards/treachery.ts';
import type { ReadonlyFaction, EngineError, FactionState, ForceCount, Draft, TreacheryCardId } from '../../types.ts';
import { isInTanks } from './leader-revival.ts';
import { totalOf } from './force-revival.ts';
import type { GholaUse } from './types.ts';

/** 3.01.20: forces a Tleilaxu Ghola revives at most. */
export const GHOLA_FORCES = 5;

/** The Tleilaxu Ghola in this hand, if any. */
export function gholaInHand(fs: ReadonlyFaction): TreacheryCardId | null {
  return fs.hand.find((id) => familyOf(id) === 'tleilaxu-ghola') ?? null;
}

export function gholaForces(use: GholaUse | null): ForceCount {
  return use && 'forces' in use ? use.forces : { regular: 0, elite: 0 };
}

/** Checks a Ghola play on its own; the combined counts with the normal revival are checked by the caller. */
export function checkGhola(fs: ReadonlyFaction, use: GholaUse): EngineError | string | null {
  if (gholaInHand(fs) === null) return { code: 'NOT_HELD', message: 'you hold no Tleilaxu Ghola' };
  if ('leader' in use) {
    if (!isInTanks(fs.leaders[use.leader])) return { code: 'NOT_HELD', message: `${use.leader} is not one of your leaders in the Tleilaxu Tanks` };
    return null;
  }
  const n = totalOf(use.forces);
  if (n === 0) return 'a Tleilaxu Ghola played for forces revives at least one';
  if (n > GHOLA_FORCES) return { code: 'OVER_LIMIT', message: `a Tleilaxu Ghola revives at most ${GHOLA_FORCES} forces` };
  return null;
}

/** Removes the Ghola from the hand to the treachery discard pile. */
export function discardGhola(state: Draft, fs: FactionState): void {
  const card = gholaInHand(fs);
  if (card === null) throw new Error(`${fs.faction} holds no Tleilaxu Ghola`);
  discardFromHand(state, fs.faction, card);
}
