// Free actions: things a seat may do at any time the rules allow, without a decision being open for it.
import type { KaramaPreventAction } from '../karama/types.ts';
import type { KaramaPowerAction } from '../karama/powers/types.ts';
import type { Faction, PluginFreeAction } from '../types.ts';

export type FreeAction =
  /** 1.12.01–1.12.02: pay spice to a faction you are not allied with, as part of a deal; it lies in front of their shield. */
  | { type: 'bribe'; to: Faction; amount: number }
  /** 2.03.06: the Emperor gives spice to its ally, behind the ally's shield. */
  | { type: 'give-spice'; to: Faction; amount: number }
  /** 3.01.11.02: play a Karama card to prevent the next use of an ability. */
  | KaramaPreventAction
  /** 1.14.01, 1.14.03, 1.14.04: a Karama card played for a faction's once-a-game power (Advanced game). */
  | KaramaPowerAction
  /** The plug-ins' own (HW.tupile.intelligence: CHOAM asks an opposing faction for its spice and its weapons or defenses; a Distrans; the Nullentropy Box's search). */
  | PluginFreeAction;
export type FreeActionType = FreeAction['type'];

export type FreeEvent =
  | { type: 'bribe-paid'; from: Faction; to: Faction; amount: number }
  /** Public: that a gift was made. The amount goes only to the two allies (spice behind shields is hidden, 1.11.01). */
  | { type: 'spice-given'; from: Faction; to: Faction }
  | { type: 'spice-given-amount'; from: Faction; to: Faction; amount: number };
