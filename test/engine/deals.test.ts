// Free actions: bribes (1.12) and the Emperor's gifts to an ally (2.03.06), taken at any time the rules allow.
import { expect } from 'chai';
import { applyAction, createGame, viewFor, CLASSIC_FACTIONS, type GameState } from '../../rooms/dune/index.ts';
import { act, expectRejected, playSetup } from '../helpers/engine.ts';

/** A game just past set-up (the first storm placed), with spice known: every faction holds 10. */
function afterSetup(): GameState {
  const { state } = playSetup(createGame({ factions: [...CLASSIC_FACTIONS], seed: 'deals', seating: 'listed' }));
  const s = structuredClone(state);
  for (const f of s.seating) s.factions[f]!.spice = 10;
  return s;
}

describe('deals and free actions', () => {
  it('1.12.01 BRIBE SPICE: a bribe moves spice to a non-ally; allies may not bribe each other', () => {
    const s = afterSetup();
    s.alliances = [['atreides', 'fremen']];
    expectRejected(s, 'atreides', { type: 'bribe', to: 'fremen', amount: 2 }, 'NOT_ELIGIBLE');
    const { state, events } = act(s, 'atreides', { type: 'bribe', to: 'harkonnen', amount: 3 });
    expect(state.factions.atreides!.spice).to.equal(7);
    expect(events).to.deep.equal([{ id: events[0]!.id, type: 'bribe-paid', from: 'atreides', to: 'harkonnen', amount: 3 }]);
  });

  it('1.10.02.04 ALLIED SPICE: allies give each other no spice, by bribe or gift; only the Emperor’s power gives it (2.03.06)', () => {
    const s = afterSetup();
    s.alliances = [
      ['atreides', 'fremen'],
      ['emperor', 'harkonnen'],
    ];
    for (const [from, to] of [
      ['atreides', 'fremen'],
      ['fremen', 'atreides'],
      ['harkonnen', 'emperor'],
      ['emperor', 'harkonnen'],
    ] as const) {
      expectRejected(s, from, { type: 'bribe', to, amount: 1 }, 'NOT_ELIGIBLE');
      if (from !== 'emperor') expectRejected(s, from, { type: 'give-spice', to, amount: 1 }, 'NOT_ELIGIBLE');
    }
    const gift = act(s, 'emperor', { type: 'give-spice', to: 'harkonnen', amount: 2 }).state;
    expect([gift.factions.emperor!.spice, gift.factions.harkonnen!.spice]).to.deep.equal([8, 12]);
  });

  it('1.12.02 BRIBE CONSTRAINTS: bribe spice lies in front of the shield (public) until the Mentat Pause', () => {
    const { state } = act(afterSetup(), 'guild', { type: 'bribe', to: 'emperor', amount: 4 });
    expect(state.factions.emperor!.spice).to.equal(10);
    expect(state.factions.emperor!.bribes).to.equal(4);
    expect(viewFor(state, 'spectator').seats.find((x) => x.faction === 'emperor')!.bribes).to.equal(4);
  });

  it('1.12.04 NO BRIBES DURING GAME SET UP: refused before the first storm is placed', () => {
    const s = createGame({ factions: ['atreides', 'harkonnen'], seed: 'early' });
    s.factions.atreides!.spice = 10;
    expectRejected(s, 'atreides', { type: 'bribe', to: 'harkonnen', amount: 1 }, 'NOT_ELIGIBLE');
  });

  it('0.00 no deal involving spice is possible before the turn begins', () => {
    const s = createGame({ factions: ['emperor', 'fremen'], seed: 'early-gift' });
    s.factions.emperor!.spice = 10;
    expectRejected(s, 'emperor', { type: 'bribe', to: 'fremen', amount: 1 }, 'NOT_ELIGIBLE');
  });

  it('1.12.05 TIME TO COLLECT: refused from the Mentat Pause on', () => {
    const s = afterSetup();
    s.phase = 'mentat-pause';
    expectRejected(s, 'atreides', { type: 'bribe', to: 'harkonnen', amount: 1 }, 'NOT_ELIGIBLE');
  });

  it('1.12.01 a bribe above the spice held is INSUFFICIENT_SPICE; to oneself or of nothing is INVALID_CHOICE', () => {
    const s = afterSetup();
    expectRejected(s, 'atreides', { type: 'bribe', to: 'harkonnen', amount: 11 }, 'INSUFFICIENT_SPICE');
    expectRejected(s, 'atreides', { type: 'bribe', to: 'atreides', amount: 1 }, 'INVALID_CHOICE');
    expectRejected(s, 'atreides', { type: 'bribe', to: 'harkonnen', amount: 0 }, 'INVALID_CHOICE');
    expectRejected(s, 'spectator', { type: 'bribe', to: 'harkonnen', amount: 1 }, 'NOT_A_SEAT');
  });

  it('2.03.06 ALLIANCE: the Emperor gives spice to its ally, behind its shield; the amount reaches only the two allies', () => {
    const s = afterSetup();
    expectRejected(s, 'emperor', { type: 'give-spice', to: 'fremen', amount: 2 }, 'NOT_ELIGIBLE');
    s.alliances = [['emperor', 'fremen']];
    expectRejected(s, 'atreides', { type: 'give-spice', to: 'emperor', amount: 2 }, 'NOT_ELIGIBLE');
    const { state, events } = act(s, 'emperor', { type: 'give-spice', to: 'fremen', amount: 6 });
    expect([state.factions.emperor!.spice, state.factions.fremen!.spice]).to.deep.equal([4, 16]);
    const open = events.filter((e) => e.visibleTo === undefined);
    expect(open).to.deep.equal([{ id: open[0]!.id, type: 'spice-given', from: 'emperor', to: 'fremen' }]);
    expect(events.filter((e) => e.type === 'spice-given-amount').map((e) => e.visibleTo)).to.deep.equal(['emperor', 'fremen']);
  });

  it('free actions do not move the turn: the same decisions stay open', () => {
    const s = afterSetup();
    const r = applyAction(s, 'atreides', { type: 'bribe', to: 'harkonnen', amount: 1 });
    expect(r.ok).to.equal(true);
    if (r.ok) {
      expect(r.state.pending).to.deep.equal(s.pending);
      expect(r.state.phase).to.equal(s.phase);
    }
  });
});
