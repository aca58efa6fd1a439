// Expands a card list (one row per printed card, with its number of copies) into physical cards with ids.
// Single cards use the name slug as id; duplicates add `-1`, `-2`, ... (e.g. `shield-1`..`shield-4`); a set that
// adds another copy of a card already in the box continues the numbering (`karama-3`).
import type { CardSet } from '../../types.ts';
import type { TreacheryCard, TreacheryCategory, TreacheryFamily } from '../treachery.ts';
import { isTreacheryCardId } from '../ids.ts';

/** [family, printed name, category (the card's colour), copies, first copy number (for later sets)]. */
export type CardRow = readonly [TreacheryFamily, string, TreacheryCategory, number, number?];

export function buildSet(set: CardSet, rows: readonly CardRow[]): TreacheryCard[] {
  return rows.flatMap(([family, name, category, copies, first]) =>
    Array.from({ length: copies }, (_, i): TreacheryCard => {
      const stem = name.toLowerCase().replace(/[^a-z]+/g, '-');
      const numbered = copies > 1 || first !== undefined;
      const id = numbered ? `${stem}-${(first ?? 1) + i}` : stem;
      // Fails at load, before any game: a new card needs its id in cards/ids.ts too (TreacheryCardId).
      if (!isTreacheryCardId(id)) throw new Error(`treachery card id ${id} is not in cards/ids.ts`);
      return { id, name, family, category, set };
    }),
  );
}
