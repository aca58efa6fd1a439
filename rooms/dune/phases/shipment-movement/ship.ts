// 1.06.03 SHIPMENT OF RESERVES, with the faction abilities that change it: Fremen send (2.04.05), the Guild's
// three types of shipment (2.06.05), its payment and half price (2.06.04, 2.06.06, 2.06.09, 2.06.10), Karama at Guild
// rates (3.01.11.03) and an ally's spice (1.10.02.06). Then Bene Gesserit spiritual advisors (2.02.05) may follow.
// The Guild's ✷ abilities open a Karama window before the shipment is made (3.01.11.01, 3.04).
import { pay, receive } from '../../payments.ts';
import { isHomeworld } from '../../board/homeworlds.ts';
import { isRecord } from '../../action-shape.ts';
import { karamaBarred } from '../../karama/barred.ts';
import { pluginHomeworldProblem, pluginQuote, reservesAt, shipmentDone, shipTermsOf, spiritualAdvisorTerms } from './extensions.ts';
import { arrivalLanded, arrivalTold, noticeArrival, type NoticedArrival } from '../../arrivals.ts';
import { addForces, isValidSector, moveForces, removeForces } from '../../board/forces.ts';
import { tokensIn } from '../../board/tokens.ts';
import { sectorsOf, territoryDistance } from '../../board/movement.ts';
import { inStorm, protectedFromStorm } from '../../board/storm.ts';
import { isBoardPlace, territory } from '../../board/territories.ts';
import { viewRules } from '../../view-rules.ts';
import { allyOf } from '../../alliances.ts';
import { countsAsKarama } from '../../karama/cards.ts';
import { advisorsInPlay, BG, sideIn } from '../../factions/advisors.ts';
import type { Context } from '../../context.ts';
import type { EngineError, Faction, ForceCount, Draft, TerritoryId, TreacheryCardId } from '../../types.ts';
import type { ActionHandler, ActionOf } from '../handler.ts';
import { allyIn, strongholdFull, FREMEN_SEND_CENTRE, FREMEN_SEND_RANGE, type BoardView } from './board-view.ts';
import { allySupport } from './ally-support.ts';
import { playCard } from './cards.ts';
import { shipmentRound } from './round.ts';
import { fullPrice, halved, quoteOffPlanet, quoteOntoDune, type Quote } from './shipping-cost.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { AbilityUse, CancelAbility } from '../../karama/types.ts';
import type { JunctionRate, ShipDecision, Spot } from './types.ts';
import { paidFromSpice } from '../../ally-offers.ts';
import { firstAnswer } from '../../first-answer.ts';

export type ShipAction = ActionOf<'ship'>;

/** What the shipping rules need to know of the shipper: its own view holds all of it. */
export interface Shipper {
  faction: Faction;
  reserves: ForceCount;
  spice: number;
  hand: readonly TreacheryCardId[];
  guildInGame: boolean;
  /** The Advanced game: a Bene Gesserit worthless card may serve as the Karama (2.02.22). */
  advanced: boolean;
  /** 1.10.02.06: spice the ally offers toward this faction's shipment. */
  allySupport: number;
  /** CH.worthless.kull-wahad: no Karama may be played this phase. */
  karamaBlocked: boolean;
  /** HW.junction.high: the Guild's offer to this shipper this phase (absent: none). */
  junction?: JunctionRate;
  /** RI.ally.no-field: a No-Field it ships is revealed at once, its forces priced as one (absent: none, or face down). */
  noFieldOpen?: true;
  /** NX.guild.secret-ally: it ships at the Guild's rates (absent: its own). */
  guildRates?: true;
  /** NX.richese.secret-ally: up to this many forces of a shipment onto Dune are priced as one (absent: none). */
  bulk?: number;
}

/** The shipper as the rules see it now; `decision` (its ship decision) gives the terms it was opened with. */
export function shipperOf(state: Draft, faction: Faction, decision?: ShipDecision): Shipper {
  const fs = state.factions[faction]!;
  return {
    faction,
    reserves: fs.reserves,
    spice: fs.spice,
    hand: fs.hand,
    guildInGame: state.factions.guild !== undefined,
    advanced: state.config.advanced,
    allySupport: allySupport(state, faction),
    karamaBlocked: karamaBarred(state, faction),
    ...shipperTerms(decision ?? shipTermsOf(state, faction)),
  };
}

