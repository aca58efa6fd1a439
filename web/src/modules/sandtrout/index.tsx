// The Sandtrout module (Ixians & Tleilaxu): its events in the log, and beside the board what the revealed card still
// does — calm the next sandworm, or double the next spice blow.
import type { PlayerView } from '@dune-rooms/sdk';
import type { Sentences } from '../../log/sentence-types.ts';
import { factionName } from '../../names.ts';
import type { WebModule } from '../module.ts';

function SandtroutPanel({ view }: { view: PlayerView }) {
  const st = view.sandtrout;
  if (!st || (!st.waiting && !st.doubling)) return null;
  return (
    <p class="small" data-testid="sandtrout" data-waiting={String(st.waiting)} data-doubling={String(st.doubling)}>
      <strong>Sandtrout:</strong> {st.waiting ? 'the next sandworm of a Spice Blow is calmed (no worm, no Nexus).' : 'the next spice blow is doubled.'}
    </p>
  );
}

export const sandtrout = {
  id: 'sandtrout',
  inPlay: (view) => view.sandtrout !== null,
  Public: SandtroutPanel,
  sentences: {
    'sandtrout-revealed': (e) =>
      `Sandtrout! ${
        e.alliancesEnded.length > 0
          ? `Every alliance ends (${e.alliancesEnded.map(([a, b]) => `${factionName(a)} and ${factionName(b)}`).join('; ')}).`
          : 'No alliance stood to end.'
      } The next sandworm will be calmed.`,
    'sandtrout-set-aside': () => 'The Sandtrout drawn on the first turn is set aside and shuffled back with the sandworms.',
    'sandworm-calmed': () => 'The Sandtrout calms this sandworm: it strikes nowhere and brings no Nexus; the next spice blow is doubled.',
    'spice-blow-doubled': (e) => `The Sandtrout doubles this spice blow: ${e.from} becomes ${e.to}.`,
  } satisfies Partial<Sentences>,
} satisfies WebModule;
