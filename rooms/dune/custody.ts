// Custody (docs/ARCHITECTURE.md §8.5), as a reusable check: every treachery card, spice card, traitor card, leader and force
// token is in exactly one place, and no count or spice amount is negative or fractional. Returns the problems
// found (empty when all hold) so the simulator can count them and tests can assert. Phases holding cards in
// their round state declare them through PhaseModule.heldCards.
import { HOMEWORLDS, isWorld } from './plugins/homeworlds/catalog.ts';
import { gameWorlds } from './plugins/homeworlds/state.ts';
import { deckIds } from './cards/treachery.ts';
import { SPICE_CARDS } from './cards/spice.ts';
import { FACTION_PROFILES } from './factions/profiles.ts';
import { leader, leadersIn } from './factions/leaders.ts';
import { SKILLS } from './plugins/leader-skills/catalog.ts';
import { moduleOf } from './phases/turn.ts';
import type { Draft } from './types.ts';
import { rulesEdition } from './rules-edition.ts';

function sameMultiset(actual: readonly string[], expected: readonly string[]): string | null {
  const a = [...actual].sort();
  const e = [...expected].sort();
  if (a.length === e.length && a.every((x, i) => x === e[i])) return null;
  const missing = e.filter((x) => !a.includes(x));
  const counts = new Map<string, number>();
  for (const x of a) counts.set(x, (counts.get(x) ?? 0) + 1);
  const extra = [...counts].filter(([x, n]) => n > 1 || !e.includes(x)).map(([x]) => x);
  return `missing [${missing.join(', ')}], duplicated or unknown [${extra.join(', ')}]`;
}

const isAmount = (n: number): boolean => Number.isInteger(n) && n >= 0;

export function custodyProblems(state: Draft): string[] {
  const problems: string[] = [];
  const factions = state.seating.map((f) => state.factions[f]!);
  const aside = moduleOf(state.phase)?.heldCards?.(state) ?? { treachery: [], spice: [] };
  const treachery = [
    ...state.decks.treachery,
    ...state.decks.treacheryDiscard,
    ...state.decks.setAside,
    ...factions.flatMap((fs) => fs.hand),
    ...aside.treachery,
  ];
  const t = sameMultiset(treachery, deckIds(state.config.cards, rulesEdition(state)));
  if (t) problems.push(`treachery cards: ${t}`);
  const s = sameMultiset(
    [...state.decks.spice, ...state.decks.spiceDiscard, ...(state.decks.spiceDiscardB ?? []), ...aside.spice],
    SPICE_CARDS.map((c) => c.id),
  );
  if (s) problems.push(`spice cards: ${s}`);
  const traitors = [
    ...state.decks.traitor,
    ...factions.flatMap((fs) => [...fs.traitors, ...fs.traitorOptions, ...fs.discardedTraitors]),
    // LS.rihani-decipherer.battle: drawn, while their faction chooses which to keep.
    ...(state.skills?.rihani?.drawn ?? []),
  ];
  const tr = sameMultiset(
    traitors,
    state.seating.flatMap((f) => leadersIn(f, state.config.advanced).map((l) => l.id)),
  );
  if (tr) problems.push(`traitor cards: ${tr}`);
  for (const fs of factions) {
    const f = fs.faction;
    const ld = sameMultiset(
      Object.keys(fs.leaders),
      leadersIn(f, state.config.advanced).map((l) => l.id),
    );
    if (ld) problems.push(`${f} leaders: ${ld}`);
    const stacks = state.forces.filter((x) => x.faction === f);
    if (stacks.some((x) => !isAmount(x.regular) || !isAmount(x.elite) || !isAmount(x.advisors)))
      problems.push(`${f}: a force stack holds a negative or fractional count`);
    const board = stacks.reduce((n, x) => n + x.regular + x.elite + x.advisors, 0);
    const total = FACTION_PROFILES[f].forces.regular + FACTION_PROFILES[f].forces.elite;
    const counted = board + fs.reserves.regular + fs.reserves.elite + fs.tanks.regular + fs.tanks.elite;
    if (counted !== total) problems.push(`${f} forces: ${counted} counted (board ${board}), ${total} owned`);
    if (![fs.reserves.regular, fs.reserves.elite, fs.tanks.regular, fs.tanks.elite].every(isAmount)) problems.push(`${f}: negative reserves or tanks`);
    if (!isAmount(fs.spice)) problems.push(`${f} spice: ${fs.spice}`);
    if (!isAmount(fs.bribes)) problems.push(`${f} bribes: ${fs.bribes}`);
  }
  for (const st of state.spice) if (!isAmount(st.amount) || st.amount === 0) problems.push(`board spice ${st.territory}#${st.sector}: ${st.amount}`);
  problems.push(...skillCustodyProblems(state));
  problems.push(...homeworldCustodyProblems(state));
  return problems;
}

/**
 * HW.setup: a force off Arrakis is either native (its faction's reserves) or a visitor on another faction's homeworld
 * in play, in sector 0; never a stack on its own homeworld or on a world not in the game. Occupiers are on their world.
 */
function homeworldCustodyProblems(state: Draft): string[] {
  const worlds = gameWorlds(state);
  const problems: string[] = [];
  for (const s of state.forces) {
    if (!isWorld(s.territory)) continue;
    if (!worlds.includes(s.territory)) problems.push(`${s.faction} forces on ${s.territory}, a homeworld not in this game`);
    else if (HOMEWORLDS[s.territory].native === s.faction)
      problems.push(`${s.faction} forces stacked on its own homeworld ${s.territory} (they are its reserves)`);
    if (s.sector !== 0) problems.push(`${s.faction} forces on ${s.territory} in sector ${s.sector}`);
  }
  for (const [world, occupier] of Object.entries(state.homeworlds?.occupiers ?? {}))
    if (!state.forces.some((s) => s.territory === world && s.faction === occupier)) problems.push(`${occupier} occupies ${world} with no force there`);
  return problems;
}

/**
 * Leader Skills: each of the 14 cards is in the deck, dealt to one faction, or assigned to one living leader of a
 * faction in play (alive: in a pool or captive), exactly once; a collection pending holds no more than its piles.
 */
function skillCustodyProblems(state: Draft): string[] {
  const skills = state.skills;
  if (!skills) return state.config.modules?.includes('leader-skills') ? ['leader skills: the module is on but the game holds no skill state'] : [];
  const problems: string[] = [];
  if (!state.config.modules?.includes('leader-skills')) problems.push('leader skills: skill state in a game without the module');
  const held = [...skills.deck, ...Object.values(skills.offers).flat(), ...skills.assigned.map((a) => a.card)];
  const k = sameMultiset(held, SKILLS);
  if (k) problems.push(`skill cards: ${k}`);
  for (const a of skills.assigned) {
    const owner = leader(a.leader).faction;
    const status = owner === null ? undefined : state.factions[owner]?.leaders[a.leader];
    if (status !== 'pool' && status !== 'captured') problems.push(`skill ${a.card}: its leader ${a.leader} is not alive in this game`);
  }
  for (const [f, pick] of Object.entries(skills.kept ?? {}))
    if (!skills.offers[f as keyof typeof skills.offers]?.includes(pick!.card)) problems.push(`skill kept by ${f} was not dealt to it`);
  const c = skills.smuggler;
  if (c && (c.amount < 1 || c.amount > Object.values(c.piles).reduce((n, v) => n + v, 0)))
    problems.push(`smuggler collection of ${c.amount} exceeds its piles`);
  return problems;
}
