// 1.06.03 / 2.04.05 / 2.06.05: the shipments a ship decision's seat may make, listed in its view (decision-options.ts).
// Every place is put to the handler's own check (shipmentProblem, with the shipper the handler builds), so the lists
// are exactly what the engine accepts: once for a shipment paid in spice, and once more (`withKarama`) for one paid
// with a Karama card at Guild rates (3.01.11.03), which may make more places affordable.
import { attachedPlaces, BOARD_PLACES, offered, placesWhere, placeStrings, type PlaceOption } from '../../board/place-options.ts';
import { countsAsKarama } from '../../karama/cards.ts';
import type { ForceCount, Draft, TerritoryId, TreacheryCardId } from '../../types.ts';
import { quoteFor, shipmentProblem, shipperOf, type ShipAction, type Shipper } from './ship.ts';
import { tokensIn } from '../../board/tokens.ts';
import type { CrossShipOptions, KaramaShipOptions, NoFieldValue, ShipDecision, ShipMode, ShipOption, ShipSource, Spot } from './types.ts';

interface Ask {
  state: Draft;
  shipper: Shipper;
  decision: ShipDecision;
  /** 3.01.11.03: the Karama card every shipment asked about is paid with (absent: paid in spice). */
  karama?: TreacheryCardId;
}

/**
 * A shipment of `count` forces from `pool` (ordinary ones first; `noField`, a No-Field token among them or bringing
 * them), the ally's offered spice paying first (1.10.02.06).
 */
function shipment(ask: Ask, mode: ShipMode, from: Spot | undefined, to: Spot | undefined, count: number, pool: ForceCount, noField?: NoFieldValue): ShipAction {
  const elite = Math.max(0, count - pool.regular);
  // Built field by field: hundreds are checked per decision, and conditional spreads cost more than the check.
  const action: ShipAction = { type: 'ship', event: ask.decision.id, mode, count };
  if (from) action.from = from;
  if (to) action.to = to;
  if (elite > 0) action.elite = elite;
  if (ask.karama !== undefined) action.karama = ask.karama;
  if (noField !== undefined) action.noField = noField;
  // Quoted only when an ally offers spice: most shippers have none, and the quote is most of a check's cost.
  if (ask.shipper.allySupport <= 0) return action;
  const allySpice = Math.min(ask.shipper.allySupport, quoteFor(ask.state, ask.shipper, action, ask.decision.karamaCancelled).cost);
  if (allySpice > 0) action.allySpice = allySpice;
  return action;
}

const accepted = (ask: Ask, action: ShipAction): boolean => shipmentProblem(ask.state, ask.shipper, ask.decision, action) === null;

