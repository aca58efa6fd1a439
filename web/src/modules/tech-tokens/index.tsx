// The Tech tokens module (Ixians & Tleilaxu): beside the board who holds each token and which pay at this phase's end;
// the battle winner's take of a loser's token; the tokens' events in the log.
import type { PlayerView, TechToken } from '@dune-rooms/sdk';
import type { FormProps } from '../../decisions/forms/types.ts';
import type { Sentences } from '../../log/sentence-types.ts';
import { factionName } from '../../names.ts';
import type { WebModule } from '../module.ts';

const TOKEN_NAMES: Readonly<Record<TechToken, string>> = {
  'spice-production': 'Spice Production',
  'axlotl-tanks': 'Axlotl Tanks',
  heighliners: 'Heighliners',
};

const TOKEN_TEXT: Readonly<Record<TechToken, string>> = {
  'spice-production': 'At the end of CHOAM Charity, if any faction but the Bene Gesserit claimed charity, its holder receives 1 spice per Tech token it holds.',
  'axlotl-tanks': 'At the end of Revival, if any faction but the Tleilaxu revived forces free, its holder receives 1 spice per Tech token it holds.',
  heighliners:
    'At the end of Shipment and Movement, if any faction but the Guild shipped forces from off-planet, its holder receives 1 spice per Tech token it holds.',
};

const ORDER: readonly TechToken[] = ['spice-production', 'axlotl-tanks', 'heighliners'];

function TechTokensPanel({ view }: { view: PlayerView }) {
  const tokens = view.techTokens;
  if (!tokens) return null;
  return (
    <p class="small" data-testid="tech-tokens">
      <strong>Tech tokens:</strong>{' '}
      {ORDER.map((t, i) => {
        const holder = tokens.holders[t];
        return (
          <span key={t} title={TOKEN_TEXT[t]} data-token={t} data-holder={holder ?? ''}>
            {i > 0 ? '; ' : ''}
            {TOKEN_NAMES[t]}: {holder ? factionName(holder) : 'not dealt'}
            {tokens.due.includes(t) ? ' (pays at this phase’s end)' : ''}
          </span>
        );
      })}
      . All three in one hand count as a stronghold.
    </p>
  );
}

function TakeTechToken({ decision, send, busy }: FormProps<'take-tech-token'>) {
  return (
    <div class="row wrap">
      <span class="grow">You won: take one of {factionName(decision.from)}’s Tech tokens?</span>
      {decision.tokens.map((token) => (
        <button
          type="button"
          key={token}
          title={TOKEN_TEXT[token]}
          disabled={busy}
          onClick={() => send({ type: 'take-tech-token', event: decision.id, token })}
          data-testid="choice"
        >
          {TOKEN_NAMES[token]}
        </button>
      ))}
      <button type="button" disabled={busy} onClick={() => send({ type: 'take-tech-token', event: decision.id, token: null })} data-testid="pass">
        None
      </button>
    </div>
  );
}

export const techTokens = {
  id: 'tech-tokens',
  inPlay: (view) => view.techTokens !== null,
  Public: TechTokensPanel,
  forms: { 'take-tech-token': TakeTechToken },
  sentences: {
    'tech-tokens-dealt': (e) =>
      `Tech tokens: ${
        ORDER.filter((t) => e.holders[t])
          .map((t) => `${factionName(e.holders[t]!)} take ${TOKEN_NAMES[t]}`)
          .join('; ') || 'none dealt'
      }.`,
    'tech-token-income': (e) => `${factionName(e.faction)} receive ${e.amount} spice from ${TOKEN_NAMES[e.token]}.`,
    'tech-token-taken': (e) => `${factionName(e.by)} take ${TOKEN_NAMES[e.token]} from ${factionName(e.from)}.`,
  } satisfies Partial<Sentences>,
} satisfies WebModule;
