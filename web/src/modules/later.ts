// The later factions' web parts — Richese, Ecaz, Moritani, the Ixians and the Tleilaxu, and the Nexus cards — bundled together as one chunk
// (one file compresses better than one per faction), which the page loads when its game seats one of them
// or plays the Nexus cards (index.ts useLaterModules): a table without them never downloads it.
import { richese } from './richese/index.tsx';
import { ecaz } from './ecaz/index.tsx';
import { moritani } from './moritani/index.tsx';
import { ixians } from './ixians/index.tsx';
import { tleilaxu } from './tleilaxu/index.tsx';
import { nexusCards } from './nexus-cards/index.tsx';

/** In the composition root's order (index.ts), where they stand among the other modules. */
export const LATER = [richese, ecaz, moritani, ixians, tleilaxu, nexusCards] as const;
