// Legal answers to shipment-movement decisions (see bots/legal.ts), computed from the decision and the seat's
// own PlayerView with the same rule functions the handlers use. Without a view the answer is a pass.
import { karamaBarred } from '../../karama/barred.ts';
import type { Answerer } from '../../answerer.ts';
import { sectorsOf, reachable, territoryDistance } from '../../board/movement.ts';
import { TERRITORIES } from '../../board/territories.ts';
import type { DecisionAction, PlayerView, TerritoryId } from '../../types.ts';
import { strongholdFull, fighters, FREMEN_SEND_CENTRE, FREMEN_SEND_RANGE } from './board-view.ts';
import { moveCard, moveProblem, moveRange, type MoveAction } from './move.ts';
import { quoteFor, shipmentProblem, type ShipAction, type Shipper, shipperTerms } from './ship.ts';
import type { MoveDecision, ShipDecision } from './types.ts';

/** Rotates a list so that different picks try different options first. */
function rotate<T>(list: readonly T[], pick: number): T[] {
  if (list.length === 0) return [];
  const at = ((pick % list.length) + list.length) % list.length;
  return [...list.slice(at), ...list.slice(0, at)];
}

function shipperFrom(view: PlayerView, d: ShipDecision): Shipper | null {
  const seat = view.seats.find((s) => s.faction === d.seat);
  if (!seat || !view.private) return null;
  const round = view.private.round;
  const allySupport = round && 'phase' in round && round.phase === 'shipment-movement' ? round.allySupport : 0;
  return {
    faction: d.seat,
    reserves: seat.reserves,
    spice: view.private.spice,
    hand: view.private.hand,
    guildInGame: view.seats.some((s) => s.faction === 'guild'),
    advanced: view.advanced,
    allySupport,
    karamaBlocked: karamaBarred(view, d.seat),
    ...shipperTerms(d),
  };
}

/** A shipment from reserves the handler accepts, trying destinations in an order varied by `pick`. */
function legalShipment(d: ShipDecision, view: PlayerView, pick: number): ShipAction | null {
  const shipper = shipperFrom(view, d);
  if (!shipper) return null;
  // RI.no-field: on some picks, a No-Field token (the decision's tokens taken in turn) where one may go.
  const token = d.noFields?.length && pick % 4 === 1 ? d.noFields[pick % d.noFields.length] : undefined;
  const pool = shipper.reserves.regular + shipper.reserves.elite;
  // RI.ally.no-field: revealed at once, it brings its value in forces, as far as the reserves go.
  const count = token !== undefined && d.noFieldOpen ? Math.min(token, pool) : 1;
  const elite = Math.max(0, count - shipper.reserves.regular);
  for (const t of token === undefined ? [] : rotate(TERRITORIES, pick * 5))
    for (const sector of sectorsOf(t.id)) {
      const to = { territory: t.id, sector };
      const action: ShipAction = { type: 'ship', event: d.id, mode: 'reserves', to, count, ...(elite > 0 ? { elite } : {}), noField: token };
      if (shipmentProblem(view, shipper, d, action) === null) return action;
    }
  const total = shipper.reserves.regular + shipper.reserves.elite;
  if (total === 0) return null;
  // HW.shipping: on some picks, another faction's homeworld first.
  for (const world of pick % 5 === 2 ? rotate(d.homeworlds ?? [], pick) : []) {
    for (let count = Math.min(total, 1 + (pick % 4)); count >= 1; count--) {
      const elite = Math.max(0, count - shipper.reserves.regular);
      const action: ShipAction = { type: 'ship', event: d.id, mode: 'reserves', to: { territory: world, sector: 0 }, count, ...(elite > 0 ? { elite } : {}) };
      if (shipmentProblem(view, shipper, d, action) === null) return action;
    }
  }
  const targets = TERRITORIES.filter((t) => !d.fremenSend || territoryDistance(FREMEN_SEND_CENTRE, t.id) <= FREMEN_SEND_RANGE);
  for (const t of rotate(targets, pick * 7)) {
    if (strongholdFull(view, t.id, d.seat)) continue;
    for (const sector of sectorsOf(t.id)) {
      for (let count = Math.min(total, 1 + (pick % 6)); count >= 1; count--) {
        const elite = Math.max(0, count - shipper.reserves.regular);
        const action: ShipAction = { type: 'ship', event: d.id, mode: 'reserves', to: { territory: t.id, sector }, count, ...(elite > 0 ? { elite } : {}) };
        // 1.10.02.06: use the ally's offered spice first.
        const allySpice = Math.min(shipper.allySupport, quoteFor(view, shipper, action, d.karamaCancelled).cost);
        if (allySpice > 0) action.allySpice = allySpice;
        if (shipmentProblem(view, shipper, d, action) === null) return action;
      }
    }
  }
  return null;
}

