// The beneficiary's answer to a triggered Ambassador: each token asks for its own fields (forces.tsx for those that
// move or revive forces), and every token but the Bene Gesserit's may be passed.
import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import type { Action } from '@dune-rooms/sdk';
import { Choice } from '../../decisions/forms/choice.tsx';
import type { FormProps } from '../../decisions/forms/types.ts';
import { usePicks } from '../../decisions/forms/picks.ts';
import { factionName, territoryName, titled } from '../../names.ts';
import { CardSelect } from '../richese/forms.tsx';
import { FremenMove, GuildSend, TleilaxuRevive } from './forces.tsx';
import { AMBASSADOR_TEXT, ambassador } from './words.ts';

type Effect = Omit<Extract<Action, { type: 'ambassador-effect' }>, 'type' | 'event'>;
export type TokenProps = FormProps<'ambassador-effect'> & { answer: (choice: Effect) => void };

function Copy({ decision, busy, answer }: TokenProps) {
  return (
    <>
      {(decision.copies ?? []).map((copy) => (
        <Choice key={copy} label={`Copy the ${ambassador(copy)}`} onClick={() => answer({ copy })} busy={busy} />
      ))}
    </>
  );
}

function Discard({ decision, view, busy, answer }: TokenProps) {
  const hand = view.private?.hand ?? [];
  const { picked, toggle } = usePicks();
  const [card, setCard] = useState(hand[0]!);
  const chosen = hand.includes(card) ? card : hand[0]!;
  // EC.ambassador.ixians: exactly one card, then the top card; EC.ambassador.choam: any number, 3 spice each.
  if (decision.token === 'ixians')
    return (
      <>
        <CardSelect cards={hand} value={chosen} onPick={setCard} name="card" label="Card to discard" />
        <Choice label="Discard and draw" onClick={() => answer({ cards: [chosen] })} busy={busy} testid="submit" />
      </>
    );
  const cards = picked.map((i) => hand[i]!);
  return (
    <>
      {hand.map((c, i) => (
        <label key={c}>
          <input type="checkbox" name="discard" checked={picked.includes(i)} onChange={() => toggle(i)} /> {titled(c)}
        </label>
      ))}
      <Choice
        label={`Discard ${cards.length} for ${3 * cards.length} spice`}
        onClick={() => answer({ cards })}
        busy={busy || cards.length === 0}
        testid="submit"
      />
    </>
  );
}

const TOKENS: Partial<Record<string, ComponentType<TokenProps>>> = {
  'bene-gesserit': Copy,
  fremen: FremenMove,
  guild: GuildSend,
  ixians: Discard,
  choam: Discard,
  tleilaxu: TleilaxuRevive,
  richese: ({ busy, answer }) => <Choice label="Buy it for 3 spice" onClick={() => answer({ buy: true })} busy={busy} />,
  ecaz: EcazChoice,
};

/** EC.ambassador.ecaz: Duke Vidal, or the alliance (Vidal lent with it when he may be), as the decision offers. */
function EcazChoice({ decision, busy, answer }: TokenProps) {
  const offer = `Offer the ${factionName(decision.entrant)} an alliance`;
  return (
    <>
      {decision.vidal && <Choice label="Take Duke Vidal" onClick={() => answer({ vidal: true })} busy={busy} />}
      {decision.alliance && <Choice label={offer} onClick={() => answer({ ally: true })} busy={busy} />}
      {decision.alliance && decision.vidal && <Choice label={`${offer}, lending Duke Vidal`} onClick={() => answer({ ally: true, lend: true })} busy={busy} />}
    </>
  );
}

export function AmbassadorEffect(props: FormProps<'ambassador-effect'>) {
  const { decision, send, busy } = props;
  const answer = (choice: Effect) => send({ type: 'ambassador-effect', event: decision.id, ...choice });
  const Token = TOKENS[decision.token];
  return (
    <div class="row wrap">
      <span class="grow">
        The {ambassador(decision.token)} in {territoryName(decision.territory)}, for you: {AMBASSADOR_TEXT[decision.token]}
      </span>
      {Token && <Token {...props} answer={answer} />}
      {decision.token !== 'bene-gesserit' && <Choice label="Pass" onClick={() => answer({ pass: true })} busy={busy} testid="pass" />}
    </div>
  );
}
