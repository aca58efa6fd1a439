// Forms for the decisions of the phases' smaller steps and the card windows: CHOAM Charity, revival, asking
// Prescience, keeping cards after a battle, the Karama and card play windows (only the cards the hand holds that the
// window takes), Truthtrance, Weather Control, the Nexus, and the spice an ally offers. Each sends the action
// its decision names; a refusal shows under it.
import { useState } from 'preact/hooks';
import { leader as leaderDisc, type Faction, type LeaderId, type TreacheryCardId } from '@dune-rooms/sdk';
import { countsAsTruthtrance, familyOf, karamaCardsIn } from '@dune-rooms/sdk/answers';
import { factionName, leaderName, territoryName, titled } from '../../names.ts';
import type { FormProps } from './types.ts';
import { karamaWindowPlays, windowPlays } from '../../modules/index.ts';
import { AmountForm } from './amount.tsx';
import { Choice } from './choice.tsx';

/** The cards of the hand a window takes (a Karama window: Karama cards). */
export const holding = (hand: readonly TreacheryCardId[], families: readonly string[]) => [...new Set(hand)].filter((c) => families.includes(familyOf(c)));

export function ClaimCharity({ decision, send, busy }: FormProps<'claim-charity'>) {
  return (
    <div class="row wrap">
      {decision.amount > 0 && (
        <Choice label={`Claim ${decision.amount} spice`} busy={busy} onClick={() => send({ type: 'claim-charity', event: decision.id, claim: true })} />
      )}
      <Choice label="Do not claim" testid="pass" busy={busy} onClick={() => send({ type: 'claim-charity', event: decision.id, claim: false })} />
    </div>
  );
}

export function Revive({ decision, view, send, busy }: FormProps<'revive'>) {
  const inTanks = decision.tanks.regular + decision.tanks.elite;
  const most = Math.min(decision.limit, inTanks);
  const [forces, setForces] = useState(Math.min(decision.freeRevival, most));
  const [leader, setLeader] = useState('');
  const spice = view.private?.spice ?? 0;
  const regular = Math.min(forces, decision.tanks.regular);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({
          type: 'revive',
          event: decision.id,
          forces: { regular, elite: forces - regular },
          leader: (leader || null) as LeaderId | null,
          ghola: null,
        });
      }}
    >
      <label>
        Revive forces (0–{most}; {decision.freeRevival} free, then {decision.costPerForce} spice each){' '}
        <input type="number" name="forces" min={0} max={most} value={forces} onInput={(e) => setForces(Number(e.currentTarget.value))} />
      </label>
      {decision.leaders.length > 0 && (
        <label>
          and a leader{' '}
          <select name="leader" value={leader} onChange={(e) => setLeader(e.currentTarget.value)}>
            <option value="">none</option>
            {decision.leaders.map((l) => {
              // Another faction's leader, revived as one's own (a Tleilaxu Ghola).
              const from = leaderDisc(l.id).faction;
              return (
                <option key={l.id} value={l.id} disabled={l.cost > spice}>
                  {leaderName(l.id)}
                  {from !== null && from !== decision.seat ? `, a Ghola (${factionName(from)})` : ''} ({l.cost} spice)
                </option>
              );
            })}
          </select>
        </label>
      )}
      <button type="submit" disabled={busy} data-testid="submit">
        Revive
      </button>
    </form>
  );
}

export function AskPrescience({ decision, send, busy }: FormProps<'prescience'>) {
  return (
    <div class="row wrap">
      <span class="grow">Ask the {factionName(decision.target)} to reveal their…</span>
      {decision.elements.map((element) => (
        <Choice key={element} label={element} busy={busy} onClick={() => send({ type: 'prescience', event: decision.id, element })} />
      ))}
      <Choice label="Do not ask" testid="pass" busy={busy} onClick={() => send({ type: 'prescience', event: decision.id, element: null })} />
    </div>
  );
}

