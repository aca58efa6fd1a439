// The Nexus cards variant: beside the board the pile, the discards and who holds a card; behind the shield the seat's
// own card and how it may play it; the draw and the traitor cards given back; Betrayals in the Karama windows; the log.
import { useState } from 'preact/hooks';
import type { Decision, Faction, GameConnection, PlayerView, TerritoryId, TreacheryCardId } from '@dune-rooms/sdk';
import { betraysUse } from '@dune-rooms/sdk';

type TraitorCardId = Extract<Decision, { kind: 'nexus-traitors' }>['options'][number];
import { Choice } from '../../decisions/forms/choice.tsx';
import type { FormProps } from '../../decisions/forms/types.ts';
import { FreePanel } from '../../table/free-actions/free-panel.tsx';
import { useFreeAction } from '../../table/free-actions/use-act.ts';
import { factionName as f, leaderName, territoryName, titled } from '../../names.ts';
import type { Sentences } from '../../log/sentence-types.ts';
import type { Private, WebModule } from '../module.ts';
import { EFFECTS, type NexusEffect, USE_NAMES, useOf } from './words.ts';

const seatedOf = (view: PlayerView): Faction[] => view.seats.map((s) => s.faction);
const cardName = (card: Faction) => `the ${f(card)} Nexus card`;

function NexusPanel({ view }: { view: PlayerView }) {
  const part = view.nexusCards;
  if (!part) return null;
  return (
    <p class="small" data-testid="nexus-cards">
      <strong>Nexus cards:</strong> {part.deck} in the pile
      {part.discard.length > 0 ? `; discarded: ${part.discard.map(f).join(', ')}` : ''}
      {part.holders.length > 0 ? `; held by ${part.holders.map(f).join(', ')}` : '; none held'}
      {part.lasting.length > 0 ? `; lasting: ${part.lasting.map((l) => `${f(l.faction)}’s ${l.effect}`).join(', ')}` : ''}.
    </p>
  );
}

function NexusPrivate({ view, mine }: { view: PlayerView; mine: Private }) {
  const card = mine.nexusCard;
  if (!card || view.viewer === 'spectator') return null;
  return (
    <>
      <dt>Nexus card</dt>
      <dd data-testid="nexus-card">
        {f(card)} ({USE_NAMES[useOf(seatedOf(view), view.viewer as Faction, card)]})
      </dd>
    </>
  );
}

type PlanElement = 'leader' | 'weapon' | 'defense' | 'dial';
const PLAN_ELEMENTS: readonly PlanElement[] = ['leader', 'weapon', 'defense', 'dial'];

