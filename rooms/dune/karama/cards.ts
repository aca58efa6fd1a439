// Which cards count as a Karama (3.01.11): the one test every phase, bot and the SDK use.
import { treacheryCard } from '../cards/treachery.ts';
import type { TreacheryCardId } from '../types.ts';

export function isKarama(id: TreacheryCardId): boolean {
  try {
    return treacheryCard(id).name === 'Karama';
  } catch {
    return false;
  }
}
