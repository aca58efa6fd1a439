// Ecaz (Ecaz & Moritani), its Ambassadors: beside the board the supply, this cycle's five and the next placement's
// price, each token on its stronghold (all public: they stand face up); its forms and its events in the log.
import { sectorsOf, type PlayerView, type TerritoryId } from '@dune-rooms/sdk';
import { factionStyle } from '../../board/faction-style.ts';
import { factionName, leaderName, territoryName } from '../../names.ts';
import { Hints } from '../../rules-text/hint.tsx';
import type { WebModule } from '../module.ts';
import { AmbassadorEffect } from './effect.tsx';
import { AmbassadorPlace, AmbassadorTrigger } from './place.tsx';
import { EcazKarama } from './karama.tsx';
import { OccupyFighter } from './occupy.tsx';
import { EcazPrevent } from './karama-prevent.tsx';
import { ECAZ_SENTENCES } from './sentences.ts';
import { AMBASSADOR_TEXT, ambassador } from './words.ts';

const Tokens = ({ ids }: { ids: readonly string[] }) => <Hints topic="ambassador" ids={ids} name={factionName} />;

function EcazPublic({ view }: { view: PlayerView }) {
  const e = view.ecaz;
  if (!e) return null;
  return (
    <section class="small" data-testid="ecaz">
      <h4>Ecaz Ambassadors</h4>
      <div>
        Supply: <Tokens ids={e.supply} />; the next placement costs {e.nextCost} spice.
      </div>
      <div>
        This cycle’s five: <Tokens ids={e.cohort} />; triggered: <Tokens ids={e.triggered} />
        {e.removed.length > 0 && (
          <>
            ; out of the game: <Tokens ids={e.removed} />
          </>
        )}
        .
      </div>
      {e.loyal && <div>Loyal to Ecaz: {leaderName(e.loyal)} (its traitor card is set aside).</div>}
      <VidalLine vidal={e.vidal} />
      <ul>
        {e.placed.map((p) => (
          <li key={p.territory} data-testid="ambassador" data-token={p.token} data-territory={p.territory}>
            <Tokens ids={[p.token]} /> in {territoryName(p.territory)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** EM.vidal: where Duke Vidal is (Ecaz's panel, or Moritani's in a game without Ecaz). */
export function VidalLine({ vidal }: { vidal: NonNullable<PlayerView['ecaz']>['vidal'] }) {
  const where =
    vidal === null
      ? 'set aside'
      : vidal.at === 'tanks'
        ? 'in the Tanks'
        : vidal.at === 'gone'
          ? 'killed, out of the game'
          : `with the ${factionName(vidal.by)}${vidal.lent ? ' for the turn' : ''}`;
  return <div data-testid="vidal">Duke Vidal: {where}.</div>;
}

/** A placed token: a square in its faction's colour and letter, edged in Ecaz's. */
function AmbassadorPiece({ token, territory }: { token: string; territory: TerritoryId }) {
  const style = factionStyle(token);
  return (
    <g class="token" data-testid="ambassador-token" data-token={token} data-territory={territory} pointer-events="none">
      <title>{`${ambassador(token)} in ${territoryName(territory)}`}</title>
      <rect x={-9} y={-9} width={18} height={18} rx={3} fill={style.colour} stroke={factionStyle('ecaz').colour} stroke-width={3} />
      <text y={4.5} fill={style.ink} text-anchor="middle" class="glyph">
        {style.glyph}
      </text>
    </g>
  );
}

export const ecaz = {
  id: 'ecaz',
  inPlay: (view) => view.ecaz !== null,
  Public: EcazPublic,
  boardPieces: (view) =>
    (view.ecaz?.placed ?? []).map((p) => ({
      territory: p.territory,
      sector: sectorsOf(p.territory)[0] ?? 0,
      piece: <AmbassadorPiece key={`ambassador:${p.territory}`} token={p.token} territory={p.territory} />,
    })),
  Actions: EcazPrevent,
  abilities: { 'ecaz-ambassadors': 'Ecaz placing Ambassadors this turn', 'ecaz-occupy': 'Ecaz fighting with their ally’s army as one' },
  forms: {
    'ambassador-place': AmbassadorPlace,
    'ambassador-trigger': AmbassadorTrigger,
    'ambassador-effect': AmbassadorEffect,
    'ecaz-karama': EcazKarama,
    'occupy-fighter': OccupyFighter,
  },
  yesNo: {
    'ambassador-alliance': {
      question: (d) =>
        `Ecaz’s Ambassador offers you an alliance with Ecaz${d.kind === 'ambassador-alliance' && d.lend ? ', Duke Vidal lent to you for the turn' : ''}: accept it?`,
      answer: (event, accept) => ({ type: 'ambassador-alliance', event, accept }),
    },
  },
  rulesTexts: { ambassador: AMBASSADOR_TEXT },
  sentences: ECAZ_SENTENCES,
} satisfies WebModule;
