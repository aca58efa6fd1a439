// A board question the shipment and movement rules ask of every place: is it off Arrakis (a homeworld, the
// Homeworlds variant)? The board's own list of worlds answers it (worlds.ts), without the variant's plug-in.
import { isWorld } from './worlds.ts';

/** Whether `id` names a homeworld: a place forces stand that is not on Arrakis (any string may be asked). */
export const isHomeworld = (id: string): boolean => isWorld(id);
