// Words for ids: the wire carries kebab-case ids (territories, leaders, cards); the board data names territories.
import { LEADERS, TERRITORIES, type Faction } from '@dune-rooms/sdk';

const FACTION_NAMES: Record<Faction, string> = {
  atreides: 'Atreides',
  'bene-gesserit': 'Bene Gesserit',
  emperor: 'Emperor',
  fremen: 'Fremen',
  harkonnen: 'Harkonnen',
  guild: 'Spacing Guild',
  choam: 'CHOAM',
};

/** One colour per faction, used by badges on the map and by the seat panels. */
export const FACTION_COLOURS: Record<Faction, string> = {
  atreides: '#2f7d32',
  'bene-gesserit': '#5b3f8c',
  emperor: '#b3261e',
  fremen: '#c7831a',
  harkonnen: '#222',
  guild: '#d2691e',
  choam: '#1f5f99',
};

export const factionName = (f: string): string => FACTION_NAMES[f as Faction] ?? titled(f);

const TERRITORY_NAMES = new Map<string, string>(TERRITORIES.map((t) => [t.id, t.name]));
export const territoryName = (id: string): string => TERRITORY_NAMES.get(id) ?? titled(id);

const LEADER_NAMES = new Map<string, string>(LEADERS.map((l) => [l.id, l.name]));
/** A leader's name as the SDK's catalog prints it (`piter-de-vries` → Piter de Vries). */
export const leaderName = (id: string): string => LEADER_NAMES.get(id) ?? titled(id);

/** A leader or a card id in words: `lady-jessica` → Lady Jessica, `shield-2` → Shield (the copy number dropped). */
export const titled = (id: string): string =>
  id
    .replace(/-\d+$/, '')
    .split('-')
    .map((w) => (w.length > 0 ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');

export const place = (p: { territory: string; sector: number } | null | undefined): string =>
  p ? `${territoryName(p.territory)}${p.sector > 0 ? ` (sector ${p.sector})` : ''}` : 'nowhere';

export const PHASE_NAMES: Record<string, string> = {
  setup: 'Set-up',
  storm: 'Storm',
  'spice-blow': 'Spice Blow and Nexus',
  'choam-charity': 'CHOAM Charity',
  bidding: 'Bidding',
  revival: 'Revival',
  'shipment-movement': 'Shipment and Movement',
  battle: 'Battle',
  'spice-collection': 'Spice Collection',
  'mentat-pause': 'Mentat Pause',
  'game-over': 'Game over',
};
export const phaseName = (p: string): string => PHASE_NAMES[p] ?? titled(p);
