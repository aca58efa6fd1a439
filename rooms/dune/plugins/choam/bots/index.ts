// CHOAM's Basic-game decisions as a thinking bot answers them, from its own view only (docs/rules/choam.tsv): the
// phase-end market (sell what it will not use), the ally trade (its least useful card, on both sides), Inflation (by
// the dividend and charity arithmetic) and its Worthless effects (targets in plugins/choam/bots/worthless.ts). The Advanced
// decisions are in plugins/choam/bots/advanced.ts.
import { familyOf, treacheryCard } from '../../../cards/treachery.ts';
import { DIVIDEND_PER_FACTION } from '../dividends.ts';
import { DUPLICATE_PRICE, WORTHLESS_PRICE } from '../market.ts';
import type { WorthlessCard, WorthlessPlay } from '../types.ts';
import { FACTION_PROFILES } from '../../../factions/profiles.ts';
import { countsAsKarama } from '../../../karama/cards.ts';
import type { Decision, DecisionAction, Faction, Phase, PlayerView, TreacheryCardId } from '../../../types.ts';
import { allyOf } from '../../../alliances.ts';
import { myHand, mySpice, strongholdsHeld, strongholdsNeeded, unitOf } from '../../../bots/board.ts';
import { cardValue } from '../../../bots/cards.ts';
import { ahead, effectPhase, isWorthless, worthlessPlay } from './worthless.ts';
import type { BotContext } from '../../../bots/context.ts';

type D<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

/**
 * A Worthless card is kept for an effect worth playing in its phase, when that comes next (medium) or before the
 * next bidding, where the spice and the hand room are worth most (hard+); Kull Wahad may wait for bidding itself.
 */
function keepWorthless(card: WorthlessCard, ended: Phase, ctx: BotContext): boolean {
  const phase = effectPhase(ctx.view, card);
  const toBidding = ahead(ended, 'bidding');
  const horizon = ctx.level >= 2 ? (card === 'kull-wahad' ? toBidding : toBidding - 1) : 1;
  if (ahead(ended, phase) > horizon) return false;
  if (ctx.view.turn >= ctx.view.maxTurns && ahead(ended, phase) >= ahead(ended, 'storm')) return false; // next turn never comes
  return worthlessPlay(ctx.view, card, phase) !== null;
}

/** CH.sale: every Worthless card not kept for its effect, and every surplus copy but a valued Karama or Shield. */
export function answerMarket(d: D<'choam-market'>, ctx: BotContext): DecisionAction {
  const hand = [...myHand(ctx.view)];
  const sell: TreacheryCardId[] = [];
  if (!d.karamaCancelled?.includes('choam-sale')) {
    const priced = new Map(d.offers.map((o) => [o.card, o.price]));
    for (const c of hand) if (priced.get(c) === WORTHLESS_PRICE && isWorthless(c) && !keepWorthless(c as WorthlessCard, d.phase, ctx)) sell.push(c);
    const onBoard = ctx.view.forces.some((s) => s.faction === 'choam' && s.regular + s.elite > 0);
    const seen = new Set<string>();
    for (const c of [...hand].sort()) {
      const { name, family } = treacheryCard(c);
      if (priced.get(c) !== DUPLICATE_PRICE) continue;
      if (!seen.has(name)) {
        seen.add(name); // the first copy always stays
        continue;
      }
      const kept = hand.filter((h) => !sell.includes(h));
      const worth = cardValue(c, kept) + (family === 'shield' && onBoard ? 1 : 0);
      const roomy = d.phase !== 'choam-charity' || kept.length < FACTION_PROFILES.choam.handLimit || family === 'karama';
      if (ctx.level < 2 || worth <= DUPLICATE_PRICE || !roomy) sell.push(c);
    }
  }
  const kept = hand.filter((c) => !sell.includes(c));
  const trade = d.tradeWith !== null && tradeCard(kept, 'choam', ctx.view, 3) !== null;
  return { type: 'choam-market', event: d.id, sell, trade };
}

