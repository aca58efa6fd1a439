// The Portable Snooper (a card of the CHOAM & Richese cache): its question after the reveal, asked whether the seat
// holds one or not, and its event in the log.
import type { Sentences } from '../../log/sentence-types.ts';
import { factionName, titled } from '../../names.ts';
import { Choice } from '../../decisions/forms/choice.tsx';
import type { FormProps } from '../../decisions/forms/types.ts';
import { holding } from '../../decisions/forms/windows.tsx';
import type { WebModule } from '../module.ts';

/** A Portable Snooper added as the defense after the reveal, when the plan played none. */
function PortableSnooper({ decision, view, send, busy }: FormProps<'portable-snooper'>) {
  const cards = holding(view.private?.hand ?? [], ['portable-snooper']);
  return (
    <div class="row wrap">
      <span class="grow">Add a Portable Snooper as your defense?{cards.length === 0 ? ' You hold none.' : ''}</span>
      {cards.map((card) => (
        <Choice key={card} label={`Play ${titled(card)}`} busy={busy} onClick={() => send({ type: 'portable-snooper', event: decision.id, card })} />
      ))}
      <Choice label="No" testid="pass" busy={busy} onClick={() => send({ type: 'portable-snooper', event: decision.id, card: null })} />
    </div>
  );
}

export const portableSnooper = {
  id: 'portable-snooper',
  inPlay: (view) => view.cards.includes('richese'),
  forms: { 'portable-snooper': PortableSnooper },
  sentences: { 'portable-snooper-played': (e) => `${factionName(e.faction)} play a Portable Snooper.` } satisfies Partial<Sentences>,
} satisfies WebModule;
