// Moritani's own questions: where its six forces start, which Terror token goes to which stronghold at the Mentat
// Pause (or which one moves), whether a token an entrant walked into is revealed, turned into an alliance offer or
// left, what a revealed token takes, and the card it discards over its hand limit. The tokens' names come from
// Moritani's own view (view.private.terror): these forms are its alone.
import { useState } from 'preact/hooks';
import { sectorsOf, type TerritoryId, type TreacheryCardId } from '@dune-rooms/sdk';
import { Choice } from '../../decisions/forms/choice.tsx';
import { ChoiceSelect } from '../../decisions/forms/choice-select.tsx';
import type { FormProps } from '../../decisions/forms/types.ts';
import { factionName, leaderName, territoryName, titled } from '../../names.ts';
import { familyOf } from '@dune-rooms/sdk/answers';
import { useDestination } from '../ecaz/choose-forces.tsx';
import { CardSelect } from '../richese/forms.tsx';
import { TERROR_TEXT, terror } from './words.ts';

/** The token Moritani's own view says stands in `territory` (undefined on any other page). */
const tokenIn = (view: FormProps['view'], territory: string) => view.private?.terror?.placed.find((p) => p.territory === territory)?.token;

/** MO.setup: six forces to one sector of a territory nobody occupies (a tap on the map picks it). */
export function MoritaniPlacement({ decision, send, busy, picked }: FormProps<'moritani-placement'>) {
  const { dest, picker } = useDestination(
    decision.territories.map((territory) => ({ territory, sectors: sectorsOf(territory) })),
    picked,
    'territory',
  );
  return (
    <div class="row wrap">
      <span class="grow">Place your six starting forces in a territory nobody occupies:</span>
      {picker}
      <Choice label="Place" onClick={() => dest && send({ type: 'moritani-placement', event: decision.id, ...dest })} busy={busy || !dest} testid="submit" />
    </div>
  );
}

/** MO.terror.placement: a token of the supply to a stronghold without one, or a placed token moved there, or neither. */
export function TerrorPlace({ decision, view, send, busy }: FormProps<'terror-place'>) {
  const supply = view.private?.terror?.supply ?? [];
  const [token, setToken] = useState(supply[0]);
  const [to, setTo] = useState(decision.strongholds[0]!);
  const [from, setFrom] = useState(decision.movable[0]);
  const chosen = token && supply.includes(token) ? token : supply[0];
  const target = decision.strongholds.includes(to) ? to : decision.strongholds[0]!;
  const moved = from && decision.movable.includes(from) ? from : decision.movable[0];
  const answer = (fields: { token?: typeof chosen; from?: TerritoryId; to?: TerritoryId }) => send({ type: 'terror-place', event: decision.id, ...fields });
  const named = (t: TerritoryId) => {
    const at = tokenIn(view, t);
    return `${territoryName(t)}${at ? ` (${terror(at)})` : ''}`;
  };
  return (
    <div class="stack">
      <ChoiceSelect label="To the stronghold" name="to" value={target} choices={decision.strongholds} words={territoryName} onChange={setTo} />
      {chosen && (
        <div class="row wrap">
          <ChoiceSelect label="place" name="token" value={chosen} choices={supply} words={terror} onChange={setToken} />
          <Choice label="Place it" onClick={() => answer({ token: chosen, to: target })} busy={busy} testid="submit" />
        </div>
      )}
      {moved && (
        <div class="row wrap">
          <ChoiceSelect label="or move the token in" name="from" value={moved} choices={decision.movable} words={named} onChange={setFrom} />
          <Choice label="Move it" onClick={() => answer({ from: moved, to: target })} busy={busy} />
        </div>
      )}
      <Choice label="Neither this turn" onClick={() => answer({})} busy={busy} testid="pass" />
    </div>
  );
}

