// The Homeworlds variant's decisions as a thinking bot answers them (medium and up), from its own view only: the
// Caladan reinforcement (HW.caladan.high), Kaitain's paid discards (HW.kaitain.high), who takes the Harkonnen's free
// card under Giedi Prime's occupier (HW.giedi-prime.occupied), where revived Fedaykin go (HW.southern-hemisphere.high)
// and which cards a hand over its limit discards (HW.hand-limit). Every answer picks among what the decision offers,
// so it is legal by construction; the easy bot keeps the random legal answers (plugins/homeworlds/legal.ts).
import { STRONGHOLDS } from '../../../board/territories.ts';
import { treacheryCard } from '../../../cards/treachery.ts';
import { viewHandLimit } from '../../../hand-limit.ts';
import { HOMEWORLDS, isWorld } from '../catalog.ts';
import { tupileSlot } from '../hand-limit.ts';
import { countsAsKarama } from '../../../karama/cards.ts';
import type { Decision, DecisionAction, Faction, PlayerView, TerritoryId, TreacheryCardId } from '../../../types.ts';
import { enemiesIn, exposed, fightersOf, myHand, mySpice, seatOf, stormThreat, unitOf } from '../../../bots/board.ts';
import { cardValue, cardWorthTo, expectedCardValue } from '../../../bots/cards.ts';
import type { BotContext } from '../../../bots/context.ts';

type D<K extends Decision['kind']> = Extract<Decision, { kind: K }>;
type Spot = { territory: TerritoryId; sector: number };

const isStronghold = (t: TerritoryId): boolean => STRONGHOLDS.includes(t);

/** A faction's hand limit as its seat sees it: the view's limit, plus Tupile's slot for its occupier and ally. */
function handLimitOf(view: PlayerView, f: Faction): number {
  const tupile = view.homeworlds.find((w) => w.world === 'tupile')?.occupier ?? null;
  return viewHandLimit(view, f) + tupileSlot(tupile, view, f);
}

/** What a card is worth to the seat's hand (a plug-in may price it: CHOAM sells a Worthless card). */
const worthTo = (ctx: BotContext, card: TreacheryCardId, hand: readonly TreacheryCardId[]): number => cardWorthTo(ctx.me, card, hand);

/** The `count` cards of the hand worth least, each judged against the cards kept; a Karama only when nothing else is left. */
function cheapest(ctx: BotContext, hand: readonly TreacheryCardId[], count: number): TreacheryCardId[] {
  const kept = [...hand];
  const out: TreacheryCardId[] = [];
  const karama = (c: TreacheryCardId) => countsAsKarama(c, ctx.me, ctx.view.advanced, ctx.view);
  const score = (c: TreacheryCardId) => worthTo(ctx, c, kept) + (karama(c) ? 100 : 0);
  while (out.length < count && kept.length > 0) {
    const card = kept.reduce((a, b) => (score(b) < score(a) || (score(b) === score(a) && b < a) ? b : a));
    out.push(card);
    kept.splice(kept.indexOf(card), 1);
  }
  return out;
}

/**
 * The sector of a territory to use among those offered: one the storm is unlikely to reach (hard and up look), then
 * the largest own stack there, then the first offered.
 */
function bestSector(ctx: BotContext, territory: TerritoryId, sectors: readonly number[]): number {
  const threat = stormThreat(ctx.view);
  const stack = (sector: number) =>
    ctx.view.forces.filter((s) => s.faction === ctx.me && s.territory === territory && s.sector === sector).reduce((n, s) => n + s.regular + s.elite, 0);
  const risk = (sector: number) => (ctx.level >= 2 && exposed(ctx.view, territory, sector, threat) ? 1 : 0);
  return [...sectors].sort((a, b) => risk(a) - risk(b) || stack(b) - stack(a))[0]!;
}

/**
 * HW.caladan.high: one more force where the Atreides just won, when the place is worth holding: a stronghold, or
 * a territory an enemy still stands in (hard and up: or spice lies there to collect). Medium keeps one force in
 * reserves; hard and up spend a force that would turn Caladan to its low face (losing this very offer and the
 * Wormsign look) only for a stronghold still contested.
 */
export function answerCaladanReinforce(d: D<'caladan-reinforce'>, ctx: BotContext): DecisionAction {
  const none: DecisionAction = { type: 'caladan-reinforce', event: d.id, sector: null };
  if (d.sectors.length === 0) return none;
  const { view } = ctx;
  const seat = seatOf(view, 'atreides');
  const reserves = seat ? seat.reserves.regular + seat.reserves.elite : 0;
  if (reserves < (ctx.level >= 2 ? 1 : 2)) return none;
  const contested = enemiesIn(view, unitOf(view, ctx.me), d.territory).total > 0;
  const stronghold = isStronghold(d.territory);
  const spice = ctx.level >= 2 && view.spice.some((s) => s.territory === d.territory && s.amount > 0);
  if (!stronghold && !contested && !spice) return none;
  const caladan = view.homeworlds.find((w) => w.world === 'caladan');
  const flips = caladan !== undefined && caladan.face === 'high' && caladan.natives - 1 < HOMEWORLDS.caladan.high;
  if (ctx.level >= 2 && flips && !(stronghold && contested)) return none;
  return { type: 'caladan-reinforce', event: d.id, sector: bestSector(ctx, d.territory, d.sectors) };
}