/** CH.ally.trade: the card worth least to the hand (never the only Karama), when it is worth at most `cap`. */
function tradeCard(hand: readonly TreacheryCardId[], me: Faction, view: PlayerView, cap: number): TreacheryCardId | null {
  const karamas = hand.filter((c) => countsAsKarama(c, me, view.advanced, view));
  // CHOAM sells a Worthless card for 2 (or plays it): worth a little more to it than to anyone else.
  const worth = (c: TreacheryCardId) => (me === 'choam' && isWorthless(c) ? WORTHLESS_PRICE + 0.5 : cardValue(c, hand));
  const options = hand.filter((c) => !(karamas.length === 1 && karamas[0] === c)).sort((a, b) => worth(a) - worth(b) || a.localeCompare(b));
  const card = options[0];
  return card !== undefined && worth(card) <= cap ? card : null;
}

export function answerTrade(d: D<'choam-trade'>, ctx: BotContext): DecisionAction {
  const give = tradeCard(myHand(ctx.view), ctx.me, ctx.view, ctx.me === 'choam' ? 3 : 5);
  return { type: 'choam-trade', event: d.id, give };
}

/**
 * CH.inflation, placed in this Mentat Pause (turn T): T+1 shows the first side, T+2 the other. Double gains the
 * dividends again (2 per seat) and pays the charity again; Cancel the reverse. Charity is estimated (spice is
 * hidden): the Bene Gesserit always claim, others a quarter of the time; the ally's charity stays in the unit, and
 * charity paid to opponents also counts against CHOAM (half again). Over both turns the sides even out, so what
 * counts is the first: the later turn weighs less when the game may end first (a unit one stronghold short of its
 * count) or when CHOAM is poor and needs the spice now. Placing nothing keeps the token for a later pause, which
 * is worth less as the turns run out (nothing in the last pause that still has a next turn).
 */
export function answerInflation(d: D<'choam-inflation'>, ctx: BotContext): DecisionAction {
  const { view } = ctx;
  const none: DecisionAction = { type: 'choam-inflation', event: d.id, side: null };
  if (d.karamaCancelled?.includes('choam-inflation') || view.turn < 2 || view.turn >= view.maxTurns) return none;
  const ally = allyOf(view, 'choam');
  const claimants = view.seats.reduce((n, s) => n + (s.faction === 'choam' || s.faction === ally ? 0 : s.faction === 'bene-gesserit' ? 1 : 0.25), 0);
  const dividends = DIVIDEND_PER_FACTION * view.seats.length;
  const gain = dividends - 1.5 * 2 * claimants; // a Double turn against a plain one (a Cancel turn: the opposite)
  const ending = view.seats.some((s) => {
    const unit = unitOf(view, s.faction);
    return strongholdsHeld(view, unit).length >= strongholdsNeeded(unit) - 1;
  });
  const poor = mySpice(view) < dividends;
  const later = view.turn + 2 > view.maxTurns ? 0 : (poor ? 0.55 : 0.85) * (ending && ctx.level >= 2 ? 0.5 : 1);
  const score = (1 - later) * gain;
  const left = view.maxTurns - view.turn - 1; // pauses still to come that have a next turn
  const option = left === 0 ? 0 : 2 + 0.75 * (left - 1) + (ctx.level >= 2 ? 0 : 1);
  const side = score > option ? 'double' : -score > option ? 'cancel' : null;
  return { type: 'choam-inflation', event: d.id, side };
}

/** CH.worthless.*: every held card whose effect is worth playing as this phase starts. */
export function answerWorthless(d: D<'choam-worthless'>, ctx: BotContext): DecisionAction {
  const hand = myHand(ctx.view);
  const plays: WorthlessPlay[] = [];
  if (!d.karamaCancelled?.includes('choam-worthless'))
    for (const card of d.effects) {
      const play = hand.includes(card) ? worthlessPlay(ctx.view, card, d.phase) : null;
      if (play) plays.push(play);
    }
  // NX.choam.cunning played this turn: one more effect, fuelled by the least useful card left.
  const cunning = ctx.view.nexusCards?.lasting.some((l) => l.effect === 'choam-cunning' && l.faction === 'choam') ?? false;
  if (cunning && !d.karamaCancelled?.includes('choam-worthless')) {
    const left = hand.filter((c) => !plays.some((p) => p.card === c));
    const fuel = left.find((c) => familyOf(c) === 'worthless') ?? left[0];
    const effects = d.effects.filter((e) => !plays.some((p) => p.card === e) && e !== fuel);
    const play = fuel ? effects.map((e) => worthlessPlay(ctx.view, e, d.phase)).find((p) => p !== null) : undefined;
    if (fuel && play) plays.push({ ...play, fuel });
  }
  return { type: 'choam-worthless', event: d.id, plays };
}