/** The effects of the held card the seat may play now, with what each names. */
function NexusActions({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const state = useFreeAction(connection);
  const [territory, setTerritory] = useState<TerritoryId | ''>('');
  const [target, setTarget] = useState<Faction | ''>('');
  const [element, setElement] = useState<PlanElement | ''>('');
  const [handCard, setHandCard] = useState<TreacheryCardId | ''>('');
  const card = view.private?.nexusCard ?? null;
  if (card === null || view.viewer === 'spectator' || view.phase === 'setup' || view.victory) return null;
  const me = view.viewer as Faction;
  const use = useOf(seatedOf(view), me, card);
  const effects = (Object.keys(EFFECTS) as NexusEffect[]).filter((e) => EFFECTS[e].card === card && EFFECTS[e].use === use);
  if (effects.length === 0) return null;
  const places = [...new Set(view.forces.map((s) => s.territory))].sort();
  const targets = seatedOf(view).filter((x) => x !== me);
  return (
    <FreePanel testid="nexus-play" title={`Play ${cardName(card)} (${USE_NAMES[use]})`} state={state}>
      {effects.map((effect) => {
        const e = EFFECTS[effect];
        return (
          <div class="row wrap" key={effect}>
            <span class="grow">{e.words}</span>
            {e.names === 'territory' && (
              <select aria-label="Territory" value={territory} onChange={(ev) => setTerritory(ev.currentTarget.value as TerritoryId)}>
                <option value="">Territory…</option>
                {[...places, ...(view.moritani?.placed ?? [])]
                  .filter((t, i, all) => all.indexOf(t) === i)
                  .map((t) => (
                    <option key={t} value={t}>
                      {territoryName(t as TerritoryId)}
                    </option>
                  ))}
              </select>
            )}
            {e.names === 'target' && (
              <select aria-label="Faction" value={target} onChange={(ev) => setTarget(ev.currentTarget.value as Faction)}>
                <option value="">Faction…</option>
                {targets.map((t) => (
                  <option key={t} value={t}>
                    {f(t)}
                  </option>
                ))}
              </select>
            )}
            {e.names === 'element' && (
              <select aria-label="Element" value={element} onChange={(ev) => setElement(ev.currentTarget.value as PlanElement)}>
                <option value="">Element…</option>
                {PLAN_ELEMENTS.map((x) => (
                  <option key={x} value={x}>
                    {x}
                  </option>
                ))}
              </select>
            )}
            {e.names === 'card' && (
              <select aria-label="Card" value={handCard} onChange={(ev) => setHandCard(ev.currentTarget.value as TreacheryCardId)}>
                <option value="">Card…</option>
                {(view.private?.hand ?? []).map((c) => (
                  <option key={c} value={c}>
                    {titled(c)}
                  </option>
                ))}
              </select>
            )}
            <button
              type="button"
              disabled={
                state.busy ||
                (e.names === 'card' && handCard === '') ||
                (e.names === 'territory' && territory === '') ||
                (e.names === 'target' && target === '') ||
                (e.names === 'element' && element === '')
              }
              data-testid={effect}
              onClick={() =>
                state.act(
                  {
                    type: 'nexus-card',
                    effect,
                    ...(e.names === 'territory' ? { territory: territory as TerritoryId } : {}),
                    ...(e.names === 'target' ? { target: target as Faction } : {}),
                    ...(e.names === 'element' ? { element: element as PlanElement } : {}),
                    ...(e.names === 'card' ? { card: handCard as TreacheryCardId } : {}),
                  },
                  `You play ${cardName(card)}.`,
                )
              }
            >
              Play
            </button>
          </div>
        );
      })}
    </FreePanel>
  );
}

function NexusDraw({ decision, view, send, busy }: FormProps<'nexus-draw'>) {
  const [redraw, setRedraw] = useState(true);
  const held = view.private?.nexusCard ?? null;
  return (
    <div class="row wrap">
      <span class="grow">{held ? `A Nexus was held: discard ${cardName(held)} and draw another?` : 'A Nexus was held: draw a Nexus card?'}</span>
      <label class="small">
        <input type="checkbox" checked={redraw} onChange={(e) => setRedraw(e.currentTarget.checked)} /> should I draw my own faction’s card, draw again
      </label>
      <Choice label="Draw" testid="submit" busy={busy} onClick={() => send({ type: 'nexus-draw', event: decision.id, draw: true, redrawOwn: redraw })} />
      <Choice
        label={held ? 'Keep mine' : 'Do not draw'}
        testid="pass"
        busy={busy}
        onClick={() => send({ type: 'nexus-draw', event: decision.id, draw: false })}
      />
    </div>
  );
}

function NexusTraitors({ decision, send, busy }: FormProps<'nexus-traitors'>) {
  const [chosen, setChosen] = useState<TraitorCardId[]>([]);
  const toggle = (c: TraitorCardId) => setChosen(chosen.includes(c) ? chosen.filter((x) => x !== c) : [...chosen, c]);
  return (
    <div class="row wrap">
      <span class="grow">Give back {decision.count} of your traitor cards, shuffled into the deck:</span>
      {decision.options.map((c) => (
        <label key={c} class="small">
          <input type="checkbox" checked={chosen.includes(c)} onChange={() => toggle(c)} /> {leaderName(c)}
        </label>
      ))}
      <Choice
        label="Give back"
        testid="submit"
        busy={busy || chosen.length !== decision.count}
        onClick={() => send({ type: 'nexus-traitors', event: decision.id, cards: chosen })}
      />
    </div>
  );
}

/** A Karama window's Betrayal: the held card of the ability's owner cancels it. */
function windowBetrayals(decision: Extract<Decision, { kind: 'karama-window' }>, view: PlayerView) {
  const card = view.private?.nexusCard ?? null;
  const me = view.viewer as Faction;
  if (card === null || useOf(seatedOf(view), me, card) !== 'betrayal') return [];
  return decision.uses
    .filter((u) => betraysUse(card, me, u))
    .map((u) => ({
      label: `Cancel ${titled(u.ability)} with ${cardName(card)}`,
      action: { type: 'karama-window' as const, event: decision.id, cancel: u.ability, card: null, betrayal: true as const },
    }));
}

export const nexusCards = {
  id: 'nexus-cards',
  inPlay: (view) => view.nexusCards !== null,
  Public: NexusPanel,
  Private: NexusPrivate,
  Actions: NexusActions,
  forms: { 'nexus-draw': NexusDraw, 'nexus-traitors': NexusTraitors },
  karamaWindowPlays: windowBetrayals,
  // NX.harkonnen.betrayal: the one use only a Nexus card cancels that belongs to no module of its own.
  abilities: { 'harkonnen-traitor': 'a traitor called with a Harkonnen traitor card' },
  sentences: {
    'nexus-card-drawn': (e) => `${f(e.faction)} ${e.replaced ? `discard the ${f(e.replaced)} Nexus card and ` : ''}draw a Nexus card.`,
    'nexus-card-drawn-card': (e) => `You draw ${cardName(e.card)}.`,
    'nexus-card-discarded': (e) =>
      `${f(e.faction)} discard ${cardName(e.card)}${e.cause === 'alliance' ? ' as they ally' : e.cause === 'own' ? ' (their own) and draw again' : ''}.`,
    'nexus-deck-shuffled': (e) => `The ${e.count} discarded Nexus cards are shuffled into a new pile.`,
    'nexus-card-played': (e) => `${f(e.faction)} play ${cardName(e.card)} as a ${USE_NAMES[e.use]} (${titled(e.effect)}).`,
    'nexus-choam-discard': (e) => `CHOAM discard ${titled(e.card)} at random.`,
    'nexus-terror-removed': (e) => `The Terror token in ${territoryName(e.territory)} goes back to Moritani, unrevealed.`,
    'nexus-forces-home': (e) => `${f(e.faction)} take ${e.count} forces home from ${territoryName(e.territory)}.`,
    'nexus-traitor-answer': (e) => `${f(e.target)} ${e.holds ? 'hold' : 'hold no'} traitor card of a leader of the ${f(e.of)}.`,
    'nexus-traitors-drawn': (e) => `${f(e.faction)} draw ${e.count} traitor card${e.count === 1 ? '' : 's'}.`,
    'nexus-face-dancers-replaced': (e) => `The Tleilaxu replace their ${e.count} revealed Face Dancer${e.count === 1 ? '' : 's'} with new ones.`,
    'nexus-card-seen': (e) => `${f(e.faction)} look at a card of the ${f(e.of)}’s hand.`,
    'nexus-card-seen-card': (e) => (e.card ? `You see ${titled(e.card)} in the ${f(e.of)}’s hand.` : `The ${f(e.of)} hold no card.`),
    'nexus-card-replaced': (e) => `${f(e.faction)} discard ${titled(e.discarded)} and draw the next card of the deck.`,
    'nexus-card-replaced-card': (e) => `You draw ${titled(e.card)}.`,
    'nexus-payment-taken': (e) => `${f(e.faction)} take ${e.amount} spice, a shipment’s payment, from ${e.from === 'bank' ? 'the bank' : f(e.from)}.`,
    'nexus-face-dancer-cancelled': (e) => `The reveal of ${leaderName(e.leader)} as a Face Dancer is cancelled; it counts as revealed.`,
    'nexus-traitor-call-cancelled': (e) => `${f(e.faction)}’s traitor call on ${leaderName(e.leader)} is cancelled; the card goes back to the deck.`,
    'nexus-plan-look': (e) => `${f(e.faction)} will see the ${e.element} of the ${f(e.target)}’s plan once it is sealed.`,
    'nexus-plan-seen': (e) =>
      `You see the ${e.element} of the ${f(e.target)}’s plan: ${e.value === null ? 'none' : typeof e.value === 'number' ? String(e.value) : titled(e.value)}.`,
    'nexus-purchase-free': (e) => `${f(e.faction)} buy the next card for nothing.`,
    'nexus-purchase-covered': (e) => `${f(e.faction)} pay the bank for the card their ally the ${f(e.buyer)} buy.`,
    'nexus-worthless-sold': (e) => `${f(e.faction)} discard ${titled(e.card)} for ${e.spice} spice.`,
    'nexus-ride-added': (e) => `The Fremen will ride from ${territoryName(e.territory)} too, as the Nexus concludes.`,
    'nexus-extra-shipment': (e) => `${f(e.faction)} ship once more, their move made.`,
    'nexus-sale-lost': (e) => `${f(e.faction)} lose ${e.amount} spice, the payment of their sale.`,
    'nexus-purchase-discarded': (e) =>
      e.card === null
        ? `${f(e.faction)} no longer hold the card they just bought: nothing is discarded.`
        : `${f(e.faction)} discard ${titled(e.card)}, the card they just bought.`,
    'nexus-traitors-returned': (e) => `${f(e.faction)} shuffle ${e.count} traitor card${e.count === 1 ? '' : 's'} back into the deck.`,
  } satisfies Partial<Sentences>,
} satisfies WebModule;
