// Which cards count as a Karama (3.01.11): the one test every phase, bot and the SDK use.
import { familyOf } from '../cards/treachery.ts';
import type { TreacheryCardId } from '../types.ts';

export function isKarama(id: TreacheryCardId): boolean {
  try {
    return familyOf(id) === 'karama';
  } catch {
    return false;
  }
}