/** The Shipper fields a ship decision's terms give (a Junction offer, an ally's open No-Field), from the game or a decision. */
export const shipperTerms = (
  terms: Pick<ShipDecision, 'junction' | 'noFieldOpen' | 'guildRates' | 'bulk'>,
): Pick<Shipper, 'junction' | 'noFieldOpen' | 'guildRates' | 'bulk'> => ({
  ...junctionOf(terms.junction),
  ...(terms.noFieldOpen ? { noFieldOpen: true as const } : {}),
  ...(terms.guildRates ? { guildRates: true as const } : {}),
  ...(terms.bulk ? { bulk: terms.bulk } : {}),
});

const code = (c: EngineError['code'], message: string): EngineError => ({ code: c, message });

/** The Shipper field for a Junction offer (absent without one), from the game or from a ship decision. */
export const junctionOf = (rate: JunctionRate | null | undefined): { junction?: JunctionRate } => (rate ? { junction: rate } : {});

/** A place off Arrakis (HW.shipping): the core's shipping rules are for Dune; a plug-in's rules say what goes there. */
const isHomeworldSpot = (spot: { territory: TerritoryId } | undefined): boolean => isRecord(spot) && isHomeworld(spot.territory);

/** Why a shipment to a homeworld is refused: the plug-ins' rules, and the core's (none is offered without them). */
function homeworldProblem(faction: Faction, decision: ShipDecision, action: ShipAction): string | EngineError | null {
  const bad = pluginHomeworldProblem(faction, decision, action);
  if (bad) return bad;
  return decision.homeworlds?.includes(action.to!.territory) ? null : code('NOT_ELIGIBLE', `you may not ship to ${action.to!.territory}`);
}

function spotProblem(spot: Spot | undefined, what: string): string | null {
  if (!spot) return `name the ${what} territory and sector`;
  if (!isBoardPlace(spot.territory)) return `unknown territory ${spot.territory}`;
  // 1.06.03.03 SECTORS: a shipment names the sector of the territory its forces are left in.
  if (!isValidSector(spot.territory, spot.sector))
    return `${spot.territory} has no sector ${spot.sector}: its sectors are ${sectorsOf(spot.territory).join(', ')} (1.06.03.03)`;
  return null;
}

/** The forces named: `count` in all, `elite` of them starred. */
function split(action: ShipAction): { regular: number; elite: number } | string {
  const count = action.count ?? 0;
  const elite = action.elite ?? 0;
  if (!Number.isInteger(count) || count < 1) return 'ship at least one force';
  if (!Number.isInteger(elite) || elite < 0 || elite > count) return 'elite must be between 0 and count';
  return { regular: count - elite, elite };
}

/** The forces a shipment from reserves takes from them: all it names, but a face-down No-Field (RI.no-field) comes from none. */
export function fromReserves(shipper: Pick<Shipper, 'noFieldOpen'>, action: ShipAction, forces: ForceCount): ForceCount {
  return action.noField === undefined || shipper.noFieldOpen ? forces : { regular: forces.regular - 1, elite: forces.elite };
}

/** No ability cancelled: one list for every quote (the options quote each place, several times). */
const NONE_CANCELLED: readonly CancelAbility[] = [];

/** The price of a checked shipment (0 for the Fremen send); `cancelled`: abilities a Karama cancelled (3.04). */
export function quoteFor(board: BoardView, shipper: Shipper, action: ShipAction, cancelled: readonly CancelAbility[] = NONE_CANCELLED): Quote {
  const count = action.count ?? 0;
  if (action.mode === 'off-planet') return quoteOffPlanet(count);
  const ruled = pluginQuote(shipper, action);
  if (ruled) return ruled;
  if (shipper.faction === 'fremen' && action.mode === 'reserves') return { cost: 0, paidTo: 'bank' };
  const terms = {
    shipper: shipper.faction,
    ally: allyIn(board, shipper.faction),
    guildInGame: shipper.guildInGame,
    karama: action.karama !== undefined,
    cancelled,
    guildRates: shipper.guildRates === true,
  };
  // RI.ally.no-field: a No-Field revealed at once brings its forces for the price of one; NX.richese.secret-ally: up
  // to `bulk` forces are priced as one.
  // NX.richese.cunning: two No-Fields, one tariff.
  const oneForce = action.noField !== undefined && (shipper.noFieldOpen || action.noFieldRevealed !== undefined);
  const priced = oneForce ? 1 : shipper.bulk ? count - Math.min(count, shipper.bulk) + 1 : count;
  return quoteOntoDune(terms, action.to!.territory, priced);
}

