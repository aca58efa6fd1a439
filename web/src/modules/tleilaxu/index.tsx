// The Tleilaxu (Ixians & Tleilaxu): their Face Dancers behind their shield, the ones revealed beside the board, and
// their events in the log.
import type { PlayerView } from '@dune-rooms/sdk';
import type { Sentences } from '../../log/sentence-types.ts';
import { factionName, leaderName } from '../../names.ts';
import type { Private, WebModule } from '../module.ts';

function FaceDancers({ mine }: { view: PlayerView; mine: Private }) {
  if (mine.faceDancers.length === 0) return null;
  return (
    <>
      <dt>Face Dancers</dt>
      <dd data-testid="face-dancers">{mine.faceDancers.map(leaderName).join(', ')}</dd>
    </>
  );
}

function TleilaxuPublic({ view }: { view: PlayerView }) {
  const t = view.tleilaxu;
  if (!t) return null;
  return (
    <p class="small" data-testid="tleilaxu">
      <strong>Tleilaxu Face Dancers:</strong> {t.faceDancers} held
      {t.revealed.length > 0 ? `; revealed: ${t.revealed.map(leaderName).join(', ')}` : ''}.
    </p>
  );
}

export const tleilaxu = {
  id: 'tleilaxu',
  inPlay: (view) => view.tleilaxu !== null,
  Private: FaceDancers,
  Public: TleilaxuPublic,
  sentences: {
    'face-dancers-drawn': (e) => `The Tleilaxu draw ${e.count} Face Dancers from the traitor deck.`,
    'face-dancers-seen': (e) => `Your Face Dancers: ${e.cards.map(leaderName).join(', ')}.`,
    'revival-paid-to-tleilaxu': (e) => `${factionName(e.from)} pay the Tleilaxu ${e.amount} spice for their revival.`,
    'free-revival-income': (e) => `The Tleilaxu receive ${e.amount} spice for ${factionName(e.faction)}’s free revival.`,
  } satisfies Partial<Sentences>,
} satisfies WebModule;
