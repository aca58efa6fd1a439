// The legal-move bot answers every battle decision from the seat's own view, and the engine accepts every answer:
// seeded random board positions, played to the end of the battle phase, with custody checked at every step.
import { expect } from 'chai';
import { z } from 'zod';
import { applyAction, pendingDecisions, viewFor, CLASSIC_FACTIONS, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { BASE_TREACHERY_DECK } from '../../rooms/dune/cards/treachery.ts';
import { FACTION_PROFILES } from '../../rooms/dune/factions/profiles.ts';
import { leadersOf } from '../../rooms/dune/factions/leaders.ts';
import { battleActionSchemas } from '../../schema/actions/battle.ts';
import { karamaActionSchemas } from '../../schema/actions/karama.ts';
import type { BattleOutcomeKind } from '../../rooms/dune/phases/battle/types.ts';
import { emptyBoard, enterBattle, give, place, traitor } from '../helpers/battle.ts';
import type { TerritoryId } from '../../rooms/dune/types.ts';

const BASE = emptyBoard();
// Prescience and the Voice open Karama windows (3.01.11.01), answered in the battle too.
const SCHEMA = z.discriminatedUnion('type', [...battleActionSchemas, ...karamaActionSchemas]);

/** A small deterministic generator for test positions (not game randomness). */
function lcg(seed: number): (n: number) => number {
  let x = (seed * 2654435761 + 12345) >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

const SITES: [TerritoryId, number[]][] = [
  ['the-great-flat', [14]],
  ['arrakeen', [9]],
  ['imperial-basin', [8, 9, 10]],
  ['cielago-north', [1, 2, 18]],
  ['polar-sink', [0]],
];
const ALLIANCES: [Faction, Faction][][] = [
  [],
  [['atreides', 'fremen']],
  [['bene-gesserit', 'harkonnen']],
  [['emperor', 'harkonnen']],
  [['atreides', 'bene-gesserit']],
];

function expectCustody(state: GameState): void {
  const cards = [...state.decks.treachery, ...state.decks.treacheryDiscard, ...state.seating.flatMap((f) => state.factions[f]!.hand)];
  expect(cards.sort()).to.deep.equal(BASE_TREACHERY_DECK.map((c) => c.id).sort());
  const traitors = [...state.decks.traitor, ...state.seating.flatMap((f) => state.factions[f]!.traitors)];
  expect(traitors.sort()).to.deep.equal(state.seating.flatMap((f) => leadersOf(f).map((l) => l.id)).sort());
  for (const f of state.seating) {
    const fs = state.factions[f]!;
    const board = state.forces.filter((s) => s.faction === f).reduce((n, s) => n + s.regular + s.elite + s.advisors, 0);
    const total = FACTION_PROFILES[f].forces.regular + FACTION_PROFILES[f].forces.elite;
    expect(board + fs.reserves.regular + fs.reserves.elite + fs.tanks.regular + fs.tanks.elite, f).to.equal(total);
  }
}

function randomPosition(seed: number): GameState {
  const r = lcg(seed);
  return enterBattle(BASE, (s) => {
    s.firstPlayer = CLASSIC_FACTIONS[r(6)]!;
    s.storm.sector = 1 + r(18);
    s.alliances = ALLIANCES[r(ALLIANCES.length)]!;
    for (const f of CLASSIC_FACTIONS) {
      for (let i = r(3); i > 0; i--) {
        const [territory, sectors] = SITES[r(SITES.length)]!;
        place(s, f, territory, sectors[r(sectors.length)]!, 1 + r(4));
      }
      const deck = s.decks.treachery;
      for (let i = r(5); i > 0; i--) give(s, f, deck[r(deck.length)]!);
      const traitors = s.decks.traitor;
      for (let i = f === 'harkonnen' ? 4 : 1 + r(3); i > 0; i--) traitor(s, f, traitors[r(traitors.length)]!);
      for (const l of leadersOf(f)) if (r(4) === 0) s.factions[f]!.leaders[l.id] = 'tanks-face-up';
    }
  }).state;
}

describe('battle legal answers (bots/legal.ts)', () => {
  it("1.07 every battle decision has a legal answer from the seat's own view; schemas accept it; custody holds", function () {
    this.timeout(60000);
    const outcomes: Partial<Record<BattleOutcomeKind, number>> = {};
    const kinds = new Set<string>();
    for (let seed = 0; seed < 300; seed++) {
      let state = randomPosition(seed);
      expectCustody(state);
      for (let guard = 0; state.phase === 'battle'; guard++) {
        expect(guard, `seed ${seed}`).to.be.below(400);
        const d = pendingDecisions(state)[0]!;
        kinds.add(d.kind);
        // Odd seeds answer from the decision alone (as the load tester does), even seeds from the seat's view.
        const action = legalAnswer(d, seed + guard, seed % 2 === 0 ? viewFor(state, d.seat) : null);
        expect(SCHEMA.safeParse(action).success, JSON.stringify(action)).to.equal(true);
        const r = applyAction(state, d.seat, action);
        if (!r.ok) throw new Error(`seed ${seed}: ${d.kind} ${JSON.stringify(action)} rejected: ${r.error.code} ${r.error.message}`);
        state = r.state;
        for (const e of r.events) if (e.type === 'battle-resolved') outcomes[e.outcome] = (outcomes[e.outcome] ?? 0) + 1;
        if (state.phase === 'battle') expectCustody(state);
      }
    }
    expect([...kinds].sort()).to.deep.equal([
      'battle-cards',
      'battle-plan',
      'call-traitor',
      'choose-battle',
      'karama-window',
      'prescience',
      'prescience-answer',
      'voice',
    ]);
    // The double traitor is rare with random leaders; it has its own test in battle.test.ts.
    expect(Object.keys(outcomes)).to.include.members(['explosion', 'normal', 'traitor']);
  });

  it('1.07.04 battle action schemas are strict', () => {
    const plan = { type: 'battle-plan', event: 'e1', leader: 'jamis', cheapHero: null, dial: 2, weapon: null, defense: null, karama: null };
    expect(SCHEMA.safeParse(plan).success).to.equal(true);
    expect(SCHEMA.safeParse({ ...plan, extra: 1 }).success).to.equal(false);
    expect(SCHEMA.safeParse({ ...plan, dial: 2.5 }).success).to.equal(false);
    expect(SCHEMA.safeParse({ type: 'voice', event: 'e1', command: { play: true, subject: 'poison-weapon', x: 1 } }).success).to.equal(false);
  });
});
