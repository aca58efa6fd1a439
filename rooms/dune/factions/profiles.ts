// Fixed numbers of the factions: the classic six from their numbered rules 2.01–2.06 (starting spice
// 2.xx.01, starting forces 2.xx.02, free revival) and the hand limits 1.04.02 / 2.05.07.
// Token totals (regular + starred) are the counts in the box: Emperor 15 + 5 Sardaukar (2.03.08),
// Fremen 17 + 3 Fedaykin (2.04.18), every other faction 20. Rule 2.xx.02 always accounts for 20 tokens. CHOAM's numbers are from its
// faction sheet (CHOAM & Richese), under the ids of docs/rules/choam.tsv; the Tleilaxu's and the Ixians' from theirs
// (Ixians & Tleilaxu), under docs/rules/ixians-tleilaxu.tsv.
import type { Faction, TerritoryId } from '../types.ts';

export interface FactionProfile {
  id: Faction;
  name: string;
  /** 0.12 / 2.xx.01. */
  startingSpice: number;
  /** All force tokens of the faction; `elite` are the starred ones (Sardaukar, Fedaykin). */
  forces: { regular: number; elite: number };
  /**
   * 0.13 / 2.xx.02: fixed on-board placements at setup; everything else starts in reserves.
   * Fremen choose theirs (2.04.02, see FREMEN_STARTING_PLACEMENT), so theirs is []. Bene Gesserit's
   * Polar Sink force is the Basic rule; Advanced replaces it (2.02.08), which the engine handles.
   * The Polar Sink has no storm sector; forces there use `sector: 0`.
   */
  startingForces: { territory: TerritoryId; sector: number; count: number; elite?: number }[];
  /** Forces revived free each Revival phase (1.05.01.02). */
  freeRevival: number;
  /** Maximum treachery cards in hand (1.04.02: 4; Harkonnen 8 by 2.05.07). */
  handLimit: number;
}

export const FACTION_PROFILES: Record<Faction, FactionProfile> = {
  atreides: {
    id: 'atreides',
    name: 'Atreides',
    startingSpice: 10, // 2.01.01
    forces: { regular: 20, elite: 0 },
    startingForces: [{ territory: 'arrakeen', sector: 9, count: 10 }], // 2.01.02: 10 in Arrakeen, 10 in reserves
    freeRevival: 2, // 2.01.04
    handLimit: 4,
  },
  'bene-gesserit': {
    id: 'bene-gesserit',
    name: 'Bene Gesserit',
    startingSpice: 5, // 2.02.01
    forces: { regular: 20, elite: 0 },
    startingForces: [{ territory: 'polar-sink', sector: 0, count: 1 }], // 2.02.02: 1 in Polar Sink, 19 in reserves
    freeRevival: 1, // 2.02.04
    handLimit: 4,
  },
  emperor: {
    id: 'emperor',
    name: 'Emperor',
    startingSpice: 10, // 2.03.01
    forces: { regular: 15, elite: 5 },
    startingForces: [], // 2.03.02: all 20 in reserves
    freeRevival: 1, // 2.03.03
    handLimit: 4,
  },
  fremen: {
    id: 'fremen',
    name: 'Fremen',
    startingSpice: 3, // 2.04.01
    forces: { regular: 17, elite: 3 },
    startingForces: [], // 2.04.02: 10 placed by choice (a setup decision), 10 in reserves
    freeRevival: 3, // 2.04.04
    handLimit: 4,
  },
  harkonnen: {
    id: 'harkonnen',
    name: 'Harkonnen',
    startingSpice: 10, // 2.05.01
    forces: { regular: 20, elite: 0 },
    startingForces: [{ territory: 'carthag', sector: 10, count: 10 }], // 2.05.02: 10 in Carthag, 10 in reserves
    freeRevival: 2, // 2.05.05
    handLimit: 8, // 2.05.07
  },
  guild: {
    id: 'guild',
    name: 'Spacing Guild',
    startingSpice: 5, // 2.06.01
    forces: { regular: 20, elite: 0 },
    startingForces: [{ territory: 'tueks-sietch', sector: 4, count: 5 }], // 2.06.02: 5 in Tuek's Sietch, 15 in reserves
    freeRevival: 1, // 2.06.03
    handLimit: 4,
  },
  choam: {
    id: 'choam',
    name: 'CHOAM',
    startingSpice: 2, // CH.setup
    forces: { regular: 20, elite: 0 },
    startingForces: [], // CH.setup: all 20 in reserves
    freeRevival: 0, // CH.revival: never free, 1 spice a force instead
    handLimit: 5, // CH.setup
  },
  tleilaxu: {
    id: 'tleilaxu',
    name: 'Tleilaxu',
    startingSpice: 5, // TL.setup
    forces: { regular: 20, elite: 0 },
    startingForces: [], // TL.setup: all 20 in reserves
    freeRevival: 2, // TL.setup
    handLimit: 4,
  },
  ixians: {
    id: 'ixians',
    name: 'Ixians',
    startingSpice: 10, // IX.setup
    forces: { regular: 13, elite: 7 }, // IX.forces: 13 Suboids, 7 Cyborgs (starred)
    // IX.setup: 3 Suboids and 3 Cyborgs in the Hidden Mobile Stronghold, placed on the board after the first storm.
    startingForces: [{ territory: 'hms', sector: 0, count: 6, elite: 3 }],
    freeRevival: 1, // IX.setup
    handLimit: 4,
  },
  richese: {
    id: 'richese',
    name: 'Richese',
    startingSpice: 5, // RI.setup
    forces: { regular: 20, elite: 0 },
    startingForces: [], // RI.setup: all 20 in reserves
    freeRevival: 2, // RI.setup
    handLimit: 4,
  },
  ecaz: {
    id: 'ecaz',
    name: 'Ecaz',
    startingSpice: 12, // EC.setup
    forces: { regular: 20, elite: 0 },
    // EC.setup: 6 in Imperial Basin (its middle sector: docs/RULES-DECISIONS.md), 14 in reserves.
    startingForces: [{ territory: 'imperial-basin', sector: 9, count: 6 }],
    freeRevival: 2, // EC.setup
    handLimit: 4,
  },
  moritani: {
    id: 'moritani',
    name: 'Moritani',
    startingSpice: 12, // MO.setup
    forces: { regular: 20, elite: 0 },
    startingForces: [], // MO.setup: 6 placed by choice, last of all (a set-up decision), 14 in reserves
    freeRevival: 2, // MO.setup
    handLimit: 4,
  },
};

/** 2.04.02: Fremen distribute 10 forces as they like over these territories; the other 10 stay in reserves. */
export const FREMEN_STARTING_PLACEMENT: { readonly forces: number; readonly territories: readonly TerritoryId[] } = {
  forces: 10,
  territories: ['sietch-tabr', 'false-wall-south', 'false-wall-west'],
};