export function BattleCards({ decision, send, busy }: FormProps<'battle-cards'>) {
  const [keep, setKeep] = useState<TreacheryCardId[]>(decision.keepable);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'battle-cards', event: decision.id, keep });
      }}
    >
      <span>Keep:</span>
      {decision.keepable.map((c) => (
        <label key={c}>
          <input type="checkbox" checked={keep.includes(c)} onChange={(e) => setKeep(e.currentTarget.checked ? [...keep, c] : keep.filter((k) => k !== c))} />{' '}
          {titled(c)}
        </label>
      ))}
      <button type="submit" disabled={busy} data-testid="submit">
        Done
      </button>
    </form>
  );
}

export function KaramaWindow({ decision, view, send, busy }: FormProps<'karama-window'>) {
  // Every card the seat may play as a Karama (a Bene Gesserit worthless card, a Truthtrance in the Shrine: DS.shrine).
  const cards = [...new Set(karamaCardsIn(view, decision.seat))];
  // A card of a module's that cancels a use (a Nexus card's Betrayal).
  const others = karamaWindowPlays(decision, view);
  return (
    <div class="row wrap">
      <span class="grow">
        {decision.uses.map((u) => `${factionName(u.user)} use ${titled(u.ability)}`).join('; ')}
        {cards.length === 0 && others.length === 0 ? ' — you hold no Karama card.' : ''}
      </span>
      {others.map((p) => (
        <Choice key={p.label} label={p.label} busy={busy} testid="betrayal" onClick={() => send(p.action)} />
      ))}
      {cards.length > 0 &&
        decision.uses.map((u) => (
          <Choice
            key={u.ability}
            label={`Cancel ${titled(u.ability)} with ${titled(cards[0]!)}`}
            busy={busy}
            onClick={() => send({ type: 'karama-window', event: decision.id, cancel: u.ability, card: cards[0]! })}
          />
        ))}
      <Choice label="Let it pass" testid="pass" busy={busy} onClick={() => send({ type: 'karama-window', event: decision.id, cancel: null, card: null })} />
    </div>
  );
}

export function CardWindow({ decision, view, send, busy }: FormProps<'card-window'>) {
  const cards = holding(view.private?.hand ?? [], decision.families);
  return (
    <div class="row wrap">
      <span class="grow">
        A window for {decision.families.map(titled).join(', ')}
        {cards.length === 0 ? ' — you hold none of them.' : ''}
      </span>
      {cards.flatMap((card) =>
        windowPlays(decision, card).map(({ label, use }) => (
          <Choice key={label} label={label} busy={busy} onClick={() => send({ type: 'card-window', event: decision.id, card, ...use })} />
        )),
      )}
      <Choice label="Pass" testid="pass" busy={busy} onClick={() => send({ type: 'card-window', event: decision.id, card: null })} />
    </div>
  );
}

export function Truthtrance({ decision, view, send, busy }: FormProps<'truthtrance'>) {
  // A Karama serves the Shrine's occupant as a Truthtrance (DS.shrine).
  const card = (view.private?.hand ?? []).find((c) => countsAsTruthtrance(c, decision.seat, view));
  const [target, setTarget] = useState<Faction>(decision.targets[0]!);
  const [amount, setAmount] = useState(5);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        if (card) send({ type: 'truthtrance', event: decision.id, play: { card, target, question: { about: 'spice-at-least', amount } } });
      }}
    >
      {card ? (
        <>
          <span>Ask</span>
          <select aria-label="Whom to ask" value={target} onChange={(e) => setTarget(e.currentTarget.value as Faction)}>
            {decision.targets.map((f) => (
              <option key={f} value={f}>
                {factionName(f)}
              </option>
            ))}
          </select>
          <label>
            whether they hold at least <input type="number" min={0} value={amount} onInput={(e) => setAmount(Number(e.currentTarget.value))} /> spice
          </label>
          <button type="submit" disabled={busy} data-testid="submit">
            Play Truthtrance
          </button>
        </>
      ) : (
        <span class="grow">You hold no Truthtrance.</span>
      )}
      <Choice label="Pass" testid="pass" busy={busy} onClick={() => send({ type: 'truthtrance', event: decision.id, play: null })} />
    </form>
  );
}

