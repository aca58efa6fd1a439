// Phase 1.09, the Mentat Pause: bribes, every victory condition, and the Truthtrance window (3.01.22).
import { expectRejected } from '../helpers/engine.ts';
import { expect } from 'chai';
import { applyAction, viewFor, CLASSIC_FACTIONS, type Action, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { decideVictory } from '../../rooms/dune/victory.ts';
import { stormOrder } from '../../rooms/dune/storm-order.ts';
import type { TruthtranceQuestion } from '../../rooms/dune/phases/mentat-pause/types.ts';
import { truthfulAnswer } from '../../rooms/dune/phases/mentat-pause/truthtrance-questions.ts';
import { mentatActionSchemas } from '../../schema/actions/mentat-pause.ts';
import {
  afterSetup,
  answerTruthtrance,
  atMentatPause,
  discardTruthtrances,
  giveTruthtrance,
  placeOnly,
  runMentatPause,
  runWithRunner,
} from '../helpers/mentat-pause.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';

const ALL: Faction[] = [...CLASSIC_FACTIONS];
const NO_GUILD_NO_FREMEN: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'harkonnen'];

let sixBase: GameState;
let fourBase: GameState;
before(() => {
  sixBase = afterSetup(ALL);
  fourBase = afterSetup(NO_GUILD_NO_FREMEN);
});

/** A six-faction game at the Mentat Pause of `turn`, with only the given forces on the board and no Truthtrance in play. */
function six(turn: number, forces: Parameters<typeof placeOnly>[1], edit: (s: GameState) => void = () => {}): GameState {
  const s = atMentatPause(sixBase, turn);
  placeOnly(s, forces);
  discardTruthtrances(s);
  s.factions['bene-gesserit']!.prediction = { faction: 'emperor', turn: 9 };
  edit(s);
  return s;
}

function victoryOf(s: GameState) {
  return runMentatPause(s).state.victory;
}

const THREE_FOR_ATREIDES: Parameters<typeof placeOnly>[1] = [
  ['atreides', 'arrakeen', 2],
  ['atreides', 'carthag', 1],
  ['atreides', 'sietch-tabr', 1],
];

