// The Ixians (Ixians & Tleilaxu): where the Hidden Mobile Stronghold sits beside the board (the board draws it over
// its territory), its placement and movement forms, and their events in the log.
import type { PlayerView } from '@dune-rooms/sdk';
import type { Sentences } from '../../log/sentence-types.ts';
import { place } from '../../names.ts';
import type { WebModule } from '../module.ts';
import { HmsMove, HmsPlace } from './forms.tsx';

function IxiansPublic({ view }: { view: PlayerView }) {
  const part = view.ixians;
  if (!part) return null;
  return (
    <p class="small" data-testid="ixians">
      <strong>Hidden Mobile Stronghold:</strong> {part.hms ? `over ${place(part.hms)}` : 'not placed yet'}.
    </p>
  );
}

export const ixians = {
  id: 'ixians',
  inPlay: (view) => view.ixians !== null,
  Public: IxiansPublic,
  forms: { 'hms-place': HmsPlace, 'hms-move': HmsMove },
  sentences: {
    'hms-placed': (e) => `The Ixians place the Hidden Mobile Stronghold over ${place(e.at)}.`,
    'hms-moved': (e) =>
      `The Ixians move the Hidden Mobile Stronghold by ${e.route.map(place).join(', then ')}${e.collected > 0 ? `, collecting ${e.collected} spice on the way` : ''}.`,
  } satisfies Partial<Sentences>,
} satisfies WebModule;
