// 1.06.03 shipment: the best-valued landing the seat can pay for, checked with the handler's own rule function.
import { sectorsOf } from '../board/movement.ts';
import { FREMEN_SEND_CENTRE, FREMEN_SEND_RANGE } from '../phases/shipment-movement/board-view.ts';
import { quoteFor, shipmentProblem, type ShipAction, type Shipper, shipperTerms } from '../phases/shipment-movement/ship.ts';
import { karamaCardsIn } from '../karama/cards.ts';
import { karamaBarred } from '../karama/barred.ts';
import { thinkingPlugins } from './extension-points.ts';
import type { ShipDecision } from '../phases/shipment-movement/types.ts';
import type { DecisionAction } from '../types.ts';
import type { BotContext } from './context.ts';
import { distance, exposed, fightersOf, seatOf, stormThreat } from './board.ts';
import { shippingReserve } from './bidding.ts';
import { targets, type Target } from './targets.ts';

/** Shipping spice a Karama must save before it is spent on a shipment (bots/cards.ts values the card at 6). */
const KARAMA_WORTH = 5;

function shipper(ctx: BotContext, d: ShipDecision): Shipper | null {
  const seat = seatOf(ctx.view, d.seat);
  if (!seat || !ctx.view.private) return null;
  const round = ctx.view.private.round;
  const allySupport = round && 'phase' in round && round.phase === 'shipment-movement' && 'allySupport' in round ? round.allySupport : 0;
  return {
    faction: d.seat,
    reserves: seat.reserves,
    spice: ctx.view.private.spice,
    hand: ctx.view.private.hand,
    guildInGame: ctx.view.seats.some((s) => s.faction === 'guild'),
    advanced: ctx.view.advanced,
    allySupport,
    karamaBlocked: karamaBarred(ctx.view, d.seat),
    ...shipperTerms(d),
  };
}

/**
 * What landing so that `landed` of ours stand at target `t` is worth, `spent` spice of our own paid for it: a landing
 * short of the wanted force is worth proportionally less, and spice spent counts against it.
 */
export function landingScore(ctx: BotContext, s: Shipper, t: Target, landed: number, spent: number): number {
  const fill = Math.min(1, landed / t.want);
  const reserveHit = ctx.level >= 2 && t.value < 30 && s.spice - spent < shippingReserve(ctx) / 2 ? 2 : 0;
  return t.value * fill - spent * (ctx.level >= 2 ? 0.5 : 0.3) - reserveHit + ctx.random() * (ctx.level >= 2 ? 0.5 : 3);
}

export function answerShip(d: ShipDecision, ctx: BotContext): DecisionAction | null {
  const s = shipper(ctx, d);
  if (!s) return null;
  const total = s.reserves.regular + s.reserves.elite;
  const pass: DecisionAction = { type: 'ship', event: d.id, mode: 'pass' };
  const threat = stormThreat(ctx.view);
  let best: { action: ShipAction; score: number } | null = null;
  const karama = ctx.level >= 2 && !d.fremenSend ? karamaCardsIn(ctx.view, s.faction)[0] : undefined;
  /** The spice of our own a shipment costs (the ally's offer paying first, set on it), or null when it is not open to us. */
  const ownSpice = (action: ShipAction): number | null => {
    const cost = quoteFor(ctx.view, s, action, d.karamaCancelled).cost;
    if (cost > s.spice + s.allySupport) return null;
    const allySpice = Math.min(s.allySupport, cost);
    if (allySpice > 0) action.allySpice = allySpice;
    return shipmentProblem(ctx.view, s, d, action) === null ? cost - allySpice : null;
  };
  const consider = (t: Target, action: ShipAction, landed: number): boolean => {
    const spent = ownSpice(action);
    if (spent === null) return false;
    const score = landingScore(ctx, s, t, landed, spent);
    if (!best || score > best.score) best = { action, score };
    return true;
  };
  for (const t of targets(ctx)) {
    if (d.fremenSend && distance(FREMEN_SEND_CENTRE, t.territory) > FREMEN_SEND_RANGE) continue;
    const have = fightersOf(ctx.view, ctx.me, t.territory);
    const need = Math.max(1, t.want - have);
    const wanted = Math.min(total, need);
    for (const sector of sectorsOf(t.territory)) {
      if (ctx.level >= 2 && exposed(ctx.view, t.territory, sector, threat)) continue;
      const to = { territory: t.territory, sector };
      // A plug-in's token landed in place of forces (RI.no-field), which may need no reserves at all.
      for (const p of thinkingPlugins()) {
        const token = p.tokenLanding?.(d, s, to, need, ctx.view) ?? null;
        if (token && (t.least === undefined || have + token.brings >= t.least)) consider(t, token.action, have + token.brings);
      }
      for (let count = wanted; count >= 1; count--) {
        const elite = Math.max(0, count - s.reserves.regular);
        const action: ShipAction = { type: 'ship', event: d.id, mode: 'reserves', to, count, ...(elite > 0 ? { elite } : {}) };
        if (t.least !== undefined && have + count < t.least) break;
        // 3.01.11.03 (hard+): a Karama pays Guild rates when that saves more than the card is worth keeping for.
        if (karama && quoteFor(ctx.view, s, action, d.karamaCancelled).cost - quoteFor(ctx.view, s, { ...action, karama }).cost >= KARAMA_WORTH)
          action.karama = karama;
        if (consider(t, action, have + count)) break;
      }
      if (best && best.action.to?.territory === t.territory) break;
    }
  }
  // A shipment off these targets under a plug-in's rules (HW.shipping: a homeworld) worth more than anything on Arrakis.
  for (const p of thinkingPlugins()) {
    const other = p.shipmentOption?.(ctx, d, s) ?? null;
    if (other && (!best || other.score > best.score)) best = other;
  }
  if (!best || best.score <= (ctx.level >= 2 ? 1 : 0)) return pass;
  return best.action;
}
