// The Ambassadors that move forces: the Fremen's (one group of the seat's on the board to another territory), the
// Guild's (up to four from reserves) and the Tleilaxu's (a leader, or up to four forces, from the Tanks).
import { useState } from 'preact/hooks';
import { isTerritoryId } from '@dune-rooms/sdk';
import { Choice } from '../../decisions/forms/choice.tsx';
import { ChoiceSelect } from '../../decisions/forms/choice-select.tsx';
import { leaderName, place } from '../../names.ts';
import { fighters, landings, useCounts, useDestination } from './choose-forces.tsx';
import type { TokenProps } from './effect.tsx';

export function FremenMove({ decision, view, busy, answer, picked }: TokenProps) {
  const stacks = view.forces.filter(
    (s) => s.faction === decision.seat && fighters(s) > 0 && s.sector !== view.storm.sector && (isTerritoryId(s.territory) || s.territory === 'hms'),
  );
  const [from, setFrom] = useState('0');
  const stack = stacks[Number(from)] ?? stacks[0];
  const counts = useCounts(stack ?? { regular: 0, elite: 0 }, 20);
  const { dest, picker } = useDestination(
    landings(view, decision.seat).filter((o) => o.territory !== stack?.territory),
    picked,
  );
  if (!stack || !dest) return <span>No group of yours can move.</span>;
  return (
    <>
      <ChoiceSelect
        ariaLabel="Group"
        name="from"
        value={from}
        choices={stacks.map((_, i) => String(i))}
        words={(i) => place(stacks[Number(i)])}
        onChange={setFrom}
      />
      {counts.inputs}
      <span>to</span>
      {picker}
      <Choice
        label="Move"
        onClick={() => answer({ from: { territory: stack.territory, sector: stack.sector }, to: dest, ...counts.take })}
        busy={busy || !counts.ok}
        testid="submit"
      />
    </>
  );
}

export function GuildSend({ decision, view, busy, answer, picked }: TokenProps) {
  const reserves = view.seats.find((s) => s.faction === decision.seat)?.reserves ?? { regular: 0, elite: 0 };
  const counts = useCounts(reserves, decision.most ?? 0);
  const { dest, picker } = useDestination(landings(view, decision.seat), picked);
  return (
    <>
      {counts.inputs}
      <span>from reserves to</span>
      {picker}
      <Choice label="Send" onClick={() => answer({ to: dest, ...counts.take })} busy={busy || !counts.ok || !dest} testid="submit" />
    </>
  );
}

export function TleilaxuRevive({ decision, view, busy, answer }: TokenProps) {
  const tanks = view.seats.find((s) => s.faction === decision.seat)?.tanks ?? { regular: 0, elite: 0 };
  const counts = useCounts(tanks, 4);
  const leaders = decision.leaders ?? [];
  return (
    <>
      {leaders.map((leader) => (
        <Choice key={leader} label={`Revive ${leaderName(leader)}`} onClick={() => answer({ leader })} busy={busy} />
      ))}
      {fighters(tanks) > 0 && (
        <>
          {leaders.length > 0 && <span>or</span>}
          {counts.inputs}
          <Choice label="Revive forces" onClick={() => answer(counts.take)} busy={busy || !counts.ok} testid="submit" />
        </>
      )}
    </>
  );
}