/** 3.01.11.01: the ✷ abilities a shipment uses: the Guild's (2.06.04, 2.06.05.02–03, 2.06.06, 2.06.09, 2.06.10), a No-Field's. */
export function shipmentUses(board: BoardView, shipper: Shipper, action: ShipAction): AbilityUse[] {
  const guild = guildUses(board, shipper, action);
  // RI.no-field: a Karama may stop a No-Field shipment.
  return action.noField === undefined ? guild : [useOf('richese-no-field', shipper.faction), ...guild];
}

function guildUses(board: BoardView, shipper: Shipper, action: ShipAction): AbilityUse[] {
  if (action.mode === 'pass' || !shipper.guildInGame) return [];
  const me = shipper.faction;
  const guild = me === 'guild';
  if (action.mode === 'off-planet') return guild ? [useOf('guild-off-planet')] : [];
  // HW.junction.high: a shipment on Junction's offer is a homeworld effect, not a Guild ability: no Karama window.
  if (shipper.junction && !guild && allyIn(board, me) !== 'guild') return [];
  const uses: AbilityUse[] = [];
  if (action.mode === 'cross') uses.push(useOf(guild ? 'guild-cross-ship' : 'guild-ally-cross-ship', me));
  // HW.shipping: a homeworld's price is the variant's own (1 a force, to the bank): no other Guild ability is used.
  if (isHomeworldSpot(action.to)) return uses;
  if (me === 'fremen' && action.mode === 'reserves') return uses;
  const quote = quoteFor(board, shipper, action);
  if (quote.paidTo === 'guild' && quote.cost > 0) uses.push(useOf('guild-payment'));
  const full = fullPrice(action.to!.territory, action.count ?? 0);
  if (action.karama === undefined && halved(full) < full) {
    if (guild) uses.push(useOf('guild-half-price'));
    else if (allyIn(board, me) === 'guild') uses.push(useOf('guild-ally-half-price', me));
  }
  return uses;
}

