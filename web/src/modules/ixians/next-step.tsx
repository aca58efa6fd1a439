// The next territory of the HMS's way, chosen among those open from its last place (the movement form and the Karama
// power's panel both build a route this way).
import type { Decision } from '@dune-rooms/sdk';
import { place } from '../../names.ts';

export type HmsSpot = Extract<Decision, { kind: 'hms-move' }>['from'];

export function NextStep({ name, steps, onStep }: { name: string; steps: readonly HmsSpot[]; onStep: (p: HmsSpot) => void }) {
  if (steps.length === 0) return null;
  return (
    <select
      name={name}
      value=""
      aria-label="Next territory"
      onChange={(e) => {
        const step = steps[Number((e.target as HTMLSelectElement).value)];
        if (step) onStep(step);
      }}
    >
      <option value="">Move on to…</option>
      {steps.map((p, i) => (
        <option key={`${p.territory}:${p.sector}`} value={String(i)}>
          {place(p)}
        </option>
      ))}
    </select>
  );
}
