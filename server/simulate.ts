// `npm run simulate -- --games N --seed S [--players P] [--pool classic|all] [--profiles p1,p2,… [--seating rotated|drawn]] [--h2h a,b] [--cards base,ixians,…] [--advanced] [--modules leader-skills] [--json] [--check] [--max-actions M]`
// (`--help` lists every option with its default: SIMULATE_CLI below)
// (docs/ARCHITECTURE.md §7): plays whole games in-process with the engine, no network. Each seat is a bot answering from
// its own viewFor only: the simple legal-move bot (`legal`, bots/legal.ts, the default) or a bot profile (easy,
// medium, hard, brutal: bots/index.ts). `--profiles` lists profiles rotated over the factions game after game
// (each profile plays each faction), or with `--seating drawn` drawn for each seat on its own; `--h2h a,b` plays
// 2-faction games between two profiles over all 15 faction pairs with sides swapped. With --json: one JSON line per
// game, then a summary line. A game that stops with no decision pending and no victory (a phase not built yet) is reported as
// `stalled` with its phase. --check verifies the custody invariants after every action.
// --cards picks the treachery card sets (default base); the summary counts the cards played in battle.
// --advanced plays the Advanced game; the summary counts its events. --modules adds optional modules (leader-skills):
// the summary counts the skills assigned, used (by card and effect), face up or concealed and lost, and names the
// skills no game used; for the Ixians & Tleilaxu modules (sandtrout, cheap-hero-traitor) it counts their effects and
// names any no game showed.
// Exit status: 1 when any bot action was rejected, any custody check failed, or a game got stuck/ran away.
import { countDiscovery, countEcaz, countMoritani, countNexus, discoveryNeverUsed, ecazNeverUsed, moritaniNeverUsed, nexusNeverUsed } from './simulate-em.ts';
import { HMS } from '../rooms/dune/board/hms.ts';
import { isHomeworld } from '../rooms/dune/board/homeworlds.ts';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  applyAction,
  createGame,
  pendingDecisions,
  stateHash,
  viewFor,
  CLASSIC_FACTIONS,
  FACTIONS,
  type Faction,
  type GameState,
  type Victory,
} from '../rooms/dune/index.ts';
import { legalAnswer } from '../rooms/dune/bots/legal.ts';
import { botAnswer } from '../rooms/dune/bots/index.ts';
import { botFreeAction, cardPlayOf, pluginFreeAction } from '../rooms/dune/bots/free.ts';
import {
  factionProfileStats,
  factionProfileWins,
  headToHead,
  parseProfiles,
  profileStats,
  rotatedSeats,
  drawnSeats,
  SEAT_PROFILES,
  SEATINGS,
  type Seating,
  type ProfileStats,
  type SeatProfile,
} from './simulate-profiles.ts';
import { cliOptions, defineCli, numberOption, UsageError, type CliValues } from './cli.ts';
import { randomInt, seedRng, shuffled } from '../rooms/dune/rng.ts';
import { custodyProblems } from '../rooms/dune/custody.ts';
import { treacheryCard } from '../rooms/dune/cards/treachery.ts';
import { CARD_SETS, GAME_MODULES, type CardSet, type GameEvent, type GameModule, type TreacheryCardId } from '../rooms/dune/types.ts';
import { SKILLS, type SkillId } from '../rooms/dune/plugins/answers.ts';

export interface SimulateOptions {
  seed: string;
  players: number;
  check: boolean;
  maxActions: number;
  /** Factions of the game (default: drawn from the seed, factionsFor). */
  factions?: Faction[];
  /** Profile per faction (default: every seat `legal`). */
  seats?: Partial<Record<Faction, SeatProfile>>;
  /** Treachery card sets (default: base only). */
  cards?: CardSet[];
  /** The Advanced game (1.13). */
  advanced?: boolean;
  /** Optional modules (default: none). */
  modules?: GameModule[];
  /** The rules edition the game is created under (default: the current one; rules-edition.ts). */
  rules?: number;
}

export type GameStatus = 'won' | 'stalled' | 'stuck' | 'runaway';

export interface GameReport {
  seed: string;
  factions: Faction[];
  /** The bot profile of each faction. */
  seats: Partial<Record<Faction, SeatProfile>>;
  /** Optional modules in play. */
  modules: GameModule[];
  status: GameStatus;
  /** Winners joined by '+', or null. */
  winner: string | null;
  victory: Victory | null;
  turns: number;
  /** Where the game stopped (for a stalled, stuck or runaway game, the phase that could not go on). */
  phase: string;
  step: string;
  actions: number;
  /**
   * Count of events per event type (events produced by accepted actions), plus battle outcome kinds:
   * `battle-resolved:<outcome>`, `battle-resolved:both-leaders-killed` and `plans-revealed:cheap-hero`; Karama
   * windows and cancellations per ability: `karama-window:<ability>`, `ability-cancelled:<ability>`; Advanced game
   * events (`advanced:…`) and Leader Skills (`skills:…`, see countSkills).
   */
  events: Record<string, number>;
  /** Bot actions the engine refused (each is retried with another pick). */
  rejected: number;
  /** The first few refusals, with their reasons. */
  rejections: string[];
  /** First custody problems seen (only with --check). */
  custody: string[];
  /** Why a stuck game could not go on. */
  error: string | null;
  stateHash: string;
  ms: number;
}

const RETRIES = 8;

/** The treachery cards an event shows being played (in a battle plan, a window, a move, a free action, as Karama). */
function cardsPlayedIn(e: GameEvent): TreacheryCardId[] {
  switch (e.type) {
    case 'plans-revealed':
      return Object.values(e.plans).flatMap((plan) =>
        [plan?.cheapHero, plan?.weapon, plan?.defense].filter((id): id is TreacheryCardId => typeof id === 'string'),
      );
    case 'portable-snooper-played':
    case 'window-card-played':
    case 'shipment-card-played':
    case 'distrans-played':
    case 'karama-played':
    case 'ability-cancelled':
    case 'ability-prevented':
      return [e.card];
    case 'nullentropy-search-begun':
      return [e.box];
    default:
      return [];
  }
}