/** Why a shipment is illegal, or null. Pure: the handler and the legal-answer bot both use it. */
export function shipmentProblem(board: BoardView, shipper: Shipper, decision: ShipDecision, action: ShipAction): string | EngineError | null {
  if (action.mode === 'pass') {
    if (action.from || action.to || action.count !== undefined || action.elite !== undefined || action.karama !== undefined || action.allySpice !== undefined)
      return 'a pass names nothing else';
    return null;
  }
  const forces = split(action);
  if (typeof forces === 'string') return forces;
  const me = shipper.faction;
  if (action.noField !== undefined) {
    // A concealed token's rules are its plug-in's (RI.no-field); without one, no shipment names a token.
    const rules = viewRules().filter((p) => p.tokenShipmentProblem !== undefined);
    if (rules.length === 0) return code('NOT_ELIGIBLE', 'no token is shipped in this game');
    const bad = firstAnswer(rules, (p) => p.tokenShipmentProblem!(board, shipper, decision, action));
    if (bad) return bad;
  }
  const taken = fromReserves(shipper, action, forces);

  // 2.06.05 THREE TYPES OF SHIPMENT: from reserves (here), cross-ship and back to reserves (the other branch).
  // 2.06.05.01 NORMAL SHIPMENT: every faction, the Guild included, ships from its off-planet reserves (1.06.03).
  if (action.mode === 'reserves' && isHomeworldSpot(action.to)) {
    if (action.from) return 'a shipment from reserves has no source sector';
    if (decision.blocked) return code('NOT_ELIGIBLE', '1.14.05: the Guild cancelled your off-planet shipment this phase');
    const bad = homeworldProblem(me, decision, action);
    if (bad) return bad;
    if (shipper.reserves.regular < taken.regular || shipper.reserves.elite < taken.elite) return code('NOT_HELD', 'not that many forces in reserves');
  } else if (action.mode === 'reserves') {
    if (action.from) return 'a shipment from reserves has no source sector';
    if (decision.blocked && !decision.fremenSend) return code('NOT_ELIGIBLE', '1.14.05: the Guild cancelled your off-planet shipment this phase');
    const bad = spotProblem(action.to, 'destination');
    if (bad) return bad;
    if (shipper.reserves.regular < taken.regular || shipper.reserves.elite < taken.elite) return code('NOT_HELD', 'not that many forces in reserves');
    if (decision.fremenSend) {
      // 2.04.03 NATIVES: the Fremen have no off-planet reserves and no normal shipment; they send theirs instead.
      // 2.04.05: free, onto the Great Flat or within two territories of it.
      if (action.karama !== undefined) return 'the Fremen send for free: no Karama';
      if (territoryDistance(FREMEN_SEND_CENTRE, action.to!.territory) > FREMEN_SEND_RANGE)
        return code('OUT_OF_RANGE', `2.04.05: ${action.to!.territory} is more than two territories from the Great Flat`);
    }
  } else {
    if (action.mode === 'cross' && !decision.crossShip) return code('NOT_ELIGIBLE', '2.06.05.02: only the Guild and its ally may cross-ship');
    // 1.06.04: no shipping from the board back to reserves; only the Guild may (2.06.05.03).
    if (action.mode === 'off-planet' && !decision.offPlanet) return code('NOT_ELIGIBLE', '2.06.05.03: only the Guild may ship back to reserves');
    // HW.shipping: the Guild's cross-ship and its ship back to reserves also start from a homeworld garrison, and a
    // cross-ship may end on another faction's homeworld (not the shipper's ally's).
    const bad =
      (isHomeworldSpot(action.from) ? (action.from!.sector === 0 ? null : 'a homeworld has no sectors: use sector 0') : spotProblem(action.from, 'source')) ??
      (action.mode !== 'cross' ? null : isHomeworldSpot(action.to) ? homeworldProblem(me, decision, action) : spotProblem(action.to, 'destination'));
    if (bad) return bad;
    if (action.mode === 'off-planet' && (action.to || action.karama !== undefined)) return 'a shipment back to reserves names only its source';
    if (action.mode === 'cross' && action.to!.territory === action.from!.territory) return '2.06.05.02: cross-ship to another territory';
    const stack = board.forces.find((s) => s.faction === me && s.territory === action.from!.territory && s.sector === action.from!.sector);
    // RI.no-field: a concealed token moves as a force but is never shipped from the board.
    const token = stack ? tokensIn(board, me, stack.territory, stack.sector) : 0;
    if (!stack || stack.regular - token < forces.regular || stack.elite < forces.elite)
      return code('NOT_HELD', `not that many forces in ${action.from!.territory} sector ${action.from!.sector}`);
    if (inStorm(board, action.from!.territory, action.from!.sector)) return code('IN_STORM', '1.06.03.04: no shipping out of a sector in storm');
  }

  if (action.to) {
    for (const r of viewRules()) {
      const closed = r.closedToShipment?.(board, me, action.to.territory) ?? null;
      if (closed) return code('NOT_ELIGIBLE', closed);
    }
    const migrating = decision.stormMigration === true && action.mode === 'reserves';
    if (inStorm(board, action.to.territory, action.to.sector) && !migrating) return code('IN_STORM', '1.06.03.04: no shipping into a sector in storm');
    if (strongholdFull(board, action.to.territory, me))
      return code('OCCUPIED', `1.06.03.05: ${territory(action.to.territory).name} already holds two other players' forces`);
    // 2.02.13 FIGHTERS: the Bene Gesserit ship fighters, never into a territory where their advisors are.
    if (me === BG && sideIn(board, action.to.territory) === 'advisors')
      return code('OCCUPIED', `2.02.13: your advisors are in ${territory(action.to.territory).name}; fighters may not be shipped there`);
  }
  if (action.karama !== undefined && !(shipper.hand.includes(action.karama) && countsAsKarama(action.karama, me, shipper.advanced, board)))
    return code('NOT_HELD', `no Karama card ${action.karama} in hand`);
  if (action.karama !== undefined && shipper.karamaBlocked) return code('NOT_ELIGIBLE', 'CH.worthless.kull-wahad: you may play no Karama card this phase');
  const { cost } = quoteFor(board, shipper, action, decision.karamaCancelled);
  const fromAlly = action.allySpice ?? 0;
  if (!Number.isInteger(fromAlly) || fromAlly < 0) return 'allySpice must be a whole number, 0 or more';
  if (fromAlly > cost) return `the ally cannot pay more than the ${cost} spice the shipment costs`;
  if (fromAlly > shipper.allySupport) return code('INSUFFICIENT_SPICE', `1.10.02.06: your ally offers only ${shipper.allySupport} spice`);
  if (cost - fromAlly > shipper.spice)
    return code('INSUFFICIENT_SPICE', `the shipment costs ${cost} spice; you have ${shipper.spice}${fromAlly ? ` plus ${fromAlly} from your ally` : ''}`);
  return null;
}

