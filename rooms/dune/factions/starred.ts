// Whether a faction's starred forces are a kind of their own in a game: in the Advanced game every faction's are
// (2.03.08, 2.04.18); in the Basic game only a plug-in faction's whose sheet says so (IX.cyborgs: the Ixians' Cyborgs).
import { plugins } from '../extension-points.ts';
import type { Faction } from '../types.ts';

export const starredDistinct = (config: { readonly advanced: boolean }, faction: Faction): boolean =>
  config.advanced || plugins().some((p) => p.starredInBasic?.(faction) ?? false);