describe('1.09 Mentat Pause', () => {
  it('1.09.00 with no winner the turn runner moves the turn marker and starts the next turn', () => {
    const s = six(3, [['atreides', 'arrakeen', 1]]);
    const { state, events } = runWithRunner(s);
    expect(state.victory).to.equal(null);
    expect(state.turn).to.equal(4);
    expect(events).to.deep.include({
      id: events.find((e) => e.type === 'phase-started' && e.phase === 'storm')!.id,
      type: 'phase-started',
      phase: 'storm',
      turn: 4,
    });
  });

  it('1.09.01 bribe spice in front of the shield is added to the spice behind it, publicly', () => {
    const s = six(2, [], (x) => {
      x.factions.fremen!.bribes = 3;
      x.factions.emperor!.bribes = 1;
    });
    const before = { fremen: s.factions.fremen!.spice, emperor: s.factions.emperor!.spice, guild: s.factions.guild!.spice };
    const { state, events } = runMentatPause(s);
    expect(state.factions.fremen!.spice).to.equal(before.fremen + 3);
    expect(state.factions.emperor!.spice).to.equal(before.emperor + 1);
    expect(state.factions.guild!.spice).to.equal(before.guild);
    expect(state.factions.fremen!.bribes).to.equal(0);
    const collected = events.find((e) => e.type === 'bribes-collected');
    expect(collected).to.include({ type: 'bribes-collected' });
    expect(collected!.visibleTo).to.equal(undefined);
    expect(collected).to.deep.include({ amounts: { emperor: 1, fremen: 3 } });
  });

  it('1.12.02 bribes are collected only in the Mentat Pause and before the victory check', () => {
    const s = six(2, [], (x) => (x.factions.harkonnen!.bribes = 4));
    const { events } = runMentatPause(s);
    const types = events.map((e) => e.type);
    expect(types.indexOf('bribes-collected')).to.be.lessThan(types.indexOf('strongholds-controlled'));
    // No bribe lying in front of any shield: nothing is announced.
    expect(runMentatPause(six(2, [])).events.map((e) => e.type)).to.not.include('bribes-collected');
  });

  it('1.09.02 the stronghold check runs every Mentat Pause and names what each unit controls', () => {
    const { state, events } = runMentatPause(
      six(2, [
        ['atreides', 'arrakeen', 1],
        ['harkonnen', 'carthag', 1],
      ]),
    );
    expect(state.victory).to.equal(null);
    const counted = events.find((e) => e.type === 'strongholds-controlled');
    if (counted?.type !== 'strongholds-controlled') throw new Error('no strongholds-controlled event');
    expect(counted.units).to.have.deep.members([
      { factions: ['atreides'], strongholds: ['arrakeen'] },
      { factions: ['harkonnen'], strongholds: ['carthag'] },
    ]);
  });

  it('1.09.02.01 requirements are checked for every player and alliance at once', () => {
    const s = six(2, [...THREE_FOR_ATREIDES, ['emperor', 'tueks-sietch', 1]], (x) => (x.alliances = [['emperor', 'fremen']]));
    const units = runMentatPause(s).events.find((e) => e.type === 'strongholds-controlled');
    expect(units).to.not.equal(undefined);
    if (units?.type !== 'strongholds-controlled') return;
    expect(units.units.map((u) => u.factions.slice().sort())).to.deep.include.members([['atreides'], ['emperor', 'fremen']]);
  });

  it('1.09.02.02 an unallied player with a force in three strongholds wins; two are not enough', () => {
    expect(victoryOf(six(4, THREE_FOR_ATREIDES))).to.deep.equal({ winners: ['atreides'], kind: 'strongholds', turn: 4 });
    expect(victoryOf(six(4, THREE_FOR_ATREIDES.slice(0, 2)))).to.equal(null);
    // Forces outside strongholds do not count, nor do Bene Gesserit advisors (2.02.12: they have no effect).
    expect(victoryOf(six(4, [...THREE_FOR_ATREIDES.slice(0, 2), ['atreides', 'the-great-flat', 5]]))).to.equal(null);
    const s = six(4, [
      ['bene-gesserit', 'arrakeen', 1],
      ['bene-gesserit', 'carthag', 1],
      ['bene-gesserit', 'tueks-sietch', 1],
    ]);
    const advisors = s.forces.find((f) => f.territory === 'tueks-sietch')!;
    advisors.advisors = 1;
    advisors.regular = 0;
    expect(victoryOf(s)).to.equal(null);
  });

  it('1.09.02.03 an alliance wins with four strongholds between its members; three are not enough', () => {
    const four: Parameters<typeof placeOnly>[1] = [...THREE_FOR_ATREIDES, ['fremen', 'habbanya-sietch', 1]];
    expect(victoryOf(six(5, four, (x) => (x.alliances = [['atreides', 'fremen']])))).to.deep.equal({
      winners: ['atreides', 'fremen'],
      kind: 'strongholds',
      turn: 5,
    });
    // An allied player holding three alone does not win: the alliance needs four.
    expect(victoryOf(six(5, THREE_FOR_ATREIDES, (x) => (x.alliances = [['atreides', 'fremen']])))).to.equal(null);
  });

  it('1.10.02.01 allied forces count as one for victory: a stronghold both allies share counts once', () => {
    const s = six(5, [...THREE_FOR_ATREIDES, ['fremen', 'sietch-tabr', 1]], (x) => (x.alliances = [['atreides', 'fremen']]));
    expect(victoryOf(s)).to.equal(null);
  });

  it('1.10.02.02 the win condition for allies is 4 strongholds instead of 3', () => {
    const s = six(
      6,
      [
        ['harkonnen', 'carthag', 1],
        ['harkonnen', 'arrakeen', 1],
        ['emperor', 'tueks-sietch', 1],
        ['emperor', 'sietch-tabr', 1],
      ],
      (x) => (x.alliances = [['emperor', 'harkonnen']]),
    );
    expect(victoryOf(s)).to.deep.equal({ winners: ['emperor', 'harkonnen'], kind: 'strongholds', turn: 6 });
  });

  it('1.09.03 when several qualify only the player or alliance first in storm order wins', () => {
    const forces: Parameters<typeof placeOnly>[1] = [
      ...THREE_FOR_ATREIDES,
      ['harkonnen', 'carthag', 1],
      ['harkonnen', 'tueks-sietch', 1],
      ['harkonnen', 'habbanya-sietch', 1],
    ];
    const harkFirst = six(4, forces, (x) => (x.firstPlayer = 'harkonnen'));
    const atrFirst = six(4, forces, (x) => (x.firstPlayer = 'atreides'));
    expect(victoryOf(harkFirst)!.winners).to.deep.equal(['harkonnen']);
    expect(victoryOf(atrFirst)!.winners).to.deep.equal(['atreides']);
    // Storm order runs from the First Player counterclockwise: the player after Harkonnen comes before Atreides.
    const order = stormOrder(harkFirst);
    expect(order[0]).to.equal('harkonnen');
    expect(order).to.have.length(6);
  });

  it('1.09.03 an alliance earlier in storm order beats an unallied player', () => {
    const forces: Parameters<typeof placeOnly>[1] = [
      ['emperor', 'arrakeen', 1],
      ['emperor', 'carthag', 1],
      ['guild', 'tueks-sietch', 1],
      ['guild', 'sietch-tabr', 1],
      ['atreides', 'arrakeen', 1],
      ['atreides', 'carthag', 1],
      ['atreides', 'habbanya-sietch', 1],
    ];
    const s = six(4, forces, (x) => {
      x.alliances = [['emperor', 'guild']];
      x.firstPlayer = 'emperor';
    });
    expect(victoryOf(s)).to.deep.equal({ winners: ['emperor', 'guild'], kind: 'strongholds', turn: 4 });
  });

  it('1.09.04 with no winner before the last turn the war continues (no victory, announced)', () => {
    const { state, events } = runMentatPause(six(9, [['atreides', 'arrakeen', 1]]));
    expect(state.victory).to.equal(null);
    expect(events.map((e) => e.type)).to.include('war-continues');
  });

  it('1.09.05 at the end of the last turn without Guild or Fremen, the player occupying the most strongholds wins; ties all win', () => {
    const run = (forces: Parameters<typeof placeOnly>[1]) => {
      const s = atMentatPause(fourBase, 10);
      placeOnly(s, forces);
      discardTruthtrances(s);
      s.factions['bene-gesserit']!.prediction = { faction: 'emperor', turn: 9 };
      return victoryOf(s);
    };
    expect(
      run([
        ['atreides', 'arrakeen', 1],
        ['atreides', 'carthag', 1],
        ['harkonnen', 'tueks-sietch', 1],
      ]),
    ).to.deep.equal({ winners: ['atreides'], kind: 'turn-limit', turn: 10 });
    expect(
      run([
        ['atreides', 'arrakeen', 1],
        ['harkonnen', 'carthag', 1],
      ]),
    ).to.deep.equal({ winners: ['atreides', 'harkonnen'], kind: 'turn-limit', turn: 10 });
  });

  it('1.09.05 without the Guild the Fremen win at the end of the last turn (with their ally)', () => {
    const s = atMentatPause(afterSetup(['atreides', 'fremen', 'harkonnen', 'emperor']), 10);
    placeOnly(s, [
      ['harkonnen', 'carthag', 1],
      ['harkonnen', 'arrakeen', 1],
    ]);
    discardTruthtrances(s);
    expect(victoryOf(s)).to.deep.equal({ winners: ['fremen'], kind: 'fremen-default', turn: 10 });
    s.alliances = [['atreides', 'fremen']];
    expect(victoryOf(s)!.winners).to.deep.equal(['atreides', 'fremen']);
  });

  it('1.09.05 a stronghold victory on the last turn beats every default victory', () => {
    expect(victoryOf(six(10, THREE_FOR_ATREIDES))).to.deep.equal({ winners: ['atreides'], kind: 'strongholds', turn: 10 });
  });

  it('1.09.05 the game is over after the configured number of turns (maxTurns), not before', () => {
    const s = six(4, [['atreides', 'arrakeen', 1]], (x) => (x.config.maxTurns = 4));
    expect(victoryOf(s)!.kind).to.equal('fremen-special');
    expect(decideVictory({ ...s, turn: 3 })).to.equal(null);
  });

  it('1.09.05 setting the victory ends the game through the turn runner', () => {
    const { state, events } = runWithRunner(six(4, THREE_FOR_ATREIDES));
    expect(state.phase).to.equal('game-over');
    expect(events.find((e) => e.type === 'game-over')).to.deep.include({ victory: { winners: ['atreides'], kind: 'strongholds', turn: 4 } });
    expect(state.pending).to.deep.equal([]);
  });
});