/**
 * 2.04.17 STORM MIGRATION: Fremen sent into a sector in storm lose half of them (rounded up, ordinary forces first,
 * as in 2.04.16), where the storm destroys forces at all (not in a sheltered territory).
 */
function migrationLosses(ctx: Context, to: { territory: TerritoryId; sector: number }, sent: ForceCount): void {
  if (!inStorm(ctx.state, to.territory, to.sector) || protectedFromStorm(ctx.state, to.territory)) return;
  const lost = Math.ceil((sent.regular + sent.elite) / 2);
  const regular = Math.min(lost, sent.regular);
  removeForces(ctx.state, { faction: 'fremen', ...to }, { regular, elite: lost - regular, advisors: 0 }, 'tanks');
  ctx.emit({ type: 'storm-migration', territory: to.territory, sector: to.sector, sent: sent.regular + sent.elite, lost });
}

/** Takes the cost from the shipper (and `fromAlly` of it from the ally, 1.10.02.06) and pays the recipient. */
function payForShipment(ctx: Context, shipper: Faction, quote: Quote, fromAlly: number): number {
  ctx.ownFaction(shipper).spice -= quote.cost - fromAlly;
  if (fromAlly > 0) {
    const ally = allyOf(ctx.state, shipper)!;
    if (paidFromSpice(ctx.state)) ctx.ownFaction(ally).spice -= fromAlly;
    const round = shipmentRound(ctx.state);
    round.support[ally] = (round.support[ally] ?? 0) - fromAlly;
  }
  // 1.06.03.02 PAYMENT: shipping spice goes to the Spice Bank (it leaves the shipper), unless 2.06.04 applies.
  // 2.06.04: the Guild receives shipping payments behind its shield; otherwise the spice returns to the bank.
  // LS.bureaucrat.normal, LS.spice-banker.normal: the shipper's payment, ally's part included.
  // HW.junction.low, HW.junction.occupied: on Junction's low face the Guild keeps half.
  if (quote.paidTo === 'guild' && ctx.state.factions.guild) {
    const reaches = pay(ctx, shipper, 'guild', quote.cost, 'junction').reaches;
    receive(ctx, 'guild', reaches, 'junction');
    return reaches;
  }
  if (quote.cost > 0) pay(ctx, shipper, 'bank', quote.cost);
  return 0;
}

/** 2.02.05: another faction shipping from off-planet (the Fremen send is not a shipment from off-planet). */
function triggersAdvisors(ctx: Context, shipper: Faction, action: ShipAction): boolean {
  const bg = ctx.state.factions['bene-gesserit'];
  // HW.shipping: no advisor goes along to a homeworld.
  return (
    action.mode === 'reserves' &&
    !isHomeworldSpot(action.to) &&
    // HW.wallach-ix.low: none while Wallach IX shows its low face.
    spiritualAdvisorTerms(ctx.state).barred !== true &&
    shipper !== 'bene-gesserit' &&
    shipper !== 'fremen' &&
    bg !== undefined &&
    bg.reserves.regular + bg.reserves.elite > 0
  );
}

