// What stands on the board, drawn per sector: each faction's forces as a token in its colour with its letter and
// counts (regular and starred fighters, Bene Gesserit advisors), and spice piles. Each carries its full
// description as a tooltip and for screen readers.
import type { PlayerView } from '@dune-rooms/sdk';
import { factionName, place } from '../names.ts';
import { factionStyle } from './faction-style.ts';

export type Stack = PlayerView['forces'][number];
/** A faction's forces somewhere: a place on the board, or off it (its reserves, the Tanks). */
export type Forces = Pick<Stack, 'faction' | 'regular' | 'elite' | 'advisors' | 'sector'> & { territory: string };

/** A stack in words: "5 forces (2 starred), 1 advisor". */
export function describeForces(s: Pick<Stack, 'regular' | 'elite' | 'advisors'>): string {
  const fighters = s.regular + s.elite;
  const parts = [
    ...(fighters > 0 || s.advisors === 0 ? [`${fighters} ${fighters === 1 ? 'force' : 'forces'}${s.elite > 0 ? ` (${s.elite} starred)` : ''}`] : []),
    ...(s.advisors > 0 ? [`${s.advisors} ${s.advisors === 1 ? 'advisor' : 'advisors'}`] : []),
  ];
  return parts.join(', ');
}

/** The counts as printed beside a token: fighters, starred ones after a star, advisors after a ring. */
const counts = (s: Forces) =>
  [s.regular + s.elite > 0 ? `${s.regular}${s.elite > 0 ? `+${s.elite}★` : ''}` : '', s.advisors > 0 ? `◦${s.advisors}` : ''].filter(Boolean).join(' ');

const TOKEN = 11;
const POOLS: Record<string, string> = { reserves: 'in reserve', tanks: 'in the Tanks' };

export function ForceToken({ stack, x, y }: { stack: Forces; x: number; y: number }) {
  const style = factionStyle(stack.faction);
  const label = `${factionName(stack.faction)}: ${describeForces(stack)} ${POOLS[stack.territory] ?? `in ${place(stack)}`}`;
  return (
    <g
      class="token"
      data-testid="force-token"
      data-faction={stack.faction}
      data-territory={stack.territory}
      data-sector={stack.sector}
      data-count={stack.regular + stack.elite + stack.advisors}
      pointer-events="none"
    >
      <title>{label}</title>
      <circle
        cx={x}
        cy={y}
        r={TOKEN}
        fill={style.colour}
        stroke="#fff"
        stroke-width={1.5}
        stroke-dasharray={stack.advisors > 0 && stack.regular + stack.elite === 0 ? '3 2' : undefined}
      />
      <text x={x} y={y + 4.5} fill={style.ink} text-anchor="middle" class="glyph">
        {style.glyph}
      </text>
      <text x={x} y={y + TOKEN + 12} text-anchor="middle" class="count">
        {counts(stack)}
      </text>
    </g>
  );
}

export function SpicePile({ amount, territory, sector, x, y }: { amount: number; territory: string; sector: number; x: number; y: number }) {
  const label = `${amount} spice in ${place({ territory, sector })}`;
  return (
    <g class="spice-pile" data-testid="spice-pile" data-territory={territory} data-sector={sector} pointer-events="none">
      <title>{label}</title>
      <rect x={x - 10} y={y - 10} width={20} height={20} rx={3} transform={`rotate(45 ${x} ${y})`} />
      <text x={x} y={y + 4.5} text-anchor="middle">
        {amount}
      </text>
    </g>
  );
}

/** Where the pieces of one cell go: spread side by side around its middle. */
export function spread(count: number, x: number, y: number, gap = 28): [number, number][] {
  return Array.from({ length: count }, (_, i) => [x + (i - (count - 1) / 2) * gap, y]);
}
