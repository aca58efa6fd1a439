// Places offered by a decision (PROTOCOL.md, Decision options), in the compact form the views carry: one entry per
// territory with the sectors that may be named, and the strings an engine error lists as `allowed`.
import { attachmentsOn, sectorsOf, type AttachmentsBoard } from './movement.ts';
import { TERRITORIES } from './territories.ts';
import type { TerritoryId } from '../types.ts';

export interface PlaceOption {
  territory: TerritoryId;
  sectors: number[];
}

/** Every place of the board (the homeworlds are added by the decisions that offer them), territory by territory. */
export const BOARD_PLACES: readonly PlaceOption[] = TERRITORIES.map((t) => ({ territory: t.id, sectors: sectorsOf(t.id) }));

/** The attachments on the board now (the HMS), as places (sector 0): added to the board's by the ship and move options. */
export const attachedPlaces = (board: AttachmentsBoard): PlaceOption[] => attachmentsOn(board).map((a) => ({ territory: a.place, sectors: [0] }));

/** The places of `candidates` that `ok` accepts, territories with none left out. */
export function placesWhere(candidates: readonly PlaceOption[], ok: (territory: TerritoryId, sector: number) => boolean): PlaceOption[] {
  const out: PlaceOption[] = [];
  for (const c of candidates) {
    const sectors = c.sectors.filter((s) => ok(c.territory, s));
    if (sectors.length > 0) out.push({ territory: c.territory, sectors });
  }
  return out;
}

/** Whether a place is among the options. */
export function offered(options: readonly PlaceOption[], place: { territory: TerritoryId; sector: number } | null | undefined): boolean {
  return place != null && options.some((o) => o.territory === place.territory && o.sectors.includes(place.sector));
}

/** The options as EngineError.allowed lists them: `territory:sector[,sector…]`. */
export function placeStrings(options: readonly PlaceOption[]): string[] {
  return options.map((o) => `${o.territory}:${o.sectors.join(',')}`);
}

/** Places grouped by territory (in the order first met), each territory's sectors in order. */
export function groupPlaces(places: readonly { territory: TerritoryId; sector: number }[]): PlaceOption[] {
  const byTerritory = new Map<TerritoryId, number[]>();
  for (const p of places) byTerritory.set(p.territory, [...(byTerritory.get(p.territory) ?? []), p.sector]);
  return [...byTerritory].map(([territory, sectors]) => ({ territory, sectors: [...new Set(sectors)].sort((a, b) => a - b) }));
}
