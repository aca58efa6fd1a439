// Leader discs: 5 for each classic faction and CHOAM, and CHOAM's Auditor in the Advanced game. They are also the
// traitor cards (0.11). Source: the community bot's Leaders.csv (the factionless Duke Vidal is not in play here). Strengths agree with the printed discs as listed by several independent
// implementations. Names are the CSV's; a few printed discs read differently (e.g. "Mother Ramallo",
// "Margot Lady Fenring", "Captain Iakin Nefud", "Guild Rep"). Ids are slugs of the CSV names and are
// what the engine stores, so renaming a display name later must not change an id.
import type { Faction, LeaderId, LeaderLocation, TraitorCardId } from '../types.ts';
import { viewRules } from '../view-rules.ts';

export interface Leader {
  id: LeaderId;
  name: string;
  /** Owning faction; null for a leader who belongs to none (Duke Vidal, expansion). */
  faction: Faction | null;
  /** Fighting strength, also the spice cost of revival (1.05.03.02). */
  strength: number;
}

/** id, name, strength. The id column is a plain string: the rows, kept literal, are where LeaderId comes from. */
type Row = readonly [string, string, number];

/** Per faction: strength descending, then name — the catalog order FactionState.leaders follows. */
const ROSTER = {
  atreides: [
    ['lady-jessica', 'Lady Jessica', 5],
    ['thufir-hawat', 'Thufir Hawat', 5],
    ['gurney-halleck', 'Gurney Halleck', 4],
    ['duncan-idaho', 'Duncan Idaho', 2],
    ['dr-yueh', 'Dr. Yueh', 1],
  ],
  'bene-gesserit': [
    ['alia', 'Alia', 5],
    ['margot-dame-fenring', 'Margot Dame Fenring', 5],
    ['princess-irulan', 'Princess Irulan', 5],
    ['reverend-ramallo', 'Reverend Ramallo', 5],
    ['wanna-yueh', 'Wanna Yueh', 5],
  ],
  emperor: [
    ['count-fenring', 'Count Fenring', 6],
    ['cpt-aramsham', 'Cpt. Aramsham', 5],
    ['burseg', 'Burseg', 3],
    ['caid', 'Caid', 3],
    ['bashar', 'Bashar', 2],
  ],
  fremen: [
    ['stilgar', 'Stilgar', 7],
    ['chani', 'Chani', 6],
    ['otheym', 'Otheym', 5],
    ['shadout-mapes', 'Shadout Mapes', 3],
    ['jamis', 'Jamis', 2],
  ],
  harkonnen: [
    ['feyd-rautha', 'Feyd Rautha', 6],
    ['beast-rabban', 'Beast Rabban', 4],
    ['piter-de-vries', 'Piter de Vries', 3],
    ['cpt-iakin-nefud', 'Cpt. Iakin Nefud', 2],
    ['umman-kudu', 'Umman Kudu', 1],
  ],
  guild: [
    ['staban-tuek', 'Staban Tuek', 5],
    ['esmar-tuek', 'Esmar Tuek', 3],
    ['master-bewt', 'Master Bewt', 3],
    ['soo-soo-sook', 'Soo Soo Sook', 2],
    ['rep', 'Rep', 1],
  ],
  choam: [
    ['frankos-aru', 'Frankos Aru', 4],
    ['lady-jalma', 'Lady Jalma', 4],
    ['duke-verdun', 'Duke Verdun', 3],
    ['rajiv-londine', 'Rajiv Londine', 3],
    ['viscount-tull', 'Viscount Tull', 2],
  ],
  // TL.zoal: Zoal's printed 3 is his revival price; in battle and as a bounty he is worth the leader he faces.
  tleilaxu: [
    ['hidar-fen-ajidica', 'Hidar Fen Ajidica', 4],
    ['master-zaaf', 'Master Zaaf', 3],
    ['zoal', 'Zoal', 3],
    ['wykk', 'Wykk', 2],
    ['blin', 'Blin', 1],
  ],
  ixians: [
    ['ctair-pilru', "C'Tair Pilru", 5],
    ['tessia-vernius', 'Tessia Vernius', 5],
    ['dominic-vernius', 'Dominic Vernius', 4],
    ['kailea-vernius', 'Kailea Vernius', 2],
    ['cammar-pilru', 'Cammar Pilru', 1],
  ],
  // RI.setup
  richese: [
    ['ein-calimar', 'Ein Calimar', 5],
    ['lady-helena', 'Lady Helena', 4],
    ['flinto-kinnis', 'Flinto Kinnis', 3],
    ['haloa-rund', 'Haloa Rund', 2],
    ['talis-balt', 'Talis Balt', 2],
  ],
  // EC.setup
  ecaz: [
    ['sanya-ecaz', 'Sanya Ecaz', 4],
    ['whitmore-bludd', 'Whitmore Bludd', 4],
    ['ilesa-ecaz', 'Ilesa Ecaz', 3],
    ['rivvy-dinari', 'Rivvy Dinari', 3],
    ['bindikk-narvi', 'Bindikk Narvi', 2],
  ],
  // MO.setup
  moritani: [
    ['lupino-ord', 'Lupino Ord', 5],
    ['grieu-kronos', 'Grieu Kronos', 4],
    ['hiih-resser', 'Hiih Resser', 4],
    ['trin-kronos', 'Trin Kronos', 2],
    ['vando-terboli', 'Vando Terboli', 1],
  ],
} as const satisfies Record<Faction, readonly Row[]>;

/** The leader discs of the factions (LeaderId adds the Auditor). */
export type DiscLeaderId = (typeof ROSTER)[Faction][number][0];

const AUDITOR_ID = 'auditor';
/** CH.auditor's id; not a disc of the roster. */
export type AuditorId = typeof AUDITOR_ID;

