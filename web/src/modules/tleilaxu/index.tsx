// The Tleilaxu (Ixians & Tleilaxu): their Face Dancers behind their shield, the ones revealed beside the board, and
// their events in the log.
import type { PlayerView } from '@dune-rooms/sdk';
import type { Sentences } from '../../log/sentence-types.ts';
import { factionName, leaderName, territoryName } from '../../names.ts';
import type { Private, WebModule } from '../module.ts';
import { FaceDancer, FaceDancerSwap, RevivalFavours } from './forms.tsx';

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
  abilities: {
    'tleilaxu-revival': 'the Tleilaxu reviving without limit at half price',
    'tleilaxu-ally-revival': 'the Tleilaxu ally reviving at half price',
    'tleilaxu-revival-income': 'the Tleilaxu receiving spice for this revival',
    'tleilaxu-raise-limits': 'the Tleilaxu raising revival limits',
    'tleilaxu-early-revival': 'the Tleilaxu allowing an early leader revival',
    'tleilaxu-face-dancer-swap': 'the Tleilaxu swapping a Face Dancer',
    'tleilaxu-gholas': 'the Tleilaxu reviving another faction’s leader as a Ghola',
    'tleilaxu-face-dancer': 'the Tleilaxu revealing a Face Dancer',
  },
  forms: { 'face-dancer': FaceDancer, 'face-dancer-swap': FaceDancerSwap, 'revival-favours': RevivalFavours },
  sentences: {
    'face-dancers-drawn': (e) => `The Tleilaxu draw ${e.count} Face Dancers from the traitor deck.`,
    'face-dancers-seen': (e) => `Your Face Dancers: ${e.cards.map(leaderName).join(', ')}.`,
    'revival-paid-to-tleilaxu': (e) => `${factionName(e.from)} pay the Tleilaxu ${e.amount} spice for their revival.`,
    'free-revival-income': (e) => `The Tleilaxu receive ${e.amount} spice for ${factionName(e.faction)}’s free revival.`,
    'face-dancer-revealed': (e) => `Face Dancer! ${leaderName(e.leader)}, ${factionName(e.winner)}’s winning leader, was one of the Tleilaxu’s.`,
    'face-dancer-replaced': (e) =>
      `${factionName(e.winner)}’s ${e.removed} forces in ${territoryName(e.territory)} go back to reserves; ${e.placed} Tleilaxu forces take their place${e.sector === null ? '' : ` (sector ${e.sector})`}.`,
    'face-dancers-renewed': () => 'All three Face Dancers revealed: the Tleilaxu shuffle them back into the traitor deck and draw three new ones.',
    'revival-limits-raised': (e) => `The Tleilaxu raise the revival limit of ${e.factions.map(factionName).join(', ')} to ${e.limit} this turn.`,
    'early-leader-revival-allowed': (e) => `The Tleilaxu let ${e.factions.map(factionName).join(', ')} revive a leader early this turn.`,
    'revival-stopped': (e) => `The Tleilaxu's Karama stops ${factionName(e.faction)}'s revival this turn.`,
    'face-dancer-swapped': () => 'The Tleilaxu give one Face Dancer back to the traitor deck and draw another.',
  } satisfies Partial<Sentences>,
} satisfies WebModule;