/** The largest count from 1 to `limit` that `fits` (which holds up to some count and never beyond), or 0. */
function most(limit: number, fits: (count: number) => boolean): number {
  let [low, high] = [0, limit];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The homeworlds the decision offers, as places (sector 0). */
const worlds = (d: ShipDecision): PlaceOption[] => (d.homeworlds ?? []).map((w) => ({ territory: w, sectors: [0] }));

/** A place's price per force (the shipment's price is its count times this, rounded up) and most forces. */
function priced(ask: Ask, place: PlaceOption, mode: ShipMode, from: Spot | undefined, pool: ForceCount): ShipOption {
  const to = { territory: place.territory, sector: place.sectors[0]! };
  const cost = quoteFor(ask.state, ask.shipper, shipment(ask, mode, from, to, 2, pool), ask.decision.karamaCancelled).cost / 2;
  const max = most(pool.regular + pool.elite, (count) => accepted(ask, shipment(ask, mode, from, to, count, pool)));
  return { ...place, cost, max };
}

/** 1.06.03 (2.04.05 for the Fremen, HW.shipping for the homeworlds): from reserves. */
function destinations(ask: Ask): ShipOption[] {
  const pool = ask.shipper.reserves;
  if (pool.regular + pool.elite === 0) return [];
  const places = placesWhere([...BOARD_PLACES, ...attachedPlaces(ask.state), ...worlds(ask.decision)], (territory, sector) =>
    accepted(ask, shipment(ask, 'reserves', undefined, { territory, sector }, 1, pool)),
  );
  return places.map((p) => priced(ask, p, 'reserves', undefined, pool));
}

/**
 * RI.no-field: where the decision's first No-Field may go (any of them may go where one may), at the price of one
 * force; `max` counts the token with the forces that may go along (HW.richese.high), 1 without.
 */
function noFieldTo(ask: Ask): ShipOption[] {
  const tokens = ask.decision.noFields ?? [];
  const token = Math.max(...tokens) as NoFieldValue;
  if (tokens.length === 0) return [];
  const reserves = ask.shipper.reserves;
  // RI.ally.no-field: revealed at once, its value in forces from the reserves (any token lands where the largest does).
  const open = ask.decision.noFieldOpen === true;
  const pool = open ? reserves : { regular: reserves.regular + 1, elite: reserves.elite };
  const least = open ? Math.min(token, reserves.regular + reserves.elite) : 1;
  const tokenShipment = (to: Spot, count: number): ShipAction => shipment(ask, 'reserves', undefined, to, count, pool, token);
  const places = placesWhere(BOARD_PLACES, (territory, sector) => accepted(ask, tokenShipment({ territory, sector }, least)));
  return places.map((p) => {
    const to = { territory: p.territory, sector: p.sectors[0]! };
    // Per force, as every place is priced (a shipment's price is its count times this, rounded up); an open token's
    // forces cost one force's price in all.
    const cost = open
      ? quoteFor(ask.state, ask.shipper, tokenShipment(to, least), ask.decision.karamaCancelled).cost
      : quoteFor(ask.state, ask.shipper, tokenShipment(to, 2), ask.decision.karamaCancelled).cost / 2;
    const max = ask.decision.noFieldEscort ? most(pool.regular + pool.elite, (count) => accepted(ask, tokenShipment(to, count))) : least;
    return { ...p, cost, max };
  });
}

/** The seat's stacks on the board (or on a homeworld), each as a source spot and the forces it holds (a No-Field is not shipped). */
function stacksOf(ask: Ask): { spot: Spot; pool: ForceCount }[] {
  return ask.state.forces
    .filter((s) => s.faction === ask.shipper.faction)
    .map((s) => ({
      spot: { territory: s.territory, sector: s.sector },
      pool: { regular: s.regular - tokensIn(ask.state, s.faction, s.territory, s.sector), elite: s.elite },
    }))
    .filter((s) => s.pool.regular + s.pool.elite > 0);
}

/** 2.06.05.02: a cross-ship's destination depends on its source only in that it is another territory. */
function crossShips(ask: Ask): CrossShipOptions {
  const candidates = [...BOARD_PLACES, ...attachedPlaces(ask.state), ...worlds(ask.decision)];
  const fits = (from: { spot: Spot; pool: ForceCount }, territory: TerritoryId, sector: number) =>
    from.spot.territory !== territory && accepted(ask, shipment(ask, 'cross', from.spot, { territory, sector }, 1, from.pool));
  const sources = stacksOf(ask).filter((s) => candidates.some((c) => c.sectors.some((sector) => fits(s, c.territory, sector))));
  const places = placesWhere(candidates, (territory, sector) => sources.some((s) => fits(s, territory, sector)));
  const size = (s: { pool: ForceCount }) => s.pool.regular + s.pool.elite;
  const to = places.map((p) => {
    // The most forces: from the largest stack of another territory.
    const from = sources.filter((s) => s.spot.territory !== p.territory).sort((a, b) => size(b) - size(a))[0]!;
    return priced(ask, p, 'cross', from.spot, from.pool);
  });
  return { from: sources.map((s) => ({ ...s.spot, max: size(s) })), to };
}

/** 2.06.05.03: the Guild's stacks it may ship back to reserves, and how many of each it can pay for (2.06.07). */
function shipBack(ask: Ask): ShipSource[] {
  return stacksOf(ask).flatMap(({ spot, pool }) => {
    const max = most(pool.regular + pool.elite, (count) => accepted(ask, shipment(ask, 'off-planet', spot, undefined, count, pool)));
    return max > 0 ? [{ ...spot, max }] : [];
  });
}

/**
 * 3.01.11.03: the same shipments paid with a Karama card, when the seat holds one it may play (CH.worthless.kull-wahad
 * may stop it). Any of the cards listed pays alike, so the places are asked of the first; a ship back to reserves
 * takes no Karama.
 */
function withKarama(ask: Ask): KaramaShipOptions | null {
  const { shipper } = ask;
  const cards = shipper.karamaBlocked ? [] : shipper.hand.filter((c) => countsAsKarama(c, shipper.faction, shipper.advanced, ask.state));
  if (cards.length === 0) return null;
  const paid: Ask = { ...ask, karama: cards[0]! };
  return { cards, destinations: destinations(paid), ...(ask.decision.crossShip ? { crossShips: crossShips(paid) } : {}) };
}

/** The ship decision's options, for its seat's view. */
export function shipOptions(state: Draft, decision: ShipDecision): Pick<ShipDecision, 'destinations' | 'noFieldTo' | 'crossShips' | 'shipBack' | 'withKarama'> {
  const ask: Ask = { state, shipper: shipperOf(state, decision.seat, decision), decision };
  const karama = withKarama(ask);
  return {
    destinations: destinations(ask),
    ...(decision.noFields?.length ? { noFieldTo: noFieldTo(ask) } : {}),
    ...(decision.crossShip ? { crossShips: crossShips(ask) } : {}),
    ...(decision.offPlanet ? { shipBack: shipBack(ask) } : {}),
    ...(karama ? { withKarama: karama } : {}),
  };
}

const spotStrings = (spots: readonly Spot[]): string[] => spots.map((s) => `${s.territory}:${s.sector}`);

/** The places allowed when a shipment was refused for naming a place not offered (EngineError.allowed), else null. */
export function shipAllowed(state: Draft, decision: ShipDecision, action: ShipAction): string[] | null {
  const all = shipOptions(state, decision);
  // A shipment naming a Karama card is held to the places listed for one; a card not held is refused for that.
  const options = action.karama === undefined ? all : all.withKarama;
  if (!options) return null;
  const destinations = (action.noField === undefined ? options.destinations : all.noFieldTo) ?? [];
  if (action.mode === 'reserves') return offered(destinations, action.to) ? null : placeStrings(destinations);
  if (action.mode === 'off-planet' && all.shipBack)
    return all.shipBack.some((s) => s.territory === action.from?.territory && s.sector === action.from.sector) ? null : spotStrings(all.shipBack);
  if (action.mode !== 'cross' || !options.crossShips) return null;
  const { from, to } = options.crossShips;
  if (!from.some((s) => s.territory === action.from?.territory && s.sector === action.from.sector)) return spotStrings(from);
  const elsewhere = to.filter((p) => p.territory !== action.from!.territory);
  return offered(elsewhere, action.to) ? null : placeStrings(elsewhere);
}
