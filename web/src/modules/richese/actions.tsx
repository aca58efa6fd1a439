// Richese's free actions: its Karama power (Advanced: once a game, a card of its cache for 3 spice, the card named to
// Richese alone), a Richese card given to its ally, and its No-Field revealed before the Battle phase.
import { useState } from 'preact/hooks';
import type { GameConnection, PlayerView, TreacheryCardId } from '@dune-rooms/sdk';
import { isRicheseCard, KARAMA_CACHE_PRICE, karamaCardsIn, NO_FIELD_REVEAL_PHASES } from '@dune-rooms/sdk/answers';
import { factionName, territoryName, titled } from '../../names.ts';
import { FreePanel } from '../../table/free-actions/free-panel.tsx';
import { CardSelect } from './forms.tsx';
import { useFreeAction } from '../../table/free-actions/use-act.ts';

function KaramaBuy({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const state = useFreeAction(connection);
  const cache = view.private?.richeseCache ?? [];
  const [buy, setBuy] = useState<TreacheryCardId | null>(null);
  const cards = karamaCardsIn(view, 'richese');
  if (!view.advanced || cards.length === 0 || cache.length === 0 || view.karama.powersUsed.includes('richese') || view.interrupted) return null;
  const chosen = buy !== null && cache.includes(buy) ? buy : cache[0]!;
  return (
    <FreePanel
      testid="richese-karama"
      title="Karama: buy from your cache"
      note={`Once a game: ${KARAMA_CACHE_PRICE} spice, and nobody else learns which card.`}
      state={state}
    >
      <form
        class="row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          state.act({ type: 'richese-karama-buy', card: cards[0]!, buy: chosen }, `${titled(chosen)} is in your hand.`);
        }}
      >
        <span class="grow">With {titled(cards[0]!)}, take</span>
        <CardSelect cards={cache} value={chosen} onPick={setBuy} name="buy" label="Card to take" />
        <button type="submit" disabled={state.busy || (view.private?.spice ?? 0) < KARAMA_CACHE_PRICE} data-testid="play-power">
          Buy for {KARAMA_CACHE_PRICE}
        </button>
      </form>
    </FreePanel>
  );
}

function Gift({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const state = useFreeAction(connection);
  const own = (view.private?.hand ?? []).filter(isRicheseCard);
  const [card, setCard] = useState<TreacheryCardId | null>(null);
  const ally = view.alliances.find((pair) => pair.includes('richese'))?.find((f) => f !== 'richese');
  if (!ally || own.length === 0 || view.phase === 'bidding' || view.interrupted) return null;
  const chosen = card !== null && own.includes(card) ? card : own[0]!;
  return (
    <FreePanel
      testid="richese-gift"
      title={`Give a Richese card to the ${factionName(ally)}`}
      note="Not in the Bidding phase; their hand must have room."
      state={state}
    >
      <form
        class="row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          state.act({ type: 'richese-gift', card: chosen, to: ally }, `${titled(chosen)} given to the ${factionName(ally)}.`);
        }}
      >
        <CardSelect cards={own} value={chosen} onPick={setCard} name="gift" label="Card to give" />
        <button type="submit" disabled={state.busy} data-testid="give">
          Give
        </button>
      </form>
    </FreePanel>
  );
}

/** RI.no-field.reveal: the face-down No-Field turned face up, before the Battle phase. */
function RevealNoField({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const state = useFreeAction(connection);
  const at = view.richese?.noField;
  const value = view.private?.richeseNoField ?? null;
  if (!at || value === null || view.interrupted || !NO_FIELD_REVEAL_PHASES.includes(view.phase)) return null;
  const reserves = view.seats.find((s) => s.faction === 'richese')?.reserves.regular ?? 0;
  const forces = Math.min(value, reserves);
  return (
    <FreePanel
      testid="richese-reveal-no-field"
      title="Reveal your No-Field"
      note={`The ${value} in ${territoryName(at.territory)}: ${forces} ${forces === 1 ? 'force' : 'forces'} from your reserves take its place.`}
      state={state}
    >
      <button
        type="button"
        disabled={state.busy}
        data-testid="reveal-no-field"
        onClick={() => state.act({ type: 'richese-reveal-no-field' }, 'Your No-Field is face up.')}
      >
        Reveal
      </button>
    </FreePanel>
  );
}

/** RI.ally.no-field: whether the ally may ship Richese's No-Fields (from its next ship decision on). */
function AllyNoField({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const state = useFreeAction(connection);
  const ally = view.alliances.find((pair) => pair.includes('richese'))?.find((f) => f !== 'richese');
  const allowed = view.richese?.allyNoField ?? true;
  if (!ally || view.interrupted) return null;
  return (
    <FreePanel
      testid="richese-ally-no-field"
      title={`Your No-Fields and the ${factionName(ally)}`}
      note={allowed ? 'They may ship one, revealed at once.' : 'You withhold them.'}
      state={state}
    >
      <button
        type="button"
        disabled={state.busy}
        data-testid="ally-no-field"
        onClick={() => state.act({ type: 'richese-ally-no-field', allow: !allowed }, allowed ? 'Withheld.' : 'Lent to your ally.')}
      >
        {allowed ? 'Withhold them' : 'Let them ship one'}
      </button>
    </FreePanel>
  );
}

export function RicheseActions(props: { connection: GameConnection; view: PlayerView }) {
  if (props.view.viewer !== 'richese') return null;
  return (
    <>
      <KaramaBuy {...props} />
      <Gift {...props} />
      <RevealNoField {...props} />
      <AllyNoField {...props} />
    </>
  );
}
