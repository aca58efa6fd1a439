// 1.14: the faction Karama powers played as free actions, and their events. (The Emperor's revival, 1.14.02, is
// part of the revive action.)
import type { Faction, TerritoryId, TreacheryCardId } from '../../types.ts';

export type KaramaPowerAction =
  /** 1.14.01: during the battle phase, the Atreides look at one combatant's whole sealed battle plan. */
  | { type: 'karama-power'; power: 'atreides-plan'; card: TreacheryCardId; target: Faction }
  /** 1.14.03: during the spice blow (after turn 1), the Fremen place a sandworm in a sand territory. */
  | { type: 'karama-power'; power: 'fremen-worm'; card: TreacheryCardId; territory: TerritoryId }
  /** 1.14.04: during the bidding phase, the Harkonnen take another player's whole hand (and give as many back). */
  | { type: 'karama-power'; power: 'harkonnen-hand'; card: TreacheryCardId; target: Faction }
  /** 1.14.05: during the shipment and movement phase, the Guild cancel one player's off-planet shipment. */
  | { type: 'karama-power'; power: 'guild-shipment'; card: TreacheryCardId; target: Faction }
  /** CH.karama: CHOAM discards the named other cards for 3 spice each. */
  | { type: 'karama-power'; power: 'choam-discard'; card: TreacheryCardId; cards: TreacheryCardId[] };
export type FreeKaramaPower = KaramaPowerAction['power'];

export type KaramaPowerEvent =
  /** Public: a Karama card was revealed and discarded for a faction's once-a-game power. */
  | { type: 'karama-power-used'; faction: Faction; card: TreacheryCardId; rule: string }
  /** Public: the Guild cancelled `target`'s off-planet shipment of this phase (1.14.05). */
  | { type: 'shipment-cancelled'; faction: Faction; target: Faction }
  /** Public: CHOAM's Karama power discarded these cards face up for `spice` from the bank. */
  | { type: 'choam-karama-discard'; cards: TreacheryCardId[]; spice: number };
