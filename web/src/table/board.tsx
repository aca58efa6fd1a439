// Arrakis as SVG (layout in board-layout.ts): the storm's sector shaded, strongholds marked, spice and each
// faction's forces as badges. Hovering or tapping a territory shows what is there; a tapped territory is also
// offered to the decision forms (ship and move destinations).
import { useState } from 'preact/hooks';
import { STRONGHOLDS, type PlayerView, type TerritoryId } from '@dune-rooms/sdk';
import { FACTION_COLOURS, factionName, territoryName } from '../names.ts';
import { BOARD, CENTRE, RADII, SIZE, middle, polar, theta, wedge, type Band } from './board-layout.ts';

type Stack = PlayerView['forces'][number];

const SHORT = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => !/^(of|the)$/i.test(w))
    .map((w) => w.slice(0, w.length > 6 ? 4 : 6))
    .join(' ');

const forceLabel = (s: Pick<Stack, 'regular' | 'elite' | 'advisors'>) =>
  `${s.regular + s.elite}${s.elite > 0 ? `(${s.elite}★)` : ''}${s.advisors > 0 ? ` a${s.advisors}` : ''}`;

/** Each faction's forces in a territory, summed over its sectors. */
function byFaction(stacks: readonly Stack[]): Stack[] {
  const out = new Map<string, Stack>();
  for (const s of stacks) {
    const seen = out.get(s.faction);
    out.set(s.faction, seen ? { ...seen, regular: seen.regular + s.regular, elite: seen.elite + s.elite, advisors: seen.advisors + s.advisors } : { ...s });
  }
  return [...out.values()];
}