/** CH.auditor: CHOAM's sixth leader, in the Advanced game only; never one of the five discs other rules count. */
export const AUDITOR: Leader = { id: AUDITOR_ID, name: 'Auditor', faction: 'choam', strength: 2 };

const VIDAL_ID = 'duke-vidal';
/** EM.vidal's id; a disc of no faction's roster. */
export type VidalId = typeof VIDAL_ID;

/** EM.vidal: Duke Prad Vidal of Ecaz & Moritani, a leader of no faction (and no traitor card), set aside until taken. */
export const VIDAL: Leader = { id: VIDAL_ID, name: 'Duke Vidal', faction: null, strength: 6 };

const BY_FACTION: Record<Faction, readonly Leader[]> = {
  atreides: build('atreides'),
  'bene-gesserit': build('bene-gesserit'),
  emperor: build('emperor'),
  fremen: build('fremen'),
  harkonnen: build('harkonnen'),
  guild: build('guild'),
  choam: build('choam'),
  tleilaxu: build('tleilaxu'),
  ixians: build('ixians'),
  richese: build('richese'),
  ecaz: build('ecaz'),
  moritani: build('moritani'),
};

function build(faction: Faction): readonly Leader[] {
  return ROSTER[faction].map(([id, name, strength]) => ({ id, name, faction, strength }));
}

/** Every leader disc in the box, grouped by faction in FACTIONS order, then the Auditor and Duke Vidal. */
export const ALL_LEADERS: readonly Leader[] = [...Object.values(BY_FACTION).flat(), AUDITOR, VIDAL];

/** Every leader id, in ALL_LEADERS order (what the wire and the store accept). */
export const LEADER_IDS: readonly LeaderId[] = ALL_LEADERS.map((l) => l.id);

/** The Cheap Hero traitor card of Ixians & Tleilaxu: a traitor card that is no leader's (plugins/cheap-hero-traitor/). */
export const CHEAP_HERO_TRAITOR = 'cheap-hero-traitor' as const;

/** Every traitor card id: the leaders' (Duke Vidal has none), then the Cheap Hero traitor (what the store and the edge accept). */
export const TRAITOR_CARD_IDS: readonly TraitorCardId[] = [...LEADER_IDS.filter((id) => id !== VIDAL_ID), CHEAP_HERO_TRAITOR];

/** A traitor card's printed name: its leader's, or the Cheap Hero traitor's. */
export const traitorName = (id: TraitorCardId): string => (id === CHEAP_HERO_TRAITOR ? 'Cheap Hero traitor' : leader(id).name);

// Keyed by string so that isLeaderId can ask about any string.
const BY_ID: ReadonlyMap<string, Leader> = new Map(ALL_LEADERS.map((l) => [l.id, l]));

export function isLeaderId(id: string): id is LeaderId {
  return BY_ID.has(id);
}

/** A faction's five leader discs in catalog order (capture draws, skills and the leader revival cycle count these). */
export function leadersOf(faction: Faction): readonly Leader[] {
  return BY_FACTION[faction];
}

/** The leaders a faction has in a new game: its five discs, and those a plug-in's rules add (CHOAM's Auditor, Advanced). */
export function leadersIn(faction: Faction, advanced: boolean): readonly Leader[] {
  const extra = viewRules().flatMap((r) => r.extraLeaders?.(faction, advanced) ?? []);
  return extra.length === 0 ? BY_FACTION[faction] : [...BY_FACTION[faction], ...extra];
}

/**
 * The leaders a faction state holds: those its record lists (its pool is state, so that a leader that changes hands
 * under a plug-in's rules, TL.gholas, is counted where it is). Its own in catalog order first, then the others in
 * catalog order: a seat view's statuses keep their catalog positions, and another faction's leaders come after.
 */
export function gameLeaders(fs: { faction: Faction; leaders: Partial<Record<LeaderId, unknown>> }): readonly Leader[] {
  const held = ALL_LEADERS.filter((l) => l.id in fs.leaders);
  const own = held.filter((l) => l.faction === fs.faction);
  return own.length === held.length ? held : [...own, ...held.filter((l) => l.faction !== fs.faction)];
}

/** The faction whose record holds `id` now (its own, or another's under a plug-in's rules), if any is seated. */
export function holderOf<F extends { faction: Faction; leaders: Partial<Record<LeaderId, unknown>> }>(
  factions: Partial<Record<Faction, F>>,
  id: LeaderId,
): F | undefined {
  return Object.values(factions).find((fs): fs is F => fs !== undefined && id in fs.leaders);
}

/** A leader's worth in a battle against `opponent`'s leader: its printed strength, unless a plug-in's rules say (TL.zoal). */
export function leaderWorth(id: LeaderId, opponent: LeaderId | null): number {
  for (const r of viewRules()) {
    const worth = r.leaderWorth?.(id, opponent);
    if (worth !== undefined && worth !== null) return worth;
  }
  return leader(id).strength;
}

/**
 * A seat view's leaders, each with its status: `leaderIds` names them when it is not empty, else they are the seat's
 * own catalogue in order (`leadersIn`, the Auditor among them in the Advanced game).
 */
export function seatLeaders(
  seat: { faction: Faction; leaders: readonly LeaderLocation[]; leaderIds: readonly LeaderId[] },
  advanced: boolean,
): { leader: Leader; at: LeaderLocation }[] {
  const ids = seat.leaderIds.length > 0 ? seat.leaderIds : leadersIn(seat.faction, advanced).map((l) => l.id);
  return seat.leaders.map((at, i) => ({ leader: leader(ids[i]!), at }));
}

export function leader(id: LeaderId): Leader {
  const l = BY_ID.get(id);
  if (!l) throw new Error(`unknown leader: ${id}`);
  return l;
}