/** Counts played cards by family (`card-played:poison-tooth`) and, for expansion cards, by name (`expansion-played:Kull Wahad`). */
function countPlayed(events: Record<string, number>, e: GameEvent): void {
  for (const id of cardsPlayedIn(e)) {
    const card = treacheryCard(id);
    const keys = [`card-played:${card.family}`, ...(card.set === 'base' ? [] : [`expansion-played:${card.name}`])];
    for (const k of keys) events[k] = (events[k] ?? 0) + 1;
  }
}

/**
 * Homeworlds counters (`homeworlds:` prefix): shipments to a homeworld, battles fought on one, occupations begun and
 * ended, the occupiers' income, Tupile's intelligence requests and hands discarded down; Ecaz's and Grumman's faces
 * (poison income, Vidal held by Ecaz's occupier, the fighter named by Occupy's opponent, Terror tokens taken off).
 */
function countHomeworlds(events: Record<string, number>, e: GameEvent): void {
  const count = (key: string, n = 1) => bump(events, `homeworlds:${key}`, n);
  if (e.type === 'shipped' && e.to && isHomeworld(e.to.territory)) count('shipments');
  if (e.type === 'battle-resolved' && isHomeworld(e.territory)) count('battles');
  if (e.type === 'homeworld-occupied') count('occupations');
  if (e.type === 'occupation-ended') count('occupations-ended');
  if (e.type === 'occupation-income') count('occupation-income', e.amount);
  if (e.type === 'tupile-intelligence') count('intelligence-requests');
  if (e.type === 'discarded-down') count('discarded-down');
  if (e.type === 'ecaz-poison-income') count('ecaz-poison-income', e.spice);
  if (e.type === 'vidal-taken' && e.occupier) count('ecaz-occupier-vidal');
  if (e.type === 'grumman-terror-removed') count('grumman-terror-removed');
}

/**
 * Ixians & Tleilaxu counters (`it:` prefix), for the box's modules built so far: the Sandtrout revealed (and set aside
 * on turn 1), the alliances it ended, the sandworms it calmed and the blows it doubled; the Cheap Hero traitor dealt
 * and called; the Tech tokens dealt, each token's payments and spice, and the tokens taken after battles; the Tleilaxu's
 * Face Dancers revealed, renewed and swapped, their revival income and their Gholas (Advanced); the Ixians' HMS placed, moved (and the spice
 * it collected) and fought in, their starting pool, their selections before the auctions, the Cyborgs replaced and
 * their ally's swapped cards, and their Technology (the Advanced game's).
 */
function countIxiansTleilaxu(events: Record<string, number>, e: GameEvent): void {
  const count = (key: string, n = 1) => bump(events, `it:${key}`, n);
  if (e.type === 'sandtrout-revealed') {
    count('sandtrout-revealed');
    count('alliances-ended', e.alliancesEnded.length);
  }
  if (e.type === 'sandtrout-set-aside') count('sandtrout-set-aside');
  if (e.type === 'sandworm-calmed') count('sandworms-calmed');
  if (e.type === 'spice-blow-doubled') count('blows-doubled');
  if (e.type === 'traitors-dealt' && e.options.includes('cheap-hero-traitor')) count('cheap-hero-traitor-dealt');
  if (e.type === 'traitor-revealed' && e.leader === 'cheap-hero-traitor') count('cheap-hero-traitor-called');
  if (e.type === 'tech-tokens-dealt') count('tech-tokens-dealt');
  if (e.type === 'tech-token-income') {
    count(`tech-income:${e.token}`);
    count(`tech-spice:${e.token}`, e.amount);
  }
  if (e.type === 'tech-token-taken') count('tech-tokens-taken');
  if (e.type === 'face-dancer-revealed') count('face-dancers-revealed');
  if (e.type === 'face-dancers-renewed') count('face-dancers-renewed');
  if (e.type === 'face-dancer-swapped') count('face-dancers-swapped');
  if (e.type === 'revival-paid-to-tleilaxu') count('revival-paid-to-tleilaxu', e.amount);
  if (e.type === 'free-revival-income') count('free-revival-income', e.amount);
  if (e.type === 'leader-revived' && e.adoptedFrom !== undefined) count('gholas');
  if (e.type === 'hms-placed') count('hms-placed');
  if (e.type === 'hms-moved') {
    count('hms-moved');
    count('hms-spice', e.collected);
  }
  if (e.type === 'battle-resolved' && e.territory === HMS) count('hms-battles');
  // The pool may be drawn as the game is created (with Leader Skills): its answer is counted.
  if (e.type === 'ixian-card-kept') count('ixian-pool');
  if (e.type === 'ixian-card-returned') count('ixian-selections');
  if (e.type === 'cyborgs-replaced') count('cyborgs-replaced', e.count);
  if (e.type === 'ally-card-swapped') count('ally-cards-swapped');
  if (e.type === 'technology-used') count('technology-used');
}

/** The Stronghold cards (an Advanced module, `advanced:` prefix): their custody changes, each card's payments, the HMS card's copies. */
function countStrongholdCards(events: Record<string, number>, e: GameEvent): void {
  if (e.type === 'stronghold-cards-held') bump(events, 'advanced:stronghold-cards-held');
  if (e.type === 'stronghold-card-paid') bump(events, `advanced:stronghold-card-paid:${e.card}`, e.amount);
  if (e.type === 'stronghold-card-copied') bump(events, `advanced:stronghold-card-copied:${e.card}`);
  if (e.type === 'stronghold-card-used') bump(events, `advanced:stronghold-card-used:${e.card}`);
}