/** MO.terror.trigger: reveal the token against the entrant, offer it an alliance instead, or leave it there. */
export function TerrorTrigger({ decision, view, send, busy }: FormProps<'terror-trigger'>) {
  // HW.grumman.high: where two tokens stand, each may be revealed.
  const there = (view.private?.terror?.placed ?? []).filter((p) => p.territory === decision.territory).map((p) => p.token);
  const token = there[0];
  const answer = (choice: 'reveal' | 'ally' | 'pass', named?: (typeof there)[number]) =>
    send({ type: 'terror-trigger', event: decision.id, choice, ...(named ? { token: named } : {}) });
  return (
    <div class="row wrap">
      <span class="grow">
        The {factionName(decision.entrant)} entered {territoryName(decision.territory)}
        {there.length > 1
          ? `, where your ${there.map(terror).join(' and ')} tokens stand.`
          : token
            ? `, where your ${terror(token)} token stands: ${TERROR_TEXT[token]}`
            : ', where your Terror token stands.'}
      </span>
      {there.length > 1 ? (
        there.map((t) => <Choice key={t} label={`Reveal the ${terror(t)}`} onClick={() => answer('reveal', t)} busy={busy} />)
      ) : (
        <Choice label="Reveal it" onClick={() => answer('reveal')} busy={busy} />
      )}
      {decision.mayOffer && <Choice label={`Offer the ${factionName(decision.entrant)} an alliance`} onClick={() => answer('ally')} busy={busy} />}
      <Choice label="Leave it" onClick={() => answer('pass')} busy={busy} testid="pass" />
    </div>
  );
}

/** HW.grumman.high: a token taken back off the board for spice from the bank, or none. */
export function GrummanRemove({ decision, view, send, busy }: FormProps<'grumman-remove'>) {
  const placed = view.private?.terror?.placed ?? [];
  return (
    <div class="row wrap">
      <span class="grow">Grumman: take a Terror token back to your supply for {decision.spice} spice (then none is stacked this turn)?</span>
      {placed.map((p) => (
        <Choice
          key={`${p.territory}-${p.token}`}
          label={`Take the ${terror(p.token)} from ${territoryName(p.territory)}`}
          onClick={() => send({ type: 'grumman-remove', event: decision.id, from: p.territory, token: p.token })}
          busy={busy}
        />
      ))}
      <Choice label="Leave them all" onClick={() => send({ type: 'grumman-remove', event: decision.id, from: null })} busy={busy} testid="pass" />
    </div>
  );
}

/** What a revealed Robbery, Sabotage or Sneak Attack asks Moritani. */
export function TerrorEffect({ decision, view, send, busy }: FormProps<'terror-effect'>) {
  const hand = view.private?.hand ?? [];
  const sectors = decision.sectors ?? [];
  const most = decision.most ?? 0;
  const [card, setCard] = useState<TreacheryCardId | ''>('');
  const [count, setCount] = useState(most);
  const [sector, setSector] = useState(String(sectors[0] ?? 0));
  const answer = (fields: { take?: 'spice' | 'card'; give?: TreacheryCardId | null; sector?: number; count?: number }) =>
    send({ type: 'terror-effect', event: decision.id, ...fields });
  const entrant = factionName(decision.entrant);
  const n = Math.min(Math.max(0, count), most);
  return (
    <div class="row wrap">
      <span class="grow">
        The {terror(decision.token)} in {territoryName(decision.territory)}, against the {entrant}:
      </span>
      {decision.token === 'robbery' && (
        <>
          <Choice label={`Take half the spice of the ${entrant}`} onClick={() => answer({ take: 'spice' })} busy={busy} />
          <Choice label="Take the top card of the deck" onClick={() => answer({ take: 'card' })} busy={busy} />
        </>
      )}
      {decision.token === 'sabotage' && (
        <>
          <span>give them</span>
          <CardSelect
            cards={hand}
            value={hand.includes(card as TreacheryCardId) ? card : ''}
            onPick={setCard}
            name="give"
            label="Card to give"
            none="no card"
          />
          <Choice label="Give" onClick={() => answer({ give: card && hand.includes(card) ? card : null })} busy={busy} testid="submit" />
        </>
      )}
      {decision.token === 'sneak-attack' && (
        <>
          <label>
            Forces from reserves <input type="number" name="count" min={0} max={most} value={n} onInput={(e) => setCount(Number(e.currentTarget.value))} />
          </label>
          {sectors.length > 1 && (
            <ChoiceSelect label="to sector" name="sector" value={sector} choices={sectors.map(String)} words={(s) => s} onChange={setSector} />
          )}
          <Choice label="Send" onClick={() => answer({ count: n, sector: Number(sector) })} busy={busy} testid="submit" />
        </>
      )}
    </div>
  );
}

/** MO.terror.robbery: over the hand limit after the robbed card, a card of Moritani's choice is discarded. */
export function TerrorDiscard({ decision, view, send, busy }: FormProps<'terror-discard'>) {
  const hand = view.private?.hand ?? [];
  const [card, setCard] = useState(hand[0]!);
  const chosen = hand.includes(card) ? card : hand[0]!;
  return (
    <div class="row wrap">
      <span class="grow">Your hand is over its limit: discard</span>
      <CardSelect cards={hand} value={chosen} onPick={setCard} name="card" label="Card to discard" />
      <Choice label="Discard" onClick={() => send({ type: 'terror-discard', event: decision.id, card: chosen })} busy={busy || !chosen} testid="submit" />
    </div>
  );
}