describe('2.02.03 Bene Gesserit prediction', () => {
  it('2.02.03 the predicted faction winning on the predicted turn makes the Bene Gesserit win alone, revealing the prediction', () => {
    const s = six(4, THREE_FOR_ATREIDES, (x) => (x.factions['bene-gesserit']!.prediction = { faction: 'atreides', turn: 4 }));
    const { state, events } = runMentatPause(s);
    expect(state.victory).to.deep.equal({ winners: ['bene-gesserit'], kind: 'bg-prediction', turn: 4 });
    expect(events.find((e) => e.type === 'prediction-revealed')).to.deep.include({ faction: 'bene-gesserit', prediction: { faction: 'atreides', turn: 4 } });
  });

  it('2.02.03 on another turn, or for another faction, the prediction does nothing', () => {
    expect(victoryOf(six(5, THREE_FOR_ATREIDES, (x) => (x.factions['bene-gesserit']!.prediction = { faction: 'atreides', turn: 4 })))!.winners).to.deep.equal([
      'atreides',
    ]);
    expect(victoryOf(six(4, THREE_FOR_ATREIDES, (x) => (x.factions['bene-gesserit']!.prediction = { faction: 'harkonnen', turn: 4 })))!.winners).to.deep.equal([
      'atreides',
    ]);
  });

  it("2.02.03 it also counts when the predicted faction wins as an ally, even as the Bene Gesserit's own ally", () => {
    const four: Parameters<typeof placeOnly>[1] = [...THREE_FOR_ATREIDES, ['fremen', 'habbanya-sietch', 1]];
    const asAlly = six(6, four, (x) => {
      x.alliances = [['atreides', 'fremen']];
      x.factions['bene-gesserit']!.prediction = { faction: 'fremen', turn: 6 };
    });
    expect(victoryOf(asAlly)).to.deep.equal({ winners: ['bene-gesserit'], kind: 'bg-prediction', turn: 6 });
    const bgAlly = six(6, [...THREE_FOR_ATREIDES, ['bene-gesserit', 'habbanya-sietch', 1]], (x) => {
      x.alliances = [['atreides', 'bene-gesserit']];
      x.factions['bene-gesserit']!.prediction = { faction: 'atreides', turn: 6 };
    });
    expect(victoryOf(bgAlly)).to.deep.equal({ winners: ['bene-gesserit'], kind: 'bg-prediction', turn: 6 });
  });

  it('2.02.03 meeting the requirements is enough, even when another qualifier is first in storm order', () => {
    const forces: Parameters<typeof placeOnly>[1] = [
      ...THREE_FOR_ATREIDES,
      ['harkonnen', 'carthag', 1],
      ['harkonnen', 'tueks-sietch', 1],
      ['harkonnen', 'habbanya-sietch', 1],
    ];
    const s = six(4, forces, (x) => {
      x.firstPlayer = 'harkonnen';
      x.factions['bene-gesserit']!.prediction = { faction: 'atreides', turn: 4 };
    });
    expect(victoryOf(s)!.winners).to.deep.equal(['bene-gesserit']);
  });

  it('2.02.03 the prediction never applies to a special or default victory at the end of the game', () => {
    const s = six(10, [], (x) => (x.factions['bene-gesserit']!.prediction = { faction: 'guild', turn: 10 }));
    expect(victoryOf(s)!.kind).to.equal('fremen-special');
    s.factions['bene-gesserit']!.prediction = { faction: 'fremen', turn: 10 };
    expect(victoryOf(s)!.winners).to.deep.equal(['fremen']);
  });
});

