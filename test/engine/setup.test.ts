import { expect } from 'chai';
import { applyAction, createGame, pendingDecisions, viewFor, CLASSIC_FACTIONS, type Faction, type TraitorCardId } from '../../rooms/dune/index.ts';
import { STORM_START_SECTOR, advance } from '../../rooms/dune/board/sectors.ts';
import { SPICE_CARDS } from '../../rooms/dune/cards/spice.ts';
import { BASE_TREACHERY_DECK } from '../../rooms/dune/cards/treachery.ts';
import { leadersOf } from '../../rooms/dune/factions/leaders.ts';
import { act, playSetup, playUntil } from '../helpers/engine.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import type { Placement } from '../../rooms/dune/types.ts';

const ALL: Faction[] = [...CLASSIC_FACTIONS];
const six = (seed = 's1', extra: object = {}) => createGame({ factions: ALL, seed, ...extra });

describe('engine: game set-up (rules 0.01–0.16)', () => {
  it('0.02 LENGTH OF GAME: 10 turns by default, configurable', () => {
    expect(six().config.maxTurns).to.equal(10);
    expect(six('s', { maxTurns: 7 }).config.maxTurns).to.equal(7);
    expect(() => createGame({ factions: ALL, maxTurns: 0 })).to.throw(/maxTurns/);
  });

  it('0.03 VARIANTS: 2–6 distinct classic factions; Advanced rules chosen at creation', () => {
    expect(() => createGame({ factions: ['atreides'] })).to.throw(/2–6/);
    expect(() => createGame({ factions: ['atreides', 'atreides'] })).to.throw(/once/);
    expect(() => createGame({ factions: ['atreides', 'ix' as Faction] })).to.throw(/unknown/);
    expect(six('s', { advanced: true }).config.advanced).to.equal(true);
    for (let n = 2; n <= 6; n++) {
      const { state } = playSetup(createGame({ factions: ALL.slice(0, n), seed: `n${n}` }));
      expect(state.phase).to.not.be.oneOf(['setup', 'storm']);
      expect(state.seating).to.have.length(n);
    }
  });

  it('0.05 SPICE DECK: all 21 spice cards shuffled face down, discard empty', () => {
    const s = six();
    expect([...s.decks.spice].sort()).to.deep.equal(SPICE_CARDS.map((c) => c.id).sort());
    expect(s.decks.spice).to.not.deep.equal(SPICE_CARDS.map((c) => c.id));
    expect(s.decks.spiceDiscard).to.deep.equal([]);
    expect(six('other').decks.spice).to.not.deep.equal(s.decks.spice);
  });

  it('0.06 TREACHERY DECK: the 33 base cards shuffled (minus the starting deals)', () => {
    const { state } = playSetup(six());
    const held = state.seating.flatMap((f) => state.factions[f]!.hand);
    expect([...state.decks.treachery, ...held].sort()).to.deep.equal(BASE_TREACHERY_DECK.map((c) => c.id).sort());
  });

  it('0.07 SEATING ORDER: random from the seed, or as listed', () => {
    const seatings = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => six(seed).seating.join()));
    expect(seatings.size).to.be.greaterThan(1);
    expect(six('a').seating).to.deep.equal(six('a').seating);
    expect(createGame({ factions: ['fremen', 'atreides'], seating: 'listed' }).seating).to.deep.equal(['fremen', 'atreides']);
  });

  it("0.10 PLAYER POSITIONS: seat 1 at the circle nearest Tuek's Sietch, the next seats counterclockwise", () => {
    const s = createGame({ factions: ALL, seating: 'listed' });
    expect(ALL.map((f) => s.factions[f]!.marker)).to.deep.equal([4, 7, 10, 13, 16, 1]);
    const two = createGame({ factions: ['harkonnen', 'guild'], seating: 'listed' });
    expect([two.factions.harkonnen!.marker, two.factions.guild!.marker]).to.deep.equal([4, 13]);
  });

  it('0.11 TRAITORS: traitor deck holds only the leaders of factions in play; each faction is dealt 4', () => {
    const s = createGame({ factions: ['atreides', 'fremen', 'emperor'], seed: 't' });
    const inPlay = new Set<TraitorCardId>(['atreides', 'fremen', 'emperor'].flatMap((f) => leadersOf(f as Faction).map((l) => l.id)));
    const dealt = s.seating.flatMap((f) => s.factions[f]!.traitorOptions);
    expect(dealt).to.have.length(12);
    for (const l of [...dealt, ...s.decks.traitor]) expect(inPlay.has(l)).to.equal(true);
    expect(dealt.length + s.decks.traitor.length).to.equal(15);
  });

  it('0.11 TRAITORS: each faction secretly keeps exactly one of its four; picks are revealed to nobody', () => {
    let s = playUntil(six(), 'pick-traitor');
    const picks = pendingDecisions(s).filter((d) => d.kind === 'pick-traitor');
    expect(picks.map((d) => d.seat).sort()).to.deep.equal(ALL.filter((f) => f !== 'harkonnen').sort());
    const first = picks[0]!;
    if (first.kind !== 'pick-traitor') throw new Error('kind');
    const before = viewFor(s, 'spectator');
    const r = act(s, first.seat, { type: 'pick-traitor', event: first.id, leader: first.options[2]! });
    s = r.state;
    expect(s.factions[first.seat]!.traitors).to.deep.equal([first.options[2]]);
    expect(s.factions[first.seat]!.discardedTraitors).to.have.length(3);
    expect(r.events.every((e) => e.visibleTo === first.seat)).to.equal(true);
    // Nobody else can tell that this seat has picked.
    expect(viewFor(s, 'spectator')).to.deep.equal(before);
    for (const other of ALL.filter((f) => f !== first.seat)) expect(viewFor(s, other).awaiting).to.deep.equal(before.awaiting);
  });

  it('0.11 TRAITORS: choosing a leader not dealt is rejected', () => {
    const s = playUntil(six(), 'pick-traitor');
    const d = pendingDecisions(s).find((x) => x.kind === 'pick-traitor')!;
    // @ts-expect-error an unknown id does not compile (the id unions); the engine still refuses one that gets this far
    const r = applyAction(s, d.seat, { type: 'pick-traitor', event: d.id, leader: 'not-a-leader' });
    expect(r.ok).to.equal(false);
    if (!r.ok) expect(r.error.code).to.equal('INVALID_CHOICE');
  });

  it('2.05.03 TERRIBLY TRAITOROUS: Harkonnen keeps all four traitors without a decision', () => {
    const s = playUntil(six(), 'pick-traitor');
    expect(s.factions.harkonnen!.traitors).to.have.length(4);
    expect(pendingDecisions(s).some((d) => d.seat === 'harkonnen')).to.equal(false);
  });

  it('0.12 STARTING SPICE: 2.01.01 Atreides 10, 2.02.01 BG 5, 2.03.01 Emperor 10, 2.04.01 Fremen 3, 2.05.01 Harkonnen 10, 2.06.01 Guild 5', () => {
    const { state } = playSetup(six());
    const spice = Object.fromEntries(ALL.map((f) => [f, state.factions[f]!.spice]));
    expect(spice).to.deep.equal({ atreides: 10, 'bene-gesserit': 5, emperor: 10, fremen: 3, harkonnen: 10, guild: 5 });
  });

  // One test per faction ability, titled by its rule id (2.xx.01 starting spice, 2.xx.02 starting forces).
  const STARTING: [string, string, Faction, number, Record<string, number>, number][] = [
    ['2.01.01', '2.01.02', 'atreides', 10, { arrakeen: 10 }, 10],
    ['2.02.01', '2.02.02', 'bene-gesserit', 5, { 'polar-sink': 1 }, 19],
    ['2.03.01', '2.03.02', 'emperor', 10, {}, 20],
    ['2.04.01', '2.04.02', 'fremen', 3, { 'sietch-tabr': 10 }, 10],
    ['2.05.01', '2.05.02', 'harkonnen', 10, { carthag: 10 }, 10],
    ['2.06.01', '2.06.02', 'guild', 5, { 'tueks-sietch': 5 }, 15],
  ];
  for (const [spiceRule, forcesRule, faction, spice, board, reserves] of STARTING) {
    it(`${spiceRule} ${faction} starts with ${spice} spice behind its shield`, () => {
      const { state } = playSetup(createGame({ factions: [faction, faction === 'guild' ? 'atreides' : 'guild'], seed: spiceRule }));
      expect(state.factions[faction]!.spice).to.equal(spice);
    });
    it(`${forcesRule} ${faction} starting forces: ${JSON.stringify(board)} on the board, ${reserves} in reserve`, () => {
      const { state } = playSetup(createGame({ factions: [faction, faction === 'guild' ? 'atreides' : 'guild'], seed: forcesRule }));
      const on: Record<string, number> = {};
      for (const s of state.forces.filter((x) => x.faction === faction)) on[s.territory] = (on[s.territory] ?? 0) + s.regular + s.elite + s.advisors;
      expect(on).to.deep.equal(board);
      const r = state.factions[faction]!.reserves;
      expect(r.regular + r.elite).to.equal(reserves);
    });
  }

  it('0.13 STARTING FORCES: 2.01.02, 2.02.02, 2.03.02, 2.05.02, 2.06.02 fixed placements and reserves', () => {
    const { state } = playSetup(six());
    const on = (f: Faction, t: string) =>
      state.forces.filter((x) => x.faction === f && x.territory === t).reduce((n, x) => n + x.regular + x.elite + x.advisors, 0);
    const reserves = (f: Faction) => state.factions[f]!.reserves.regular + state.factions[f]!.reserves.elite;
    expect([on('atreides', 'arrakeen'), reserves('atreides')]).to.deep.equal([10, 10]);
    expect([on('harkonnen', 'carthag'), reserves('harkonnen')]).to.deep.equal([10, 10]);
    expect([on('guild', 'tueks-sietch'), reserves('guild')]).to.deep.equal([5, 15]);
    expect([on('bene-gesserit', 'polar-sink'), reserves('bene-gesserit')]).to.deep.equal([1, 19]);
    expect(reserves('emperor')).to.equal(20);
    expect(state.forces.some((x) => x.faction === 'emperor')).to.equal(false);
  });

  it('2.04.02 Fremen place 10 forces as they like on Sietch Tabr, False Wall South and False Wall West', () => {
    const s = playUntil(six(), 'place-fremen');
    const d = pendingDecisions(s)[0]!;
    expect(d.kind).to.equal('place-fremen');
    const bad: Placement[][] = [
      [{ territory: 'arrakeen', sector: 9, count: 10 }],
      [{ territory: 'sietch-tabr', sector: 13, count: 9 }],
      [{ territory: 'sietch-tabr', sector: 12, count: 10 }],
      [
        { territory: 'sietch-tabr', sector: 13, count: 5 },
        { territory: 'sietch-tabr', sector: 13, count: 5 },
      ],
      [{ territory: 'sietch-tabr', sector: 13, count: 10, elite: 3 }], // starred forces are Advanced only
    ];
    for (const placements of bad) {
      const r = applyAction(s, 'fremen', { type: 'place-fremen', event: d.id, placements });
      expect(r.ok, JSON.stringify(placements)).to.equal(false);
    }
    const good = act(s, 'fremen', legalAnswer(d, 1)).state;
    const fremen = good.forces.filter((x) => x.faction === 'fremen');
    expect(fremen.map((x) => [x.territory, x.regular])).to.deep.equal([
      ['false-wall-south', 3],
      ['false-wall-west', 3],
      ['sietch-tabr', 4],
    ]);
    expect(good.factions.fremen!.reserves).to.deep.equal({ regular: 10, elite: 0 });
  });

  it('2.02.08 ADVANCED STARTING FORCES: BG places one advisor anywhere after the Fremen; alone it is a fighter', () => {
    const adv = six('adv', { advanced: true });
    let s = playUntil(adv, 'place-advisor');
    expect(s.forces.some((x) => x.faction === 'bene-gesserit')).to.equal(false);
    const d = pendingDecisions(s)[0]!;
    expect(d.kind).to.equal('place-advisor');
    expect(applyAction(s, 'bene-gesserit', { type: 'place-advisor', event: d.id, territory: 'arrakeen', sector: 3 }).ok).to.equal(false);
    const shared = act(s, 'bene-gesserit', { type: 'place-advisor', event: d.id, territory: 'arrakeen', sector: 9 }).state;
    expect(shared.forces.find((x) => x.faction === 'bene-gesserit')).to.include({ territory: 'arrakeen', advisors: 1, regular: 0 });
    const alone = act(s, 'bene-gesserit', { type: 'place-advisor', event: d.id, territory: 'the-great-flat', sector: 14 }).state;
    expect(alone.forces.find((x) => x.faction === 'bene-gesserit')).to.include({ territory: 'the-great-flat', advisors: 0, regular: 1 });
    expect(alone.factions['bene-gesserit']!.reserves.regular).to.equal(19);
    s = alone;
    expect(pendingDecisions(s)[0]!.kind).to.equal('dial-storm');
  });

  it('2.04.18 under Advanced rules the Fremen may place Fedaykin (starred) forces', () => {
    const s = playUntil(six('adv2', { advanced: true }), 'place-fremen');
    const d = pendingDecisions(s)[0]!;
    const r = act(s, 'fremen', { type: 'place-fremen', event: d.id, placements: [{ territory: 'sietch-tabr', sector: 13, count: 10, elite: 3 }] });
    expect(r.state.factions.fremen!.reserves).to.deep.equal({ regular: 10, elite: 0 });
    expect(
      applyAction(s, 'fremen', { type: 'place-fremen', event: d.id, placements: [{ territory: 'sietch-tabr', sector: 13, count: 10, elite: 4 }] }).ok,
    ).to.equal(false);
  });

  it('0.14 STARTING TREACHERY CARD and 2.05.04 MYSTERY CARD: one card each, Harkonnen two', () => {
    const { state, events } = playSetup(six());
    for (const f of ALL) expect(state.factions[f]!.hand, f).to.have.length(f === 'harkonnen' ? 2 : 1);
    const pub = events.find((e) => e.type === 'treachery-dealt');
    expect(pub?.visibleTo).to.equal(undefined);
    // The public event gives counts only; card ids travel only in seat-addressed events.
    const cardIds = new Set(BASE_TREACHERY_DECK.map((c) => c.id));
    for (const e of events.filter((x) => x.visibleTo === undefined)) for (const id of cardIds) expect(JSON.stringify(e)).to.not.include(`"${id}"`);
  });

  it('2.05.04 MYSTERY CARD: after the starting cards, Harkonnen draws one more', () => {
    const initial = createGame({ factions: ['harkonnen', 'atreides'], seed: 'mystery', seating: 'listed' });
    const deck = initial.decks.treachery;
    const { state } = playSetup(initial);
    expect(state.factions.harkonnen!.hand).to.deep.equal([deck[0], deck[2]]);
    expect(state.factions.atreides!.hand).to.deep.equal([deck[1]]);
    expect(state.decks.treachery).to.have.length(33 - 3);
  });

  it('0.01 set-up runs its steps in rulebook order: prediction, traitors, spice, forces, cards, then the first storm', () => {
    const { events } = playSetup(createGame({ factions: ALL, seed: 'order', seating: 'listed' }));
    const firstOf = (type: string) => events.findIndex((e) => e.type === type);
    const order = ['prediction-made', 'traitors-chosen', 'spice-dealt', 'forces-placed', 'treachery-dealt', 'storm-revealed'].map(firstOf);
    expect(order.every((i) => i >= 0)).to.equal(true);
    expect([...order].sort((a, b) => a - b)).to.deep.equal(order);
  });

  it('2.02.10 NONCOMBATANTS: in the Basic game Bene Gesserit forces are all fighters', () => {
    const { state } = playSetup(createGame({ factions: ['bene-gesserit', 'harkonnen'], seed: 'bg' }));
    const bg = state.forces.filter((x) => x.faction === 'bene-gesserit');
    expect(bg.map((x) => [x.regular, x.advisors])).to.deep.equal([[1, 0]]);
  });

  it('0.15 TURN MARKER: the game starts on turn 1', () => {
    expect(six().turn).to.equal(0);
    expect(playSetup(six()).state.turn).to.equal(1);
  });

  it('0.16 FIRST STORM: the two markers nearest either side of the Storm Start Sector dial 0–20 in secret', () => {
    let s = playUntil(createGame({ factions: ALL, seating: 'listed', seed: 'storm' }), 'dial-storm');
    const dials = pendingDecisions(s);
    // Circles: atreides 4, bg 7, emperor 10, fremen 13, harkonnen 16, guild 1; the Storm Start Sector is 18.
    expect(dials.map((d) => d.seat).sort()).to.deep.equal(['guild', 'harkonnen']);
    expect(dials.every((d) => d.kind === 'dial-storm' && d.secret && d.min === 0 && d.max === 20)).to.equal(true);
    expect(applyAction(s, 'guild', { type: 'dial-storm', event: dials.find((d) => d.seat === 'guild')!.id, value: 21 }).ok).to.equal(false);
    s = act(s, 'guild', { type: 'dial-storm', event: dials.find((d) => d.seat === 'guild')!.id, value: 15 }).state;
    expect(s.storm.sector).to.equal(null);
    expect(viewFor(s, 'harkonnen').storm.lastDials).to.deep.equal({});
    expect(viewFor(s, 'guild').private!.stormDial).to.equal(15);
    expect(viewFor(s, 'harkonnen').private!.stormDial).to.equal(null);
    const r = act(s, 'harkonnen', { type: 'dial-storm', event: dials.find((d) => d.seat === 'harkonnen')!.id, value: 12 });
    expect(r.state.storm.sector).to.equal(advance(STORM_START_SECTOR, 27));
    expect(r.state.storm.sector).to.equal(9);
    expect(r.state.storm.lastDials).to.deep.equal({ guild: 15, harkonnen: 12 });
    expect(r.events.find((e) => e.type === 'storm-revealed')).to.include({ fromSector: 18, toSector: 9, moved: 27 });
  });

  it('1.01.01 DECIDING FIRST PLAYER: the marker the storm next approaches', () => {
    const s = playUntil(createGame({ factions: ALL, seating: 'listed', seed: 'fp' }), 'dial-storm');
    const [a, b] = pendingDecisions(s);
    const after = act(act(s, a!.seat, { type: 'dial-storm', event: a!.id, value: 5 }).state, b!.seat, { type: 'dial-storm', event: b!.id, value: 5 }).state;
    // Storm 18 + 10 = sector 10, which holds the Emperor's marker: the next one ahead is the Fremen's (13).
    expect(after.storm.sector).to.equal(10);
    expect(after.firstPlayer).to.equal('fremen');
    expect(after.phase).to.not.be.oneOf(['setup', 'storm']);
  });

  it('2.02.03 PREDICTION: Bene Gesserit secretly predicts another faction and a turn, before traitors', () => {
    const s = six();
    const d = pendingDecisions(s)[0]!;
    expect(d.kind).to.equal('predict');
    if (d.kind !== 'predict') return;
    expect(d.factions).to.not.include('bene-gesserit');
    expect(d.turns).to.deep.equal({ min: 1, max: 10 });
    expect(applyAction(s, 'bene-gesserit', { type: 'predict', event: d.id, faction: 'bene-gesserit', turn: 3 }).ok).to.equal(false);
    expect(applyAction(s, 'bene-gesserit', { type: 'predict', event: d.id, faction: 'fremen', turn: 11 }).ok).to.equal(false);
    const r = act(s, 'bene-gesserit', { type: 'predict', event: d.id, faction: 'fremen', turn: 4 });
    expect(r.state.factions['bene-gesserit']!.prediction).to.deep.equal({ faction: 'fremen', turn: 4 });
    expect(viewFor(r.state, 'bene-gesserit').private!.prediction).to.deep.equal({ faction: 'fremen', turn: 4 });
    expect(JSON.stringify(viewFor(r.state, 'fremen'))).to.not.include('"turn":4');
    expect(JSON.stringify(r.events.filter((e) => e.visibleTo === undefined))).to.not.include('fremen');
  });
});