/**
 * Richese (`richese:` prefix): each cache lot's place and auction, its sales, the spice they brought, cards kept or
 * removed, lots a Karama cancelled; its Karama purchases, gifts to its ally and Black Market sales (Advanced); its
 * No-Fields shipped and moved, each reveal by its cause, and the forces they brought.
 */
function countRichese(events: Record<string, number>, e: GameEvent): void {
  const count = (key: string, n = 1) => bump(events, `richese:${key}`, n);
  if (e.type === 'cache-position-declared') count(`cache-${e.at}`);
  if (e.type === 'cache-lot-offered') count(`cache-${e.method}`);
  if (e.type === 'cache-card-sold') {
    count(e.faction === 'richese' ? 'cache-bought-by-richese' : 'cache-sold');
    count('cache-income', e.toRichese);
  }
  if (e.type === 'cache-card-unsold') count(e.kept ? 'cache-kept' : 'cache-removed');
  if (e.type === 'cache-card-taken') count('karama-cache-purchase');
  if (e.type === 'richese-card-given') count('cards-given-to-ally');
  if (e.type === 'cache-lot-cancelled') count('cache-lot-cancelled');
  if (e.type === 'cache-income-shared') count('cache-income-to-occupier', e.amount);
  if (e.type === 'black-market-offered') count(`black-market-${e.method}`);
  if (e.type === 'black-market-sold') {
    count('black-market-sold');
    count('black-market-income', e.toRichese);
  }
  if (e.type === 'shipped' && e.noField) count('no-field-shipped');
  if (e.type === 'moved' && e.noField) count('no-field-moved');
  if (e.type === 'no-field-revealed') {
    count(`no-field-revealed:${e.cause}`);
    count('no-field-forces', e.forces);
  }
}

/** What a run seating Richese must show (its Karama purchase and the Black Market in a run with Advanced games). */
const RICHESE_EFFECTS: readonly string[] = [
  'cache-first',
  'cache-last',
  'cache-once-around',
  'cache-silent',
  'cache-sold',
  'cache-kept',
  'cards-given-to-ally',
  'no-field-shipped',
  'no-field-moved',
  'no-field-revealed:richese',
  'no-field-revealed:battle',
  'no-field-revealed:shipment',
];

/** Richese's effects no game of the run showed (null when no game seated Richese). */
function richeseNeverUsed(reports: readonly GameReport[], counts: Record<string, number>): string[] | null {
  if (!reports.some((r) => r.factions.includes('richese'))) return null;
  // Richese is asked for its Black Market in the Advanced game only: a run whose games showed it had Advanced games.
  const advanced = reports.some((r) => (r.events['black-market-offered'] ?? 0) + (r.events['black-market-unsold'] ?? 0) > 0);
  const effects = [...RICHESE_EFFECTS, ...(advanced ? ['karama-cache-purchase', 'black-market-sold'] : [])];
  return effects.filter((k) => !counts[k]);
}

/** What each module of the box must show in a run that plays it: its effects, by counter. */
const IT_EFFECTS: Partial<Record<GameModule, readonly string[]>> = {
  sandtrout: ['sandtrout-revealed', 'sandworms-calmed', 'blows-doubled'],
  'cheap-hero-traitor': ['cheap-hero-traitor-dealt', 'cheap-hero-traitor-called'],
  'tech-tokens': ['tech-tokens-dealt', 'tech-income:spice-production', 'tech-income:axlotl-tanks', 'tech-income:heighliners', 'tech-tokens-taken'],
};

/** What each faction of the box must show in a run that seats it: its abilities' uses, by counter. */
const IT_FACTION_EFFECTS: Partial<Record<Faction, readonly string[]>> = {
  tleilaxu: ['face-dancers-revealed', 'face-dancers-swapped', 'revival-paid-to-tleilaxu', 'free-revival-income'],
  ixians: [
    'hms-placed',
    'hms-moved',
    'hms-spice',
    'hms-battles',
    'ixian-pool',
    'ixian-selections',
    'cyborgs-replaced',
    'ally-cards-swapped',
    'technology-used',
  ],
};

/** The effects of the box's modules and factions in the run that no game showed (null when no game had one). */
function itNeverUsed(reports: readonly GameReport[], counts: Record<string, number>): string[] | null {
  const modules = (Object.keys(IT_EFFECTS) as GameModule[]).filter((m) => reports.some((r) => r.modules.includes(m)));
  const factions = (Object.keys(IT_FACTION_EFFECTS) as Faction[]).filter((f) => reports.some((r) => r.factions.includes(f)));
  if (modules.length === 0 && factions.length === 0) return null;
  const effects = [...modules.flatMap((m) => IT_EFFECTS[m]!), ...factions.flatMap((f) => IT_FACTION_EFFECTS[f]!)];
  return effects.filter((k) => !counts[k]);
}

/** Adds 1 (or n) to an event counter. */
function bump(events: Record<string, number>, key: string, n = 1): void {
  events[key] = (events[key] ?? 0) + n;
}

/**
 * Leader Skills counters (`skills:` prefix): `used:<card>:<effect>` for each `skill-used` event (every skill effect
 * that acted, normal or battle), `assigned:<card>` per card assigned, `face-up` / `concealed` per battling faction's
 * posture, `lost` per skill lost with its leader, `mentat-questions` per question asked.
 */
function countSkills(events: Record<string, number>, e: GameEvent): void {
  const count = (key: string) => bump(events, `skills:${key}`);
  switch (e.type) {
    case 'skill-used':
      return count(`used:${e.card}:${e.effect}`);
    case 'skills-assigned':
      for (const a of e.assignments) count(`assigned:${a.card}`);
      return;
    case 'skill-postures':
      for (const p of Object.values(e.postures)) if (p) count(p.faceUp ? 'face-up' : 'concealed');
      return;
    case 'skill-lost':
      return count('lost');
  }
}