/** MO.ally: Moritani's ally lost a battle; one of the cards it played may stay in its hand. */
export function MoritaniAllyKeep({ decision, send, busy }: FormProps<'moritani-ally-keep'>) {
  const [card, setCard] = useState(decision.keepable[0]!);
  return (
    <div class="row wrap">
      <span class="grow">As Moritani’s ally you may keep one card you played in the battle you lost; the rest are discarded.</span>
      <CardSelect cards={decision.keepable} value={card} onPick={setCard} name="keep" label="Card to keep" />
      <Choice label="Keep it" onClick={() => send({ type: 'moritani-ally-keep', event: decision.id, keep: card })} busy={busy} testid="submit" />
      <Choice label="Discard them all" onClick={() => send({ type: 'moritani-ally-keep', event: decision.id, keep: null })} busy={busy} testid="decline" />
    </div>
  );
}

/**
 * MO.assassinate: Moritani lost with no traitor called and the winner's leader alive: it may reveal a traitor card for
 * another of the winner's leaders (asked after every such loss, holding one or not).
 */
export function MoritaniAssassinate({ decision, send, busy }: FormProps<'moritani-assassinate'>) {
  const [card, setCard] = useState(decision.cards[0] ?? '');
  const chosen = decision.cards.includes(card as never) ? card : (decision.cards[0] ?? '');
  return (
    <div class="row wrap">
      <span class="grow">
        You lost to the {factionName(decision.faction)}, whose {leaderName(decision.fought)} lives. Reveal a traitor card to assassinate another of their
        leaders?
      </span>
      {decision.cards.length > 0 && (
        <>
          <ChoiceSelect label="Traitor card" name="card" value={chosen} choices={decision.cards} words={(c) => leaderName(c)} onChange={setCard} />
          <Choice
            label="Assassinate"
            onClick={() => send({ type: 'moritani-assassinate', event: decision.id, card: chosen as (typeof decision.cards)[number] })}
            busy={busy}
            testid="submit"
          />
        </>
      )}
      <Choice
        label={decision.cards.length > 0 ? 'Not now' : 'No card to reveal'}
        onClick={() => send({ type: 'moritani-assassinate', event: decision.id, card: null })}
        busy={busy}
        testid="decline"
      />
    </div>
  );
}

type Fate = 'choice' | 'keep' | 'discard';

/**
 * MO.karama (Advanced): Moritani lost; with a Karama card it decides what becomes of the winner's battle cards (asked
 * whether it holds one or not). Each card: the winner's choice, kept (if a winner may keep it), or discarded.
 */
export function MoritaniKarama({ decision, view, send, busy }: FormProps<'moritani-karama'>) {
  const karama = (view.private?.hand ?? []).find((c) => familyOf(c) === 'karama');
  const [fates, setFates] = useState<Record<string, Fate>>({});
  const fate = (c: string): Fate => fates[c] ?? 'choice';
  const keep = decision.played.filter((c) => fate(c) === 'keep');
  const discard = decision.played.filter((c) => fate(c) === 'discard');
  return (
    <div class="column">
      <span>
        You lost to the {factionName(decision.winner)}.{' '}
        {karama ? `Spend ${titled(karama)} (your Karama power, once a game) on the cards they played?` : 'You hold no Karama card.'}
      </span>
      {karama &&
        decision.played.map((c) => (
          <ChoiceSelect
            key={c}
            label={titled(c)}
            name={`fate-${c}`}
            value={fate(c)}
            choices={decision.keepable.includes(c) ? ['choice', 'keep', 'discard'] : ['choice', 'discard']}
            words={(x) => (x === 'choice' ? 'their choice' : x === 'keep' ? 'they must keep it' : 'they must discard it')}
            onChange={(x) => setFates({ ...fates, [c]: x as Fate })}
          />
        ))}
      <div class="row wrap">
        {karama && (
          <Choice
            label="Play the Karama"
            onClick={() => send({ type: 'moritani-karama', event: decision.id, card: karama, keep, discard })}
            busy={busy || keep.length + discard.length === 0}
            testid="submit"
          />
        )}
        <Choice label="Keep the power" onClick={() => send({ type: 'moritani-karama', event: decision.id, card: null })} busy={busy} testid="decline" />
      </div>
    </div>
  );
}