export const ship: ActionHandler<'ship'> = {
  type: 'ship',
  rule: '1.06.03',
  check(state, decision, action) {
    return shipmentProblem(state, shipperOf(state, decision.seat, decision), decision, action);
  },
  apply(ctx, decision, action) {
    const me = decision.seat;
    const round = shipmentRound(ctx.state);
    ctx.close(decision);
    round.stage = 'move';
    if (action.mode === 'pass') {
      ctx.emit({ type: 'shipment-passed', faction: me });
      return;
    }
    const quote = quoteFor(ctx.state, shipperOf(ctx.state, me, decision), action, decision.karamaCancelled);
    const count = action.count!;
    const elite = action.elite ?? 0;
    const forces = { regular: count - elite, elite };
    if (action.karama !== undefined) playCard(ctx, me, action.karama, '3.01.11.03');
    const allyPaid = action.allySpice ?? 0;
    const received = payForShipment(ctx, me, quote, allyPaid);
    const fs = ctx.ownFaction(me);
    let arrival: NoticedArrival = [];
    if (action.mode === 'reserves') {
      const taken = fromReserves(decision, action, forces);
      fs.reserves.regular -= taken.regular;
      fs.reserves.elite -= taken.elite;
      arrival = noticeArrival(ctx.state, { faction: me, to: action.to!, way: decision.fremenSend ? 'send' : 'shipment', from: null, count });
      addForces(ctx.state, { faction: me, ...action.to! }, forces);
      arrivalLanded(ctx, arrival);
    } else if (action.mode === 'cross' && action.to !== undefined && reservesAt(me, action.to.territory)) {
      // HW.junction.high: carried home, the forces are reserves again.
      removeForces(ctx.state, { faction: me, ...action.from! }, forces, 'reserves');
    } else if (action.mode === 'cross') {
      arrival = noticeArrival(ctx.state, { faction: me, to: action.to!, way: 'cross-ship', from: action.from!.territory, count });
      moveForces(ctx.state, me, action.from!, action.to!, forces);
      arrivalLanded(ctx, arrival);
    } else {
      // 2.06.05.03: back to reserves.
      removeForces(ctx.state, { faction: me, ...action.from! }, forces, 'reserves');
    }
    const paidTo = quote.cost === 0 ? null : quote.paidTo;
    ctx.emit({
      type: 'shipped',
      faction: me,
      mode: action.mode,
      from: action.from ?? null,
      to: action.to ?? null,
      count,
      elite,
      cost: quote.cost,
      allyPaid,
      paidTo,
      ...(action.noField === undefined ? {} : { noField: true as const }),
    });
    // 2.04.17: the storm takes its half once the forces have arrived.
    if (decision.stormMigration && action.mode === 'reserves') migrationLosses(ctx, action.to!, forces);
    if (action.to && advisorsInPlay(ctx.state)) round.shippedTo = { ...action.to };
    if (triggersAdvisors(ctx, me, action)) round.stage = 'advisor';
    arrivalTold(ctx, arrival);
    shipmentDone(ctx, decision, action, { cost: quote.cost, paidTo, received });
  },
  karama: {
    uses: (state, decision, action) => shipmentUses(state, shipperOf(state, decision.seat, decision), action),
    // 3.04: the retake may not cross-ship or ship back if that was cancelled; prices follow karamaCancelled.
    retake: (_state, decision) => {
      const { noFields, noFieldEscort, noFieldOpen, ...rest } = decision;
      const tokens =
        noFields && !isCancelled(decision, 'richese-no-field')
          ? { noFields, ...(noFieldEscort ? { noFieldEscort } : {}), ...(noFieldOpen ? { noFieldOpen } : {}) }
          : {};
      return {
        ...rest,
        crossShip: decision.crossShip && !isCancelled(decision, 'guild-cross-ship') && !isCancelled(decision, 'guild-ally-cross-ship'),
        offPlanet: decision.offPlanet && !isCancelled(decision, 'guild-off-planet'),
        // RI.no-field: cancelled, the shipment is retaken without a No-Field.
        ...tokens,
      };
    },
    // RI.no-field: a face-down token's value is Richese's secret; a window for its shipment shows only the abilities used.
    secret: (action) => action.noField !== undefined,
  },
};
