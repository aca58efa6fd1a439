// The homeworld cards' own effects (docs/rules/homeworlds.tsv, HW.<world>.high|low|occupied), that Karama cancels
// none of them (HW.karama) and that homeworlds never count for victory (HW.victory).
import { expect } from 'chai';
import { pendingDecisions, viewFor, type Action, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { homeworldHandlers } from '../../rooms/dune/plugins/homeworlds/handlers.ts';
import type { BiddingRound } from '../../rooms/dune/phases/bidding/types.ts';
import { revivalPhase } from '../../rooms/dune/phases/revival/index.ts';
import { collectionPhase } from '../../rooms/dune/phases/spice-collection/index.ts';
import { mentatPhase } from '../../rooms/dune/phases/mentat-pause/index.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { decisionOf, enterBattle, fight, give } from '../helpers/battle.ts';
import { enterPhase } from '../helpers/bidding.ts';
import { enterPhase as enterWith } from '../helpers/revival.ts';
import { passTurn, crossShip } from '../helpers/shipment.ts';
import { homeworldsBoard, occupy, reservesTo, sell, visit } from '../helpers/homeworlds.ts';
import type { TerritoryId } from '../../rooms/dune/types.ts';

const base = homeworldsBoard();
const advanced = homeworldsBoard(true);
const BG_TABLE: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'harkonnen'];
const bgBase = homeworldsBoard(false, BG_TABLE);

const spiceOf = (s: GameState, f: Faction) => s.factions[f]!.spice;
const eventsOf = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e) => e.type === type) as Extract<GameEvent, { type: T }>[];
const kinds = (s: GameState) => pendingDecisions(s).map((d) => d.kind);

/** Answers the Atreides' Prescience (nothing asked) when it is open. */
function skipPrescience(entered: { state: GameState }): GameState {
  const d = pendingDecisions(entered.state).find((x) => x.kind === 'prescience');
  return d ? act(entered.state, d.seat, { type: 'prescience', event: d.id, element: null }).state : entered.state;
}

/** Puts `count` of a faction's reserves onto the board: starred ones. */
function placeElite(s: GameState, faction: Faction, territory: TerritoryId, sector: number, count: number): void {
  s.factions[faction]!.reserves.elite -= count;
  addForces(s, { faction, territory, sector }, { elite: count });
}

/** Plays legal answers (first pick) until a decision of one of `kinds` is open. */
function playTo(state: GameState, ...kinds: string[]): GameState {
  for (let guard = 0; guard < 400; guard++) {
    const next = pendingDecisions(state)[0];
    if (!next || kinds.includes(next.kind)) return state;
    state = act(state, next.seat, legalAnswer(next, 0, viewFor(state, next.seat))).state;
  }
  throw new Error(`never reached ${kinds.join(' or ')}`);
}

/** The shipment phase entered, played (passing) until `seat` may ship. */
function shipTurn(s: GameState, seat: Faction): GameState {
  let state = enterPhase(s, 'shipment-movement');
  for (let guard = 0; guard < 30; guard++) {
    const d = pendingDecisions(state)[0]!;
    if (d.seat === seat && d.kind === 'ship') return state;
    // The Guild offers no cross-planet shipping (HW.junction.high) unless a test says otherwise.
    state =
      d.kind === 'wormsign'
        ? act(state, d.seat, { type: 'wormsign', event: d.id, look: false }).state
        : d.kind === 'junction-offers'
          ? act(state, d.seat, { type: 'junction-offers', event: d.id, offers: {} }).state
          : passTurn(state, d.seat);
  }
  throw new Error(`${seat} never ships`);
}

/** The Harkonnen buy the card up for bid at 1, Karama windows left open: the events. */
function harkonnenBuys(state: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 20 && !events.some((e) => e.type === 'card-bought'); guard++) {
    const bid = decisionOf(state, 'bid');
    const amount = bid.seat === 'harkonnen' ? bid.highBid + 1 : bid.highBid === 0 && bid.eligible ? 1 : 0;
    const next = act(state, bid.seat, { type: 'bid', event: bid.id, amount }, { karama: 'open' });
    state = next.state;
    events.push(...next.events);
  }
  return events;
}

