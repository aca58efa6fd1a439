// The Nexus cards variant (plugins/nexus-cards/): the deck, the draws after a Nexus, a held card's uses, the discard on
// allying, and each effect built so far.
import { expect } from 'chai';
import { applyAction, pendingDecisions, viewFor, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { act } from '../helpers/engine.ts';
import { blowWithNexus, giveNexus, nexusGame } from '../helpers/nexus-cards.ts';
import { startSpiceBlow } from '../helpers/spice-blow.ts';

const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
const restores = (s: GameState) => checkGameState(JSON.parse(JSON.stringify(s))).ok;
const kinds = (s: GameState) => pendingDecisions(s).map((d) => `${d.seat}:${d.kind}`);

describe('The Nexus cards (plugins/nexus-cards/)', () => {
  it('NX.deck the twelve cards, one per faction, are shuffled into a pile whoever sits; each is always in one place', () => {
    const s = nexusGame();
    expect([...s.nexusCards!.deck].sort()).to.have.length(12);
    expect(s.nexusCards!.deck).to.include.members(['ecaz', 'moritani', 'atreides']);
    expect(viewFor(s, 'atreides').nexusCards).to.deep.equal({
      deck: 12,
      discard: [],
      holders: [],
      lasting: [],
      lastWin: null,
      lastBuyer: null,
      emptyWorm: null,
      lastPaid: null,
    });
    expect(custodyProblems(s)).to.deep.equal([]);
    giveNexus(s, 'fremen', 'ecaz');
    s.nexusCards!.deck.push('ecaz');
    expect(custodyProblems(s).join(' ')).to.match(/ecaz Nexus card is in 2 places/);
  });

  it('NX.draw once a Spice Blow phase with a Nexus ends while an alliance stands, each unallied faction may draw; a held card is its secret', () => {
    const base = nexusGame();
    const { state } = blowWithNexus(base, [['atreides', 'harkonnen']]);
    expect(kinds(state).sort()).to.deep.equal(['bene-gesserit:nexus-draw', 'emperor:nexus-draw', 'fremen:nexus-draw', 'guild:nexus-draw']);
    const d = pendingDecisions(state).find((x) => x.seat === 'fremen')!;
    const top = state.nexusCards!.deck[0]!;
    const drawn = act(state, 'fremen', { type: 'nexus-draw', event: d.id, draw: true });
    expect(drawn.state.nexusCards!.held.fremen).to.equal(top);
    expect(viewFor(drawn.state, 'fremen').private!.nexusCard).to.equal(top);
    expect(viewFor(drawn.state, 'emperor').private!.nexusCard).to.equal(null);
    expect(viewFor(drawn.state, 'emperor').nexusCards).to.deep.include({ deck: 11, holders: ['fremen'] });
    expect(typed(drawn.events, 'nexus-card-drawn')).to.deep.equal([{ type: 'nexus-card-drawn', faction: 'fremen', replaced: null }]);
    const secret = drawn.events.find((e) => e.type === 'nexus-card-drawn-card')!;
    expect(secret.visibleTo).to.equal('fremen');
    expect(restores(drawn.state)).to.equal(true);
  });

  it('NX.draw no draws without a Nexus in the phase, nor without an alliance standing', () => {
    const base = nexusGame();
    expect(kinds(blowWithNexus(base, [['atreides', 'harkonnen']], false).state)).to.not.include('fremen:nexus-draw');
    expect(kinds(blowWithNexus(base, []).state)).to.not.include('fremen:nexus-draw');
  });

  it('NX.draw a holder drawing again discards its card face up; its own faction’s card drawn is replaced when it asked so', () => {
    const base = nexusGame();
    giveNexus(base, 'fremen', 'ecaz');
    const { state } = blowWithNexus(base, [['atreides', 'harkonnen']]);
    const d = pendingDecisions(state).find((x) => x.seat === 'fremen')!;
    expect(d).to.deep.include({ holding: true });
    const replaced = act(state, 'fremen', { type: 'nexus-draw', event: d.id, draw: true });
    expect(replaced.state.nexusCards!.discard).to.deep.equal(['ecaz']);
    expect(typed(replaced.events, 'nexus-card-drawn')).to.deep.equal([{ type: 'nexus-card-drawn', faction: 'fremen', replaced: 'ecaz' }]);
    // The Emperor's own card on top: asked to, the Emperor discards it and draws the next.
    const own = structuredClone(state);
    own.nexusCards!.deck = ['emperor', ...own.nexusCards!.deck.filter((c) => c !== 'emperor')];
    const next = own.nexusCards!.deck[1]!;
    const e = pendingDecisions(own).find((x) => x.seat === 'emperor')!;
    const redrawn = act(own, 'emperor', { type: 'nexus-draw', event: e.id, draw: true, redrawOwn: true });
    expect(redrawn.state.nexusCards!.held.emperor).to.equal(next);
    expect(typed(redrawn.events, 'nexus-card-discarded')).to.deep.equal([{ type: 'nexus-card-discarded', faction: 'emperor', card: 'emperor', cause: 'own' }]);
    const kept = act(own, 'emperor', { type: 'nexus-draw', event: e.id, draw: true });
    expect(kept.state.nexusCards!.held.emperor).to.equal('emperor');
  });

  it('NX.deck an empty pile takes the discards, shuffled', () => {
    const base = nexusGame();
    const { state } = blowWithNexus(base, [['atreides', 'harkonnen']]);
    state.nexusCards!.discard = [...state.nexusCards!.deck];
    state.nexusCards!.deck = [];
    const d = pendingDecisions(state).find((x) => x.seat === 'guild')!;
    const drawn = act(state, 'guild', { type: 'nexus-draw', event: d.id, draw: true });
    expect(typed(drawn.events, 'nexus-deck-shuffled')).to.deep.equal([{ type: 'nexus-deck-shuffled', count: 12 }]);
    expect(drawn.state.nexusCards!.deck).to.have.length(11);
  });

  it('NX.alliance both partners discard the card they hold as they ally', () => {
    const base = nexusGame();
    giveNexus(base, 'fremen', 'ecaz');
    giveNexus(base, 'guild', 'moritani');
    // Allying in a Nexus: the Fremen offer the Guild, who accept.
    const { state, events } = offerAndAccept(base, 'fremen', 'guild');
    expect(typed(events, 'nexus-card-discarded')).to.deep.equal([
      { type: 'nexus-card-discarded', faction: 'fremen', card: 'ecaz', cause: 'alliance' },
      { type: 'nexus-card-discarded', faction: 'guild', card: 'moritani', cause: 'alliance' },
    ]);
    expect(state.nexusCards!.held).to.deep.equal({});
    expect([...state.nexusCards!.discard].sort()).to.deep.equal(['ecaz', 'moritani']);
  });
});

/** A Nexus in which `from` offers `to` an alliance and `to` accepts (the others pass). */
function offerAndAccept(base: GameState, from: string, to: string): { state: GameState; events: GameEvent[] } {
  let { state, events } = startNexusOnly(base);
  for (let guard = 0; guard < 50; guard++) {
    const d = pendingDecisions(state)[0];
    if (!d) break;
    let action: unknown;
    if (d.kind === 'nexus-turn')
      action =
        d.seat === from && d.proposeTo.includes(to as never)
          ? { type: 'nexus-turn', event: d.id, choice: 'propose', to }
          : { type: 'nexus-turn', event: d.id, choice: 'pass' };
    else if (d.kind === 'alliance-offer') action = { type: 'alliance-offer', event: d.id, accept: true };
    else break;
    const r = applyAction(state, d.seat, action as never);
    if (!r.ok) throw new Error(`${r.error.message} ${JSON.stringify(d)}`);
    state = r.state;
    events = [...events, ...r.events];
  }
  return { state, events };
}

/** Turn 2's Spice Blow, its sandworm's Nexus open. */
function startNexusOnly(base: GameState) {
  return startSpiceBlow(base, {
    storm: 3,
    firstPlayer: 'atreides',
    discard: ['old-gap', 'the-great-flat'],
    top: ['shai-hulud-1', 'red-chasm'],
    clearBoard: true,
  });
}