describe('2.04.09 / 2.06.08 special victories at the end of the last turn', () => {
  it('2.04.09 Fremen special victory: with the Guild in the game and no winner, the Fremen win when the sietches are theirs', () => {
    const s = six(10, [
      ['fremen', 'sietch-tabr', 3],
      ['guild', 'tueks-sietch', 2],
      ['atreides', 'arrakeen', 1],
    ]);
    expect(victoryOf(s)).to.deep.equal({ winners: ['fremen'], kind: 'fremen-special', turn: 10 });
  });

  it('2.04.09.01 the Fremen condition is checked only at the end of the last turn', () => {
    expect(victoryOf(six(9, [['fremen', 'sietch-tabr', 3]]))).to.equal(null);
  });

  it('2.04.09.02 any other faction in Sietch Tabr or Habbanya Sietch spoils it (even an ally); the Guild wins instead', () => {
    expect(victoryOf(six(10, [['emperor', 'habbanya-sietch', 1]]))).to.deep.equal({ winners: ['guild'], kind: 'guild-special', turn: 10 });
    const allied = six(
      10,
      [
        ['fremen', 'sietch-tabr', 1],
        ['atreides', 'sietch-tabr', 1],
      ],
      (x) => (x.alliances = [['atreides', 'fremen']]),
    );
    expect(victoryOf(allied)!.kind).to.equal('guild-special');
  });

  it("2.04.09.03 Harkonnen, Atreides or Emperor in Tuek's Sietch spoil it; Guild or Bene Gesserit there do not", () => {
    for (const f of ['harkonnen', 'atreides', 'emperor'] as const) expect(victoryOf(six(10, [[f, 'tueks-sietch', 1]]))!.kind, f).to.equal('guild-special');
    for (const f of ['guild', 'bene-gesserit'] as const) expect(victoryOf(six(10, [[f, 'tueks-sietch', 1]]))!.kind, f).to.equal('fremen-special');
  });

  it("2.04.12 the Fremen's ally wins with them", () => {
    const s = six(10, [], (x) => (x.alliances = [['bene-gesserit', 'fremen']]));
    expect(victoryOf(s)).to.deep.equal({ winners: ['bene-gesserit', 'fremen'], kind: 'fremen-special', turn: 10 });
  });

  it('2.06.08 Guild special victory: no winner by the end of play (and no Fremen victory) means the Guild wins', () => {
    const s = atMentatPause(afterSetup(['atreides', 'guild', 'harkonnen']), 10);
    placeOnly(s, [
      ['atreides', 'arrakeen', 1],
      ['atreides', 'sietch-tabr', 1],
    ]);
    discardTruthtrances(s);
    expect(victoryOf(s)).to.deep.equal({ winners: ['guild'], kind: 'guild-special', turn: 10 });
  });

  it("2.06.11 the Guild's ally wins with it", () => {
    const s = six(10, [['harkonnen', 'tueks-sietch', 1]], (x) => (x.alliances = [['harkonnen', 'guild']]));
    expect(victoryOf(s)).to.deep.equal({ winners: ['harkonnen', 'guild'], kind: 'guild-special', turn: 10 });
  });
});

