// 1.14.05 and the rules every faction Karama power shares (1.13.06, 1.14.00, 3.01.11.05), on the Guild's power.
import { expect } from 'chai';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { applyAction, viewFor, type Action, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { expectRejected } from '../helpers/engine.ts';
import { answer, atEmptyShipment, giveCard, passTurn, pendingFor } from '../helpers/shipment.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';

const PLAYERS: Faction[] = ['emperor', 'harkonnen', 'guild'];

/** Phase 1.06 with the Emperor first; the Guild holds a Karama. */
function shipment(advanced = true): { state: GameState; karama: TreacheryCardId } {
  const state = atEmptyShipment(PLAYERS, advanced, (s) => void giveCard(s, 'guild', 'Karama'));
  return { state, karama: state.factions.guild!.hand.find((c) => c.startsWith('karama'))! };
}

/** Answers the Guild's timing question (2.06.12) with "later" whenever it is open. */
function guildWaits(state: GameState): GameState {
  const d = state.pending.find((x) => x.kind === 'guild-timing');
  return d ? answer(state, 'guild', (event) => ({ type: 'guild-timing', event, act: false })).state : state;
}

const power = (card: TreacheryCardId, target: Faction): Action => ({ type: 'karama-power', power: 'guild-shipment', card, target });
const toCarthag = (event: string): Action => ({ type: 'ship', event, mode: 'reserves', to: { territory: 'carthag', sector: 10 }, count: 2 });

function play(state: GameState, seat: Faction, action: Action): GameState {
  const r = applyAction(state, seat, action);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return r.state;
}

describe('1.14.05 the Guild cancel one off-planet shipment (Advanced game)', () => {
  it('1.14.05 the Guild cancel the shipment of the player about to ship: it may only pass (or move)', () => {
    let { state, karama } = shipment();
    state = guildWaits(state);
    const d = pendingFor(state, 'emperor', 'ship');
    const r = applyAction(state, 'guild', power(karama, 'emperor'));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.map((e) => e.type)).to.deep.equal(['karama-power-used', 'shipment-cancelled']);
    expect(r.events.every((e) => e.visibleTo === undefined)).to.equal(true);
    state = r.state;
    expectRejected(state, 'emperor', toCarthag(d.id), 'NOT_ELIGIBLE');
    state = answer(state, 'emperor', (event) => ({ type: 'ship', event, mode: 'pass' })).state;
    expect(custodyProblems(state)).to.deep.equal([]);
  });

  it('1.14.05 a later player can be named: its ship decision opens without the off-planet shipment', () => {
    let { state, karama } = shipment();
    state = guildWaits(state);
    state = play(state, 'guild', power(karama, 'harkonnen'));
    expect(pendingFor(state, 'emperor', 'ship')).to.not.have.property('blocked');
    state = answer(state, 'emperor', toCarthag).state;
    for (let guard = 0; guard < 6 && !state.pending.some((x) => x.kind === 'ship' && x.seat === 'harkonnen'); guard++) {
      const next = guildWaits(state);
      state = next === state ? passTurn(state, state.pending[0]!.seat as Faction) : next;
    }
    const d = pendingFor(state, 'harkonnen', 'ship');
    expect(d).to.deep.include({ blocked: true });
    expectRejected(state, 'harkonnen', toCarthag(d.id), 'NOT_ELIGIBLE');
  });

  it('1.14.05 not the Guild itself, not a player who has shipped, not outside the phase', () => {
    let { state, karama } = shipment();
    state = guildWaits(state);
    expectRejected(state, 'guild', power(karama, 'guild'), 'INVALID_CHOICE');
    state = answer(state, 'emperor', toCarthag).state;
    expectRejected(state, 'guild', power(karama, 'emperor'), 'NOT_ELIGIBLE');
    const other = structuredClone(state);
    other.phase = 'battle';
    expectRejected(other, 'guild', power(karama, 'harkonnen'), 'NOT_ELIGIBLE');
  });

  it('1.13.06 a faction Karama power is an Advanced rule, used once per game, and only by its faction', () => {
    const basic = shipment(false);
    expectRejected(guildWaits(basic.state), 'guild', power(basic.karama, 'emperor'), 'NOT_ELIGIBLE');
    let { state, karama } = shipment();
    state = guildWaits(state);
    giveCard(state, 'harkonnen', 'Karama');
    const theirs = state.factions.harkonnen!.hand.find((c) => c.startsWith('karama'))!;
    expectRejected(state, 'harkonnen', power(theirs, 'emperor'), 'NOT_ELIGIBLE');
    state = play(state, 'guild', power(karama, 'harkonnen'));
    giveCard(state, 'guild', 'Karama');
    const second = state.factions.guild!.hand.find((c) => c.startsWith('karama'))!;
    expectRejected(state, 'guild', power(second, 'emperor'), 'NOT_ELIGIBLE');
    expect(viewFor(state, 'spectator').karama.powersUsed).to.deep.equal(['guild']);
  });

  it('1.14.00 the Karama card is discarded to use the power; a card that is no Karama is refused', () => {
    let { state, karama } = shipment();
    state = guildWaits(state);
    giveCard(state, 'guild', 'Baliset');
    const baliset = state.factions.guild!.hand.find((c) => c.startsWith('baliset'))!;
    expectRejected(state, 'guild', power(baliset, 'emperor'), 'NOT_HELD');
    state = play(state, 'guild', power(karama, 'emperor'));
    expect(state.factions.guild!.hand).to.not.include(karama);
    expect(state.decks.treacheryDiscard.at(-1)).to.equal(karama);
    expect(custodyProblems(state)).to.deep.equal([]);
  });

  it('3.01.11.05 in the Advanced game a Karama card may be played for the once-a-game faction power', () => {
    let { state, karama } = shipment();
    state = guildWaits(state);
    expect(viewFor(state, 'guild').karama.powersUsed).to.deep.equal([]);
    state = play(state, 'guild', power(karama, 'emperor'));
    expect(viewFor(state, 'emperor').karama.powersUsed).to.deep.equal(['guild']);
  });
});
