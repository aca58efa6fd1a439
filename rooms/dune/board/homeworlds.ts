// A board question the shipment and movement rules ask of every place: is it off Arrakis (a homeworld, the
// Homeworlds variant)? Read from the board's own data (territories.ts: a homeworld's kind), so that the core answers
// it without the variant's plug-in.
import { TERRITORY_IDS, territory } from './territories.ts';

// A set: every shipment and move checks its places against it.
const HOMEWORLD_IDS: ReadonlySet<string> = new Set(TERRITORY_IDS.filter((id) => territory(id).kind === 'homeworld'));

/** Whether `id` names a homeworld: a place forces stand that is not on Arrakis (any string may be asked). */
export function isHomeworld(id: string): boolean {
  return HOMEWORLD_IDS.has(id);
}