/**
 * HW.kaitain.high: when the hand is (nearly) full, pay 2 a card to make room for the next bidding: Worthless cards
 * and spare copies of a family worth less than a fresh card, never a Karama, while the spice left stays comfortable
 * (8 for medium, 6 for hard and up). Not in the last turn: no bidding is left to make room for.
 */
export function answerKaitainDiscard(d: D<'kaitain-discard'>, ctx: BotContext): DecisionAction {
  const { view } = ctx;
  const keep: DecisionAction = { type: 'kaitain-discard', event: d.id, cards: [] };
  const hand = [...myHand(view)];
  if (view.turn >= view.maxTurns || hand.length < handLimitOf(view, ctx.me) - 1) return keep;
  const floor = ctx.level >= 2 ? 6 : 8;
  const fresh = expectedCardValue(view);
  const kept = [...hand];
  const cards: TreacheryCardId[] = [];
  // A Worthless card, or a spare copy of a family (another stays) worth less than the fresh card it makes room for.
  const spare = (c: TreacheryCardId): boolean => {
    if (countsAsKarama(c, ctx.me, view.advanced, view)) return false;
    const card = treacheryCard(c);
    if (card.category === 'worthless') return true;
    const copies = kept.filter((h) => h !== c && treacheryCard(h).family === card.family).length;
    return copies > 0 && cardValue(c, kept) + d.cost < fresh;
  };
  while (mySpice(view) - (cards.length + 1) * d.cost >= floor) {
    const card = kept.filter(spare).sort((a, b) => cardValue(a, kept) - cardValue(b, kept) || a.localeCompare(b))[0];
    if (card === undefined) break;
    cards.push(card);
    kept.splice(kept.indexOf(card), 1);
  }
  return { type: 'kaitain-discard', event: d.id, cards };
}

/** HW.giedi-prime.occupied: the free card to whichever of the occupier and its ally holds fewer cards (then more room). */
export function answerGiediCard(d: D<'giedi-card'>, ctx: BotContext): DecisionAction | null {
  const { view } = ctx;
  const held = (f: Faction) => (f === ctx.me ? myHand(view).length : (seatOf(view, f)?.handSize ?? 0));
  const room = (f: Faction) => handLimitOf(view, f) - held(f);
  const options = d.options.filter((f) => room(f) > 0);
  if (options.length === 0) return null;
  const to = [...options].sort((a, b) => held(a) - held(b) || room(b) - room(a) || (a === ctx.me ? -1 : b === ctx.me ? 1 : 0))[0]!;
  return { type: 'giedi-card', event: d.id, to };
}

/**
 * HW.southern-hemisphere.high: the Fedaykin go where the Fremen are most threatened: a territory an enemy stands in
 * (the largest enemy force against the fewest Fremen first), else a stronghold (the thinnest one held first), else
 * the largest Fremen stack.
 */
export function answerFedaykinPlacement(d: D<'fedaykin-placement'>, ctx: BotContext): DecisionAction | null {
  const seat = seatOf(ctx.view, 'fremen');
  const count = Math.min(d.count, seat ? seat.reserves.elite : d.count);
  if (count < 1 || d.spots.length === 0) return null;
  return { type: 'fedaykin-placement', event: d.id, to: placementSpot(ctx, d.spots), count };
}

/** HW.tleilax.high: the forces revived free go where they count most (placementSpot), all of them. */
export function answerTleilaxSend(d: D<'tleilax-send'>, ctx: BotContext): DecisionAction | null {
  const spots = d.spots.filter((s) => !isWorld(s.territory));
  if (d.count < 1 || spots.length === 0) return null;
  return { type: 'tleilax-send', event: d.id, to: placementSpot(ctx, spots), count: d.count };
}

/**
 * Where forces placed at no cost count most: a territory where an enemy stands (to outnumber it), else a stronghold
 * the seat holds least of, else where it has most; the best sector there.
 */
function placementSpot(ctx: BotContext, spots: readonly Spot[]): Spot {
  const { view } = ctx;
  const unit = unitOf(view, ctx.me);
  const territories = [...new Set(spots.map((s) => s.territory))];
  const score = (t: TerritoryId): number => {
    const mine = fightersOf(view, ctx.me, t);
    const enemy = enemiesIn(view, unit, t).strongest;
    if (enemy > 0) return 2000 + 10 * (enemy - mine) + (isStronghold(t) ? 5 : 0);
    if (isStronghold(t)) return 1000 - mine;
    return mine;
  };
  const territory = territories.sort((a, b) => score(b) - score(a) || a.localeCompare(b))[0]!;
  const sectors = spots.filter((s) => s.territory === territory).map((s) => s.sector);
  return { territory, sector: bestSector(ctx, territory, sectors) };
}

/** HW.hand-limit: the `count` cards worth least to the hand (bots/cards.ts), a Karama only when nothing else is left. */
export function answerDiscardDown(d: D<'discard-down'>, ctx: BotContext): DecisionAction | null {
  const hand = myHand(ctx.view);
  if (hand.length < d.count) return null;
  return { type: 'discard-down', event: d.id, cards: cheapest(ctx, hand, d.count) };
}