const shipTo = (state: GameState, seat: Faction, territory: TerritoryId, sector: number, count: number) =>
  act(state, seat, { type: 'ship', event: decisionOf(state, 'ship', seat).id, mode: 'reserves', to: { territory, sector }, count });

/** An Atreides battle in Arrakeen (5 Atreides, 3 Harkonnen) after `edit`, won by the Atreides. */
function atreidesWin(edit: (s: GameState) => void = () => {}) {
  const state = skipPrescience(
    enterBattle(base, (s) => {
      visit(s, 'atreides', 'arrakeen', 5, 9);
      visit(s, 'harkonnen', 'arrakeen', 3, 9);
      edit(s);
    }),
  );
  return fight(state, { atreides: { leader: 'thufir-hawat', dial: 2 }, harkonnen: { leader: 'umman-kudu', dial: 1 } });
}

describe('engine: the homeworld cards’ effects (docs/rules/homeworlds.tsv)', () => {
  describe('Caladan (Atreides)', () => {
    it('HW.caladan.high: after winning a battle the Atreides may add one force from reserves where a force of theirs is left', () => {
      const won = atreidesWin();
      expect(eventsOf(won.events, 'battle-resolved')[0]).to.include({ winner: 'atreides' });
      const d = decisionOf(won.state, 'caladan-reinforce', 'atreides');
      expect(d).to.deep.include({ territory: 'arrakeen', sectors: [9] });
      expectRejected(won.state, 'atreides', { type: 'caladan-reinforce', event: d.id, sector: 10 }, 'INVALID_CHOICE');
      const reserves = won.state.factions.atreides!.reserves.regular;
      const r = act(won.state, 'atreides', { type: 'caladan-reinforce', event: d.id, sector: 9 });
      expect(r.state.forces).to.deep.include({ faction: 'atreides', territory: 'arrakeen', sector: 9, regular: 4, elite: 0, advisors: 0 });
      expect(r.state.factions.atreides!.reserves.regular).to.equal(reserves - 1);
      expect(eventsOf(r.events, 'caladan-reinforced')).to.have.length(1);
      expect(custodyProblems(r.state)).to.deep.equal([]);
      const declined = act(won.state, 'atreides', { type: 'caladan-reinforce', event: d.id, sector: null });
      expect(declined.state.factions.atreides!.reserves.regular).to.equal(reserves);
      // Caladan low (5 natives): no offer.
      const low = atreidesWin((s) => reservesTo(s, 'atreides', { regular: 5 }));
      expect(kinds(low.state)).to.not.include('caladan-reinforce');
    });

    it('HW.caladan.low: the Atreides may not look at the top of the Spice Deck (2.01.07) while Caladan is low', () => {
      expect(kinds(enterPhase(base, 'shipment-movement'))).to.include('wormsign');
      const low = enterPhase(base, 'shipment-movement', (s) => reservesTo(s, 'atreides', { regular: 5 }));
      expect(kinds(low)).to.not.include('wormsign');
      // Straight on to the shipments (the Guild's Junction offers, while Junction is high, come first).
      expect(kinds(low)[0]).to.be.oneOf(['ship', 'junction-offers']);
    });

    it('HW.caladan.occupied: the occupier sees each card up for bid, privately, even when a Karama blinds the Atreides', () => {
      const state = enterPhase(base, 'bidding', (s) => occupy(s, 'caladan', 'harkonnen'));
      const round = state.round as BiddingRound;
      const card = round.row[0]!;
      const seen = (s: GameState, f: Faction) => viewFor(s, f).private!.round;
      expect(seen(state, 'harkonnen')).to.include({ cardUp: card });
      expect(seen(state, 'atreides')).to.include({ cardUp: card });
      expect(seen(state, 'emperor')).to.include({ cardUp: null });
      expect(JSON.stringify(viewFor(state, 'spectator'))).to.not.include(card);
      const blind = structuredClone(state);
      (blind.round as BiddingRound).atreidesBlind = true;
      expect(seen(blind, 'harkonnen')).to.include({ cardUp: card });
      expect(seen(blind, 'atreides')).to.include({ cardUp: null });
    });
  });

  describe('Wallach IX (Bene Gesserit)', () => {
    const atShipment = (edit: (s: GameState) => void = () => {}) => {
      const state = shipTurn(structuredClone(bgBase), 'atreides');
      const s = structuredClone(state);
      edit(s);
      return shipTo(s, 'atreides', 'arrakeen', 9, 2).state;
    };

    it('HW.wallach-ix.high: with another faction’s shipment the Bene Gesserit may send 2 to the Polar Sink', () => {
      const state = atShipment();
      const d = decisionOf(state, 'spiritual-advisor', 'bene-gesserit');
      expect(d).to.include({ max: 2 });
      expectRejected(state, 'bene-gesserit', { type: 'spiritual-advisor', event: d.id, send: true, count: 3 } as Action, 'INVALID_CHOICE');
      const r = act(state, 'bene-gesserit', { type: 'spiritual-advisor', event: d.id, send: true, count: 2 });
      expect(r.state.forces).to.deep.include({ faction: 'bene-gesserit', territory: 'polar-sink', sector: 0, regular: 2, elite: 0, advisors: 0 });
      expect(eventsOf(r.events, 'advisor-sent')[0]).to.include({ count: 2 });
      expect(custodyProblems(r.state)).to.deep.equal([]);
    });

    it('HW.wallach-ix.low: the Bene Gesserit send no spiritual advisors while Wallach IX is low', () => {
      const state = atShipment((s) => reservesTo(s, 'bene-gesserit', { regular: 10 }));
      expect(kinds(state)).to.not.include('spiritual-advisor');
      expect(decisionOf(state, 'move', 'atreides')).to.not.equal(undefined);
    });

    it('HW.wallach-ix.occupied: the occupier and its ally are immune to the Voice', () => {
      const battle = (edit: (s: GameState) => void) =>
        skipPrescience(
          enterBattle(bgBase, (s) => {
            visit(s, 'atreides', 'arrakeen', 3, 9);
            visit(s, 'bene-gesserit', 'arrakeen', 3, 9);
            edit(s);
          }),
        );
      expect(kinds(battle(() => {}))).to.include('voice');
      expect(kinds(battle((s) => occupy(s, 'wallach-ix', 'atreides')))).to.not.include('voice');
      const allied = battle((s) => {
        occupy(s, 'wallach-ix', 'emperor');
        s.alliances = [['atreides', 'emperor']];
      });
      expect(kinds(allied)).to.not.include('voice');
      expect(kinds(battle((s) => occupy(s, 'wallach-ix', 'emperor')))).to.include('voice');
    });
  });

  describe('Kaitain (Emperor)', () => {
    it('HW.kaitain.high: at the end of bidding the Emperor may pay 2 a card to the bank to discard cards', () => {
      const state = playTo(
        enterPhase(base, 'bidding', (s) => give(s, 'emperor', 'lasgun', 'karama-1')),
        'kaitain-discard',
      );
      expect(state.step).to.equal('over');
      const d = decisionOf(state, 'kaitain-discard', 'emperor');
      expect(d).to.include({ cost: 2 });
      const poor = structuredClone(state);
      poor.factions.emperor!.spice = 3;
      expectRejected(poor, 'emperor', { type: 'kaitain-discard', event: d.id, cards: ['lasgun', 'karama-1'] }, 'INSUFFICIENT_SPICE');
      expectRejected(state, 'emperor', { type: 'kaitain-discard', event: d.id, cards: ['shield-1'] }, 'NOT_HELD');
      const r = act(poor, 'emperor', { type: 'kaitain-discard', event: d.id, cards: ['karama-1'] });
      expect(r.state.factions.emperor!.spice).to.equal(1);
      expect(r.state.factions.emperor!.hand).to.not.include('karama-1');
      expect(r.state.decks.treacheryDiscard).to.include('karama-1');
      expect(eventsOf(r.events, 'kaitain-discarded')[0]).to.deep.include({ cards: ['karama-1'], cost: 2 });
      // The phase is over: CHOAM's market at its end.
      expect(r.state.step).to.equal('phase-end');
      // Kaitain low: the bidding ends without the offer.
      const low = playTo(
        enterPhase(base, 'bidding', (s) => {
          give(s, 'emperor', 'lasgun');
          reservesTo(s, 'emperor', { regular: 4, elite: 0 });
        }),
        'kaitain-discard',
        'choam-market',
      );
      expect(kinds(low)).to.deep.equal(['choam-market']);
    });

    it('HW.kaitain.low: the Emperor collects half (rounded up) of a treachery payment; the rest goes to the bank', () => {
      const state = enterPhase(base, 'bidding', (s) => reservesTo(s, 'emperor', { regular: 4, elite: 0 }));
      const r = sell(state, 'atreides', 5);
      expect(spiceOf(r.state, 'emperor')).to.equal(spiceOf(state, 'emperor') + 3);
      expect(spiceOf(r.state, 'atreides')).to.equal(spiceOf(state, 'atreides') - 5);
      expect(eventsOf(r.events, 'payment-shared')[0]).to.deep.include({ world: 'kaitain', amount: 5, kept: 3, share: 2, to: 'bank' });
      // High: the whole payment.
      expect(spiceOf(sell(enterPhase(base, 'bidding'), 'atreides', 5).state, 'emperor')).to.equal(15);
    });

    it('HW.kaitain.occupied: the occupier collects the other half (rounded down), even of its own payment', () => {
      const state = enterPhase(base, 'bidding', (s) => occupy(s, 'kaitain', 'harkonnen'));
      const r = sell(state, 'atreides', 5);
      expect(spiceOf(r.state, 'emperor')).to.equal(spiceOf(state, 'emperor') + 3);
      expect(spiceOf(r.state, 'harkonnen')).to.equal(spiceOf(state, 'harkonnen') + 2);
      const own = sell(state, 'harkonnen', 5);
      expect(spiceOf(own.state, 'emperor')).to.equal(spiceOf(state, 'emperor') + 3);
      expect(spiceOf(own.state, 'harkonnen')).to.equal(spiceOf(state, 'harkonnen') - 3);
      expect(eventsOf(own.events, 'payment-shared')[0]).to.deep.include({ kept: 3, share: 2, to: 'harkonnen' });
    });
  });

  describe('Salusa Secundus (Emperor, Advanced game)', () => {
    /** The Emperor (Bashar, 2 Sardaukar dialed, no spice) against the Atreides (Duncan Idaho, nothing dialed). */
    const sardaukarTotal = (edit: (s: GameState) => void = () => {}): number => {
      const state = skipPrescience(
        enterBattle(advanced, (s) => {
          placeElite(s, 'emperor', 'arrakeen', 9, 2);
          visit(s, 'atreides', 'arrakeen', 2, 9);
          edit(s);
        }),
      );
      const r = fight(state, { emperor: { leader: 'bashar', dial: 2, elite: 2, spice: 0 }, atreides: { leader: 'duncan-idaho', dial: 0, spice: 0 } });
      return eventsOf(r.events, 'battle-resolved')[0]!.totals.emperor!;
    };

    it('HW.salusa-secundus.high: Sardaukar count at full strength without spice', () => {
      // 3 Sardaukar on Salusa Secundus: high. 2 + 2 Sardaukar × 2.
      expect(sardaukarTotal()).to.equal(6);
      // 1 left there: low, and unspiced Sardaukar count half: 2 + 2 × ½ × 2.
      expect(sardaukarTotal((s) => reservesTo(s, 'emperor', { regular: s.factions.emperor!.reserves.regular, elite: 1 }))).to.equal(4);
    });

    it('HW.salusa-secundus.low: Sardaukar may not be revived for free (they may be paid for)', () => {
      const revive = (elite: number) => {
        const s = structuredClone(advanced);
        reservesTo(s, 'emperor', { regular: s.factions.emperor!.reserves.regular, elite });
        return enterWith(s, 'revival', revivalPhase).state;
      };
      const low = revive(1);
      const d = decisionOf(low, 'revive', 'emperor');
      expect(d).to.include({ freeRevival: 0 });
      const spice = spiceOf(low, 'emperor');
      const paid = act(low, 'emperor', { type: 'revive', event: d.id, forces: { regular: 0, elite: 1 }, leader: null, ghola: null });
      expect(spiceOf(paid.state, 'emperor')).to.equal(spice - 2);
      const high = revive(2);
      expect(decisionOf(high, 'revive', 'emperor')).to.include({ freeRevival: 1 });
      const free = act(high, 'emperor', {
        type: 'revive',
        event: decisionOf(high, 'revive', 'emperor').id,
        forces: { regular: 0, elite: 1 },
        leader: null,
        ghola: null,
      });
      expect(spiceOf(free.state, 'emperor')).to.equal(spice);
    });

    it('HW.salusa-secundus.occupied: the Sardaukar lose their advantage and count as one force', () => {
      // Occupied (low face too): 2 + 2 unspiced Sardaukar × ½ × 1.
      expect(sardaukarTotal((s) => occupy(s, 'salusa-secundus', 'harkonnen'))).to.equal(3);
    });
  });

  describe('Southern Hemisphere (Fremen)', () => {
    const fremenRevival = (edit: (s: GameState) => void = () => {}) => {
      const s = structuredClone(advanced);
      visit(s, 'fremen', 'sietch-tabr', 2, 13);
      s.factions.fremen!.reserves.elite -= 1;
      s.factions.fremen!.tanks.elite += 1;
      edit(s);
      const state = enterWith(s, 'revival', revivalPhase).state;
      const d = decisionOf(state, 'revive', 'fremen');
      return { d, ...act(state, 'fremen', { type: 'revive', event: d.id, forces: { regular: 0, elite: 1 }, leader: null, ghola: null }) };
    };

    it('HW.southern-hemisphere.high: a revived Fedaykin may be placed at once where the Fremen have forces', () => {
      const { state } = fremenRevival();
      const d = decisionOf(state, 'fedaykin-placement', 'fremen');
      expect(d).to.deep.include({ count: 1, spots: [{ territory: 'sietch-tabr', sector: 13 }] });
      expectRejected(state, 'fremen', { type: 'fedaykin-placement', event: d.id, to: { territory: 'arrakeen', sector: 9 }, count: 1 }, 'INVALID_CHOICE');
      expectRejected(state, 'fremen', { type: 'fedaykin-placement', event: d.id, to: { territory: 'sietch-tabr', sector: 13 }, count: 2 }, 'OVER_LIMIT');
      const r = act(state, 'fremen', { type: 'fedaykin-placement', event: d.id, to: { territory: 'sietch-tabr', sector: 13 }, count: 1 });
      expect(r.state.forces).to.deep.include({ faction: 'fremen', territory: 'sietch-tabr', sector: 13, regular: 2, elite: 1, advisors: 0 });
      expect(custodyProblems(r.state)).to.deep.equal([]);
    });

    it('HW.southern-hemisphere.low: no penalty: the low face only adds its free revival; no placement is offered', () => {
      const { d, state } = fremenRevival((s) => reservesTo(s, 'fremen', { regular: 0, elite: 1 }));
      expect(d).to.include({ freeRevival: 4 });
      expect(kinds(state)).to.not.include('fedaykin-placement');
      // Collection unchanged (no occupier).
      const s = structuredClone(base);
      reservesTo(s, 'fremen', { regular: 1, elite: 0 });
      visit(s, 'fremen', 'the-great-flat', 1, 14);
      s.spice = [{ territory: 'the-great-flat', sector: 14, amount: 5 }];
      expect(spiceOf(enterWith(s, 'spice-collection', collectionPhase).state, 'fremen')).to.equal(spiceOf(s, 'fremen') + 2);
    });

    it('HW.southern-hemisphere.occupied: half (rounded down) of the Fremen’s collection, the phase total, goes to the occupier', () => {
      const s = structuredClone(base);
      visit(s, 'fremen', 'the-great-flat', 2, 14);
      visit(s, 'fremen', 'funeral-plain', 2, 14);
      s.spice = [
        { territory: 'the-great-flat', sector: 14, amount: 3 },
        { territory: 'funeral-plain', sector: 14, amount: 3 },
      ];
      occupy(s, 'southern-hemisphere', 'atreides');
      const { state, events } = enterWith(s, 'spice-collection', collectionPhase);
      // 6 collected: 3 to Caladan's natives' owner (per territory, rounding down, it would be 2).
      expect(spiceOf(state, 'fremen')).to.equal(spiceOf(s, 'fremen') + 3);
      expect(spiceOf(state, 'atreides')).to.equal(spiceOf(s, 'atreides') + 3);
      expect(eventsOf(events, 'collection-shared')[0]).to.deep.include({ faction: 'atreides', amount: 3 });
    });
  });

  describe('Giedi Prime (Harkonnen)', () => {
    const collect = (edit: (s: GameState) => void) => {
      const s = structuredClone(base);
      visit(s, 'harkonnen', 'the-great-flat', 1, 14);
      visit(s, 'harkonnen', 'funeral-plain', 1, 14);
      s.spice = [
        { territory: 'the-great-flat', sector: 14, amount: 2 },
        { territory: 'funeral-plain', sector: 14, amount: 2 },
      ];
      edit(s);
      const r = enterWith(s, 'spice-collection', collectionPhase);
      return { gain: spiceOf(r.state, 'harkonnen') - spiceOf(s, 'harkonnen'), events: r.events };
    };

    it('HW.giedi-prime.high: the Harkonnen take 2 from the bank for collecting spice in the desert, once a phase', () => {
      const r = collect(() => {});
      expect(r.gain).to.equal(4 + 2);
      expect(eventsOf(r.events, 'giedi-bonus')).to.have.length(1);
      expect(collect((s) => (s.spice = [])).gain).to.equal(0);
    });

    it('HW.giedi-prime.low: no penalty: collection and the free card as usual', () => {
      expect(collect((s) => reservesTo(s, 'harkonnen', { regular: 6 })).gain).to.equal(4);
      const state = enterPhase(base, 'bidding', (s) => reservesTo(s, 'harkonnen', { regular: 6 }));
      const r = sell(state, 'harkonnen', 2);
      expect(r.state.factions.harkonnen!.hand).to.have.length(2);
      expect(eventsOf(r.events, 'top-card-drawn')[0]).to.include({ faction: 'harkonnen' });
    });

    it('HW.giedi-prime.occupied: the occupier (or its ally, as the occupier chooses) gains the Harkonnen’s free card', () => {
      const state = enterPhase(base, 'bidding', (s) => occupy(s, 'giedi-prime', 'atreides'));
      const r = sell(state, 'harkonnen', 2);
      expect(r.state.factions.harkonnen!.hand).to.have.length(1);
      expect(r.state.factions.atreides!.hand).to.have.length(1);
      const received = eventsOf(r.events, 'card-received').find((e) => e.from === 'top-card')!;
      expect(received.visibleTo).to.equal('atreides');
      expect(eventsOf(r.events, 'top-card-drawn')[0]).to.include({ faction: 'atreides' });
      expect(custodyProblems(r.state)).to.deep.equal([]);
      // With an ally (both with room): the occupier chooses; a full hand is never offered.
      const allied = enterPhase(base, 'bidding', (s) => {
        occupy(s, 'giedi-prime', 'atreides');
        s.alliances = [['atreides', 'emperor']];
      });
      const sold = sell(allied, 'harkonnen', 2).state;
      const d = decisionOf(sold, 'giedi-card', 'atreides');
      expect(d.options).to.deep.equal(['atreides', 'emperor']);
      const given = act(sold, 'atreides', { type: 'giedi-card', event: d.id, to: 'emperor' }).state;
      expect(given.factions.emperor!.hand).to.have.length(1);
      expect(given.factions.atreides!.hand).to.have.length(0);
      const full = sell(
        enterPhase(base, 'bidding', (s) => {
          occupy(s, 'giedi-prime', 'atreides');
          s.alliances = [['atreides', 'emperor']];
          give(s, 'atreides', 'shield-1', 'shield-2', 'snooper-1', 'snooper-2');
        }),
        'harkonnen',
        2,
      ).state;
      expect(kinds(full)).to.not.include('giedi-card');
      expect(full.factions.emperor!.hand).to.have.length(1);
    });
  });

  describe('Junction (Spacing Guild)', () => {
    it('HW.junction.low: the Guild collects half (rounded up) of shipping payments; the rest goes to the bank', () => {
      const state = shipTurn(
        (() => {
          const s = structuredClone(base);
          reservesTo(s, 'guild', { regular: 4 });
          return s;
        })(),
        'atreides',
      );
      const r = shipTo(state, 'atreides', 'arrakeen', 9, 3);
      expect(spiceOf(r.state, 'guild')).to.equal(spiceOf(state, 'guild') + 2);
      expect(eventsOf(r.events, 'payment-shared')[0]).to.deep.include({ world: 'junction', amount: 3, kept: 2, share: 1, to: 'bank' });
      // High: all of it.
      const high = shipTurn(structuredClone(base), 'atreides');
      expect(spiceOf(shipTo(high, 'atreides', 'arrakeen', 9, 3).state, 'guild')).to.equal(spiceOf(high, 'guild') + 3);
    });

    it('HW.junction.high: the Guild offers cross-planet shipping at half or full price, even to and from homeworlds, its own included', () => {
      const s = structuredClone(base);
      visit(s, 'atreides', 'giedi-prime', 3);
      visit(s, 'atreides', 'arrakeen', 2, 9);
      let state = enterPhase(s, 'shipment-movement');
      for (let d = pendingDecisions(state)[0]!; d.kind !== 'junction-offers'; d = pendingDecisions(state)[0]!)
        state = d.kind === 'wormsign' ? act(state, d.seat, { type: 'wormsign', event: d.id, look: false }).state : passTurn(state, d.seat);
      const offer = decisionOf(state, 'junction-offers', 'guild');
      expect(offer.factions).to.include('atreides').and.not.include('guild');
      const offered = act(state, 'guild', { type: 'junction-offers', event: offer.id, offers: { atreides: 'half' } });
      expect(offered.events.find((e) => e.type === 'junction-offered')).to.deep.include({ offers: { atreides: 'half' } });
      state = offered.state;
      for (let d = pendingDecisions(state)[0]!; !(d.seat === 'atreides' && d.kind === 'ship'); d = pendingDecisions(state)[0]!)
        state = d.kind === 'wormsign' ? act(state, d.seat, { type: 'wormsign', event: d.id, look: false }).state : passTurn(state, d.seat);
      const ship = decisionOf(state, 'ship', 'atreides');
      expect(ship).to.deep.include({ crossShip: true, junction: 'half' });
      expect(ship.homeworlds).to.include('caladan');
      // Its own homeworld is for forces carried home, never for its reserves (they are there already).
      expectRejected(state, 'atreides', { type: 'ship', event: ship.id, mode: 'reserves', to: { territory: 'caladan', sector: 0 }, count: 1 }, 'NOT_ELIGIBLE');
      const guild = spiceOf(state, 'guild');
      // From a homeworld garrison onto Arrakis: Arrakeen is a stronghold, 3 at 1 each, halved: 2, to the Guild.
      const out = act(state, 'atreides', crossShip(ship.id, ['giedi-prime', 0], ['arrakeen', 9], 3));
      expect(spiceOf(out.state, 'guild')).to.equal(guild + 2);
      expect(out.state.forces.find((x) => x.faction === 'atreides' && x.territory === 'arrakeen')).to.include({ regular: 5 });
      // Home: Arrakeen to Caladan, 2 at 1 each, halved: 1; the forces are reserves again.
      const home = act(state, 'atreides', crossShip(ship.id, ['arrakeen', 9], ['caladan', 0], 2));
      expect(home.state.factions.atreides!.reserves.regular).to.equal(state.factions.atreides!.reserves.regular + 2);
      expect(home.state.forces.some((x) => x.faction === 'atreides' && x.territory === 'caladan')).to.equal(false);
      for (const r of [out, home]) expect(custodyProblems(r.state)).to.deep.equal([]);
      // Junction low: no offer is made.
      const low = structuredClone(base);
      reservesTo(low, 'guild', { regular: 4 });
      let lowState = enterPhase(low, 'shipment-movement');
      for (let d = pendingDecisions(lowState)[0]; d && d.kind !== 'ship'; d = pendingDecisions(lowState)[0])
        lowState = d.kind === 'wormsign' ? act(lowState, d.seat, { type: 'wormsign', event: d.id, look: false }).state : passTurn(lowState, d.seat);
      expect(pendingDecisions(lowState).some((d) => d.kind === 'junction-offers')).to.equal(false);
    });

    it('HW.junction.occupied: the occupier collects the other half (rounded down) of shipping payments, its own too', () => {
      const occupied = structuredClone(base);
      occupy(occupied, 'junction', 'harkonnen');
      const state = shipTurn(occupied, 'atreides');
      const r = shipTo(state, 'atreides', 'arrakeen', 9, 3);
      expect(spiceOf(r.state, 'guild')).to.equal(spiceOf(state, 'guild') + 2);
      expect(spiceOf(r.state, 'harkonnen')).to.equal(spiceOf(state, 'harkonnen') + 1);
      const own = shipTurn(occupied, 'harkonnen');
      const paid = shipTo(own, 'harkonnen', 'carthag', 10, 3);
      expect(spiceOf(paid.state, 'harkonnen')).to.equal(spiceOf(own, 'harkonnen') - 2);
      expect(spiceOf(paid.state, 'guild')).to.equal(spiceOf(own, 'guild') + 2);
    });
  });

  it('HW.karama: no homeworld effect opens a Karama window (Karama cancels none of them)', () => {
    // None of the cards' own decisions uses a ✷ ability.
    for (const handler of Object.values(homeworldHandlers)) expect(handler, handler.type).to.not.have.property('karama');
    const karamas = (s: GameState) => {
      for (const [f, card] of [
        ['atreides', 'karama-1'],
        ['fremen', 'karama-2'],
        ['guild', 'shield-1'],
      ] as const)
        give(s, f, card);
    };
    // The Caladan reinforcement, with cards in every other hand.
    const won = atreidesWin(karamas);
    const d = decisionOf(won.state, 'caladan-reinforce', 'atreides');
    const r = act(won.state, 'atreides', { type: 'caladan-reinforce', event: d.id, sector: 9 }, { karama: 'open' });
    expect(eventsOf(r.events, 'karama-window-opened')).to.deep.equal([]);
    // Giedi Prime occupied: the free card is the occupier's, with no window (the Harkonnen's own card had one).
    const table: Faction[] = ['atreides', 'harkonnen', 'fremen', 'guild'];
    const noEmperor = (edit: (s: GameState) => void) => enterPhase(homeworldsBoard(false, table), 'bidding', edit);
    const occupied = noEmperor((s) => {
      karamas(s);
      occupy(s, 'giedi-prime', 'atreides');
    });
    const events = harkonnenBuys(occupied);
    expect(eventsOf(events, 'card-bought')[0]).to.include({ faction: 'harkonnen' });
    expect(eventsOf(events, 'karama-window-opened')).to.deep.equal([]);
    expect(eventsOf(events, 'top-card-drawn')[0]).to.include({ faction: 'atreides' });
    // The Harkonnen's own free card still opens one.
    const ownSale = harkonnenBuys(noEmperor(karamas));
    expect(eventsOf(ownSale, 'karama-window-opened')).to.have.length(1);
  });

  it('HW.victory: homeworlds never count for victory: occupying them wins nothing at the Mentat Pause', () => {
    const s = structuredClone(base);
    occupy(s, 'caladan', 'harkonnen');
    occupy(s, 'kaitain', 'harkonnen');
    occupy(s, 'junction', 'harkonnen');
    visit(s, 'harkonnen', 'carthag', 1, 10);
    visit(s, 'harkonnen', 'arrakeen', 1, 9);
    const { state, events } = enterWith(s, 'mentat-pause', mentatPhase);
    expect(state.victory).to.equal(null);
    expect(eventsOf(events, 'war-continues')).to.have.length(1);
    const won = structuredClone(s);
    visit(won, 'harkonnen', 'tueks-sietch', 1, 4);
    expect(enterWith(won, 'mentat-pause', mentatPhase).state.victory).to.deep.include({ winners: ['harkonnen'], kind: 'strongholds' });
  });
});
