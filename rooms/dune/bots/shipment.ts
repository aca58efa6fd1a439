// 1.06.03 shipment: the best-valued landing the seat can pay for, checked with the handler's own rule function.
import { sectorsOf } from '../board/movement.ts';
import { FREMEN_SEND_CENTRE, FREMEN_SEND_RANGE } from '../phases/shipment-movement/board-view.ts';
import { quoteFor, shipmentProblem, type ShipAction, type Shipper, junctionOf } from '../phases/shipment-movement/ship.ts';
import { karamaCardsIn } from '../karama/cards.ts';
import { karamaBarred } from '../karama/barred.ts';
import { answerPlugins } from './extension-points.ts';
import type { ShipDecision } from '../phases/shipment-movement/types.ts';
import type { DecisionAction } from '../types.ts';
import type { BotContext } from './context.ts';
import { distance, exposed, fightersOf, seatOf, stormThreat } from './board.ts';
import { shippingReserve } from './bidding.ts';
import { targets } from './targets.ts';

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
    ...junctionOf(d.junction),
  };
}

export function answerShip(d: ShipDecision, ctx: BotContext): DecisionAction | null {
  const s = shipper(ctx, d);
  if (!s) return null;
  const total = s.reserves.regular + s.reserves.elite;
  const pass: DecisionAction = { type: 'ship', event: d.id, mode: 'pass' };
  if (total === 0) return pass;
  const threat = stormThreat(ctx.view);
  const spiceCap = s.spice + s.allySupport;
  let best: { action: ShipAction; score: number } | null = null;
  const karama = ctx.level >= 2 && !d.fremenSend ? karamaCardsIn(ctx.view, s.faction)[0] : undefined;
  for (const t of targets(ctx)) {
    if (d.fremenSend && distance(FREMEN_SEND_CENTRE, t.territory) > FREMEN_SEND_RANGE) continue;
    const have = fightersOf(ctx.view, ctx.me, t.territory);
    const wanted = Math.min(total, Math.max(1, t.want - have));
    for (const sector of sectorsOf(t.territory)) {
      if (ctx.level >= 2 && exposed(ctx.view, t.territory, sector, threat)) continue;
      for (let count = wanted; count >= 1; count--) {
        const elite = Math.max(0, count - s.reserves.regular);
        const action: ShipAction = {
          type: 'ship',
          event: d.id,
          mode: 'reserves',
          to: { territory: t.territory, sector },
          count,
          ...(elite > 0 ? { elite } : {}),
        };
        if (t.least !== undefined && have + count < t.least) break;
        // 3.01.11.03 (hard+): a Karama pays Guild rates when that saves more than the card is worth keeping for.
        if (karama && quoteFor(ctx.view, s, action, d.karamaCancelled).cost - quoteFor(ctx.view, s, { ...action, karama }).cost >= KARAMA_WORTH)
          action.karama = karama;
        const cost = quoteFor(ctx.view, s, action, d.karamaCancelled).cost;
        if (cost > spiceCap) continue;
        const allySpice = Math.min(s.allySupport, cost);
        if (allySpice > 0) action.allySpice = allySpice;
        if (shipmentProblem(ctx.view, s, d, action) !== null) continue;
        // A landing short of the wanted force is worth proportionally less; spice spent counts against it.
        const fill = Math.min(1, (have + count) / t.want);
        const spent = cost - allySpice;
        const reserveHit = ctx.level >= 2 && t.value < 30 && s.spice - spent < shippingReserve(ctx) / 2 ? 2 : 0;
        const score = t.value * fill - spent * (ctx.level >= 2 ? 0.5 : 0.3) - reserveHit + ctx.random() * (ctx.level >= 2 ? 0.5 : 3);
        if (!best || score > best.score) best = { action, score };
        break;
      }
      if (best && best.action.to?.territory === t.territory) break;
    }
  }
  // A shipment off these targets under a plug-in's rules (HW.shipping: a homeworld) worth more than anything on Arrakis.
  for (const p of answerPlugins()) {
    const other = p.shipmentOption?.(ctx, d, s) ?? null;
    if (other && (!best || other.score > best.score)) best = other;
  }
  if (!best || best.score <= (ctx.level >= 2 ? 1 : 0)) return pass;
  return best.action;
}
