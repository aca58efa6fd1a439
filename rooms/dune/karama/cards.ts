// Which cards count as a Karama (3.01.11). One place, so that expansions adding Karama-like cards change one test.
import { treacheryCard } from '../cards/treachery.ts';
import type { TreacheryCardId } from '../types.ts';

export function isKaramaCard(id: TreacheryCardId): boolean {
  try {
    return treacheryCard(id).name === 'Karama';
  } catch {
    return false;
  }
}
