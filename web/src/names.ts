// Words for ids: the wire carries kebab-case ids (territories, leaders, cards); the board data names territories.
import { LEADERS, TERRITORIES, type Faction } from '@dune-rooms/sdk';
import { factionStyle } from './board/faction-style.ts';

const FACTION_NAMES: Record<Faction, string> = {
  atreides: 'Atreides',
  'bene-gesserit': 'Bene Gesserit',
  emperor: 'Emperor',
  fremen: 'Fremen',
  harkonnen: 'Harkonnen',
  guild: 'Spacing Guild',
  choam: 'CHOAM',
  tleilaxu: 'Tleilaxu',
  ixians: 'Ixians',
  richese: 'Richese',
  ecaz: 'Ecaz',
  moritani: 'Moritani',
};

/** One colour per faction (the board's palette: board/faction-style.ts), used by the seat panels and chat. */
export const FACTION_COLOURS: Record<Faction, string> = Object.fromEntries(
  (Object.keys(FACTION_NAMES) as Faction[]).map((f) => [f, factionStyle(f).colour]),
) as Record<Faction, string>;

export const factionName = (f: string): string => FACTION_NAMES[f as Faction] ?? titled(f);

const TERRITORY_NAMES = new Map<string, string>([...TERRITORIES.map((t) => [t.id, t.name] as const), ['hms', 'Hidden Mobile Stronghold']]);
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
