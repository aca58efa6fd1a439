// Homeworlds: the worlds in play (worlds.tsx) and Tupile's eligibility quote in public; behind CHOAM's shield, the
// receipts of what it learnt through Tupile's intelligence (HW.tupile.intelligence); a seat's worlds, the worlds'
// events in the log and their rules texts.
import type { PlayerView } from '@dune-rooms/sdk';
import { factionName, phaseName } from '../../names.ts';
import type { Private, WebModule } from '../module.ts';
import { CaladanReinforce, DiscardDown, FedaykinPlacement, JunctionOffers, KaitainDiscard, OccupationShare, TleilaxSend } from './forms.tsx';
import { WORLD_TEXT } from './rules-text.ts';
import { SeatWorlds } from './seat.tsx';
import { WORLD_SENTENCES } from './sentences.ts';
import { Homeworlds } from './worlds.tsx';
import { TupileRequest } from './tupile-request.tsx';

function Intelligence({ mine }: { view: PlayerView; mine: Private }) {
  if (mine.intelligence.length === 0) return null;
  return (
    <>
      <dt>Tupile intelligence</dt>
      <dd data-testid="intelligence">
        {mine.intelligence.map((r) => `${factionName(r.target)}: ${r.count} ${r.category} (paid ${r.spice}, turn ${r.turn}, ${phaseName(r.phase)})`).join('; ')}
      </dd>
    </>
  );
}

function HomeworldsPublic({ view }: { view: PlayerView }) {
  const t = view.tupile;
  return (
    <>
      <Homeworlds view={view} />
      {t && (
        <p class="small" data-testid="tupile">
          Tupile intelligence:{' '}
          {t.blocked
            ? `closed (${t.blocked === 'occupied' ? 'Tupile is occupied' : 'high population'})`
            : `open to ${t.targets.map(factionName).join(', ') || 'nobody now'}`}
          {t.used.length > 0 ? `; already asked: ${t.used.map(factionName).join(', ')}` : ''}
        </p>
      )}
    </>
  );
}

export const homeworlds = {
  id: 'homeworlds',
  inPlay: (view) => view.homeworlds.length > 0,
  Private: Intelligence,
  Public: HomeworldsPublic,
  Actions: TupileRequest,
  forms: {
    'discard-down': DiscardDown,
    'occupation-share': OccupationShare,
    'caladan-reinforce': CaladanReinforce,
    'kaitain-discard': KaitainDiscard,
    'junction-offers': JunctionOffers,
    'fedaykin-placement': FedaykinPlacement,
    'tleilax-send': TleilaxSend,
  },
  sentences: WORLD_SENTENCES,
  rulesTexts: { homeworld: WORLD_TEXT },
  SeatPart: SeatWorlds,
} satisfies WebModule;