export function Board({ view, picked, onPick }: { view: PlayerView; picked: TerritoryId | null; onPick: (t: TerritoryId | null) => void }) {
  const [hovered, setHovered] = useState<TerritoryId | null>(null);
  const strongholds = new Set<string>(STRONGHOLDS);
  const forcesIn = (t: string) => view.forces.filter((f) => f.territory === t);
  const spiceIn = (t: string) => view.spice.filter((s) => s.territory === t).reduce((n, s) => n + s.amount, 0);
  const storm = view.storm.sector;
  // Territories are reachable by keyboard too: Enter or Space picks one, as a tap does.
  const pickByKey = (e: KeyboardEvent, id: TerritoryId) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onPick(picked === id ? null : id);
  };
  const shown = hovered ?? picked;
  const offBoard = view.forces.filter((f) => !BOARD.bands.some((b) => b.territory.id === f.territory) && f.territory !== 'polar-sink');

  const badges = (band: Band | null, t: string) => {
    const [x, y] = band ? middle(band) : [CENTRE, CENTRE];
    const items = [
      ...(spiceIn(t) > 0 ? [{ key: 'spice', fill: '#f2b705', text: String(spiceIn(t)), colour: '#000' }] : []),
      ...byFaction(forcesIn(t)).map((s) => ({ key: s.faction, fill: FACTION_COLOURS[s.faction], text: forceLabel(s), colour: '#fff' })),
    ];
    const width = (text: string) => 6 + text.length * 5;
    let left = x - items.reduce((n, i) => n + width(i.text) + 1, 0) / 2;
    return items.map((i) => {
      const w = width(i.text);
      const at = left;
      left += w + 1;
      return (
        <g key={i.key} class="badge" pointer-events="none">
          <rect x={at} y={y + 2} width={w} height={11} rx={3} fill={i.fill} stroke="#fff" stroke-width={0.5} />
          <text x={at + w / 2} y={y + 10.5} fill={i.colour} text-anchor="middle">
            {i.text}
          </text>
        </g>
      );
    });
  };

  return (
    <div class="board panel">
      {/* biome-ignore lint/a11y/useSemanticElements: a map of buttons is a group, not an image; an <svg> cannot be a <fieldset> */}
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="group" aria-label="Arrakis" data-testid="board">
        <circle cx={CENTRE} cy={CENTRE} r={RADII.outer + 16} class="rim" />
        {Array.from({ length: 18 }, (_, i) => i + 1).map((s) => {
          const [x, y] = polar(RADII.outer + 8, theta(s, 0.5));
          return (
            <text key={s} x={x} y={y + 3} class="sector-number" text-anchor="middle">
              {s}
            </text>
          );
        })}
        {BOARD.bands.map((band) => {
          const t = band.territory;
          const [x, y] = middle(band);
          return (
            // `tabindex` in lower case: SVG attributes keep their case, and `tabIndex` is no attribute of SVG.
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML <button>; role and keys make it one
            <g
              key={t.id}
              class={`territory ${t.kind}${shown === t.id ? ' shown' : ''}`}
              data-territory={t.id}
              onMouseEnter={() => setHovered(t.id)}
              onMouseLeave={() => setHovered(null)}
              onClick={() => onPick(picked === t.id ? null : t.id)}
              onKeyDown={(e) => pickByKey(e, t.id)}
              role="button"
              tabindex={0}
            >
              <title>{t.name}</title>
              <path d={wedge(band.start, band.span, band.inner, band.outer)} />
              {/* The short name is for the eye; the full one (the title) is the button's name. */}
              <text x={x} y={y - 2} text-anchor="middle" class="name">
                {strongholds.has(t.id) ? '★ ' : ''}
                {SHORT(t.name)}
              </text>
            </g>
          );
        })}
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML <button> */}
        <g
          class={`territory polar-sink${shown === 'polar-sink' ? ' shown' : ''}`}
          data-territory="polar-sink"
          onClick={() => onPick(picked === 'polar-sink' ? null : 'polar-sink')}
          onKeyDown={(e) => pickByKey(e, 'polar-sink')}
          role="button"
          tabindex={0}
          aria-label="Polar Sink"
        >
          <title>Polar Sink</title>
          <circle cx={CENTRE} cy={CENTRE} r={RADII.inner} />
          <text x={CENTRE} y={CENTRE - 4} text-anchor="middle" class="name">
            Polar Sink
          </text>
        </g>
        {storm !== null && (
          <path d={wedge(storm, 1, RADII.inner, RADII.outer + 16)} class="storm" data-testid="storm" pointer-events="none">
            <title>Storm</title>
          </path>
        )}
        {BOARD.bands.map((band) => badges(band, band.territory.id))}
        {badges(null, 'polar-sink')}
      </svg>
      <TerritoryInfo view={view} territory={shown} />
      {offBoard.length > 0 && (
        <p class="small">Off Arrakis: {offBoard.map((s) => `${factionName(s.faction)} ${forceLabel(s)} on ${territoryName(s.territory)}`).join('; ')}</p>
      )}
    </div>
  );
}

function TerritoryInfo({ view, territory }: { view: PlayerView; territory: TerritoryId | null }) {
  if (!territory) return <p class="small muted info">Hover or tap a territory to see what is there.</p>;
  const forces = view.forces.filter((f) => f.territory === territory);
  const spice = view.spice.filter((s) => s.territory === territory);
  return (
    <div class="small info" data-testid="territory-info">
      <strong>{territoryName(territory)}</strong>
      {spice.length === 0 && forces.length === 0 && <span class="muted"> — empty</span>}
      <ul>
        {spice.map((s) => (
          <li key={`spice${s.sector}`}>
            {s.amount} spice{s.sector > 0 ? ` in sector ${s.sector}` : ''}
          </li>
        ))}
        {forces.map((f) => (
          <li key={f.faction + f.sector}>
            {factionName(f.faction)}: {f.regular} forces{f.elite > 0 ? `, ${f.elite} starred` : ''}
            {f.advisors > 0 ? ` (${f.advisors} advisors)` : ''}
            {f.sector > 0 ? ` in sector ${f.sector}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
