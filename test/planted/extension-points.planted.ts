// The extension points no plug-in uses yet, each driven by the planted plug-in of ./root.ts: the core asks it where
// the rules say, and what it answers changes the game as the point promises. Run by test/engine/planted-plugin.test.ts
// in a process of its own.
import { hooks } from './root.ts';
import { expect } from 'chai';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { territory } from '../../rooms/dune/board/territories.ts';
import { Context } from '../../rooms/dune/context.ts';
import { beginDraft } from '../../rooms/dune/draft.ts';
import { applyAction, createGame, pendingDecisions } from '../../rooms/dune/engine.ts';
import { collectAll } from '../../rooms/dune/phases/spice-collection/collect.ts';
import { devour } from '../../rooms/dune/phases/spice-blow/shai-hulud.ts';
import { moveStorm } from '../../rooms/dune/phases/storm/destruction.ts';
import type { Draft, Faction, GameConfigInput, GameEvent, GameState, TerritoryId } from '../../rooms/dune/types.ts';
import { viewFor } from '../../rooms/dune/view.ts';
import { decideVictory } from '../../rooms/dune/victory.ts';

afterEach(() => {
  hooks.current = {};
});

/** Bot answers from a new game until `reached` holds; the events on the way. */
function playUntil(options: GameConfigInput, reached: (state: GameState, events: readonly GameEvent[]) => boolean): { state: GameState; events: GameEvent[] } {
  let state = createGame(options);
  const events: GameEvent[] = [];
  for (let n = 0; !reached(state, events); n++) {
    if (state.victory || n > 8000) throw new Error('the game never reached the point wanted');
    const d = pendingDecisions(state)[0]!;
    const result = applyAction(state, d.seat, legalAnswer(d, n, viewFor(state, d.seat)));
    if (!result.ok) throw new Error(`${d.kind}: ${result.error.message}`);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** Only these forces on the board (regular ones, in the territory's first sector). */
function placeOnly(state: GameState, forces: [Faction, TerritoryId, number][]): void {
  state.forces = forces.map(([faction, id, regular]) => ({ faction, territory: id, sector: territory(id).sectors[0] ?? 0, regular, elite: 0, advisors: 0 }));
}

const FOUR: Faction[] = ['atreides', 'harkonnen', 'emperor', 'bene-gesserit'];

describe('extension points no plug-in uses yet, through a planted plug-in', () => {
  it('1.09.02.02 victoryStrongholds: a place a plug-in counts as a stronghold makes the third', () => {
    const state = createGame({ factions: FOUR, seed: 'planted-victory' });
    placeOnly(state, [
      ['atreides', 'arrakeen', 2],
      ['atreides', 'carthag', 1],
      ['atreides', 'imperial-basin', 1],
    ]);
    expect(decideVictory(state)).to.equal(null);
    hooks.current = { victoryStrongholds: () => ['imperial-basin'] };
    expect(decideVictory(state)).to.include({ kind: 'strongholds' }).and.to.have.property('winners').that.deep.equals(['atreides']);
  });

  it('1.09.02.02 unitQualifies: a unit short of strongholds wins when a plug-in’s rules say it does', () => {
    const state = createGame({ factions: FOUR, seed: 'planted-victory' });
    placeOnly(state, [['harkonnen', 'carthag', 3]]);
    const asked: string[][] = [];
    hooks.current = {
      unitQualifies: (_s, unit, controlled) => {
        asked.push([...unit, ...controlled]);
        return unit.includes('harkonnen') && controlled.includes('carthag');
      },
    };
    expect(decideVictory(state)?.winners).to.deep.equal(['harkonnen']);
    expect(asked).to.deep.include(['harkonnen', 'carthag']);
  });

  it('2.04.09.03 spoilsFremenVictory: forces a plug-in names in Tuek’s Sietch spoil the Fremen’s special victory', () => {
    const state = createGame({ factions: ['fremen', 'guild', 'atreides'], seed: 'planted-fremen', maxTurns: 1 });
    state.turn = 1;
    placeOnly(state, [
      ['fremen', 'sietch-tabr', 2],
      ['guild', 'tueks-sietch', 2],
    ]);
    expect(decideVictory(state)?.kind).to.equal('fremen-special');
    hooks.current = { spoilsFremenVictory: (_s, f) => f === 'guild' };
    expect(decideVictory(state)?.kind).to.equal('guild-special');
  });

  it('1.08.02 collectionRate: a plug-in’s rate for starred forces changes what they collect, the others keep 2', () => {
    const state = createGame({ factions: ['fremen', 'harkonnen'], seed: 'planted-collect' });
    const at = territory('the-great-flat').sectors[0]!;
    state.forces = [{ faction: 'fremen', territory: 'the-great-flat', sector: at, regular: 2, elite: 1, advisors: 0 }];
    state.spice = [{ territory: 'the-great-flat', sector: at, amount: 20 }];
    const collected = (rates: typeof hooks.current) => {
      hooks.current = rates;
      const ctx = new Context(beginDraft(state));
      collectAll(ctx);
      return ctx.events.find((e) => e.type === 'spice-collected');
    };
    expect(collected({})).to.include({ amount: 6, rate: 2 });
    expect(collected({ collectionRate: (_s, _f, starred, rate) => (starred ? 3 : rate) })).to.include({ amount: 7, rate: 2 });
  });

  it('1.02.05 wormSpares, wormDevoured: a sandworm spares the forces a plug-in names, and the plug-in takes its own pieces', () => {
    const { state } = playUntil({ factions: FOUR, seed: 'planted-worm' }, (s) => s.phase === 'spice-blow' && s.round?.phase === 'spice-blow');
    const at = territory('the-great-flat').sectors[0]!;
    state.forces = [
      { faction: 'harkonnen', territory: 'the-great-flat', sector: at, regular: 3, elite: 0, advisors: 0 },
      { faction: 'atreides', territory: 'the-great-flat', sector: at, regular: 2, elite: 0, advisors: 0 },
    ];
    const devoured: TerritoryId[] = [];
    hooks.current = { wormSpares: (_s, f) => f === 'harkonnen', wormDevoured: (_ctx, id) => void devoured.push(id) };
    const ctx = new Context(beginDraft(state));
    devour(ctx, 'shai-hulud-1', 'the-great-flat', false);
    const event = ctx.events.find((e) => e.type === 'shai-hulud');
    expect(event).to.deep.include({ spared: ['harkonnen'], devoured: [{ faction: 'atreides', forces: 2 }] });
    expect(ctx.state.forces.map((s) => s.faction)).to.deep.equal(['harkonnen']);
    expect(devoured).to.deep.equal(['the-great-flat']);
  });

  it('1.01.03 stormStruck: a moving storm tells the plug-in the sectors it started in, passed over and stopped in; a storm held still, none', () => {
    const { state } = playUntil({ factions: FOUR, seed: 'planted-storm' }, (s) => s.turn === 2 && s.phase === 'spice-blow');
    const struck: number[][] = [];
    hooks.current = { stormStruck: (_ctx, sectors) => void struck.push([...sectors]) };
    const from = state.storm.sector!;
    const ctx = new Context(beginDraft(state));
    moveStorm(ctx, 0);
    moveStorm(ctx, 3);
    expect(struck).to.deep.equal([[from, ...[1, 2, 3].map((n) => ((from - 1 + n) % 18) + 1)]]);
  });

  it('0.11 traitorTerms: a plug-in’s faction may be dealt no traitor card, or keep all it is dealt; the others pick one of four', () => {
    const { state, events } = playUntil({ factions: FOUR, seed: 'planted-traitors' }, (s) => s.pending.some((d) => d.kind === 'pick-traitor'));
    expect(events.filter((e) => e.type === 'traitors-dealt').map((e) => e.visibleTo)).to.have.members(FOUR);
    hooks.current = {
      traitorTerms: (_s, faction, terms) =>
        faction === 'atreides' ? { dealt: 0, keepsAll: false } : faction === 'emperor' ? { ...terms, keepsAll: true } : null,
    };
    const planted = playUntil({ factions: FOUR, seed: 'planted-traitors' }, (s) => s.pending.some((d) => d.kind === 'pick-traitor'));
    const dealt = planted.events.filter((e) => e.type === 'traitors-dealt').map((e) => e.visibleTo);
    expect(dealt).to.have.members(['emperor', 'harkonnen', 'bene-gesserit']);
    expect(planted.state.pending.filter((d) => d.kind === 'pick-traitor').map((d) => d.seat)).to.deep.equal(['bene-gesserit']);
    expect(planted.state.factions.atreides!.traitors).to.deep.equal([]);
    expect(planted.state.factions.emperor!.traitors).to.have.length(4);
    expect(planted.state.factions.harkonnen!.traitors).to.have.length(4);
    // The cards not dealt stay in the traitor deck.
    expect(planted.state.decks.traitor.length).to.equal(state.decks.traitor.length + 4);
  });

  it('1.04.08 lots: a plug-in’s lots come before the row’s first auction or after its last, and the phase ends once none is left', () => {
    const asked: { name: string; turn: number; card: number; rowLeft: number; events: number }[] = [];
    let playedEarly = -1;
    let events: readonly GameEvent[] = [];
    const note = (name: string, state: Draft) => {
      const r = state.round?.phase === 'bidding' ? state.round : null;
      asked.push({ name, turn: state.turn, card: r?.card ?? -1, rowLeft: r?.row.length ?? -1, events: events.length });
    };
    hooks.current = {
      lots: [
        {
          name: 'late',
          at: 'after-row',
          startNext(ctx) {
            note('late', ctx.state);
            return false;
          },
        },
        {
          name: 'early',
          at: 'before-row',
          // One lot each phase, which needs no decision: the schedule is asked again at once.
          startNext(ctx) {
            note('early', ctx.state);
            if (playedEarly === ctx.state.turn) return false;
            playedEarly = ctx.state.turn;
            return true;
          },
        },
      ],
    };
    const played = playUntil({ factions: FOUR, seed: 'planted-lots' }, (s, seen) => {
      events = seen;
      return s.turn === 2 && s.phase === 'revival';
    });
    const turn1 = asked.filter((a) => a.turn === 1);
    expect(turn1.map((a) => a.name)).to.deep.equal(['early', 'early', 'late']);
    // Before the first auction: no card up yet; after the last: the row is empty.
    expect(turn1[0]).to.include({ card: 0 });
    expect(turn1[1]).to.include({ card: 0 });
    expect(turn1[2]!.rowLeft).to.equal(0);
    const all = played.events;
    const firstAuction = all.findIndex((e) => e.type === 'auction-started');
    const over = all.findIndex((e) => e.type === 'bidding-over');
    expect(turn1[1]!.events).to.be.at.most(firstAuction);
    const lastAuction = all.map((e, i) => (i < over && e.type === 'auction-started' ? i : -1)).reduce((a, b) => Math.max(a, b));
    expect(turn1[2]!.events).to.be.above(lastAuction);
    expect(turn1[2]!.events).to.be.at.most(over);
  });
});
