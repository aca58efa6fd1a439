// The card of a family the seat holds, for the panels of cards played at any time (the modules' Actions).
import type { PlayerView, TreacheryCardId } from '@dune-rooms/sdk';
import { familyOf } from '@dune-rooms/sdk/answers';

export const held = (view: PlayerView, family: string): TreacheryCardId | undefined => (view.private?.hand ?? []).find((c) => familyOf(c) === family);
