// The Ixians' decisions as a thinking bot answers them (medium and up), from its own view only.
import type { BotContext } from '../../../bots/context.ts';
import { cardWorthTo, expectedCardValue } from '../../../bots/cards.ts';
import { isCancelled } from '../../../karama/abilities.ts';
import { neighbours } from '../../../board/adjacency.ts';
import type { Place } from '../../../board/movement.ts';
import { STRONGHOLDS } from '../../../board/territories.ts';
import type { Decision, DecisionAction, PlayerView, TerritoryId } from '../../../types.ts';
import { HMS } from '../../../board/hms.ts';
import { hmsSteps } from '../hms.ts';
import { IXIANS } from '../state.ts';
import { undoneSelection } from '../selection.ts';

type D<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

const spiceIn = (view: PlayerView, id: TerritoryId): number => view.spice.filter((s) => s.territory === id).reduce((n, s) => n + s.amount, 0);

/** How many strongholds border `id`: from there the HMS's forces reach them (a Cyborg's group in one move). */
const strongholdsNear = (id: TerritoryId): number => neighbours(id).filter((n) => STRONGHOLDS.includes(n)).length;

/**
 * IX.hms.placement: over the most spice, else beside the most strongholds (its forces step out into them), the first
 * such place on a tie.
 */
export function answerHmsPlace(d: D<'hms-place'>, ctx: BotContext): DecisionAction {
  const score = (p: Place) => spiceIn(ctx.view, p.territory) * 2 + strongholdsNear(p.territory);
  const best = [...d.places].sort((a, b) => score(b) - score(a))[0]!;
  return { type: 'hms-place', event: d.id, territory: best.territory, sector: best.sector };
}

/**
 * IX.hms.movement: the route (up to the range) that collects the most spice with the forces aboard, then ends beside
 * the most strongholds; it stays when no route collects anything and the HMS already sits beside as many.
 */
export function answerHmsMove(d: D<'hms-move'>, ctx: BotContext): DecisionAction {
  const { view } = ctx;
  if (isCancelled(d, 'ixians-hms-movement')) return { type: 'hms-move', event: d.id, route: [] };
  const aboard = view.forces.filter((s) => s.faction === IXIANS && s.territory === HMS).reduce((n, s) => n + s.regular + s.elite, 0);
  const value = (route: readonly Place[]) => {
    if (route.length === 0) return strongholdsNear(d.from.territory);
    const visited = new Set([d.from.territory, ...route.map((p) => p.territory)]);
    const spice = [...visited].reduce((n, t) => n + Math.min(2 * aboard, spiceIn(view, t)), 0);
    return spice * 10 + strongholdsNear(route[route.length - 1]!.territory);
  };
  let best: Place[] = [];
  let bestValue = value(best);
  const extend = (route: Place[]) => {
    if (route.length === d.range) return;
    for (const next of hmsSteps(view.storm.sector, route[route.length - 1] ?? d.from)) {
      const longer = [...route, next];
      const v = value(longer);
      if (v > bestValue) [best, bestValue] = [longer, v];
      extend(longer);
    }
  };
  extend([]);
  return { type: 'hms-move', event: d.id, route: best };
}

/** IX.starting-card: keeps the card worth most to them. */
export function answerIxianStartingCard(d: D<'ixian-starting-card'>, _ctx: BotContext): DecisionAction {
  const best = [...d.cards].sort((a, b) => cardWorthTo(IXIANS, b, []) - cardWorthTo(IXIANS, a, []))[0]!;
  return { type: 'ixian-starting-card', event: d.id, card: best };
}

/**
 * IX.bidding: puts back the card worth least to them among those they see (so the row holds what they would buy), at
 * the bottom of the deck, out of everyone's reach for a long while.
 */
export function answerIxianSelection(d: D<'ixian-selection'>, ctx: BotContext): DecisionAction {
  if (isCancelled(d, 'ixians-selection')) return { type: 'ixian-selection', event: d.id, ...undoneSelection(d) };
  const hand = ctx.view.private?.hand ?? [];
  const worst = [...d.cards].sort((a, b) => cardWorthTo(IXIANS, a, hand) - cardWorthTo(IXIANS, b, hand))[0]!;
  return { type: 'ixian-selection', event: d.id, card: worst, to: 'bottom' };
}

/** IX.casualties: a Cyborg is worth four Suboids in battle: every one that may be replaced is. */
export const answerCyborgReplacement = (d: D<'cyborg-replacement'>, _ctx: BotContext): DecisionAction => ({
  type: 'cyborg-replacement',
  event: d.id,
  count: isCancelled(d, 'ixians-casualties') ? 0 : d.max,
});

/** IX.ally: swaps a card worth less to the ally than a card of the deck is worth on average. */
export function answerIxianAllySwap(d: D<'ixian-ally-swap'>, ctx: BotContext): DecisionAction {
  const hand = (ctx.view.private?.hand ?? []).filter((c) => c !== d.card);
  const worse = cardWorthTo(ctx.me, d.card, hand) < expectedCardValue(ctx.view);
  return { type: 'ixian-ally-swap', event: d.id, swap: worse && !isCancelled(d, 'ixians-ally-swap') };
}

/** IX.technology: gives its least valuable card for the one up for bid when that one is worth more to them. */
export function answerIxianTechnology(d: D<'ixian-technology'>, ctx: BotContext): DecisionAction {
  const hand = ctx.view.private?.hand ?? [];
  const worst = [...hand].sort((a, b) => cardWorthTo(IXIANS, a, hand) - cardWorthTo(IXIANS, b, hand))[0];
  const better = worst !== undefined && !isCancelled(d, 'ixians-technology') && cardWorthTo(IXIANS, d.card, hand) > cardWorthTo(IXIANS, worst, hand);
  return { type: 'ixian-technology', event: d.id, give: better ? worst : null };
}
