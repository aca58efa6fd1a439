// Arrakis as the printed board lays it out (geometry in arrakis.ts and geometry.ts): the Polar Sink in the middle,
// the territories in their places and shapes, sand, rock and strongholds told apart, the 18 sectors numbered round
// the rim and the storm over its sector; each faction's forces, the spice per sector and the modules' pieces (an
// Ambassador). The places the seat's decision offers are lit; a tap (or Enter on a focused territory) picks a
// territory and the sector tapped, which the ship and move forms take. Zoom buttons enlarge the map inside its
// frame, which then pans by scrolling.
import { useState } from 'preact/hooks';
import { DISCOVERED_PLACES, STRONGHOLDS, TERRITORIES, sectorsOf, type PlayerView, type TerritoryId } from '@dune-rooms/sdk';
import { territoryName } from '../names.ts';
import { CELLS } from './arrakis.ts';
import { BORDERS, CENTRE, RIM, SINK, SIZE, cellFor, cellPath, centreOf, labels, point, textWidth, wedge, type Label } from './geometry.ts';
import type { Offered, Place } from './offered.ts';
import { ForceToken, SpicePile, spread } from './pieces.tsx';
import { OffBoard } from './off-board.tsx';
import { modulePieces } from '../modules/index.ts';
import { TerritoryInfo } from './territory-info.tsx';

// The Hidden Mobile Stronghold (the Ixians') is a stronghold drawn over the cell it sits on; a place a Discovery token
// became is drawn the same way, over the first cell of the territory it lies in (below and left of the HMS's spot).
const KIND = new Map<string, string>([
  ...TERRITORIES.map((t) => [t.id, t.kind] as const),
  ['hms', 'stronghold hms'],
  ...DISCOVERED_PLACES.map((p) => [p, p === 'jacurutu-sietch' ? 'stronghold discovered' : 'location discovered'] as const),
]);
const HMS_RADIUS = 15;
const STRONGHOLD_SET = new Set<string>(STRONGHOLDS);
const ZOOMS = [1, 1.6, 2.4, 3.2];
/** The drawing names territories by plain ids; the geometry test checks each is a territory of the board data. */
const TERRITORY_IDS = [...new Set(CELLS.map((c) => c.territory))] as TerritoryId[];
const FONT = 13;
const LABELS = labels(territoryName);

