// The Nexus effects that last for the rest of the turn (or of the battle), read where their rules act.
import type { Context } from '../../context.ts';
import type { SideModifiers, SideQuery } from '../../phases/battle/hooks.ts';
import type { RevivalTerms } from '../../extension-points.ts';
import { FACTION_PROFILES } from '../../factions/profiles.ts';
import type { Draft, Faction, ReadonlyFaction } from '../../types.ts';

const FREMEN_FREE = 3;
const EMPEROR_EXTRA = 3;
import { lasting, nexusOf } from './state.ts';

/** NX.ixians.cunning: Suboids count as whole forces without spice. */
export const cunningSuboids = (state: Draft, side: SideQuery): Partial<SideModifiers> =>
  side.faction === 'ixians' && lasting(state, 'ixians-cunning', 'ixians') ? { regularWorth: 1, regularFull: true } : {};

/** NX.emperor.betrayal: the Sardaukar of the battle in progress count as ordinary forces. */
export const sardaukarBetrayed = (state: Draft, faction: Faction): boolean => faction === 'emperor' && lasting(state, 'emperor-betrayal');

/** NX.fremen.secret-ally: the player's forces are spared by sandworms. */
export const wormSpared = (state: Draft, faction: Faction): boolean => lasting(state, 'fremen-secret-ally', faction);

/** NX.fremen.betrayal: no sandworm is ridden this turn. */
export const ridesBetrayed = (state: Draft): boolean => lasting(state, 'fremen-betrayal');

/** NX.fremen.secret-ally: a free revival of three; NX.emperor.secret-ally: three more, beyond the limit. */
export function freeRevivalRaise(state: Draft, faction: Faction): number {
  const fremen = lasting(state, 'fremen-secret-ally-revival', faction) ? Math.max(0, FREMEN_FREE - FACTION_PROFILES[faction].freeRevival) : 0;
  return fremen + (lasting(state, 'emperor-secret-ally', faction) ? EMPEROR_EXTRA : 0);
}

/** NX.emperor.secret-ally: the three free forces come beyond the revival limit. */
export const revivalLimitRaise = (fs: ReadonlyFaction, terms: RevivalTerms, state: Draft): RevivalTerms =>
  lasting(state, 'emperor-secret-ally', fs.faction) ? { ...terms, limit: terms.limit + EMPEROR_EXTRA } : terms;

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