/** The skills no game of the run used (by the `used:<skill>` and `used:<skill>:<effect>` keys of the skills tally). */
function skillsNeverUsed(skills: Record<string, number>): SkillId[] {
  const used = new Set(
    Object.keys(skills)
      .filter((k) => k.startsWith('used:'))
      .map((k) => k.split(':')[1]),
  );
  return SKILLS.filter((s) => !used.has(s));
}

export const DEFAULT_MAX_ACTIONS = 50_000;

/** The factions a game's seats are drawn from: the six of the base game, or all twelve (--pool). */
export const FACTION_POOLS = { classic: CLASSIC_FACTIONS, all: FACTIONS } as const;
export type FactionPool = keyof typeof FACTION_POOLS;

/** Factions of a P-player game: P drawn from the seed out of the pool (the whole classic pool when P is six). */
export function factionsFor(seed: string, players: number, pool: FactionPool = 'classic'): Faction[] {
  const from = FACTION_POOLS[pool];
  if (players >= from.length) return [...from];
  return shuffled(seedRng(`${seed}:factions`), from).slice(0, players);
}

/** Plays one game to its end (victory), or until it stalls, gets stuck or exceeds maxActions. Deterministic per seed. */
export function simulateGame(opts: SimulateOptions): GameReport {
  const started = performance.now();
  const factions = opts.factions ?? factionsFor(opts.seed, opts.players);
  const seats: Partial<Record<Faction, SeatProfile>> = {};
  for (const f of factions) seats[f] = opts.seats?.[f] ?? 'legal';
  const bots = seedRng(`${opts.seed}:bots`);
  const modules = opts.modules ?? [];
  let state: GameState = createGame({
    factions,
    seed: opts.seed,
    ...(opts.cards ? { cards: opts.cards } : {}),
    ...(opts.advanced ? { advanced: true } : {}),
    ...(modules.length > 0 ? { modules } : {}),
    ...(opts.rules !== undefined ? { rules: opts.rules } : {}),
  });
  const events: Record<string, number> = {};
  let rejected = 0;
  const rejections: string[] = [];
  const refused = (why: string) => {
    rejected += 1;
    if (rejections.length < 3) rejections.push(`after action ${state.actions} (${state.phase}/${state.step}): ${why}`);
  };
  let status: GameStatus | null = null;
  let error: string | null = null;
  const custody: string[] = [];
  const checkCustody = (): void => {
    if (!opts.check || custody.length > 0) return;
    for (const p of custodyProblems(state)) custody.push(`after action ${state.actions} (${state.phase}/${state.step}): ${p}`);
  };
  checkCustody();

  while (status === null) {
    if (state.victory) {
      status = 'won';
      break;
    }
    const pending = pendingDecisions(state);
    if (pending.length === 0) {
      status = 'stalled';
      break;
    }
    if (state.actions >= opts.maxActions) {
      status = 'runaway';
      break;
    }
    // Any open decision may be answered next; the order is drawn so that games exercise interleavings.
    const decision = pending[randomInt(bots, pending.length)]!;
    const view = viewFor(state, decision.seat);
    const pick = randomInt(bots, 1_000_000);
    let accepted = false;
    const profile = seats[decision.seat] ?? 'legal';
    // A seat may first take a free action (a Distrans); a refused one counts as a rejected bot action.
    const free =
      profile === 'legal'
        ? pick % 5 === 0
          ? cardPlayOf('distrans', view, pick)
          : pick % 7 === 0
            ? cardPlayOf('nullentropy-box', view, pick)
            : pick % 11 === 0
              ? pluginFreeAction(view, pick)
              : null
        : botFreeAction(profile, view);
    if (free !== null) {
      const r = applyAction(state, decision.seat, free);
      if (!r.ok) {
        error = `${decision.seat} ${free.type}: ${r.error.code} ${r.error.message}`;
        refused(error);
      } else {
        state = r.state;
        for (const e of r.events) {
          countPlayed(events, e);
          // 1.14: the faction Karama powers played as free actions (1.14.01, 1.14.03, 1.14.04).
          if (e.type === 'karama-power-used') events[`advanced:karama-power-${e.faction}`] = (events[`advanced:karama-power-${e.faction}`] ?? 0) + 1;
          countSkills(events, e);
          countHomeworlds(events, e);
          countIxiansTleilaxu(events, e);
          countStrongholdCards(events, e);
          countRichese(events, e);
          countEcaz((k, n) => bump(events, k, n), e);
          countMoritani((k, n) => bump(events, k, n), e);
          countNexus((k, n) => bump(events, k, n), e);
          countDiscovery((k, n) => bump(events, k, n), e);
        }
        // The free action may have changed what is open (a Semuta Drug window interrupts): choose again.
        checkCustody();
        continue;
      }
    }
    for (let attempt = 0; attempt <= RETRIES && !accepted; attempt++) {
      // A profile answers first; a rejected answer is counted and retried with legal moves.
      let r: ReturnType<typeof applyAction>;
      try {
        const action = profile !== 'legal' && attempt === 0 ? botAnswer(profile, view, decision) : legalAnswer(decision, pick + attempt, view);
        r = applyAction(state, decision.seat, action);
      } catch (e) {
        // A bot or engine exception ends the game as stuck (and fails the run) instead of aborting the whole run.
        error = `${decision.seat} ${decision.kind} (${profile}): threw ${e instanceof Error ? e.message : String(e)}`;
        break;
      }
      if (!r.ok) {
        error = `${decision.seat} ${decision.kind}: ${r.error.code} ${r.error.message}`;
        refused(error);
        continue;
      }
      accepted = true;
      error = null;
      state = r.state;
      if (decision.kind === 'smuggler-allocation') bump(events, 'skills:smuggler-allocations');
      for (const e of r.events) {
        events[e.type] = (events[e.type] ?? 0) + 1;
        // Battle outcome kinds (normal, traitor, double traitor, explosion …) are counted separately too.
        const count = (key: string) => (events[key] = (events[key] ?? 0) + 1);
        if (e.type === 'battle-resolved') {
          count(`battle-resolved:${e.outcome}`);
          if (e.killed.length === 2) count('battle-resolved:both-leaders-killed');
        }
        // Advanced game (1.13): how often, and how much, spice was dialed in battle.
        if (e.type === 'sandworm-placed' && e.territory !== null) count('advanced:sandworms-placed');
        if (e.type === 'kwisatz-haderach-awakened') count('advanced:kwisatz-awakened');
        if (e.type === 'forces-flipped') count(`advanced:bg-flips-to-${e.to}`);
        if (e.type === 'karama-power-used') count(`advanced:karama-power-${e.faction}`);
        if (e.type === 'leader-captured')
          count(`advanced:leaders-${e.choice === 'capture' ? 'captured' : e.choice === 'kill' ? 'killed-by-harkonnen' : 'spared'}`);
        if (e.type === 'plans-revealed' && e.plans.atreides?.kwisatzHaderach) count('advanced:kwisatz-fought');
        if (e.type === 'spice-dialed-paid') {
          count('advanced:spice-dialed-payments');
          events['advanced:spice-dialed'] = (events['advanced:spice-dialed'] ?? 0) + e.amount;
        }
        if (e.type === 'plans-revealed')
          for (const plan of Object.values(e.plans)) if (plan?.elite) events['advanced:starred-dialed'] = (events['advanced:starred-dialed'] ?? 0) + plan.elite;
        if (e.type === 'plans-revealed') for (const plan of Object.values(e.plans)) if (plan?.cheapHero) count('plans-revealed:cheap-hero');
        countPlayed(events, e);
        countHomeworlds(events, e);
        countIxiansTleilaxu(events, e);
        countStrongholdCards(events, e);
        countRichese(events, e);
        countEcaz((k, n) => bump(events, k, n), e);
        countMoritani((k, n) => bump(events, k, n), e);
        countNexus((k, n) => bump(events, k, n), e);
        countDiscovery((k, n) => bump(events, k, n), e);
        if (e.type === 'battle-choice-made') count(`battle-choice:${e.family}${e.copied ? ':copied' : ''}:${e.choice}`);
        // 3.01.11.01: which ✷ abilities Karama cards cancelled.
        if (e.type === 'ability-cancelled') count(`ability-cancelled:${e.ability}`);
        if (e.type === 'karama-window-opened') for (const use of e.uses) count(`karama-window:${use.ability}`);
        countSkills(events, e);
      }
    }
    if (!accepted) status = 'stuck';
    else checkCustody();
  }
  // MO.assassinate is an Advanced rule: the summary asks whether some game could have shown it.
  if (state.config.advanced && factions.includes('moritani')) bump(events, 'moritani:advanced-games');

  return {
    seed: opts.seed,
    factions,
    seats,
    modules,
    status,
    winner: state.victory ? state.victory.winners.join('+') : null,
    victory: state.victory,
    turns: state.victory?.turn ?? state.turn,
    phase: state.phase,
    step: state.step,
    actions: state.actions,
    events,
    rejected,
    rejections,
    custody: custody.slice(0, 5),
    error,
    stateHash: stateHash(state),
    ms: Math.round((performance.now() - started) * 100) / 100,
  };
}

