// 1.12: a bribe, spice paid at any time to another faction that is not this seat's ally (it lies in front of the
// recipient's shield until the Mentat Pause). A free action: it answers no decision. The engine judges when a bribe
// is allowed (not during set-up, not from the Mentat Pause on); a refusal shows here and changes nothing.
import { useState } from 'preact/hooks';
import type { Faction, GameConnection, PlayerView } from '@dune-rooms/sdk';
import { ErrorBox } from '../errors.tsx';
import { factionName } from '../names.ts';

export function Bribe({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const me = view.viewer as Faction;
  const ally = view.alliances.find((pair) => pair.includes(me))?.find((f) => f !== me);
  const others = view.seats.map((s) => s.faction).filter((f) => f !== me && f !== ally);
  const spice = view.private?.spice ?? 0;
  const [to, setTo] = useState<Faction | null>(null);
  const [amount, setAmount] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const target = to && others.includes(to) ? to : (others[0] ?? null);
  if (target === null || spice === 0 || view.phase === 'setup' || view.victory) return null;
  return (
    <details class="panel" data-testid="bribe">
      <summary>Pay a bribe</summary>
      <form
        class="row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          setError(null);
          setPaid(null);
          connection.act({ type: 'bribe', to: target, amount }).then(
            () => {
              setBusy(false);
              setPaid(`Paid ${factionName(target)} ${amount} spice.`);
            },
            (err: unknown) => {
              setBusy(false);
              setError(err);
            },
          );
        }}
      >
        <label>
          Pay <input type="number" name="bribe amount" min={1} max={spice} value={amount} onInput={(e) => setAmount(Number(e.currentTarget.value))} /> spice to
        </label>
        <select name="bribe to" aria-label="Bribe to" value={target} onChange={(e) => setTo(e.currentTarget.value as Faction)}>
          {others.map((f) => (
            <option key={f} value={f}>
              {factionName(f)}
            </option>
          ))}
        </select>
        <button type="submit" disabled={busy} data-testid="pay-bribe">
          Pay
        </button>
      </form>
      <p class="small muted">It waits in front of their shield until the Mentat Pause. Allies cannot bribe each other.</p>
      {paid && (
        <p class="small" data-testid="bribe-paid">
          {paid}
        </p>
      )}
      <ErrorBox error={error} />
    </details>
  );
}
