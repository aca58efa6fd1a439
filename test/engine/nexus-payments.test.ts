// The Nexus Betrayals that take back a payment just made (plugins/nexus-cards/effects/payments.ts): the Guild's, a
// shipment's payment to the holder; Richese's, the payment of its sale lost or the card it bought discarded.
import { expect } from 'chai';
import { applyAction, pendingDecisions, viewFor, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { act, clearedBoard, playPhase } from '../helpers/engine.ts';
import { enterPhase } from '../helpers/bidding.ts';
import { give } from '../helpers/battle.ts';
import { decisionOf } from '../helpers/battle.ts';
import { giveNexus, hold } from '../helpers/nexus-cards.ts';
import { answer, cacheLot, richeseBidding } from '../helpers/richese.ts';
import { atEmptyShipment } from '../helpers/shipment.ts';
import type { NexusFreeAction } from '../../rooms/dune/plugins/nexus-cards/types.ts';

const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
const restores = (s: GameState) => checkGameState(JSON.parse(JSON.stringify(s))).ok;
const play = (s: GameState, seat: Faction, action: Omit<NexusFreeAction, 'type'>) => act(s, seat, { type: 'nexus-card', ...action } as never);
const refused = (s: GameState, seat: Faction, action: Omit<NexusFreeAction, 'type'>) => {
  const r = applyAction(s, seat, { type: 'nexus-card', ...action } as never);
  return r.ok ? null : r.error.message;
};

describe('The Nexus Betrayals of a payment (plugins/nexus-cards/effects/payments.ts)', () => {
  it('NX.guild.betrayal just after a shipment is paid for, the holder takes its payment from the Guild; once', () => {
    const s0 = atEmptyShipment(['emperor', 'fremen', 'harkonnen', 'guild'], false, (x) => giveNexus(x, 'fremen', 'guild'), {
      modules: ['nexus-cards'],
    });
    // Before any shipment there is nothing to take.
    expect(refused(s0, 'fremen', { effect: 'guild-betrayal' })).to.match(/just after a shipment/);
    const ship = decisionOf(s0, 'ship', 'emperor');
    const shipped = act(s0, 'emperor', { type: 'ship', event: ship.id, mode: 'reserves', to: { territory: 'arrakeen', sector: 9 }, count: 3 } as never);
    const s1 = shipped.state;
    expect(typed(shipped.events, 'shipped')[0]).to.include({ cost: 3, paidTo: 'guild' });
    expect(viewFor(s1, 'spectator').nexusCards!.lastPaid).to.deep.equal({ for: 'shipment', payer: 'emperor', amount: 3, paidTo: 'guild' });
    const before = { fremen: s1.factions.fremen!.spice, guild: s1.factions.guild!.spice };
    const r = play(s1, 'fremen', { effect: 'guild-betrayal' });
    expect(typed(r.events, 'nexus-payment-taken')).to.deep.equal([{ type: 'nexus-payment-taken', faction: 'fremen', from: 'guild', amount: 3 }]);
    expect(r.state.factions.fremen!.spice).to.equal(before.fremen + 3);
    expect(r.state.factions.guild!.spice).to.equal(before.guild - 3);
    expect(r.state.nexusCards!.held.fremen).to.equal(undefined);
    expect(r.state.nexusCards!.lastPaid).to.equal(undefined);
    expect(restores(r.state)).to.equal(true);
    // The same payment is not taken twice.
    giveNexus(r.state, 'harkonnen', 'guild');
    expect(refused(r.state, 'harkonnen', { effect: 'guild-betrayal' })).to.match(/just after a shipment/);
  });

  it('NX.guild.betrayal a payment to the bank (the Guild’s own shipment) is taken from the bank; the next phase forgets it', () => {
    const s0 = atEmptyShipment(
      ['guild', 'fremen', 'harkonnen', 'emperor'],
      false,
      (x) => {
        x.firstPlayer = 'guild';
        giveNexus(x, 'harkonnen', 'guild');
      },
      { modules: ['nexus-cards'] },
    );
    const ship = decisionOf(s0, 'ship', 'guild');
    const s1 = act(s0, 'guild', { type: 'ship', event: ship.id, mode: 'reserves', to: { territory: 'arrakeen', sector: 9 }, count: 4 } as never).state;
    expect(viewFor(s1, 'harkonnen').nexusCards!.lastPaid).to.deep.equal({ for: 'shipment', payer: 'guild', amount: 2, paidTo: 'bank' });
    const guild = s1.factions.guild!.spice;
    const r = play(s1, 'harkonnen', { effect: 'guild-betrayal' });
    expect(typed(r.events, 'nexus-payment-taken')).to.deep.equal([{ type: 'nexus-payment-taken', faction: 'harkonnen', from: 'bank', amount: 2 }]);
    expect(r.state.factions.guild!.spice).to.equal(guild);
    // A phase start forgets the payment: it is no longer just made.
    const next = playPhase(s1, 'battle', undefined, () => true).state;
    expect(next.nexusCards!.lastPaid).to.equal(undefined);
    expect(refused(next, 'harkonnen', { effect: 'guild-betrayal' })).to.match(/just after a shipment/);
  });

  it('NX.richese.betrayal just after Richese sells a cache card, Richese loses that payment to the bank', () => {
    let { state: s } = cacheLot(
      richeseBidding(() => {}, { modules: ['nexus-cards'] }),
      'first',
      { card: 'mirror-weapon', method: 'silent' },
    );
    giveNexus(s, 'atreides', 'richese');
    const order = pendingDecisions(s)
      .filter((d) => d.kind === 'cache-sealed-bid')
      .map((d) => d.seat);
    for (const f of order) s = answer(s, 'cache-sealed-bid', { amount: f === 'harkonnen' ? 4 : 0 }, f).state;
    expect(viewFor(s, 'atreides').nexusCards!.lastPaid).to.deep.equal({ for: 'card', payer: 'harkonnen', amount: 4, paidTo: 'richese' });
    const richese = s.factions.richese!.spice;
    const r = play(s, 'atreides', { effect: 'richese-betrayal' });
    expect(typed(r.events, 'nexus-sale-lost')).to.deep.equal([{ type: 'nexus-sale-lost', faction: 'richese', amount: 4 }]);
    expect(r.state.factions.richese!.spice).to.equal(richese - 4);
    expect(r.state.factions.harkonnen!.hand).to.include('mirror-weapon');
    expect(restores(r.state)).to.equal(true);
  });

  it('NX.richese.betrayal Richese never loses below a bid it leads with: the card it wins is paid for', () => {
    let { state: s } = cacheLot(
      richeseBidding(() => {}, { modules: ['nexus-cards'] }),
      'first',
      { card: 'mirror-weapon', method: 'silent' },
    );
    giveNexus(s, 'atreides', 'richese');
    for (const f of pendingDecisions(s)
      .filter((d) => d.kind === 'cache-sealed-bid')
      .map((d) => d.seat))
      s = answer(s, 'cache-sealed-bid', { amount: f === 'harkonnen' ? 4 : 0 }, f).state;
    // The row's auction: Richese bids all it holds and leads.
    for (let guard = 0; guard < 10; guard++) {
      const d = pendingDecisions(s).find((x) => x.kind === 'bid');
      if (!d || d.seat === 'richese') break;
      s = act(s, d.seat, { type: 'bid', event: d.id, amount: 0 } as never).state;
    }
    const d = pendingDecisions(s).find((x) => x.kind === 'bid' && x.seat === 'richese')!;
    const all = s.factions.richese!.spice;
    s = act(s, 'richese', { type: 'bid', event: d.id, amount: all } as never).state;
    const r = play(s, 'atreides', { effect: 'richese-betrayal' });
    expect(typed(r.events, 'nexus-sale-lost')).to.deep.equal([{ type: 'nexus-sale-lost', faction: 'richese', amount: 0 }]);
    expect(r.state.factions.richese!.spice).to.equal(all);
  });

  it('NX.richese.betrayal just after Richese buys a card, Richese discards it face up (nothing, if it left Richese’s hand); with nothing sold it is refused', () => {
    let s = richeseBidding(() => {}, { modules: ['nexus-cards'] });
    s = answer(s, 'cache-position', { at: 'last' }).state;
    giveNexus(s, 'emperor', 'richese');
    let bought: GameEvent[] = [];
    for (let guard = 0; guard < 20 && bought.length === 0; guard++) {
      const d = pendingDecisions(s).find((x) => x.kind === 'bid');
      if (!d) break;
      const high = (s.round as { highBidder: Faction | null }).highBidder;
      const r = act(s, d.seat, { type: 'bid', event: d.id, amount: d.seat === 'richese' && high === null ? 1 : 0 } as never);
      s = r.state;
      bought = r.events.filter((e) => e.type === 'card-bought');
    }
    expect(bought[0]).to.include({ faction: 'richese' });
    const card = s.nexusCards!.lastPaid!.card!;
    const r = play(s, 'emperor', { effect: 'richese-betrayal' });
    expect(typed(r.events, 'nexus-purchase-discarded')).to.deep.equal([{ type: 'nexus-purchase-discarded', faction: 'richese', card }]);
    expect(r.state.factions.richese!.hand).to.not.include(card);
    expect(r.state.decks.treacheryDiscard).to.include(card);
    expect(custodyProblems(r.state)).to.deep.equal([]);
    // The purchase gone, Richese has none left for the Ixians' Secret Ally to swap.
    expect(viewFor(r.state, 'richese').nexusCards!.lastBuyer).to.equal(null);
    // The card gone from Richese's hand since (passed on here): the Betrayal is spent for nothing, and says so.
    const gone = structuredClone(s);
    gone.factions.richese!.hand = gone.factions.richese!.hand.filter((c) => c !== card);
    gone.factions.harkonnen!.hand.push(card);
    const spent = play(gone, 'emperor', { effect: 'richese-betrayal' });
    expect(typed(spent.events, 'nexus-purchase-discarded')).to.deep.equal([{ type: 'nexus-purchase-discarded', faction: 'richese', card: null }]);
    expect(spent.state.factions.harkonnen!.hand).to.include(card);
    expect(spent.state.nexusCards!.held.emperor).to.equal(undefined);
    // Outside Bidding, or with nothing sold, it is refused.
    const t = structuredClone(s);
    delete t.nexusCards!.lastPaid;
    expect(refused(t, 'emperor', { effect: 'richese-betrayal' })).to.match(/just after a card is sold/);
  });
});

describe('The Emperor’s Betrayal in Bidding (plugins/nexus-cards/effects/betrayals.ts, lasting.ts)', () => {
  /** Bids until the first card is bought: `buyer` opens at `price`, everyone else passes. */
  function buyFirst(s0: GameState, buyer: Faction, price: number): { state: GameState; events: GameEvent[] } {
    let state = s0;
    const events: GameEvent[] = [];
    for (let guard = 0; guard < 40 && !events.some((e) => e.type === 'card-bought'); guard++) {
      const d = pendingDecisions(state).find((x) => x.kind === 'bid');
      if (!d) break;
      const high = (state.round as { highBidder: Faction | null }).highBidder;
      const r = act(state, d.seat, { type: 'bid', event: d.id, amount: d.seat === buyer && high === null ? price : 0 } as never);
      state = r.state;
      events.push(...r.events);
    }
    return { state, events };
  }

  function allied(): GameState {
    const base = clearedBoard({ factions: ['atreides', 'emperor', 'fremen', 'harkonnen', 'guild', 'bene-gesserit'], modules: ['nexus-cards'] });
    base.alliances = [['emperor', 'fremen']];
    giveNexus(base, 'harkonnen', 'emperor');
    base.factions.emperor!.spice = 7;
    base.factions.fremen!.spice = 10;
    let state = enterPhase(base, 'bidding');
    // The allies' offers: the Emperor sets 4 aside for the Fremen, the Fremen nothing.
    for (const seat of ['emperor', 'fremen'] as const) {
      const d = pendingDecisions(state).find((x) => x.kind === 'offer-bid-support' && x.seat === seat)!;
      state = act(state, seat, { type: 'offer-bid-support', event: d.id, amount: seat === 'emperor' ? 4 : 0 } as never).state;
    }
    return state;
  }

  it('NX.emperor.betrayal played in Bidding, the Emperor pays the bank for its ally’s next card (its spice, then its offer, the ally the rest) and receives nothing', () => {
    const state = allied();
    const r0 = play(state, 'harkonnen', { effect: 'emperor-betrayal-purchase' });
    expect(r0.state.nexusCards!.lasting.map((l) => l.effect)).to.deep.equal(['emperor-betrayal-purchase']);
    const { state: after, events } = buyFirst(r0.state, 'fremen', 8);
    expect(typed(events, 'nexus-purchase-covered')).to.deep.equal([{ type: 'nexus-purchase-covered', faction: 'emperor', buyer: 'fremen' }]);
    expect(typed(events, 'card-bought')[0]).to.deep.include({ faction: 'fremen', price: 8, toBank: 8, toEmperor: 0, allyPaid: 7 });
    // The Emperor's 3 in hand and the 4 it set aside pay 7; the Fremen pay 1.
    expect(after.factions.emperor!.spice).to.equal(0);
    expect(after.factions.fremen!.spice).to.equal(9);
    expect(after.nexusCards!.lasting).to.deep.equal([]);
    expect(typed(events, 'karama-window-opened')).to.deep.equal([]);
    expect(custodyProblems(after)).to.deep.equal([]);
    expect(restores(after)).to.equal(true);
    // Without the Betrayal the same purchase pays the Emperor.
    const plain = buyFirst(state, 'fremen', 8);
    expect(typed(plain.events, 'card-bought')[0]).to.deep.include({ faction: 'fremen', price: 8, toEmperor: 8, allyPaid: 0 });
  });

  it('NX.emperor.betrayal in Bidding waits for the Emperor’s ally’s purchase (another buyer pays the Emperor as usual); refused outside Bidding or without an ally', () => {
    const state = allied();
    const r0 = play(state, 'harkonnen', { effect: 'emperor-betrayal-purchase' });
    const other = buyFirst(r0.state, 'atreides', 2);
    expect(typed(other.events, 'nexus-purchase-covered')).to.deep.equal([]);
    expect(typed(other.events, 'card-bought')[0]).to.deep.include({ faction: 'atreides', toEmperor: 2 });
    expect(other.state.nexusCards!.lasting.map((l) => l.effect)).to.deep.equal(['emperor-betrayal-purchase']);
    const lone = structuredClone(state);
    lone.alliances = [];
    expect(refused(lone, 'harkonnen', { effect: 'emperor-betrayal-purchase' })).to.match(/no ally/);
    const base = clearedBoard({ factions: ['atreides', 'emperor', 'fremen', 'harkonnen'], modules: ['nexus-cards'] });
    base.alliances = [['emperor', 'fremen']];
    giveNexus(base, 'harkonnen', 'emperor');
    expect(refused(hold(base, 'revival'), 'harkonnen', { effect: 'emperor-betrayal-purchase' })).to.match(/only in the Bidding phase/);
  });
});

describe('The Secret Allies’ other halves (plugins/nexus-cards/effects/secret-allies.ts)', () => {
  it('NX.emperor.secret-ally played in Bidding instead, the next card the player buys is its for nothing', () => {
    const base = clearedBoard({ factions: ['atreides', 'bene-gesserit', 'fremen', 'harkonnen', 'guild', 'choam'], modules: ['nexus-cards'] });
    giveNexus(base, 'harkonnen', 'emperor');
    let state = enterPhase(base, 'bidding');
    const d0 = pendingDecisions(state).find((x) => x.kind === 'bid')!;
    state = play(state, 'harkonnen', { effect: 'emperor-secret-ally-card' }).state;
    expect(pendingDecisions(state).find((x) => x.kind === 'bid')!.id).to.equal(d0.id);
    const spice = state.factions.harkonnen!.spice;
    let bought: GameEvent[] = [];
    for (let guard = 0; guard < 40 && bought.length === 0; guard++) {
      const d = pendingDecisions(state).find((x) => x.kind === 'bid');
      if (!d) break;
      const high = (state.round as { highBidder: Faction | null }).highBidder;
      const r = act(state, d.seat, { type: 'bid', event: d.id, amount: d.seat === 'harkonnen' && high === null ? 3 : 0 } as never);
      state = r.state;
      bought = r.events.filter((e) => e.type === 'card-bought' || e.type === 'nexus-purchase-free');
    }
    expect(bought.map((e) => e.type)).to.deep.equal(['nexus-purchase-free', 'card-bought']);
    expect(bought[1]).to.deep.include({ faction: 'harkonnen', price: 3, toBank: 0, toEmperor: 0 });
    // Nothing paid (the Harkonnen's free top card aside, no spice moved).
    expect(state.factions.harkonnen!.spice).to.equal(spice);
    expect(state.nexusCards!.lasting).to.deep.equal([]);
  });

  it('NX.choam.secret-ally played at Collection instead, a Worthless card of the player’s is discarded for 2 spice', () => {
    const base = clearedBoard({ factions: ['atreides', 'bene-gesserit', 'fremen', 'harkonnen', 'guild', 'emperor'], modules: ['nexus-cards'] });
    giveNexus(base, 'fremen', 'choam');
    give(base, 'fremen', 'baliset', 'lasgun');
    const held = hold(base, 'spice-collection');
    expect(refused(held, 'fremen', { effect: 'choam-secret-ally-worthless', card: 'lasgun' })).to.match(/not a Worthless card/);
    const spice = held.factions.fremen!.spice;
    const r = play(held, 'fremen', { effect: 'choam-secret-ally-worthless', card: 'baliset' });
    expect(typed(r.events, 'nexus-worthless-sold')).to.deep.equal([{ type: 'nexus-worthless-sold', faction: 'fremen', card: 'baliset', spice: 2 }]);
    expect(r.state.factions.fremen!.spice).to.equal(spice + 2);
    expect(r.state.decks.treacheryDiscard).to.include('baliset');
    expect(custodyProblems(r.state)).to.deep.equal([]);
    const bidding = hold(structuredClone(base), 'bidding');
    expect(refused(bidding, 'fremen', { effect: 'choam-secret-ally-worthless', card: 'baliset' })).to.match(/only at Collection/);
  });
});