export interface Summary {
  summary: true;
  games: number;
  ms: number;
  gamesPerSecond: number;
  meanTurns: number;
  meanActions: number;
  /** Games won per faction (a joint victory counts for each winner). */
  wins: Partial<Record<Faction, number>>;
  victoryKinds: Record<string, number>;
  statuses: Partial<Record<GameStatus, number>>;
  /** Stalled games by the phase they stopped in. */
  stalledPhases: Record<string, number>;
  rejected: number;
  custodyViolations: number;
  /** Seat-games, wins and win rate per bot profile. */
  profiles: Record<string, ProfileStats>;
  /** Wins per faction and profile (`faction/profile`). */
  factionProfileWins: Record<string, number>;
  /** Per faction, each profile's win rate with its 95% interval, profiles in order of strength (and whether rates rise with it). */
  factionProfiles: ReturnType<typeof factionProfileStats>;
  /** Treachery cards played in battle plans, card windows, moves, free actions and as Karama, by family, over all games. */
  cardsPlayed: Record<string, number>;
  /** Expansion cards played, by printed name (each name of the sets in play should appear). */
  expansionCardsPlayed: Record<string, number>;
  /** Advanced game events over all games (spice dialed in battle: payments and spice; starred forces dialed; sandworms the Fremen placed; the Kwisatz Haderach woken and fighting; Harkonnen captures; Bene Gesserit flips by side; faction Karama powers used). */
  advanced: Record<string, number>;
  /** Homeworlds events over all games (shipments, battles, occupations, income, Tupile's intelligence requests). */
  homeworlds: Record<string, number>;
  /** Ixians & Tleilaxu modules' events over all games (the Sandtrout's, the Cheap Hero traitor's). */
  ixiansTleilaxu: Record<string, number>;
  /** Those modules' effects that no game of the run showed, for the modules played (null when none was). */
  ixiansTleilaxuNeverUsed: string[] | null;
  /** Richese's cache lots over all games (their places and auctions, sales, income, cards kept or removed). */
  richese: Record<string, number>;
  /** Those effects that no game of the run showed; null when no game seated Richese. */
  richeseNeverUsed: string[] | null;
  /** Ecaz's Ambassadors over all games (placements, refills, each token triggered, used or passed). */
  ecaz: Record<string, number>;
  /** Those effects that no game of the run showed; null when no game seated Ecaz. */
  ecazNeverUsed: string[] | null;
  /** Moritani's Terror tokens over all games (placed, moved, revealed, the alliances offered, Extortions settled). */
  moritani: Record<string, number>;
  /** Those effects that no game of the run showed; null when no game seated Moritani. */
  moritaniNeverUsed: string[] | null;
  /** The Nexus cards over all games (drawn, discarded by cause, each card played by use). */
  nexus: Record<string, number>;
  /** The uses built so far that no game played; null when no game played the module. */
  nexusNeverUsed: string[] | null;
  /** The Discovery variant over all games (devastations, tokens laid, passed and revealed, what the places paid, entries). */
  discovery: Record<string, number>;
  /** Its built effects that no game showed; null when no game played the variant. */
  discoveryNeverUsed: string[] | null;
  /** Leader Skills events over all games (`assigned:<card>`, `used:<card>[:<effect>]`, `face-up`, `concealed`, `smuggler-allocations`, `lost`). */
  skills: Record<string, number>;
  /** The skills (of the 14) that no game used; null when no game had the Leader Skills module. */
  skillsNeverUsed: SkillId[] | null;
}

