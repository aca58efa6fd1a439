// The Discovery variant (plugins/discovery/): its cards, tokens, reveals, places and free entries.
import { expect } from 'chai';
import { createGame, pendingDecisions, viewFor, type Action, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { DISCOVERY_CARDS } from '../../rooms/dune/cards/spice.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { addSpice } from '../../rooms/dune/board/spice.ts';
import { boardDistance, strongholdsOn } from '../../rooms/dune/board/movement.ts';
import { inStorm } from '../../rooms/dune/board/storm.ts';
import { territory } from '../../rooms/dune/board/territories.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { isKaramaFor } from '../../rooms/dune/karama/cards.ts';
import { fullPrice } from '../../rooms/dune/phases/shipment-movement/shipping-cost.ts';
import { strongholdQualifiers } from '../../rooms/dune/victory.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { act, atPhaseStart, clearedBoard, expectRejected, playBotGame, playPhase } from '../helpers/engine.ts';
import { putNoField } from '../helpers/no-field.ts';
import { decisionOf, enterBattle, fight, place } from '../helpers/battle.ts';
import {
  collectionAsked,
  discover,
  discoveryBlow,
  discoveryBoard,
  DISCOVERY_TABLE,
  flightAsked,
  lay,
  makerVoting,
  stationAsked,
  vote,
} from '../helpers/discovery.ts';

const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
const restores = (s: GameState) => checkGameState(JSON.parse(JSON.stringify(s))).ok;
const forcesAt = (s: GameState, faction: string, territory: string) =>
  s.forces.filter((x) => x.faction === faction && x.territory === territory).reduce((n, x) => n + x.regular + x.elite, 0);

describe('Discovery (plugins/discovery/)', () => {
  it('DS.setup the six Discovery cards join the spice deck and the tokens lie in two shuffled piles; a game without the variant has neither', () => {
    const game = createGame({ factions: DISCOVERY_TABLE, seed: 'ds-setup', modules: ['discovery'] });
    expect(game.decks.spice).to.include.members([...DISCOVERY_CARDS.map((c) => c.id), 'great-maker']);
    expect([...game.discovery!.piles.hiereg].sort()).to.deep.equal(['cistern', 'ecological-testing-station', 'jacurutu-sietch', 'shrine']);
    expect([...game.discovery!.piles.smuggler].sort()).to.deep.equal(['orgiz-processing-station', 'ornithopter', 'spice-stash', 'treachery-card-stash']);
    const plain = createGame({ factions: DISCOVERY_TABLE, seed: 'ds-setup' });
    expect(plain.decks.spice.some((c) => c.startsWith('discovery-') || c === 'great-maker')).to.equal(false);
    expect(plain.discovery).to.equal(undefined);
  });

  it('DS.card a Discovery card devastates its territory (the Fremen too), blows 6 spice and lays a token of its kind face down where it names', () => {
    const base = discoveryBoard();
    place(base, 'fremen', 'hagga-basin', 12, 3);
    place(base, 'harkonnen', 'hagga-basin', 11, 2);
    addSpice(base, 'hagga-basin', 11, 4);
    const tanks = base.factions.fremen!.tanks.regular;
    const { state, events } = discoveryBlow(base, ['discovery-hagga-basin']);
    expect(typed(events, 'discovery-devastation')).to.deep.equal([
      {
        type: 'discovery-devastation',
        territory: 'hagga-basin',
        forces: [
          { faction: 'fremen', count: 3 },
          { faction: 'harkonnen', count: 2 },
        ],
        spice: 4,
      },
    ]);
    expect(state.factions.fremen!.tanks.regular).to.equal(tanks + 3);
    expect(state.spice).to.deep.include({ territory: 'hagga-basin', sector: 12, amount: 6 });
    expect(typed(events, 'discovery-token-laid')).to.deep.equal([{ type: 'discovery-token-laid', site: 'gara-kulon', kind: 'hiereg' }]);
    expect(state.discovery!.laid).to.have.length(1);
    expect(state.discovery!.piles.hiereg).to.have.length(base.discovery!.piles.hiereg.length - 1);
    expect(custodyProblems(state)).to.deep.equal([]);
    expect(restores(state)).to.equal(true);
  });

  it('DS.card in storm the card blows no spice but lays its token; a pile run out lays none; a token face down keeps its place', () => {
    const stormed = discoveryBlow(discoveryBoard(), ['discovery-hagga-basin'], (s) => {
      s.storm.sector = 12;
    });
    expect(stormed.state.spice.filter((x) => x.territory === 'hagga-basin')).to.deep.equal([]);
    expect(stormed.state.discovery!.laid.map((t) => t.site)).to.deep.equal(['gara-kulon']);
    const empty = discoveryBlow(discoveryBoard(), ['discovery-hagga-basin'], (s) => {
      s.discovery!.piles.hiereg = [];
    });
    expect(typed(empty.events, 'discovery-pile-empty')).to.deep.equal([{ type: 'discovery-pile-empty', kind: 'hiereg' }]);
    const held = discoveryBlow(discoveryBoard(), ['discovery-hagga-basin'], (s) => lay(s, 'cistern', 'gara-kulon'));
    expect(held.state.discovery!.laid.map((t) => t.token)).to.deep.equal(['cistern']);
    expect(typed(held.events, 'discovery-token-laid')).to.deep.equal([]);
  });

  it('DS.look the Fremen see a face-down Hiereg token and the Guild a Smuggler; every other seat sees only where and which kind, alike whatever the token', () => {
    const game = (order: ('cistern' | 'jacurutu-sietch')[]) => {
      const first = discoveryBlow(discoveryBoard(), ['discovery-hagga-basin'], (s) => {
        s.discovery!.piles.hiereg = [...order];
      });
      const second = discoveryBlow(first.state, ['discovery-funeral-plain']);
      return { state: second.state, events: [...first.events, ...second.events] };
    };
    const one = game(['cistern', 'jacurutu-sietch']);
    const two = game(['jacurutu-sietch', 'cistern']);
    expect(viewFor(one.state, 'fremen').private!.discoveries).to.deep.equal([{ site: 'gara-kulon', token: 'cistern' }]);
    expect(viewFor(two.state, 'fremen').private!.discoveries).to.deep.equal([{ site: 'gara-kulon', token: 'jacurutu-sietch' }]);
    const smuggler = one.state.discovery!.laid.find((t) => t.kind === 'smuggler')!;
    expect(viewFor(one.state, 'guild').private!.discoveries).to.deep.equal([{ site: 'pasty-mesa', token: smuggler.token }]);
    for (const seat of ['atreides', 'harkonnen', 'emperor', 'bene-gesserit'] as const) {
      expect(JSON.stringify(viewFor(one.state, seat)), seat).to.equal(JSON.stringify(viewFor(two.state, seat)));
      const seen = (events: GameEvent[]) =>
        JSON.stringify(events.filter((e) => e.visibleTo === undefined || e.visibleTo === seat).map(({ id: _id, ...e }) => e));
      expect(seen(one.events), seat).to.equal(seen(two.events));
    }
    expect(viewFor(one.state, 'atreides').discovery!.laid).to.deep.equal([
      { site: 'gara-kulon', kind: 'hiereg' },
      { site: 'pasty-mesa', kind: 'smuggler' },
    ]);
  });

  it('DS.reveal in Spice Collection the factions with fighters around a token are asked in storm order (advisors are not); each looks at it; a pass asks the next', () => {
    const s = discoveryBoard();
    lay(s, 'spice-stash', 'pasty-mesa');
    place(s, 'atreides', 'pasty-mesa', 5, 2);
    place(s, 'harkonnen', 'pasty-mesa', 6, 2);
    s.factions['bene-gesserit']!.reserves.regular -= 1;
    addForces(s, { faction: 'bene-gesserit', territory: 'pasty-mesa', sector: 4 }, { advisors: 1 });
    const asked = collectionAsked(s);
    const d = decisionOf(asked.state, 'discovery-reveal', 'atreides');
    expect(d).to.include({ site: 'pasty-mesa', tokenKind: 'smuggler' });
    expect(viewFor(asked.state, 'atreides').private!.discoveries).to.deep.equal([{ site: 'pasty-mesa', token: 'spice-stash' }]);
    expect(viewFor(asked.state, 'harkonnen').private!.discoveries).to.deep.equal([]);
    const passed = act(asked.state, 'atreides', { type: 'discovery-reveal', event: d.id, reveal: false });
    expect(typed(passed.events, 'discovery-token-passed')).to.deep.equal([{ type: 'discovery-token-passed', faction: 'atreides', site: 'pasty-mesa' }]);
    const next = decisionOf(passed.state, 'discovery-reveal', 'harkonnen');
    expect(pendingDecisions(passed.state).filter((x) => x.kind === 'discovery-reveal')).to.have.length(1);
    const r = act(passed.state, 'harkonnen', { type: 'discovery-reveal', event: next.id, reveal: true });
    expect(typed(r.events, 'discovery-token-revealed')).to.deep.equal([
      { type: 'discovery-token-revealed', faction: 'harkonnen', site: 'pasty-mesa', token: 'spice-stash' },
    ]);
    expect(pendingDecisions(r.state).some((x) => x.kind === 'discovery-reveal')).to.equal(false);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('DS.spice-stash revealed, the Spice Stash pays its revealer 7 spice from the bank and leaves the game', () => {
    const s = discoveryBoard();
    lay(s, 'spice-stash', 'pasty-mesa');
    place(s, 'harkonnen', 'pasty-mesa', 6, 2);
    const asked = collectionAsked(s);
    const spice = asked.state.factions.harkonnen!.spice;
    const r = act(asked.state, 'harkonnen', { type: 'discovery-reveal', event: decisionOf(asked.state, 'discovery-reveal', 'harkonnen').id, reveal: true });
    expect(typed(r.events, 'discovery-spice')).to.deep.equal([{ type: 'discovery-spice', faction: 'harkonnen', token: 'spice-stash', amount: 7 }]);
    expect(r.state.factions.harkonnen!.spice).to.equal(spice + 7);
    expect(r.state.discovery!.gone).to.deep.equal(['spice-stash']);
    expect(r.state.discovery!.laid).to.deep.equal([]);
    expect(restores(r.state)).to.equal(true);
  });

  it('DS.card-stash revealed, the Treachery Card Stash gives its revealer the top card, secretly; over the hand limit it discards one of its choice', () => {
    const s = discoveryBoard();
    lay(s, 'treachery-card-stash', 'pasty-mesa');
    place(s, 'harkonnen', 'pasty-mesa', 6, 2);
    s.factions.harkonnen!.hand = s.decks.treachery.splice(0, 8);
    const top = s.decks.treachery[0]!;
    const asked = collectionAsked(s);
    const r = act(asked.state, 'harkonnen', { type: 'discovery-reveal', event: decisionOf(asked.state, 'discovery-reveal', 'harkonnen').id, reveal: true });
    expect(typed(r.events, 'discovery-card-drawn')).to.deep.equal([{ type: 'discovery-card-drawn', faction: 'harkonnen' }]);
    expect(r.events.find((e) => e.type === 'discovery-card-drawn-card')).to.deep.include({ card: top, visibleTo: 'harkonnen' });
    expect(r.state.factions.harkonnen!.hand).to.include(top);
    const d = decisionOf(r.state, 'discovery-discard', 'harkonnen');
    const gone = r.state.factions.harkonnen!.hand[0]!;
    const discarded = act(r.state, 'harkonnen', { type: 'discovery-discard', event: d.id, card: gone });
    expect(discarded.state.factions.harkonnen!.hand).to.have.length(8);
    expect(discarded.state.decks.treacheryDiscard).to.include(gone);
    expect(discarded.state.discovery!.gone).to.deep.equal(['treachery-card-stash']);
    expect(custodyProblems(discarded.state)).to.deep.equal([]);
  });

  it('DS.testing-station before the storm moves, the faction in the Ecological Testing Station may move it one sector more or one fewer', () => {
    const asked = stationAsked();
    const d = decisionOf(asked.state, 'testing-station', 'atreides');
    const from = asked.state.storm.sector!;
    expectRejected(asked.state, 'atreides', { type: 'testing-station', event: d.id, change: 2 as never }, 'INVALID_CHOICE');
    const r = act(asked.state, 'atreides', { type: 'testing-station', event: d.id, change: 1 });
    expect(typed(r.events, 'testing-station-used')).to.deep.equal([
      { type: 'testing-station-used', faction: 'atreides', from: d.movement, movement: d.movement + 1 },
    ]);
    expect(r.events.find((e) => e.type === 'storm-moved')).to.deep.include({ fromSector: from, moved: d.movement + 1 });
  });

  it('DS.great-maker it strikes like Shai-Hulud with no ride from where it struck; its Nexus needs a majority of all the factions; the Fremen ride it from reserves', () => {
    const voting = makerVoting();
    expect(typed(voting.events, 'great-maker')).to.deep.equal([{ type: 'great-maker', turn: 2, vote: true }]);
    const worm = typed(voting.events, 'shai-hulud')[0]!;
    expect(worm).to.deep.include({ card: 'great-maker', territory: 'the-great-flat', devoured: [{ faction: 'harkonnen', forces: 2 }], spared: ['fremen'] });
    expect(decisionOf(voting.state, 'great-maker-vote').seat).to.equal(voting.state.seating[0]);
    const tied = vote(voting.state, 3);
    expect(typed(tied.events, 'great-maker-vote-result')).to.deep.equal([{ type: 'great-maker-vote-result', yes: 3, no: 3, nexus: false }]);
    // No Nexus, no ride from The Great Flat: the Fremen are offered the ride from their reserves.
    const d = decisionOf(tied.state, 'great-maker-ride', 'fremen');
    expect(pendingDecisions(tied.state).some((x) => x.kind === 'ride-worm' || x.kind === 'nexus-turn')).to.equal(false);
    expect(d.places.some((p) => p.territory === 'arrakeen')).to.equal(true);
    const reserves = tied.state.factions.fremen!.reserves.regular;
    const r = act(tied.state, 'fremen', { type: 'great-maker-ride', event: d.id, to: { territory: 'arrakeen', sector: 9 }, count: 3 });
    expect(typed(r.events, 'great-maker-ridden')).to.deep.equal([{ type: 'great-maker-ridden', to: { territory: 'arrakeen', sector: 9 }, count: 3 }]);
    expect([forcesAt(r.state, 'fremen', 'arrakeen'), r.state.factions.fremen!.reserves.regular]).to.deep.equal([3, reserves - 3]);
    expect(custodyProblems(r.state)).to.deep.equal([]);
    const carried = vote(voting.state, 4);
    expect(typed(carried.events, 'great-maker-vote-result')).to.deep.equal([{ type: 'great-maker-vote-result', yes: 4, no: 2, nexus: true }]);
    expect(carried.state.step).to.equal('nexus');
    expect(restores(carried.state)).to.equal(true);
  });

  it('DS.great-maker on turn 1 the Great Maker is set aside with the sandworms and shuffled back', () => {
    const { state, events } = discoveryBlow(discoveryBoard(), ['great-maker', 'red-chasm'], (s) => {
      s.turn = 1;
    });
    expect(typed(events, 'great-maker-set-aside')).to.have.length(1);
    expect(state.decks.spice).to.include('great-maker');
    expect(pendingDecisions(state).some((x) => x.kind === 'great-maker-vote')).to.equal(false);
  });

  it('DS.shrine the faction in the Shrine plays a Truthtrance as a Karama and a Karama as a Truthtrance; the window opens with only a Karama in play', () => {
    const s = discoveryBoard();
    discover(s, 'shrine', 'gara-kulon');
    place(s, 'atreides', 'shrine', 0, 1);
    s.decks.treacheryDiscard.push(...s.decks.treachery.filter((c) => c.startsWith('truthtrance')));
    s.decks.treachery = s.decks.treachery.filter((c) => !c.startsWith('truthtrance') && c !== 'karama-1');
    s.factions.atreides!.hand = ['karama-1'];
    expect(isKaramaFor(s, 'atreides', 'truthtrance-1')).to.equal(true);
    expect(isKaramaFor(s, 'harkonnen', 'truthtrance-1')).to.equal(false);
    const open = (x: GameState) => pendingDecisions(x).some((d) => d.kind === 'truthtrance');
    let { state } = playPhase(atPhaseStart(s, 'mentat-pause'), 'mentat-pause', () => null, open);
    expect(
      pendingDecisions(state)
        .map((d) => d.seat)
        .sort(),
    ).to.deep.equal([...DISCOVERY_TABLE].sort());
    const question = { about: 'spice-at-least', amount: state.factions.harkonnen!.spice } as const;
    const events: GameEvent[] = [];
    for (const seat of state.seating) {
      const d = decisionOf(state, 'truthtrance', seat);
      const r = act(state, seat, { type: 'truthtrance', event: d.id, play: seat === 'atreides' ? { card: 'karama-1', target: 'harkonnen', question } : null });
      state = r.state;
      events.push(...r.events);
    }
    expect(events.find((e) => e.type === 'truthtrance-asked')).to.deep.include({ asker: 'atreides', card: 'karama-1', target: 'harkonnen', answer: 'yes' });
    // Out of the Shrine, no window: no Truthtrance is in play.
    const away = structuredClone(s);
    away.forces = away.forces.filter((x) => x.territory !== 'shrine');
    away.factions.atreides!.reserves.regular += 1;
    expect(open(playPhase(atPhaseStart(away, 'mentat-pause'), 'mentat-pause', () => null, open).state)).to.equal(false);
  });

  it('DS.ornithopter the token’s keeper flies one move of a later turn up to 3 territories; the token then leaves the game', () => {
    const asked = flightAsked(discoveryBoard().turn - 1);
    const d = viewFor(asked.state, 'atreides').private!.decisions.find((x) => x.kind === 'move')!;
    expect(d).to.include({ flight: 3 });
    const stack = d.kind === 'move' ? d.moves!.find((m) => m.territory === 'the-great-flat')! : null;
    const near = new Set(stack!.to.map((p) => p.territory));
    const far = stack!.flightTo!.find((p) => !near.has(p.territory))!;
    expect(far, 'a place only a flight reaches').to.not.equal(undefined);
    const move: Action = {
      type: 'move',
      event: d.id,
      from: 'the-great-flat',
      groups: [{ sector: 14, count: 3 }],
      to: { territory: far.territory, sector: far.sectors[0]! },
    };
    expectRejected(asked.state, 'atreides', move, 'OUT_OF_RANGE');
    const r = act(asked.state, 'atreides', { ...move, flight: true });
    expect(typed(r.events, 'discovery-flight')).to.deep.equal([{ type: 'discovery-flight', faction: 'atreides', from: 'the-great-flat', to: far.territory }]);
    expect(r.state.discovery!.flight).to.equal(undefined);
    expect(r.state.discovery!.gone).to.include('ornithopter');
    expect(custodyProblems(r.state)).to.deep.equal([]);
    // Revealed this turn, the token flies from the next.
    const fresh = flightAsked(discoveryBoard().turn);
    expect(fresh.state.pending.find((x) => x.kind === 'move')).to.not.have.property('flight');
  });

  it('EM.discovery whole games with every variant of the box and Discovery: legal answers play them to the end, custody kept, every kind of token met', () => {
    const met = new Set<string>();
    for (const seed of ['em-discovery-1', 'em-discovery-2', 'em-discovery-3']) {
      const config = {
        factions: ['ecaz', 'moritani', 'fremen', 'guild', 'harkonnen', 'atreides'] as const,
        seed,
        advanced: true,
        cards: ['base', 'ixians', 'richese', 'ecaz'] as const,
        modules: ['discovery', 'homeworlds', 'nexus-cards'] as const,
      };
      const end = playBotGame({ ...config, factions: [...config.factions], cards: [...config.cards], modules: [...config.modules] }, (events, state, n) => {
        for (const e of events) if (e.type === 'discovery-token-laid') met.add(e.kind);
        if (n % 200 === 0) expect(custodyProblems(state), `${seed} after ${n}`).to.deep.equal([]);
      });
      expect(custodyProblems(end)).to.deep.equal([]);
      expect(restores(end)).to.equal(true);
    }
    expect([...met].sort()).to.deep.equal(['hiereg', 'smuggler']);
  });

  it('DS.places a revealed place lies inside its territory for the rest of the game: its one neighbour, never in storm, shipped into at a stronghold’s price', () => {
    const s = discoveryBoard();
    discover(s, 'cistern', 'gara-kulon');
    expect(boardDistance(s, 'gara-kulon', 'cistern')).to.equal(1);
    expect(boardDistance(s, 'pasty-mesa', 'cistern')).to.equal(2);
    // Out of it, the same way back.
    expect(boardDistance(s, 'cistern', 'pasty-mesa')).to.equal(2);
    s.storm.sector = 7;
    expect(inStorm(s, 'cistern', 0)).to.equal(false);
    expect(territory('cistern')).to.include({ kind: 'location', protectedFromStorm: true });
    expect(fullPrice('cistern', 4)).to.equal(4);
    expect(strongholdsOn(s)).to.not.include('cistern');
    expect(viewFor(s, 'spectator').discovery!.locations).to.deep.equal([{ place: 'cistern', on: 'gara-kulon', turn: s.turn }]);
  });

  it('DS.jacurutu revealed, Jacurutu Sietch is a stronghold inside its territory: its one neighbour, shipped into at 1 spice a force, counted for victory', () => {
    const s = discoveryBoard();
    lay(s, 'jacurutu-sietch', 'gara-kulon');
    place(s, 'emperor', 'gara-kulon', 7, 3);
    const asked = collectionAsked(s);
    const r = act(asked.state, 'emperor', { type: 'discovery-reveal', event: decisionOf(asked.state, 'discovery-reveal', 'emperor').id, reveal: true });
    expect(r.state.discovery!.locations).to.deep.equal([{ place: 'jacurutu-sietch', on: 'gara-kulon', turn: s.turn }]);
    expect(strongholdsOn(r.state)).to.include('jacurutu-sietch');
    expect(boardDistance(r.state, 'gara-kulon', 'jacurutu-sietch')).to.equal(1);
    expect(boardDistance(r.state, 'sihaya-ridge', 'jacurutu-sietch')).to.equal(2);
    expect(fullPrice('jacurutu-sietch', 3)).to.equal(3);
    const won = structuredClone(r.state);
    place(won, 'harkonnen', 'arrakeen', 9, 1);
    place(won, 'harkonnen', 'carthag', 10, 1);
    expect(strongholdQualifiers(won)).to.deep.equal([]);
    place(won, 'harkonnen', 'jacurutu-sietch', 0, 1);
    expect(strongholdQualifiers(won)).to.deep.equal([['harkonnen']]);
  });

  it('DS.jacurutu the winner of a battle there takes 1 spice from the bank for each force the loser sent to the Tanks undialed', () => {
    const s = discoveryBoard();
    discover(s, 'jacurutu-sietch', 'gara-kulon');
    const entered = enterBattle(s, (x) => {
      place(x, 'emperor', 'jacurutu-sietch', 0, 5);
      place(x, 'harkonnen', 'jacurutu-sietch', 0, 4);
    });
    const spice = entered.state.factions.emperor!.spice;
    const { state, events } = fight(entered.state, { emperor: { leader: 'bashar', dial: 3 }, harkonnen: { leader: 'umman-kudu', dial: 1 } });
    expect(typed(events, 'discovery-spice')).to.deep.equal([{ type: 'discovery-spice', faction: 'emperor', token: 'jacurutu-sietch', amount: 3 }]);
    expect(state.factions.emperor!.spice).to.equal(spice + 3);
  });

  it('DS.cistern in Spice Collection each faction with fighters in the Cistern takes 2 spice from the bank', () => {
    const s = discoveryBoard();
    discover(s, 'cistern', 'gara-kulon');
    place(s, 'guild', 'cistern', 0, 2);
    const spice = s.factions.guild!.spice;
    const { state, events } = playPhase(atPhaseStart(s, 'spice-collection'), 'spice-collection', () => null);
    expect(typed(events, 'discovery-spice')).to.deep.equal([{ type: 'discovery-spice', faction: 'guild', token: 'cistern', amount: 2 }]);
    expect(state.factions.guild!.spice).to.equal(spice + 2);
  });

  it('DS.orgiz the faction in the Orgiz Processing Station takes 1 spice from each other faction’s collection, per territory collected', () => {
    const s = discoveryBoard();
    discover(s, 'orgiz-processing-station', 'pasty-mesa');
    place(s, 'harkonnen', 'orgiz-processing-station', 0, 1);
    place(s, 'atreides', 'red-chasm', 6, 2);
    place(s, 'atreides', 'south-mesa', 4, 2);
    place(s, 'emperor', 'the-minor-erg', 7, 2);
    place(s, 'harkonnen', 'broken-land', 11, 1);
    for (const [t, sector] of [
      ['red-chasm', 6],
      ['south-mesa', 4],
      ['the-minor-erg', 7],
      ['broken-land', 11],
    ] as const)
      addSpice(s, t, sector, 8);
    const { events } = playPhase(atPhaseStart(s, 'spice-collection'), 'spice-collection', () => null);
    expect(typed(events, 'discovery-spice')).to.deep.equal([
      { type: 'discovery-spice', faction: 'harkonnen', token: 'orgiz-processing-station', amount: 1, from: 'atreides' },
      { type: 'discovery-spice', faction: 'harkonnen', token: 'orgiz-processing-station', amount: 1, from: 'atreides' },
      { type: 'discovery-spice', faction: 'harkonnen', token: 'orgiz-processing-station', amount: 1, from: 'emperor' },
    ]);
  });

  it('DS.entry Richese’s concealed No-Field stays behind (rules edition 10): the stack offered counts its forces without the token', () => {
    const asked = (rules?: number) => {
      const s = clearedBoard({
        factions: ['richese', 'atreides', 'harkonnen', 'emperor'],
        seed: 'discovery',
        modules: ['discovery'],
        ...(rules ? { rules } : {}),
      });
      discover(s, 'jacurutu-sietch', 'gara-kulon', s.turn - 1);
      place(s, 'richese', 'gara-kulon', 7, 2);
      putNoField(s, 5, 'gara-kulon', 7);
      const waiting = (x: GameState) => pendingDecisions(x).some((d) => d.kind === 'discovery-entry');
      return playPhase(atPhaseStart(s, 'storm'), 'storm', () => null, waiting).state;
    };
    const s = asked();
    const d = decisionOf(s, 'discovery-entry', 'richese');
    expect(d.stacks).to.deep.equal([{ sector: 7, count: 2 }]);
    expectRejected(s, 'richese', { type: 'discovery-entry', event: d.id, groups: [{ sector: 7, count: 3 }] }, 'OVER_LIMIT');
    const r = act(s, 'richese', { type: 'discovery-entry', event: d.id, groups: [{ sector: 7, count: 2 }] });
    expect([forcesAt(r.state, 'richese', 'jacurutu-sietch'), forcesAt(r.state, 'richese', 'gara-kulon')]).to.deep.equal([2, 1]);
    expect(r.state.richese!.noField).to.deep.equal({ token: 5, territory: 'gara-kulon', sector: 7 });
    expect(custodyProblems(r.state)).to.deep.equal([]);
    // Edition 9 counted the token among the forces that could enter.
    expect(decisionOf(asked(9), 'discovery-entry', 'richese').stacks).to.deep.equal([{ sector: 7, count: 3 }]);
  });

  it('DS.entry as the next Storm phase starts, forces around a place revealed the turn before may move in free; stacks in the storm stay', () => {
    const s = discoveryBoard();
    discover(s, 'jacurutu-sietch', 'gara-kulon', s.turn - 1);
    place(s, 'atreides', 'gara-kulon', 7, 3);
    const waiting = (x: GameState) => pendingDecisions(x).some((d) => d.kind === 'discovery-entry');
    const started = playPhase(atPhaseStart(s, 'storm'), 'storm', () => null, waiting);
    const d = decisionOf(started.state, 'discovery-entry', 'atreides');
    expect(d).to.deep.include({ place: 'jacurutu-sietch', on: 'gara-kulon', stacks: [{ sector: 7, count: 3 }] });
    const r = act(started.state, 'atreides', { type: 'discovery-entry', event: d.id, groups: [{ sector: 7, count: 2 }] });
    expect(typed(r.events, 'discovery-entered')).to.deep.equal([{ type: 'discovery-entered', faction: 'atreides', place: 'jacurutu-sietch', count: 2 }]);
    expect([forcesAt(r.state, 'atreides', 'jacurutu-sietch'), forcesAt(r.state, 'atreides', 'gara-kulon')]).to.deep.equal([2, 1]);
    const stormed = structuredClone(s);
    stormed.storm.sector = 7;
    expect(waiting(playPhase(atPhaseStart(stormed, 'storm'), 'storm', () => null, waiting).state)).to.equal(false);
  });
});
