// The Nexus effects that last for the rest of the turn (or of the battle), read where their rules act.
import type { Context } from '../../context.ts';
import type { SideModifiers, SideQuery } from '../../phases/battle/hooks.ts';
import type { Draft, Faction } from '../../types.ts';
import { lasting, nexusOf } from './state.ts';

/** NX.ixians.cunning: Suboids count as whole forces without spice. */
export const cunningSuboids = (state: Draft, side: SideQuery): Partial<SideModifiers> =>
  side.faction === 'ixians' && lasting(state, 'ixians-cunning', 'ixians') ? { regularWorth: 1, regularFull: true } : {};

/** NX.emperor.betrayal: the Sardaukar of the battle in progress count as ordinary forces. */
export const sardaukarBetrayed = (state: Draft, faction: Faction): boolean => faction === 'emperor' && lasting(state, 'emperor-betrayal');

/** NX.fremen.secret-ally: the player's forces are spared by sandworms. */
export const wormSpared = (state: Draft, faction: Faction): boolean => lasting(state, 'fremen-secret-ally', faction);

/** The battle is over: a Betrayal of its Sardaukar ends with it. */
export function battleOver(ctx: Context): void {
  const part = nexusOf(ctx.state);
  if (part?.lasting.some((l) => l.effect === 'emperor-betrayal')) part.lasting = part.lasting.filter((l) => l.effect !== 'emperor-betrayal');
}

/** A new turn: what lasted for the last one ends. */
export function turnOver(state: Draft): void {
  const part = nexusOf(state);
  if (part && part.lasting.length > 0) part.lasting = part.lasting.filter((l) => l.turn === state.turn);
}