/** Sums the event counters starting with `prefix` over all games, keyed by the rest of the name. */
function tally(reports: readonly GameReport[], prefix: string): Record<string, number> {
  const acc: Record<string, number> = {};
  for (const r of reports)
    for (const [k, n] of Object.entries(r.events)) if (k.startsWith(prefix)) acc[k.slice(prefix.length)] = (acc[k.slice(prefix.length)] ?? 0) + n;
  return Object.fromEntries(Object.entries(acc).sort(([a], [b]) => a.localeCompare(b)));
}

export function summarize(reports: readonly GameReport[], ms: number): Summary {
  const count = <K extends string>(keys: K[]): Partial<Record<K, number>> => {
    const out: Partial<Record<K, number>> = {};
    for (const k of keys) out[k] = (out[k] ?? 0) + 1;
    return out;
  };
  const skills = tally(reports, 'skills:');
  const it = tally(reports, 'it:');
  const richese = tally(reports, 'richese:');
  const ecaz = tally(reports, 'ecaz:');
  const moritani = tally(reports, 'moritani:');
  const nexus = tally(reports, 'nexus:');
  const discovery = tally(reports, 'discovery:');
  const mean = (f: (r: GameReport) => number) => (reports.length ? Math.round((reports.reduce((n, r) => n + f(r), 0) / reports.length) * 100) / 100 : 0);
  return {
    summary: true,
    games: reports.length,
    ms: Math.round(ms),
    gamesPerSecond: ms > 0 ? Math.round((reports.length / ms) * 1000 * 100) / 100 : 0,
    meanTurns: mean((r) => r.turns),
    meanActions: mean((r) => r.actions),
    wins: count(reports.flatMap((r) => r.victory?.winners ?? [])),
    victoryKinds: count(reports.flatMap((r) => (r.victory ? [r.victory.kind] : []))) as Record<string, number>,
    statuses: count(reports.map((r) => r.status)),
    stalledPhases: count(reports.filter((r) => r.status === 'stalled').map((r) => r.phase)) as Record<string, number>,
    rejected: reports.reduce((n, r) => n + r.rejected, 0),
    custodyViolations: reports.filter((r) => r.custody.length > 0).length,
    profiles: profileStats(reports),
    factionProfileWins: factionProfileWins(reports),
    factionProfiles: factionProfileStats(reports),
    cardsPlayed: tally(reports, 'card-played:'),
    expansionCardsPlayed: tally(reports, 'expansion-played:'),
    advanced: tally(reports, 'advanced:'),
    homeworlds: tally(reports, 'homeworlds:'),
    ixiansTleilaxu: it,
    ixiansTleilaxuNeverUsed: itNeverUsed(reports, it),
    richese,
    richeseNeverUsed: richeseNeverUsed(reports, richese),
    ecaz,
    ecazNeverUsed: ecazNeverUsed(
      reports.some((r) => r.factions.includes('ecaz')),
      ecaz,
    ),
    moritani,
    moritaniNeverUsed: moritaniNeverUsed(
      reports.some((r) => r.factions.includes('moritani')),
      moritani,
      (moritani['advanced-games'] ?? 0) > 0,
    ),
    nexus,
    nexusNeverUsed: nexusNeverUsed(
      reports.some((r) => r.modules.includes('nexus-cards')),
      nexus,
    ),
    discovery,
    discoveryNeverUsed: discoveryNeverUsed(
      reports.some((r) => r.modules.includes('discovery')),
      discovery,
    ),
    skills,
    skillsNeverUsed: reports.some((r) => r.modules.includes('leader-skills')) ? skillsNeverUsed(skills) : null,
  };
}

/** Whether the run should fail: any rejected bot action, custody violation, stuck or runaway game. */
export function failed(s: Summary): boolean {
  return s.rejected > 0 || s.custodyViolations > 0 || (s.statuses.stuck ?? 0) > 0 || (s.statuses.runaway ?? 0) > 0;
}

function humanLine(r: GameReport): string {
  const outcome =
    r.status === 'won'
      ? `${r.winner} win (${r.victory!.kind}) on turn ${r.turns}`
      : r.status === 'stalled'
        ? `stalled in ${r.phase} (turn ${r.turns}): phase not implemented`
        : `${r.status} in ${r.phase}/${r.step} (turn ${r.turns})${r.error ? `: ${r.error}` : ''}`;
  const extra = [r.rejected ? `${r.rejected} rejected (${r.rejections[0]})` : '', r.custody.length ? `custody: ${r.custody[0]}` : '']
    .filter(Boolean)
    .join('; ');
  const who = Object.values(r.seats).every((p) => p === 'legal') ? '' : ` [${r.factions.map((f) => `${f}:${r.seats[f]}`).join(' ')}]`;
  return `${r.seed}${who}: ${outcome}, ${r.actions} actions, ${r.ms} ms${extra ? ` — ${extra}` : ''}`;
}