/** A move of one whole stack the handler accepts, or null. */
function legalMove(d: MoveDecision, view: PlayerView, pick: number): MoveAction | null {
  const hand = view.private?.hand ?? [];
  // A held card for moves (an Ornithopter) is played on some picks, in either mode.
  const withCard = moveCard();
  const card = withCard?.heldIn(hand);
  const ornithopter = card !== undefined && pick % 4 === 0 ? { card, mode: pick % 8 === 0 ? ('range' as const) : ('extra' as const) } : undefined;
  // LS.planetologist.normal: on some picks, the extra territory.
  const base = pick % 2 === 1 ? moveRange(d, {}) : d.range;
  // DS.ornithopter: a token held flies on some of the other picks.
  const flight = !ornithopter && d.flight !== undefined && pick % 4 === 2;
  const range = ornithopter?.mode === 'range' ? Math.max(base, withCard!.range) : flight ? moveRange(d, { flight: true }) : base;
  const mine = view.forces.filter((s) => s.faction === d.seat && fighters(s) > 0);
  for (const stack of rotate(mine, pick)) {
    const open = (p: { territory: TerritoryId }) => p.territory === stack.territory || !strongholdFull(view, p.territory, d.seat);
    const places = [...reachable(view, [{ territory: stack.territory, sector: stack.sector }], range, open).values()].filter((r) => r.hops > 0);
    for (const { place } of rotate(places, pick * 3)) {
      const action: MoveAction = {
        type: 'move',
        event: d.id,
        from: stack.territory,
        groups: [{ sector: stack.sector, count: fighters(stack), ...(stack.elite > 0 ? { elite: stack.elite } : {}) }],
        to: { territory: place.territory, sector: place.sector },
        ...(ornithopter ? { ornithopter } : {}),
        ...(flight ? { flight: true as const } : {}),
      };
      if (moveProblem(view, d.seat, hand, d, action) === null) return action;
      // RI.no-field: the whole stack holds the seat's No-Field, which then moves too.
      if (moveProblem(view, d.seat, hand, d, { ...action, noField: true }) === null) return { ...action, noField: true };
    }
  }
  return null;
}

export const shipmentAnswers: {
  wormsign: Answerer<'wormsign'>;
  'guild-timing': Answerer<'guild-timing'>;
  'offer-shipment-support': Answerer<'offer-shipment-support'>;
  ship: Answerer<'ship'>;
  'spiritual-advisor': Answerer<'spiritual-advisor'>;
  wartime: Answerer<'wartime'>;
  intrusion: Answerer<'intrusion'>;
  move: Answerer<'move'>;
} = {
  wormsign: (d) => ({ type: 'wormsign', event: d.id, look: true }),
  'guild-timing': (d, _view, pick) => ({ type: 'guild-timing', event: d.id, act: pick % 2 === 0 }),
  // The decision's max is the seat's spice when it was opened; a free action (a bribe, a Nullentropy search) may
  // have spent some since.
  'offer-shipment-support': (d, view, pick) => {
    const max = Math.min(d.max, view?.private?.spice ?? d.max);
    return { type: 'offer-shipment-support', event: d.id, amount: pick % 2 === 0 ? max : Math.floor(max / 2) };
  },
  ship: (d, view, pick): DecisionAction => (view && pick % 3 !== 2 ? legalShipment(d, view, pick) : null) ?? { type: 'ship', event: d.id, mode: 'pass' },
  'spiritual-advisor': (d, view, pick) => {
    const bg = view?.seats.find((s) => s.faction === 'bene-gesserit');
    const send = bg !== undefined && bg.reserves.regular + bg.reserves.elite > 0;
    const advisor = send && d.advisorTo !== undefined && pick % 2 === 1;
    // HW.wallach-ix.high: 2 to the Polar Sink when offered and held.
    const two = send && !advisor && d.max === 2 && bg.reserves.regular + bg.reserves.elite >= 2;
    return { type: 'spiritual-advisor', event: d.id, send, ...(advisor ? { advisor: true } : {}), ...(two ? { count: 2 } : {}) };
  },
  // Any subset of the territories offered is legal: a pick-dependent one.
  wartime: (d, _view, pick) => ({ type: 'wartime', event: d.id, territories: d.territories.filter((_, i) => ((pick >> i) & 1) === 1) }),
  intrusion: (d, _view, pick) => ({ type: 'intrusion', event: d.id, flip: pick % 2 === 1 }),
  move: (d, view, pick): DecisionAction => (view && pick % 3 !== 2 ? legalMove(d, view, pick) : null) ?? { type: 'move', event: d.id },
};
