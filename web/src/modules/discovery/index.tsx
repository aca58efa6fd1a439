// The Discovery variant (Ecaz & Moritani): beside the board the tokens face down (where, which kind), the piles and
// the places revealed; on the board a face-down marker where each lies (the places themselves are drawn by the board,
// as attachments); behind a seat's shield the tokens it may look at (view.private.discoveries: the Fremen's Hiereg,
// the Guild's Smuggler, the one it is asked about). Its two questions and its events in the log.
import { sectorsOf, type PlayerView, type TerritoryId } from '@dune-rooms/sdk';
import { factionName, territoryName } from '../../names.ts';
import { Hint } from '../../rules-text/hint.tsx';
import type { Private, WebModule } from '../module.ts';
import { DiscoveryDiscard, DiscoveryEntry, TestingStation } from './entry.tsx';
import { GreatMakerRide } from './great-maker.tsx';
import { DISCOVERY_SENTENCES } from './sentences.ts';
import { DISCOVERY_TEXT, GREAT_MAKER_TEXT, KIND_TEXT, discoveryName, kindName } from './words.ts';

function DiscoveryPublic({ view }: { view: PlayerView }) {
  const d = view.discovery;
  if (!d) return null;
  return (
    <section class="small" data-testid="discovery">
      <h4>Discovery tokens</h4>
      <div>
        Face down: {d.laid.length === 0 ? 'none' : d.laid.map((t) => `${kindName(t.kind)} in ${territoryName(t.site)}`).join(', ')}; in the piles:{' '}
        {d.piles.hiereg} Hiereg, {d.piles.smuggler} Smuggler.
      </div>
      {d.locations.length > 0 && (
        <div data-testid="discovered-places">
          Revealed places:{' '}
          {d.locations.map((l, i) => (
            <span key={l.place}>
              {i > 0 && ', '}
              <Hint topic="discovery" id={l.place}>
                {discoveryName(l.place)}
              </Hint>{' '}
              (inside {territoryName(l.on)})
            </span>
          ))}
          .
        </div>
      )}
      {d.flight && (
        <div data-testid="discovery-flight">
          The {factionName(d.flight.faction)} keep the{' '}
          <Hint topic="discovery" id="ornithopter">
            Ornithopter token
          </Hint>
          {d.flight.turn < view.turn ? ': one of their moves may fly.' : ', to fly from next turn.'}
        </div>
      )}
      {d.gone.length > 0 && <div>Revealed and out of the game: {d.gone.map(discoveryName).join(', ')}.</div>}
    </section>
  );
}

/** Behind the shield: the face-down tokens this seat may look at. */
function DiscoveryRows({ mine }: { view: PlayerView; mine: Private }) {
  if (mine.discoveries.length === 0) return null;
  return (
    <>
      <dt>Discovery tokens you see</dt>
      <dd data-testid="discoveries-seen">
        {mine.discoveries.map((t, i) => (
          <span key={t.site}>
            {i > 0 && ', '}
            <Hint topic="discovery" id={t.token}>
              {discoveryName(t.token)}
            </Hint>{' '}
            in {territoryName(t.site)}
          </span>
        ))}
      </dd>
    </>
  );
}

function TokenPiece({ site, kind, token }: { site: TerritoryId; kind: string; token: string | undefined }) {
  return (
    <g class="token" data-testid="discovery-token" data-territory={site} data-kind={kind} data-token={token} pointer-events="none">
      <title>{token ? `${discoveryName(token)}, face down in ${territoryName(site)}` : `A ${kindName(kind)} token, face down in ${territoryName(site)}`}</title>
      <circle r={7} fill={kind === 'hiereg' ? '#c9a45c' : '#6a8caf'} stroke="#000" stroke-width={2} />
      <text y={4} text-anchor="middle" class="glyph">
        {kind === 'hiereg' ? 'H' : 'S'}
      </text>
    </g>
  );
}

export const discovery = {
  id: 'discovery',
  inPlay: (view) => view.discovery !== null,
  Public: DiscoveryPublic,
  Private: DiscoveryRows,
  boardPieces: (view) =>
    (view.discovery?.laid ?? []).map((t) => ({
      territory: t.site,
      sector: sectorsOf(t.site as TerritoryId)[0] ?? 0,
      piece: <TokenPiece key={`discovery:${t.site}`} site={t.site} kind={t.kind} token={view.private?.discoveries.find((s) => s.site === t.site)?.token} />,
    })),
  forms: { 'discovery-entry': DiscoveryEntry, 'discovery-discard': DiscoveryDiscard, 'testing-station': TestingStation, 'great-maker-ride': GreatMakerRide },
  yesNo: {
    'great-maker-vote': {
      question: (d) =>
        d.kind === 'great-maker-vote'
          ? `The Great Maker: does it bring a Nexus? A majority of all the factions decides${
              d.votes.length > 0 ? ` (so far: ${d.votes.map((v) => `${factionName(v.faction)} ${v.nexus ? 'for' : 'against'}`).join(', ')})` : ''
            }. Vote for a Nexus?`
          : '',
      answer: (event, nexus) => ({ type: 'great-maker-vote', event, nexus }),
    },
    'discovery-reveal': {
      question: (d) =>
        d.kind === 'discovery-reveal'
          ? `Spice Collection: your forces are in ${territoryName(d.site)}, where a ${kindName(d.tokenKind)} token lies face down (you may look at it, behind your shield). Reveal it?`
          : '',
      answer: (event, reveal) => ({ type: 'discovery-reveal', event, reveal }),
    },
  },
  rulesTexts: { discovery: { ...DISCOVERY_TEXT, ...KIND_TEXT, 'great-maker': GREAT_MAKER_TEXT } },
  sentences: DISCOVERY_SENTENCES,
} satisfies WebModule;