/** The command line: every option with its default (`npm run simulate -- --help` prints it). */
export const SIMULATE_CLI = defineCli({
  name: 'simulate',
  usage:
    'npm run simulate -- [--games N] [--seed S] [--players P [--pool classic|all] | --factions LIST] [--profiles LIST [--seating HOW] | --h2h A,B] [--cards LIST] [--advanced] [--modules LIST] [--homeworlds] [--max-actions M] [--json] [--check]',
  about: [
    'Plays whole games in-process with the engine (no network); each seat is a bot answering from its own view.',
    `Profiles: legal (random legal moves, bots/legal.ts), ${SEAT_PROFILES.filter((p) => p !== 'legal').join(', ')} (bots/index.ts).`,
    'Prints one line per game (stalled: stopped in a phase not built yet), then a summary; with --json, JSON lines.',
    'Exit status: 0 done, 1 a bot action was rejected, a custody check failed or a game got stuck or ran away, 2 bad options.',
  ],
  options: {
    games: { type: 'string', arg: 'N', default: '1', help: 'games to play; with N > 1 the seeds are S-1 … S-N' },
    seed: { type: 'string', arg: 'S', default: 'sim', help: 'seed of the run; the same seed plays the same games' },
    players: {
      type: 'string',
      arg: 'P',
      default: '6',
      help: "factions per game, 2–6, drawn from the seed out of --pool (the classic pool's six are all seated)",
    },
    pool: {
      type: 'string',
      arg: 'POOL',
      default: 'classic',
      help: 'where drawn factions come from: classic (the six of the base game) or all (all twelve); not with --homeworlds',
    },
    factions: {
      type: 'string',
      arg: 'LIST',
      defaultText: 'drawn',
      help: `comma-separated factions of every game, 2–6 of ${FACTIONS.join(', ')}; replaces --players`,
    },
    profiles: {
      type: 'string',
      arg: 'LIST',
      default: 'legal',
      help: `comma-separated profiles given to the seats (see --seating): ${SEAT_PROFILES.join(', ')}`,
    },
    seating: {
      type: 'string',
      arg: 'HOW',
      default: 'rotated',
      help: 'how seats get --profiles: rotated (over the factions game after game) or drawn (each seat on its own, so a seat faces the same mix whatever its profile)',
    },
    h2h: {
      type: 'string',
      arg: 'A,B',
      defaultText: 'off',
      help: 'head to head: 2-faction games between profiles A and B over all 15 faction pairs, sides swapped; replaces --profiles and --players',
    },
    advanced: { type: 'boolean', help: 'play the Advanced game (1.13): double spice blow, spice dialing, the Advanced faction rules and Karama powers' },
    cards: { type: 'string', arg: 'LIST', default: 'base', help: `comma-separated treachery card sets: ${CARD_SETS.join(', ')}` },
    modules: {
      type: 'string',
      arg: 'LIST',
      defaultText: 'none',
      help: `comma-separated optional modules: ${GAME_MODULES.join(', ')}; the summary counts the skills assigned and used`,
    },
    homeworlds: { type: 'boolean', help: 'play the Homeworlds variant (the same as --modules homeworlds); the summary counts its events' },
    'max-actions': { type: 'string', arg: 'M', default: String(DEFAULT_MAX_ACTIONS), help: 'a game not over after M actions stops and is reported as runaway' },
    json: { type: 'boolean', help: 'one JSON line per game, then a JSON summary line' },
    check: { type: 'boolean', help: 'check custody after every action: each card, leader and force token in one place, no negative spice' },
  },
});

export interface RunOptions {
  games: number;
  seed: string;
  players: number;
  /** The factions of every game (--factions), or null to draw them from each game's seed out of `pool`. */
  factions: Faction[] | null;
  pool: FactionPool;
  profiles: SeatProfile[];
  seating: Seating;
  h2h: SeatProfile[] | null;
  cards: CardSet[];
  advanced: boolean;
  modules: GameModule[];
  maxActions: number;
  json: boolean;
  check: boolean;
}

/** --factions: 2–6 distinct known factions. */
function parseFactions(list: string): Faction[] {
  const factions = list.split(',').map((f) => f.trim()) as Faction[];
  for (const f of factions) if (!FACTIONS.includes(f)) throw new UsageError(`--factions: unknown faction ${f} (factions: ${FACTIONS.join(', ')})`);
  if (new Set(factions).size !== factions.length || factions.length < 2 || factions.length > 6) throw new UsageError('--factions names 2–6 distinct factions');
  return factions;
}

/** Checks the values of the command line (a UsageError names the first bad one). */
export function runOptions(values: CliValues<typeof SIMULATE_CLI.options>): RunOptions {
  const games = numberOption(values.games, '--games must be a positive integer', { min: 1 });
  const players = numberOption(values.players, '--players must be 2–6', { min: 2, max: 6 });
  const maxActions = numberOption(values['max-actions'], '--max-actions must be a positive integer', { min: 1 });
  const profiles = parseProfiles(values.profiles);
  const h2h = values.h2h === undefined ? null : parseProfiles(values.h2h);
  const cards = values.cards.split(',').map((c) => c.trim()) as CardSet[];
  for (const c of cards) if (!CARD_SETS.includes(c)) throw new UsageError(`--cards: unknown card set ${c} (sets: ${CARD_SETS.join(', ')})`);
  const modules = (values.modules ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean) as GameModule[];
  for (const m of modules) if (!GAME_MODULES.includes(m)) throw new UsageError(`--modules: unknown module ${m} (modules: ${GAME_MODULES.join(', ')})`);
  if (h2h && h2h.length !== 2) throw new UsageError('--h2h names exactly two profiles, e.g. --h2h easy,medium');
  const factions = values.factions === undefined ? null : parseFactions(values.factions);
  const pool = values.pool as FactionPool;
  if (!Object.hasOwn(FACTION_POOLS, pool)) throw new UsageError('--pool is classic or all');
  const seating = values.seating as Seating;
  if (!SEATINGS.includes(seating)) throw new UsageError(`--seating is ${SEATINGS.join(' or ')}`);
  return {
    games,
    seed: values.seed,
    players: factions?.length ?? players,
    factions,
    pool,
    profiles,
    seating,
    h2h,
    cards,
    advanced: values.advanced,
    modules: GAME_MODULES.filter((m) => modules.includes(m) || (m === 'homeworlds' && values.homeworlds)),
    maxActions,
    json: values.json,
    check: values.check,
  };
}