export function WeatherControl({ decision, view, send, busy }: FormProps<'weather-control'>) {
  const held = holding(view.private?.hand ?? [], ['weather-control']).length > 0;
  const [move, setMove] = useState(decision.movement);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'weather-control', event: decision.id, move });
      }}
    >
      <span class="grow">The storm will move {decision.movement} sectors.</span>
      {held ? (
        <>
          <label>
            Move it <input type="number" name="move" min={0} max={decision.max} value={move} onInput={(e) => setMove(Number(e.currentTarget.value))} /> instead
          </label>
          <button type="submit" disabled={busy} data-testid="submit">
            Play Weather Control
          </button>
        </>
      ) : (
        <span>You hold no Weather Control.</span>
      )}
      <Choice label="Pass" testid="pass" busy={busy} onClick={() => send({ type: 'weather-control', event: decision.id, move: null })} />
    </form>
  );
}

export function NexusTurn({ decision, send, busy }: FormProps<'nexus-turn'>) {
  return (
    <div class="row wrap">
      {decision.proposeTo.map((to) => (
        <Choice
          key={to}
          label={`Offer an alliance to ${factionName(to)}`}
          busy={busy}
          onClick={() => send({ type: 'nexus-turn', event: decision.id, choice: 'propose', to })}
        />
      ))}
      {decision.canBreak && (
        <Choice label="Break your alliance" busy={busy} onClick={() => send({ type: 'nexus-turn', event: decision.id, choice: 'break' })} />
      )}
      <Choice label="Pass" testid="pass" busy={busy} onClick={() => send({ type: 'nexus-turn', event: decision.id, choice: 'pass' })} />
    </div>
  );
}

export function AllianceOffer({ decision, send, busy }: FormProps<'alliance-offer'>) {
  return (
    <div class="row wrap">
      <span class="grow">The {factionName(decision.from)} offer you an alliance.</span>
      <Choice label="Accept" busy={busy} onClick={() => send({ type: 'alliance-offer', event: decision.id, accept: true })} />
      <Choice label="Decline" testid="pass" busy={busy} onClick={() => send({ type: 'alliance-offer', event: decision.id, accept: false })} />
    </div>
  );
}

export function ProtectAlly({ decision, send, busy }: FormProps<'protect-ally'>) {
  return (
    <div class="row wrap">
      <span class="grow">
        Protect your ally {factionName(decision.ally)} from the sandworm in {territoryName(decision.territory)}?
      </span>
      <Choice label="Protect" busy={busy} onClick={() => send({ type: 'protect-ally', event: decision.id, protect: true })} />
      <Choice label="Do not" testid="pass" busy={busy} onClick={() => send({ type: 'protect-ally', event: decision.id, protect: false })} />
    </div>
  );
}

/** Spice (or forces paid for) offered to an ally: bidding, shipping, revival. */
export function AllySupport({ decision, send, busy }: FormProps<'offer-bid-support' | 'offer-shipment-support' | 'pay-ally-revival'>) {
  const forces = decision.kind === 'pay-ally-revival';
  const answer = (n: number) =>
    decision.kind === 'pay-ally-revival'
      ? send({ type: decision.kind, event: decision.id, forces: n })
      : send({ type: decision.kind, event: decision.id, amount: n });
  return (
    <AmountForm
      before={`${forces ? `Pay for how many of ${factionName(decision.ally)}'s forces revived` : `Spice offered to ${factionName(decision.ally)}`} (0–${decision.max})`}
      name="amount"
      max={decision.max}
      button="Offer"
      busy={busy}
      send={answer}
    />
  );
}
