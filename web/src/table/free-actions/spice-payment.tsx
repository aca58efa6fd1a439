// Spice paid outside any decision (free actions: they answer no decision). 1.12: a bribe to another faction that is
// not this seat's ally, waiting in front of the recipient's shield until the Mentat Pause. 2.03.06: the Emperor's gift
// of spice to its ally, at once. The engine judges when each is allowed (no bribe during set-up or from the Mentat
// Pause on, spice committed elsewhere cannot be paid); a refusal shows here and changes nothing.
import { useState } from 'preact/hooks';
import type { Faction, GameConnection, PlayerView } from '@dune-rooms/sdk';
import { factionName } from '../../names.ts';
import { FreePanel } from './free-panel.tsx';
import { useFreeAction } from './use-act.ts';

const allyOf = (view: PlayerView, me: Faction): Faction | undefined => view.alliances.find((pair) => pair.includes(me))?.find((f) => f !== me);

interface Payment {
  type: 'bribe' | 'give-spice';
  testid: string;
  title: string;
  note: string;
  /** Who may be paid. */
  to: Faction[];
}

function payment(view: PlayerView, type: Payment['type']): Payment | null {
  const me = view.viewer as Faction;
  const ally = allyOf(view, me);
  if (type === 'give-spice')
    return me === 'emperor' && ally
      ? {
          type,
          testid: 'gift',
          title: `Give ${factionName(ally)} spice`,
          note: 'Your ally receives it at once (the Emperor alone may give an ally spice).',
          to: [ally],
        }
      : null;
  const to = view.seats.map((s) => s.faction).filter((f) => f !== me && f !== ally);
  return { type, testid: 'bribe', title: 'Pay a bribe', note: 'It waits in front of their shield until the Mentat Pause. Allies cannot bribe each other.', to };
}

function SpicePayment({ connection, view, type }: { connection: GameConnection; view: PlayerView; type: Payment['type'] }) {
  const spice = view.private?.spice ?? 0;
  const [to, setTo] = useState<Faction | null>(null);
  const [amount, setAmount] = useState(1);
  const state = useFreeAction(connection);
  const p = payment(view, type);
  const target = p && to && p.to.includes(to) ? to : (p?.to[0] ?? null);
  if (!p || target === null || spice === 0 || view.phase === 'setup' || view.victory) return null;
  return (
    <FreePanel testid={p.testid} title={p.title} note={p.note} state={state}>
      <form
        class="row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          state.act({ type: p.type, to: target, amount }, `Paid ${factionName(target)} ${amount} spice.`);
        }}
      >
        <label>
          Pay <input type="number" name="amount" min={1} max={spice} value={amount} onInput={(e) => setAmount(Number(e.currentTarget.value))} /> spice to
        </label>
        <select name="to" aria-label="Paid to" value={target} onChange={(e) => setTo(e.currentTarget.value as Faction)}>
          {p.to.map((f) => (
            <option key={f} value={f}>
              {factionName(f)}
            </option>
          ))}
        </select>
        <button type="submit" disabled={state.busy} data-testid="pay">
          Pay
        </button>
      </form>
    </FreePanel>
  );
}

/** The free spice payments this seat may make: a bribe, and the Emperor's gift to its ally. */
export function SpicePayments({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  return (
    <>
      <SpicePayment connection={connection} view={view} type="bribe" />
      <SpicePayment connection={connection} view={view} type="give-spice" />
    </>
  );
}