export function main(argv: string[]): number {
  const o = cliOptions(SIMULATE_CLI, argv, runOptions);
  const { games, players, maxActions, profiles, h2h, cards } = o;

  const started = performance.now();
  const reports: GameReport[] = [];
  for (let i = 0; i < games; i++) {
    const seed = games === 1 ? o.seed : `${o.seed}-${i + 1}`;
    const base = { seed, players, check: o.check, maxActions, cards, advanced: o.advanced, modules: o.modules };
    let r: GameReport;
    if (h2h) r = simulateGame({ ...base, players: 2, ...headToHead(h2h[0]!, h2h[1]!, i) });
    else {
      const factions = o.factions ?? factionsFor(seed, players, o.pool);
      const seats = o.seating === 'drawn' ? drawnSeats(factions, profiles, seed) : rotatedSeats(factions, profiles, i);
      r = simulateGame({ ...base, factions, seats });
    }
    reports.push(r);
    process.stdout.write(`${o.json ? JSON.stringify(r) : humanLine(r)}\n`);
  }
  const summary = summarize(reports, performance.now() - started);
  if (o.json) process.stdout.write(`${JSON.stringify(summary)}\n`);
  else {
    const wins =
      Object.entries(summary.wins)
        .map(([f, n]) => `${f} ${n}`)
        .join(', ') || 'none';
    const stalled = Object.entries(summary.stalledPhases)
      .map(([p, n]) => `${p} ${n}`)
      .join(', ');
    process.stdout.write(
      `${summary.games} games in ${summary.ms} ms (${summary.gamesPerSecond} games/s); mean ${summary.meanTurns} turns, ${summary.meanActions} actions; ` +
        `wins: ${wins}; rejected bot actions: ${summary.rejected}; custody violations: ${summary.custodyViolations}` +
        `${stalled ? `; stalled: ${stalled}` : ''}\n`,
    );
    const byProfile = Object.entries(summary.profiles)
      .map(([p, st]) => `${p} ${st.wins}/${st.seats} (${Math.round(st.winRate * 1000) / 10}%${st.shared ? `, ${st.shared} shared` : ''})`)
      .join(', ');
    process.stdout.write(`wins by profile (seat-games): ${byProfile}\n`);
    const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
    for (const [f, st] of Object.entries(summary.factionProfiles)) {
      const rows = Object.entries(st.profiles).map(([p, s]) => `${p} ${pct(s.winRate)} [${pct(s.interval[0])}, ${pct(s.interval[1])}] of ${s.seats}`);
      process.stdout.write(`${f} by profile (95% interval): ${rows.join(', ')}${st.ordered ? '' : ' (not in order of strength)'}\n`);
    }
    const played = Object.entries(summary.cardsPlayed)
      .map(([f, n]) => `${f} ${n}`)
      .join(', ');
    process.stdout.write(`treachery cards played, by family: ${played || 'none'}\n`);
    const expansion = Object.entries(summary.expansionCardsPlayed)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    if (expansion) process.stdout.write(`expansion cards played, by name (${Object.keys(summary.expansionCardsPlayed).length}): ${expansion}\n`);
    const advanced = Object.entries(summary.advanced)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    if (advanced) process.stdout.write(`advanced game: ${advanced}\n`);
    const homeworlds = Object.entries(summary.homeworlds)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    if (homeworlds) process.stdout.write(`homeworlds: ${homeworlds}\n`);
    const it = Object.entries(summary.ixiansTleilaxu)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    if (summary.ixiansTleilaxuNeverUsed !== null)
      process.stdout.write(`ixians & tleilaxu: ${it || 'nothing'}; never used: ${summary.ixiansTleilaxuNeverUsed.join(', ') || 'none'}\n`);
    if (summary.richeseNeverUsed !== null) {
      const richese = Object.entries(summary.richese)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ');
      process.stdout.write(`richese: ${richese || 'nothing'}; never used: ${summary.richeseNeverUsed.join(', ') || 'none'}\n`);
    }
    if (summary.ecazNeverUsed !== null) {
      const ecaz = Object.entries(summary.ecaz)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ');
      process.stdout.write(`ecaz: ${ecaz || 'nothing'}; never used: ${summary.ecazNeverUsed.join(', ') || 'none'}\n`);
    }
    if (summary.moritaniNeverUsed !== null) {
      const moritani = Object.entries(summary.moritani)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ');
      process.stdout.write(`moritani: ${moritani || 'nothing'}; never used: ${summary.moritaniNeverUsed.join(', ') || 'none'}\n`);
    }
    if (summary.nexusNeverUsed !== null) {
      const nexus = Object.entries(summary.nexus)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ');
      process.stdout.write(`nexus cards: ${nexus || 'nothing'}; never used: ${summary.nexusNeverUsed.join(', ') || 'none'}\n`);
    }
    if (summary.discoveryNeverUsed !== null) {
      const discovery = Object.entries(summary.discovery)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ');
      process.stdout.write(`discovery: ${discovery || 'nothing'}; never used: ${summary.discoveryNeverUsed.join(', ') || 'none'}\n`);
    }
    if (summary.skillsNeverUsed !== null) {
      const skills = Object.entries(summary.skills)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ');
      process.stdout.write(`leader skills: ${skills || 'none'}\n`);
      const never = summary.skillsNeverUsed;
      process.stdout.write(`${never.length ? `skills never used (${never.length}): ${never.join(', ')}` : 'every skill used'}\n`);
    }
  }
  return failed(summary) ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`simulate: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  }
}
