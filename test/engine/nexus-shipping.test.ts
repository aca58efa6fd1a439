// The Nexus effects on shipping (plugins/nexus-cards/effects/shipping.ts): the Guild's Cunning, one more shipment
// after its move; its Secret Ally, a turn of shipping as the Guild ships.
import { expect } from 'chai';
import { applyAction, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { giveNexus } from '../helpers/nexus-cards.ts';
import { answer, atEmptyShipment, crossShip, passTurn, pendingFor, place } from '../helpers/shipment.ts';

const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
const play = (s: GameState, seat: Faction, effect: string) => {
  const r = applyAction(s, seat, { type: 'nexus-card', effect } as never);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const refused = (s: GameState, seat: Faction, effect: string) => {
  const r = applyAction(s, seat, { type: 'nexus-card', effect } as never);
  return r.ok ? null : r.error.message;
};
const toReserves = (to: string, sector: number, count: number) => (event: string) =>
  ({ type: 'ship', event, mode: 'reserves', to: { territory: to, sector }, count }) as never;

describe('The Nexus effects on shipping (plugins/nexus-cards/effects/shipping.ts)', () => {
  it('NX.guild.cunning the Guild ships once more after its move, then its turn ends', () => {
    const s0 = atEmptyShipment(
      ['guild', 'emperor', 'fremen', 'harkonnen'],
      false,
      (x) => {
        x.firstPlayer = 'guild';
        giveNexus(x, 'guild', 'guild');
      },
      { modules: ['nexus-cards'] },
    );
    let s = play(s0, 'guild', 'guild-cunning');
    s = answer(s, 'guild', toReserves('arrakeen', 9, 3)).state;
    const moved = answer(s, 'guild', (event) => ({ type: 'move', event }) as never);
    expect(typed(moved.events, 'nexus-extra-shipment')).to.deep.equal([{ type: 'nexus-extra-shipment', faction: 'guild' }]);
    s = moved.state;
    expect(pendingFor(s, 'guild', 'ship')).to.include({ crossShip: true, offPlanet: true });
    const again = answer(s, 'guild', toReserves('carthag', 10, 2));
    expect(typed(again.events, 'shipped')[0]).to.include({ faction: 'guild', count: 2, cost: 1 });
    // No second move: the turn is over, and the next faction ships.
    expect(again.state.pending.map((d) => [d.seat, d.kind])).to.deep.equal([['emperor', 'ship']]);
    expect(again.state.nexusCards!.lasting).to.deep.equal([]);
    expect(custodyProblems(again.state)).to.deep.equal([]);
    // Once the Guild's turn is over it is too late.
    const late = structuredClone(again.state);
    late.nexusCards!.held.guild = 'guild';
    late.nexusCards!.discard = late.nexusCards!.discard.filter((c) => c !== 'guild');
    expect(refused(late, 'guild', 'guild-cunning')).to.match(/before your turn of Shipment and Movement is over/);
  });

  it('NX.guild.secret-ally with the Guild not seated, the player ships this turn at the Guild’s rates, across the planet and back to reserves', () => {
    const s0 = atEmptyShipment(
      ['emperor', 'fremen', 'harkonnen', 'choam'],
      false,
      (x) => {
        giveNexus(x, 'harkonnen', 'guild');
        place(x, 'harkonnen', 'the-great-flat', 14, 4);
      },
      { modules: ['nexus-cards'] },
    );
    // Played in the Emperor's turn, before the Harkonnen are asked to ship.
    let s = play(s0, 'harkonnen', 'guild-secret-ally');
    s = passTurn(s, 'emperor');
    s = passTurn(s, 'fremen');
    const ship = pendingFor(s, 'harkonnen', 'ship');
    expect(ship).to.include({ crossShip: true, offPlanet: true, guildRates: true });
    // The Great Flat at half price, to the bank (no Guild to pay).
    const spice = s.factions.harkonnen!.spice;
    const landed = answer(s, 'harkonnen', (event) => crossShip(event, ['the-great-flat', 14], ['arrakeen', 9], 4));
    expect(typed(landed.events, 'shipped')[0]).to.include({ mode: 'cross', cost: 2, paidTo: 'bank' });
    expect(landed.state.factions.harkonnen!.spice).to.equal(spice - 2);
    // Once its shipment is asked it is too late: the Emperor, asked first, may not play it in its own turn.
    const t = structuredClone(s0);
    giveNexus(t, 'emperor', 'guild');
    expect(pendingFor(t, 'emperor', 'ship').seat).to.equal('emperor');
    expect(refused(t, 'emperor', 'guild-secret-ally')).to.match(/before your shipment of this turn is asked/);
  });

  it('NX.richese.secret-ally with Richese not seated, up to five forces of the player’s shipment this turn cost as one', () => {
    const s0 = atEmptyShipment(['emperor', 'fremen', 'harkonnen', 'choam'], false, (x) => giveNexus(x, 'harkonnen', 'richese'), {
      modules: ['nexus-cards'],
    });
    let s = play(s0, 'harkonnen', 'richese-secret-ally');
    s = passTurn(s, 'emperor');
    s = passTurn(s, 'fremen');
    expect(pendingFor(s, 'harkonnen', 'ship')).to.include({ bulk: 5 });
    // Seven forces onto the Great Flat: five priced as one, and two more: three forces' price, 6 (the Guild not seated).
    const landed = answer(s, 'harkonnen', toReserves('the-great-flat', 14, 7));
    expect(typed(landed.events, 'shipped')[0]).to.include({ count: 7, cost: 6, paidTo: 'bank' });
    // Five into Arrakeen: one force's price.
    const t = play(s0, 'harkonnen', 'richese-secret-ally');
    const five = answer(passTurn(passTurn(t, 'emperor'), 'fremen'), 'harkonnen', toReserves('arrakeen', 9, 5));
    expect(typed(five.events, 'shipped')[0]).to.include({ count: 5, cost: 1 });
  });
});

describe('Richese’s Nexus Cunning (plugins/nexus-cards/effects/shipping.ts, plugins/richese/no-field/)', () => {
  it('NX.richese.cunning Richese ships two No-Fields at once for one force’s price: one face down, one revealed with its forces', () => {
    const s0 = atEmptyShipment(['emperor', 'richese', 'harkonnen', 'guild'], false, (x) => giveNexus(x, 'richese', 'richese'), {
      modules: ['nexus-cards'],
    });
    let s = play(s0, 'richese', 'richese-cunning');
    s = passTurn(s, 'emperor');
    const ship = pendingFor(s, 'richese', 'ship');
    expect(ship).to.include({ noFieldPair: true });
    const reserves = s.factions.richese!.reserves.regular;
    const spice = s.factions.richese!.spice;
    const wrong = applyAction(s, 'richese', {
      type: 'ship',
      event: ship.id,
      mode: 'reserves',
      to: { territory: 'arrakeen', sector: 9 },
      count: 6,
      noField: 5,
      noFieldRevealed: 5,
    } as never);
    expect(wrong.ok ? null : wrong.error.code).to.equal('NOT_ELIGIBLE');
    const r = answer(
      s,
      'richese',
      (event) => ({ type: 'ship', event, mode: 'reserves', to: { territory: 'arrakeen', sector: 9 }, count: 6, noField: 0, noFieldRevealed: 5 }) as never,
    );
    expect(typed(r.events, 'shipped')[0]).to.include({ count: 6, cost: 1, paidTo: 'guild' });
    expect(typed(r.events, 'no-field-revealed')).to.deep.equal([
      { type: 'no-field-revealed', territory: 'arrakeen', sector: 9, value: 5, forces: 5, cause: 'pair', faction: 'richese' },
    ]);
    expect(r.state.richese!.noField).to.deep.include({ token: 0, territory: 'arrakeen', sector: 9 });
    expect(r.state.factions.richese!.reserves.regular).to.equal(reserves - 5);
    expect(r.state.factions.richese!.spice).to.equal(spice - 1);
    expect(r.state.nexusCards!.lasting).to.deep.equal([]);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });
});
