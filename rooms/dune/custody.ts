// Custody (docs/ARCHITECTURE.md §8.5), as a reusable check: every treachery card, spice card, traitor card, leader and force
// token is in exactly one place, and no count or spice amount is negative or fractional. Returns the problems
// found (empty when all hold) so the simulator can count them and tests can assert. Phases holding cards in
// their round state declare them through PhaseModule.heldCards; plug-ins check their own pieces (Plugin.custodyProblems).
import { deckIds } from './cards/treachery.ts';
import { SPICE_CARDS } from './cards/spice.ts';
import { FACTION_PROFILES } from './factions/profiles.ts';
import { leadersIn } from './factions/leaders.ts';
import { plugins } from './extension-points.ts';
import { moduleOf } from './phases/turn.ts';
import type { Draft, GameConfig } from './types.ts';
import { rulesEdition } from './rules-edition.ts';
import { tokensOf } from './board/tokens.ts';

/** null when `actual` holds exactly `expected` (in any order), else what is missing and what is extra. */
export function sameMultiset(actual: readonly string[], expected: readonly string[]): string | null {
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
    ...plugins().flatMap((p) => p.heldTreachery?.(state) ?? []),
  ];
  const t = sameMultiset(treachery, deckIds(state.config.cards, rulesEdition(state)));
  if (t) problems.push(`treachery cards: ${t}`);
  const s = sameMultiset(
    [
      ...state.decks.spice,
      ...state.decks.spiceDiscard,
      ...(state.decks.spiceDiscardB ?? []),
      ...aside.spice,
      ...plugins().flatMap((p) => p.heldSpiceCards?.(state) ?? []),
    ],
    [...SPICE_CARDS.map((c) => c.id), ...plugins().flatMap((p) => p.spiceCards?.(state.config as GameConfig) ?? [])],
  );
  if (s) problems.push(`spice cards: ${s}`);
  const traitors = [
    ...state.decks.traitor,
    ...factions.flatMap((fs) => [...fs.traitors, ...fs.traitorOptions, ...fs.discardedTraitors]),
    // Traitor cards a plug-in holds for a while (the Rihani Decipherer's draw, while its faction chooses).
    ...plugins().flatMap((p) => p.heldTraitors?.(state) ?? []),
  ];
  const tr = sameMultiset(traitors, [
    ...state.seating.flatMap((f) => leadersIn(f, state.config.advanced).map((l) => l.id)),
    ...plugins().flatMap((p) => p.traitorCards?.(state.config as GameConfig) ?? []),
  ]);
  if (tr) problems.push(`traitor cards: ${tr}`);
  // Each leader of the game is in exactly one faction's record: its own, or another's under a plug-in's rules (TL.gholas).
  const ld = sameMultiset(
    factions.flatMap((fs) => Object.keys(fs.leaders)),
    [...state.seating.flatMap((f) => leadersIn(f, state.config.advanced).map((l) => l.id)), ...plugins().flatMap((p) => p.recordedLeaders?.(state) ?? [])],
  );
  if (ld) problems.push(`leaders: ${ld}`);
  for (const fs of factions) {
    const f = fs.faction;
    const stacks = state.forces.filter((x) => x.faction === f);
    if (stacks.some((x) => !isAmount(x.regular) || !isAmount(x.elite) || !isAmount(x.advisors)))
      problems.push(`${f}: a force stack holds a negative or fractional count`);
    // A concealed token counted in a stack (a No-Field) is no force of the faction's own.
    const board = stacks.reduce((n, x) => n + x.regular + x.elite + x.advisors, 0) - tokensOf(state, f);
    const total = FACTION_PROFILES[f].forces.regular + FACTION_PROFILES[f].forces.elite;
    const counted = board + fs.reserves.regular + fs.reserves.elite + fs.tanks.regular + fs.tanks.elite;
    if (counted !== total) problems.push(`${f} forces: ${counted} counted (board ${board}), ${total} owned`);
    if (![fs.reserves.regular, fs.reserves.elite, fs.tanks.regular, fs.tanks.elite].every(isAmount)) problems.push(`${f}: negative reserves or tanks`);
    if (!isAmount(fs.spice)) problems.push(`${f} spice: ${fs.spice}`);
    if (!isAmount(fs.bribes)) problems.push(`${f} bribes: ${fs.bribes}`);
  }
  for (const st of state.spice) if (!isAmount(st.amount) || st.amount === 0) problems.push(`board spice ${st.territory}#${st.sector}: ${st.amount}`);
  // Each plug-in's own pieces, each in one place (extension-points.ts).
  for (const p of plugins()) problems.push(...(p.custodyProblems?.(state) ?? []));
  return problems;
}