describe('3.01.22 Truthtrance', () => {
  /** A six-faction game at a Mentat Pause where the war continues and Emperor holds a Truthtrance. */
  function window(holder: Faction = 'emperor', other: Faction = 'guild'): { state: GameState; card: TreacheryCardId } {
    const s = six(3, [['atreides', 'arrakeen', 1]]);
    // The holder and the other seat hold one card each: hand sizes are public (1.11.02), which card is not.
    for (const f of [holder, other]) {
      s.decks.treachery.push(...s.factions[f]!.hand);
      s.factions[f]!.hand = [];
    }
    giveTruthtrance(s, other, 'shield-1');
    const card = giveTruthtrance(s, holder);
    return { state: runMentatPause(s).state, card };
  }

  it('3.01.22 a secret window opens for every seat alike, so nobody learns who holds the card', () => {
    const { state } = window();
    expect(state.pending.map((d) => d.seat).sort()).to.deep.equal([...ALL].sort());
    for (const d of state.pending) expect(d).to.deep.include({ kind: 'truthtrance', secret: true });
    // Noninterference: the same window with the card in the Guild's hand looks the same to every other seat.
    const otherState = window('guild', 'emperor').state;
    for (const viewer of ['atreides', 'bene-gesserit', 'fremen', 'harkonnen', 'spectator'] as const) {
      const a = viewFor(state, viewer);
      const b = viewFor(otherState, viewer);
      expect(a, viewer).to.deep.equal(b);
    }
  });

  it('3.01.22 the question is announced publicly with the truthful answer and the card is discarded', () => {
    let { state, card } = window();
    const harkSpice = state.factions.harkonnen!.spice;
    const question: TruthtranceQuestion = { about: 'spice-at-least', amount: harkSpice };
    const events = [];
    for (const seat of state.seating) {
      const r = answerTruthtrance(state, seat, seat === 'emperor' ? { card, target: 'harkonnen', question } : null);
      state = r.state;
      events.push(...r.events);
    }
    const asked = events.find((e) => e.type === 'truthtrance-asked');
    expect(asked).to.deep.include({ asker: 'emperor', card, target: 'harkonnen', question, answer: 'yes' });
    expect(asked!.visibleTo).to.equal(undefined);
    expect(state.factions.emperor!.hand).to.not.include(card);
    expect(state.decks.treacheryDiscard).to.include(card);
    // The secret choice itself was only told to its seat.
    for (const e of events.filter((x) => x.type === 'truthtrance-chosen')) expect(e.visibleTo).to.not.equal(undefined);
    expect(state.pending).to.deep.equal([]);
  });

  it('3.01.22 answers are computed truthfully for every question on the menu', () => {
    const s = structuredClone(sixBase);
    const bg = s.factions['bene-gesserit']!;
    bg.prediction = { faction: 'fremen', turn: 7 };
    bg.spice = 5;
    bg.hand = ['lasgun', 'shield-2'];
    bg.traitors = ['duncan-idaho'];
    const ask = (q: TruthtranceQuestion) => truthfulAnswer(s, 'bene-gesserit', q);
    expect(ask({ about: 'holds-card', card: 'lasgun' })).to.equal(true);
    expect(ask({ about: 'holds-card', card: 'shield' })).to.equal(true);
    expect(ask({ about: 'holds-card', card: 'snooper' })).to.equal(false);
    expect(ask({ about: 'spice-at-least', amount: 5 })).to.equal(true);
    expect(ask({ about: 'spice-at-least', amount: 6 })).to.equal(false);
    expect(ask({ about: 'cards-at-least', count: 2 })).to.equal(true);
    expect(ask({ about: 'cards-at-least', count: 3 })).to.equal(false);
    expect(ask({ about: 'traitor', leader: 'duncan-idaho' })).to.equal(true);
    expect(ask({ about: 'traitor', leader: 'thufir-hawat' })).to.equal(false);
    expect(ask({ about: 'predicted-faction', faction: 'fremen' })).to.equal(true);
    expect(ask({ about: 'predicted-turn', turn: 6 })).to.equal(false);
    expect(truthfulAnswer(s, 'atreides', { about: 'predicted-turn', turn: 7 })).to.equal(false);
  });

  it('3.01.22 several plays in one window resolve in storm order', () => {
    let { state, card } = window();
    const second: TreacheryCardId = 'truthtrance-2';
    state.decks.treachery = state.decks.treachery.filter((c) => c !== second);
    state.decks.treacheryDiscard = state.decks.treacheryDiscard.filter((c) => c !== second);
    state.factions.fremen!.hand.push(second);
    const events = [];
    for (const seat of state.seating) {
      const play =
        seat === 'emperor'
          ? { card, target: 'fremen' as const, question: { about: 'cards-at-least' as const, count: 1 } }
          : seat === 'fremen'
            ? { card: second, target: 'emperor' as const, question: { about: 'cards-at-least' as const, count: 9 - 1 } }
            : null;
      const r = answerTruthtrance(state, seat, play);
      state = r.state;
      events.push(...r.events);
    }
    const askers = events.filter((e) => e.type === 'truthtrance-asked').map((e) => (e.type === 'truthtrance-asked' ? e.asker : null));
    const order = stormOrder(state).filter((f) => f === 'emperor' || f === 'fremen');
    expect(askers).to.deep.equal(order);
  });

  it('3.01.22 bad plays are rejected with a code and leave the state byte-identical', () => {
    const { state, card } = window();
    const mine = (seat: Faction) => state.pending.find((d) => d.seat === seat)!.id;
    const q: TruthtranceQuestion = { about: 'cards-at-least', count: 1 };
    const play = (seat: Faction, p: unknown) => ({ type: 'truthtrance', event: mine(seat), play: p }) as Action;
    expectRejected(state, 'atreides', play('atreides', { card, target: 'fremen', question: q }), 'NOT_HELD');
    const other = state.factions.emperor!.hand.find((c) => c !== card);
    if (other) expectRejected(state, 'emperor', play('emperor', { card: other, target: 'fremen', question: q }), 'INVALID_CHOICE');
    expectRejected(state, 'emperor', play('emperor', { card, target: 'emperor', question: q }), 'INVALID_CHOICE');
    expectRejected(state, 'emperor', play('emperor', { card, target: 'fremen', question: { about: 'holds-card', card: 'thumper' } }), 'INVALID_CHOICE');
    expectRejected(state, 'emperor', play('emperor', { card, target: 'fremen', question: { about: 'spice-at-least', amount: 0 } }), 'INVALID_CHOICE');
    expectRejected(state, 'emperor', play('emperor', { card, target: 'fremen', question: { about: 'traitor', leader: 'nobody' } }), 'INVALID_CHOICE');
    expectRejected(state, 'emperor', play('emperor', { card, target: 'fremen', question: { about: 'predicted-turn', turn: 11 } }), 'INVALID_CHOICE');
    // Another seat's decision: its id is that seat's own (rooms/dune/ids.ts), so one that is not also the Emperor's is stale.
    const foreign = state.pending.find((d) => d.seat !== 'emperor' && d.id !== mine('emperor'))!;
    expectRejected(state, 'emperor', play(foreign.seat, null), 'STALE_EVENT');
  });

  it('3.01.22 the window stays shut once every Truthtrance is in the discard pile, and after a victory', () => {
    const shut = runMentatPause(six(3, [['atreides', 'arrakeen', 1]]));
    expect(shut.state.pending).to.deep.equal([]);
    const s = six(3, THREE_FOR_ATREIDES);
    giveTruthtrance(s, 'emperor');
    const won = runMentatPause(s);
    expect(won.state.victory).to.not.equal(null);
    expect(won.state.pending).to.deep.equal([]);
  });

  it("3.01.22 the legal-move bot's answer is accepted for every seat, holder or not, from its own view only", () => {
    const { state } = window();
    for (const pick of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
      for (const d of state.pending) {
        const action = legalAnswer(d, pick, viewFor(state, d.seat));
        const r = applyAction(state, d.seat, action);
        expect(r.ok, `${d.seat} pick ${pick}: ${JSON.stringify(action)} ${r.ok ? '' : r.error.message}`).to.equal(true);
      }
    }
  });

  it("3.01.22 the wire schema accepts the bot's answers and refuses unknown fields and questions", () => {
    const { state } = window();
    const [schema] = mentatActionSchemas;
    for (const pick of [0, 2, 4, 6, 8, 10, 1])
      for (const d of state.pending) expect(schema.safeParse(legalAnswer(d, pick, viewFor(state, d.seat))).success).to.equal(true);
    const id = state.pending[0]!.id;
    expect(schema.safeParse({ type: 'truthtrance', event: id, play: null, extra: 1 }).success).to.equal(false);
    expect(
      schema.safeParse({ type: 'truthtrance', event: id, play: { card: 'truthtrance-1', target: 'fremen', question: { about: 'mood' } } }).success,
    ).to.equal(false);
  });
});