/** A name in lines that fit the room the label has (at least one word a line). */
function lines(name: string, width: number): string[] {
  const out: string[] = [];
  for (const word of name.split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`) <= Math.max(width, textWidth('Seven..'))) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

function Name({ label }: { label: Label }) {
  const name = territoryName(label.territory);
  const rows = lines(name, label.width);
  const top = label.y - ((rows.length - 1) * FONT) / 2 + (label.rotate ? 4 : -6);
  return (
    <text
      class={`name${STRONGHOLD_SET.has(label.territory) ? ' city' : ''}`}
      text-anchor="middle"
      pointer-events="none"
      transform={label.rotate ? `rotate(${label.rotate.toFixed(1)} ${label.x.toFixed(1)} ${label.y.toFixed(1)})` : undefined}
    >
      {rows.map((row, i) => (
        <tspan key={row} x={label.x} y={top + i * FONT}>
          {row}
        </tspan>
      ))}
    </text>
  );
}

export function Board({ view, picked, onPick, offered }: { view: PlayerView; picked: Place | null; onPick: (p: Place | null) => void; offered: Offered }) {
  const [hovered, setHovered] = useState<TerritoryId | null>(null);
  const [zoom, setZoom] = useState(0);
  // The last place tapped where movable stacks stand: then only where they may go is lit.
  const [source, setSource] = useState<TerritoryId | null>(null);
  const reach = source ? offered.from.get(source) : undefined;
  const lit = (id: TerritoryId) => (reach ? reach.has(id) : offered.to.has(id));
  const shown = hovered ?? picked?.territory ?? null;
  const pick = (territory: TerritoryId, sector: number) => {
    // A tap on a sector the decision does not offer still picks the territory: the form then takes its first sector.
    if (offered.from.has(territory) && !(reach?.has(territory) ?? false)) setSource(territory);
    onPick(picked?.territory === territory && picked.sector === sector ? null : { territory, sector });
  };
  const pickByKey = (e: KeyboardEvent, territory: TerritoryId) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    pick(territory, [...(offered.to.get(territory) ?? [])][0] ?? 0);
  };
  const territoryClass = (id: TerritoryId) =>
    [
      'territory',
      KIND.get(id),
      lit(id) ? 'offered' : '',
      offered.from.has(id) ? 'from' : '',
      offered.battles.has(id) ? 'battle' : '',
      shown === id ? 'shown' : '',
      id === 'shield-wall' && view.storm.shieldWallDestroyed ? 'destroyed' : '',
    ]
      .filter(Boolean)
      .join(' ');
  const territoryProps = (id: TerritoryId) => ({
    class: territoryClass(id),
    'data-territory': id,
    onMouseEnter: () => setHovered(id),
    onMouseLeave: () => setHovered(null),
    onKeyDown: (e: KeyboardEvent) => pickByKey(e, id),
    // The sector is the one of the cell tapped (the Polar Sink has none).
    onClick: (e: MouseEvent) => pick(id, Number((e.target as Element).getAttribute('data-sector') ?? 0)),
    role: 'button' as const,
    // `tabindex` in lower case: SVG attributes keep their case, and `tabIndex` is no attribute of SVG.
    tabindex: 0,
    'aria-label': `${territoryName(id)}${lit(id) ? ' (offered)' : ''}`,
    'aria-pressed': picked?.territory === id,
    'data-offered-sectors': lit(id) ? [...(offered.to.get(id) ?? [])].join(',') : undefined,
  });

  // The HMS over its cell, a little off its centre so that the cell's own pieces stay clear of it.
  const hms = view.ixians?.hms ?? null;
  const hmsCell = hms ? cellFor(hms.territory, hms.sector) : undefined;
  const [hmsX, hmsY] = hmsCell ? centreOf(hmsCell) : [0, 0];
  // The discovered places, each over the first cell of its territory.
  const discovered = (view.discovery?.locations ?? []).flatMap((l) => {
    const cell = cellFor(l.on, sectorsOf(l.on as TerritoryId)[0] ?? 0);
    if (!cell) return [];
    const [x, y] = centreOf(cell);
    return [{ ...l, x: x - HMS_RADIUS, y: y + HMS_RADIUS }];
  });
  // Pieces per cell: spice first, then each faction's stack in that sector.
  const pieces = new Map<string, { x: number; y: number; items: preact.JSX.Element[] }>();
  const at = (territory: string, sector: number) => {
    if (territory === 'hms') {
      if (!hmsCell) return null;
      const slot = pieces.get('hms') ?? { x: hmsX + HMS_RADIUS, y: hmsY - HMS_RADIUS - 10, items: [] };
      pieces.set('hms', slot);
      return slot;
    }
    const place = discovered.find((d) => d.place === territory);
    if (place) {
      const slot = pieces.get(territory) ?? { x: place.x, y: place.y + HMS_RADIUS + 10, items: [] };
      pieces.set(territory, slot);
      return slot;
    }
    const cell = territory === 'polar-sink' ? null : cellFor(territory, sector);
    if (territory !== 'polar-sink' && !cell) return null;
    const key = cell ? `${cell.territory}:${cell.from}:${cell.inner}` : 'polar-sink';
    let slot = pieces.get(key);
    if (!slot) {
      const [x, y] = cell ? centreOf(cell) : [CENTRE, CENTRE];
      // Under the name when the name is in this cell.
      const label = LABELS.find((l) => l.territory === territory && Math.hypot(l.x - x, l.y - y) < 24);
      slot = { x, y: label || !cell ? y + 20 : y, items: [] };
      pieces.set(key, slot);
    }
    return slot;
  };
  for (const s of view.spice) {
    const slot = at(s.territory, s.sector);
    if (slot) slot.items.push(<SpicePile key={`spice:${s.territory}:${s.sector}`} amount={s.amount} territory={s.territory} sector={s.sector} x={0} y={0} />);
  }
  for (const f of view.forces) {
    if (f.regular + f.elite + f.advisors === 0) continue;
    const slot = at(f.territory, f.sector);
    if (!slot) continue;
    slot.items.push(<ForceToken key={`${f.faction}:${f.territory}:${f.sector}`} stack={f} x={0} y={0} />);
  }
  for (const p of modulePieces(view)) at(p.territory, p.sector)?.items.push(p.piece);
  const storm = view.storm.sector;
  const [stormX, stormY] = storm === null ? [0, 0] : point(RIM + 18, storm - 0.5);

  return (
    <div class="board panel" data-testid="board-panel">
      <div class="row wrap board-tools">
        <strong class="grow">Arrakis</strong>
        {storm !== null && <span data-testid="storm-sector">Storm over sector {storm}</span>}
        <button type="button" aria-label="Zoom out" disabled={zoom === 0} onClick={() => setZoom(zoom - 1)}>
          −
        </button>
        <button type="button" aria-label="Zoom in" disabled={zoom === ZOOMS.length - 1} onClick={() => setZoom(zoom + 1)} data-testid="zoom-in">
          +
        </button>
      </div>
      <div class="board-frame">
        {/* biome-ignore lint/a11y/useSemanticElements: a map of buttons is a group, not an image; an <svg> cannot be a <fieldset> */}
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          role="group"
          aria-label="Arrakis"
          data-testid="board"
          style={{ width: `${ZOOMS[zoom]! * 100}%` }}
          class={zoom > 0 ? 'zoomed' : ''}
        >
          <title>Arrakis</title>
          <circle cx={CENTRE} cy={CENTRE} r={RIM + 30} class="rim" />
          {Array.from({ length: 18 }, (_, i) => {
            const [x, y] = point(RIM + 18, i + 0.5);
            const [x0, y0] = point(SINK, i);
            const [x1, y1] = point(RIM + 30, i);
            return (
              <g key={i} class="sector">
                <line x1={x0} y1={y0} x2={x1} y2={y1} />
                <text x={x} y={y + 5} text-anchor="middle" class="sector-number">
                  {i + 1}
                </text>
              </g>
            );
          })}
          {TERRITORY_IDS.map((id) => (
            <g key={id} {...territoryProps(id)}>
              <title>{territoryName(id)}</title>
              {CELLS.filter((c) => c.territory === id).map((c) => (
                <path key={`${c.from}:${c.inner}`} d={cellPath(c)} data-sector={c.sector} />
              ))}
            </g>
          ))}
          <g {...territoryProps('polar-sink')}>
            <title>Polar Sink</title>
            <circle cx={CENTRE} cy={CENTRE} r={SINK} />
          </g>
          <path class="sector-lines" d={Array.from({ length: 18 }, (_, i) => `M ${point(SINK, i).join(' ')} L ${point(RIM, i).join(' ')}`).join(' ')} />
          <path class="borders" d={BORDERS.map((b) => b.path).join(' ')} />
          {storm !== null && (
            <g class="storm" data-testid="storm" pointer-events="none">
              <title>The storm, over sector {storm}</title>
              <path class="storm-area" d={wedge(storm - 1, storm, 0, 1.07)} />
              <circle class="storm-marker" cx={stormX} cy={stormY} r={14} />
            </g>
          )}
          {LABELS.map((l) => (
            <Name key={l.territory} label={l} />
          ))}
          <text x={CENTRE} y={CENTRE - 30} text-anchor="middle" class="name" pointer-events="none">
            Polar Sink
          </text>
          {hms && hmsCell && (
            <g {...territoryProps('hms')} data-testid="hms" data-over={`${hms.territory}:${hms.sector}`}>
              <title>{`Hidden Mobile Stronghold, over ${territoryName(hms.territory)} (sector ${hms.sector})`}</title>
              <circle cx={hmsX + HMS_RADIUS} cy={hmsY - HMS_RADIUS} r={HMS_RADIUS} />
              <text x={hmsX + HMS_RADIUS} y={hmsY - HMS_RADIUS + 4} text-anchor="middle" class="name city" pointer-events="none">
                HMS
              </text>
            </g>
          )}
          {discovered.map((d) => (
            <g key={d.place} {...territoryProps(d.place as TerritoryId)} data-testid="discovered-place" data-on={d.on}>
              <title>{`${territoryName(d.place)}, inside ${territoryName(d.on)}`}</title>
              <circle cx={d.x} cy={d.y} r={HMS_RADIUS} />
              <text x={d.x} y={d.y + 4} text-anchor="middle" class="name city" pointer-events="none">
                {d.place === 'jacurutu-sietch' ? 'JS' : d.place.slice(0, 2).toUpperCase()}
              </text>
            </g>
          ))}
          {[...pieces.values()].flatMap((slot) =>
            spread(slot.items.length, slot.x, slot.y).map(([x, y], i) => (
              <g key={slot.items[i]!.key} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
                {slot.items[i]}
              </g>
            )),
          )}
        </svg>
      </div>
      <TerritoryInfo view={view} territory={shown} />
      <OffBoard view={view} />
    </div>
  );
}
