// What a move form may add to a move, read from the decision and the seat's view: the kind of move (plain, an
// Ornithopter for range or for an extra move, a flight with the Ornithopter token, a Sandmaster's route, a
// Planetologist's second group), the places
// each kind reaches as the decision lists them, the starred forces a stack holds, and whether Bene Gesserit
// advisors may take up arms where they go. The decision lists each kind alone, so the form offers one at a time.
import type { Decision, MoveOption, PlaceOption, PlayerView, TerritoryId } from '@dune-rooms/sdk';

type MoveDecision = Extract<Decision, { kind: 'move' }>;
type ForceStack = PlayerView['forces'][number];

/** The kinds of move the form offers for a stack: `route:i` is the Sandmaster's i-th route, `also:i` a second group from stack i. */
export type MoveKind = 'plain' | 'ornithopter-range' | 'ornithopter-extra' | 'flight' | `route:${number}` | `also:${number}`;

export interface KindChoice {
  kind: MoveKind;
  label: string;
  to: readonly PlaceOption[];
}

/** Every kind of move `stack` may make, with the places each reaches (kinds that reach nowhere left out). */
export function kindsFor(decision: MoveDecision, stacks: readonly MoveOption[], stack: MoveOption, name: (t: TerritoryId) => string): KindChoice[] {
  const out: KindChoice[] = [{ kind: 'plain', label: `plain move (range ${decision.range})`, to: stack.to }];
  if (decision.ornithopter !== undefined) {
    out.push({ kind: 'ornithopter-range', label: 'play the Ornithopter: up to 3 territories', to: stack.ornithopterTo ?? [] });
    // An extra move at normal range afterwards, of another group; not again on the extra move it gave.
    if (!decision.exclude) out.push({ kind: 'ornithopter-extra', label: 'play the Ornithopter: one more move afterwards', to: stack.to });
  }
  // DS.ornithopter: the token the seat keeps flies this group once.
  if (decision.flight !== undefined)
    out.push({ kind: 'flight', label: `fly with your Ornithopter token: up to ${decision.flight} territories`, to: stack.flightTo ?? [] });
  for (const [i, route] of (stack.routes ?? []).entries())
    out.push({ kind: `route:${i}`, label: `Sandmaster: through ${route.via.map(name).join(', then ')}`, to: route.to });
  stacks.forEach((partner, i) => {
    if (partner.territory === stack.territory) return;
    const theirs = new Set((partner.alsoTo ?? []).map((p) => p.territory));
    const both = (stack.alsoTo ?? []).filter((p) => theirs.has(p.territory));
    if (both.length > 0) out.push({ kind: `also:${i}`, label: `Planetologist: with the ${partner.count} in ${name(partner.territory)} too`, to: both });
  });
  return out.filter((k) => k.to.length > 0);
}

/** The seat's stack a move option names, as the board shows it (regular, starred, advisors). */
export const stackOf = (view: PlayerView, option: { territory: TerritoryId; sector: number }): ForceStack | undefined =>
  view.forces.find((s) => s.faction === view.viewer && s.territory === option.territory && s.sector === option.sector);

/** The group a move names: `count` forces, `elite` of them starred (only fighters have starred ones). */
export function group(view: PlayerView, option: MoveOption, count: number, elite: number) {
  const starred = Math.min(elite, starredIn(view, option), count);
  return { sector: option.sector, count, ...(starred > 0 ? { elite: starred } : {}) };
}

/** The starred forces of a stack that moves its fighters (0 for advisors or a stack without them). */
export function starredIn(view: PlayerView, option: MoveOption): number {
  const stack = stackOf(view, option);
  return stack && option.count === stack.regular + stack.elite ? stack.elite : 0;
}

/** The fewest starred forces a move of `count` from this stack must take (ordinary ones first). */
export function fewestStarred(view: PlayerView, option: MoveOption, count: number): number {
  const stack = stackOf(view, option);
  return stack ? Math.max(0, Math.min(count, option.count) - stack.regular) : 0;
}

/**
 * 2.02.16 TAKE UP ARMS (Advanced): Bene Gesserit advisors moving into a territory others occupy, where they have no
 * forces yet, may arrive as fighters.
 */
export function mayTakeUpArms(view: PlayerView, option: MoveOption, to: TerritoryId | undefined): boolean {
  if (view.viewer !== 'bene-gesserit' || !view.advanced || to === undefined || to === option.territory) return false;
  const stack = stackOf(view, option);
  if (!stack || stack.advisors === 0 || stack.regular + stack.elite > 0) return false;
  const there = view.forces.filter((s) => s.territory === to);
  return there.every((s) => s.faction !== view.viewer) && there.some((s) => s.regular + s.elite > 0);
}
