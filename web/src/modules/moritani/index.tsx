// Moritani (Ecaz & Moritani), its Terror tokens: beside the board how many wait in the supply, those gone and the
// Atomics' Aftermath, and a face-down marker on each stronghold holding one; behind Moritani's shield alone, its
// supply and which token stands where (view.private.terror: no other page ever learns it before a reveal). Its
// forms, the yes/no questions it puts to others, and its events in the log.
import { sectorsOf, type PlayerView, type TerritoryId } from '@dune-rooms/sdk';
import { factionStyle } from '../../board/faction-style.ts';
import { factionName, leaderName, territoryName } from '../../names.ts';
import { Hint, Hints } from '../../rules-text/hint.tsx';
import type { Private, WebModule } from '../module.ts';
import {
  GrummanRemove,
  MoritaniAllyKeep,
  MoritaniAssassinate,
  MoritaniKarama,
  MoritaniPlacement,
  TerrorDiscard,
  TerrorEffect,
  TerrorPlace,
  TerrorTrigger,
} from './forms.tsx';
import { MORITANI_SENTENCES } from './sentences.ts';
import { VidalLine } from '../ecaz/index.tsx';
import { MoritaniPrevent } from './karama-prevent.tsx';
import { TERROR_TEXT, terror } from './words.ts';

const Tokens = ({ ids }: { ids: readonly string[] }) => <Hints topic="terror" ids={ids} name={terror} />;

const places = (ids: readonly string[]): string => (ids.length > 0 ? `face down in ${ids.map(territoryName).join(', ')}` : 'none on the board');

function MoritaniPublic({ view }: { view: PlayerView }) {
  const m = view.moritani;
  if (!m) return null;
  return (
    <section class="small" data-testid="moritani">
      <h4>Moritani Terror tokens</h4>
      <div>
        In the supply: {m.supply}; {places(m.placed)}.
      </div>
      {m.gone.length > 0 && (
        <div>
          Revealed and out of the game: <Tokens ids={m.gone} />.
        </div>
      )}
      {m.extortion && (
        <div data-testid="extortion">
          The <Tokens ids={['extortion']} /> token is revealed: at the Mentat Pause any other faction may pay Moritani 3 to end it, or it goes back to their
          supply.
        </div>
      )}
      {m.aftermath && <div data-testid="aftermath">The Atomics’ Aftermath: nobody ships into {territoryName(m.aftermath)} again.</div>}
      {view.ecaz === null && <VidalLine vidal={m.vidal} />}
      {m.assassinated.length > 0 && (
        <div data-testid="assassinated">
          Traitor cards revealed to assassinate (set aside): {m.assassinated.map((a) => `${leaderName(a.card)} (${factionName(a.faction)})`).join(', ')}.
        </div>
      )}
    </section>
  );
}

/** Behind Moritani's shield: its supply and which token stands where. */
function TerrorRows({ mine }: { view: PlayerView; mine: Private }) {
  const t = mine.terror;
  if (!t) return null;
  return (
    <>
      <dt>Terror supply</dt>
      <dd data-testid="terror-supply">
        <Tokens ids={t.supply} />
      </dd>
      {t.placed.length > 0 && (
        <>
          <dt>Terror tokens placed</dt>
          <dd data-testid="terror-placed">
            {t.placed.map((p, i) => (
              <span key={p.territory}>
                {i > 0 && ', '}
                <Hint topic="terror" id={p.token}>
                  {terror(p.token)}
                </Hint>{' '}
                in {territoryName(p.territory)}
              </span>
            ))}
          </dd>
        </>
      )}
    </>
  );
}

/** A token on its stronghold: a diamond in Moritani's colour, face down; Moritani's own page names it (its title). */
function TerrorPiece({ territory, token }: { territory: TerritoryId; token: string | undefined }) {
  const style = factionStyle('moritani');
  return (
    <g class="token" data-testid="terror-token" data-territory={territory} data-token={token} pointer-events="none">
      <title>
        {token ? `Your ${terror(token)} token, face down in ${territoryName(territory)}` : `A Terror token, face down in ${territoryName(territory)}`}
      </title>
      <rect x={-7} y={-7} width={14} height={14} transform="rotate(45)" fill={style.colour} stroke="#000" stroke-width={2} />
      <text y={4.5} fill={style.ink} text-anchor="middle" class="glyph">
        ?
      </text>
    </g>
  );
}

export const moritani = {
  id: 'moritani',
  inPlay: (view) => view.moritani !== null,
  Private: TerrorRows,
  Public: MoritaniPublic,
  boardPieces: (view) =>
    (view.moritani?.placed ?? []).map((territory) => ({
      territory,
      sector: sectorsOf(territory as TerritoryId)[0] ?? 0,
      piece: (
        <TerrorPiece
          key={`terror:${territory}`}
          territory={territory as TerritoryId}
          token={view.private?.terror?.placed.find((p) => p.territory === territory)?.token}
        />
      ),
    })),
  Actions: MoritaniPrevent,
  abilities: {
    'moritani-terror': 'Moritani placing or moving a Terror token this turn',
    'moritani-vidal': 'Moritani taking Duke Vidal',
    'moritani-alliance': 'Moritani offering an alliance instead of a Terror reveal',
  },
  forms: {
    'moritani-placement': MoritaniPlacement,
    'terror-place': TerrorPlace,
    'terror-trigger': TerrorTrigger,
    'grumman-remove': GrummanRemove,
    'terror-effect': TerrorEffect,
    'terror-discard': TerrorDiscard,
    'moritani-ally-keep': MoritaniAllyKeep,
    'moritani-assassinate': MoritaniAssassinate,
    'moritani-karama': MoritaniKarama,
  },
  yesNo: {
    'terror-alliance': {
      question: (d) =>
        `Moritani offer you an alliance instead of revealing their Terror token in ${d.kind === 'terror-alliance' ? territoryName(d.territory) : 'the stronghold'}: each of you leaves its alliance and you ally. Refused, the token is revealed against you. Accept?`,
      answer: (event, accept) => ({ type: 'terror-alliance', event, accept }),
    },
    'extortion-pay': {
      question: 'Pay Moritani 3 spice to end their Extortion token for good? If nobody pays, it goes back to their supply.',
      answer: (event, pay) => ({ type: 'extortion-pay', event, pay }),
    },
  },
  rulesTexts: { terror: TERROR_TEXT },
  sentences: MORITANI_SENTENCES,
} satisfies WebModule;
