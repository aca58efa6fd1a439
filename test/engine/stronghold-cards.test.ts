// The Advanced Stronghold cards (plugins/stronghold-cards/): who holds each card, and each card's advantage to its
// holder in battles in its stronghold.
import { expect } from 'chai';
import { createGame, pendingDecisions, viewFor, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import type { BattlePlan } from '../../rooms/dune/phases/battle/types.ts';
import type { StrongholdCard } from '../../rooms/dune/plugins/answers.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { act, atPhaseStart, clearedBoard, playPhase } from '../helpers/engine.ts';
import { decisionOf, enterBattle, fight, give } from '../helpers/battle.ts';
import { aboard, ixiansBoard } from '../helpers/ixians.ts';
import { hmsCardBattle } from '../helpers/stronghold-cards.ts';

const TABLE: Faction[] = ['harkonnen', 'emperor', 'guild', 'bene-gesserit'];

/** An Advanced board of turn 2 with the module, no forces out, 10 spice each. */
const board = (): GameState => clearedBoard({ factions: TABLE, seed: 'stronghold-cards', advanced: true, modules: ['stronghold-cards'] });

function place(s: GameState, faction: Faction, territory: string, sector: number, regular: number, advisors = 0): void {
  s.factions[faction]!.reserves.regular -= regular + advisors;
  addForces(s, { faction, territory: territory as never, sector }, { regular, advisors });
}

/** The Harkonnen (aggressor) and the Emperor, 5 forces each in `territory`, the Emperor holding `card`, at their plans. */
function battleIn(territory: string, sector: number, card: StrongholdCard | null, edit: (s: GameState) => void = () => {}): GameState {
  const s = board();
  place(s, 'harkonnen', territory, sector, 5);
  place(s, 'emperor', territory, sector, 5);
  if (card) s.strongholdCards = { holders: { [card]: 'emperor' } };
  edit(s);
  let { state } = enterBattle(s);
  for (let guard = 0; guard < 10 && !pendingDecisions(state).some((d) => d.kind === 'battle-plan'); guard++) {
    const d = pendingDecisions(state)[0]!;
    state = act(state, d.seat, legalAnswer(d)).state;
  }
  return state;
}

const resolved = (events: readonly GameEvent[]) => events.find((e) => e.type === 'battle-resolved') as Extract<GameEvent, { type: 'battle-resolved' }>;
/** What the Emperor collected from Arrakeen by the Increased Spice Flow (1.13.01), beside the card. */
const strongholdSpice = (events: readonly GameEvent[]) =>
  events.reduce((n, e) => n + (e.type === 'stronghold-spice' && e.faction === 'emperor' ? e.amount : 0), 0);
const used = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'stronghold-card-used').map(({ id: _id, ...e }) => e);
const paid = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'stronghold-card-paid').map(({ id: _id, ...e }) => e);

/** The Mentat Pause of `s` played to its end (every decision answered plainly). */
const mentatPause = (s: GameState) => playPhase(atPhaseStart(s, 'mentat-pause'), 'mentat-pause');

describe('Stronghold cards (CHOAM & Richese, Advanced game)', () => {
  it('SC.custody as a turn ends the faction alone in a stronghold takes its card for the next turn; shared, empty or held by advisors, it is set aside', () => {
    const s = board();
    expect(s.strongholdCards).to.deep.equal({ holders: {} });
    place(s, 'harkonnen', 'arrakeen', 9, 3);
    place(s, 'harkonnen', 'carthag', 10, 2);
    place(s, 'emperor', 'carthag', 10, 2);
    place(s, 'bene-gesserit', 'sietch-tabr', 13, 0, 2);
    place(s, 'guild', 'tueks-sietch', 4, 1);
    const { state, events } = mentatPause(s);
    expect(state.strongholdCards).to.deep.equal({ holders: { arrakeen: 'harkonnen', 'tueks-sietch': 'guild' } });
    expect(events.filter((e) => e.type === 'stronghold-cards-held').map(({ id: _id, ...e }) => e)).to.deep.equal([
      { type: 'stronghold-cards-held', holders: { arrakeen: 'harkonnen', 'tueks-sietch': 'guild' } },
    ]);
    // Public, as every viewer's view says; the state reads back from JSON.
    expect(viewFor(state, 'spectator').strongholdCards).to.deep.equal({ holders: { arrakeen: 'harkonnen', 'tueks-sietch': 'guild' } });
    expect(checkGameState(structuredClone(state)).ok).to.equal(true);
    expect(custodyProblems(state)).to.deep.equal([]);
    // The holder keeps its card through the next turn, wherever its forces go; the next turn's end deals again.
    const next = structuredClone(state);
    next.forces = next.forces.filter((f) => !(f.faction === 'harkonnen' && f.territory === 'arrakeen'));
    next.factions.harkonnen!.reserves.regular += 3;
    expect(next.strongholdCards!.holders.arrakeen).to.equal('harkonnen');
    expect(mentatPause(next).state.strongholdCards).to.deep.equal({ holders: { 'tueks-sietch': 'guild' } });
  });

  it('SC.custody the module is played in the Advanced game only', () => {
    expect(() => createGame({ factions: TABLE, seed: 'x', modules: ['stronghold-cards'] })).to.throw('Advanced game only');
    expect(createGame({ factions: TABLE, seed: 'x' }).strongholdCards).to.equal(undefined);
  });

  it('SC.habbanya-sietch its holder wins a tie there though it is the defender; without the card the aggressor does', () => {
    const plans: Partial<Record<Faction, Partial<BattlePlan>>> = {
      harkonnen: { leader: 'feyd-rautha', dial: 2, spice: 2 },
      emperor: { leader: 'count-fenring', dial: 2, spice: 2 },
    };
    const heldRun = fight(battleIn('habbanya-sietch', 16, 'habbanya-sietch'), plans);
    const held = resolved(heldRun.events);
    expect(held.totals).to.deep.equal({ harkonnen: 8, emperor: 8 });
    expect(held.winner).to.equal('emperor');
    expect(used(heldRun.events)).to.deep.equal([{ type: 'stronghold-card-used', card: 'habbanya-sietch', faction: 'emperor' }]);
    expect(resolved(fight(battleIn('habbanya-sietch', 16, null), plans).events).winner).to.equal('harkonnen');
    // Elsewhere the card gives nothing.
    expect(resolved(fight(battleIn('carthag', 10, 'habbanya-sietch'), plans).events).winner).to.equal('harkonnen');
  });

  it('SC.carthag without a poison weapon its holder’s Shield also stops a poison weapon there; with one, or a Worthless defense, it does not', () => {
    const withCards = (weapon: string | null, defense: string) => (s: GameState) => {
      give(s, 'harkonnen', 'chaumas');
      give(s, 'emperor', defense as never, ...(weapon ? [weapon as never] : []));
    };
    const run = (card: StrongholdCard | null, weapon: string | null, defense: string) =>
      fight(battleIn('carthag', 10, card, withCards(weapon, defense)), {
        harkonnen: { leader: 'feyd-rautha', dial: 3, spice: 3, weapon: 'chaumas' },
        emperor: { leader: 'count-fenring', dial: 1, spice: 1, defense: defense as never, weapon: weapon as never },
      }).events;
    const fought = (card: StrongholdCard | null, weapon: string | null, defense: string) => resolved(run(card, weapon, defense)).killed;
    expect(fought('carthag', null, 'shield-1')).to.deep.equal([]);
    expect(used(run('carthag', null, 'shield-1'))).to.deep.equal([{ type: 'stronghold-card-used', card: 'carthag', faction: 'emperor' }]);
    expect(fought(null, null, 'shield-1')).to.deep.equal(['count-fenring']);
    expect(fought('carthag', 'gom-jabbar', 'shield-1')).to.include('count-fenring');
    expect(fought('carthag', null, 'baliset')).to.deep.equal(['count-fenring']);
  });

  it('SC.arrakeen the bank pays 2 of its holder’s dialed spice there: it may dial 2 more than it holds, and pays the rest', () => {
    const broke = battleIn('arrakeen', 9, 'arrakeen', (s) => {
      s.factions.emperor!.spice = 0;
    });
    expect(decisionOf(broke, 'battle-plan', 'emperor').maxSpice).to.equal(2);
    expect(decisionOf(broke, 'battle-plan', 'harkonnen').maxSpice).to.equal(5);
    const r = fight(broke, { harkonnen: { leader: 'feyd-rautha', dial: 1, spice: 1 }, emperor: { leader: 'count-fenring', dial: 3, spice: 2 } });
    expect(paid(r.events)).to.deep.equal([{ type: 'stronghold-card-paid', card: 'arrakeen', faction: 'emperor', amount: 2 }]);
    // It paid nothing of its own (what it holds after is its Increased Spice Flow from Arrakeen, 1.13.01).
    expect(r.state.factions.emperor!.spice).to.equal(strongholdSpice(r.events));
    // With spice of its own it pays what the bank does not.
    const rich = fight(battleIn('arrakeen', 9, 'arrakeen'), {
      harkonnen: { leader: 'feyd-rautha', dial: 1, spice: 1 },
      emperor: { leader: 'count-fenring', dial: 4, spice: 4 },
    });
    expect(rich.state.factions.emperor!.spice).to.equal(10 - 2 + strongholdSpice(rich.events));
    // Elsewhere it pays all.
    const elsewhere = battleIn('carthag', 10, 'arrakeen', (s) => {
      s.factions.emperor!.spice = 0;
    });
    expect(decisionOf(elsewhere, 'battle-plan', 'emperor').maxSpice).to.equal(0);
  });

  it('SC.sietch-tabr its holder winning there takes from the bank the number the loser dialed, rounded down', () => {
    const r = fight(battleIn('sietch-tabr', 13, 'sietch-tabr'), {
      // 3 forces, 2 supported: 2 + ½ = 2.5, rounded down 2.
      harkonnen: { leader: 'beast-rabban', dial: 3, spice: 2 },
      emperor: { leader: 'count-fenring', dial: 4, spice: 4 },
    });
    expect(resolved(r.events).winner).to.equal('emperor');
    expect(paid(r.events)).to.deep.equal([{ type: 'stronghold-card-paid', card: 'sietch-tabr', faction: 'emperor', amount: 2 }]);
    expect(r.state.factions.emperor!.spice).to.equal(10 - 4 + 2);
    // Losing there, nothing.
    const lost = fight(battleIn('sietch-tabr', 13, 'sietch-tabr'), {
      harkonnen: { leader: 'feyd-rautha', dial: 5, spice: 5 },
      emperor: { leader: 'cpt-aramsham', dial: 1, spice: 1 },
    });
    expect(paid(lost.events)).to.deep.equal([]);
  });

  it('SC.tueks-sietch its holder takes 2 from the bank for each Worthless card it played there, winning or losing', () => {
    const r = fight(
      battleIn('tueks-sietch', 4, 'tueks-sietch', (s) => give(s, 'emperor', 'baliset', 'kulon')),
      {
        harkonnen: { leader: 'feyd-rautha', dial: 5, spice: 5 },
        emperor: { leader: 'cpt-aramsham', dial: 1, spice: 1, weapon: 'baliset', defense: 'kulon' },
      },
    );
    expect(resolved(r.events).winner).to.equal('harkonnen');
    expect(paid(r.events)).to.deep.equal([{ type: 'stronghold-card-paid', card: 'tueks-sietch', faction: 'emperor', amount: 4 }]);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  describe('SC.hms the HMS card (Ixians seated)', () => {
    const hmsBattle = hmsCardBattle;
    const plans = {
      ixians: { leader: 'ctair-pilru', dial: 1, spice: 1, defense: 'shield-1' },
      harkonnen: { leader: 'feyd-rautha', dial: 1, spice: 1, weapon: 'chaumas' },
    } as const;

    it('SC.hms its holder copies before the plans the advantage of a stronghold it controls: Carthag’s Snooper saves its leader in the HMS', () => {
      let state = hmsBattle(['carthag', 'habbanya-sietch'], 'hms-card-copy');
      const d = decisionOf(state, 'hms-card-copy', 'ixians');
      expect(d.options).to.deep.equal(['carthag', 'habbanya-sietch']);
      expect(pendingDecisions(state).some((x) => x.kind === 'battle-plan')).to.equal(false);
      const r = act(state, 'ixians', { type: 'hms-card-copy', event: d.id, card: 'carthag' });
      expect(r.events.filter((e) => e.type === 'stronghold-card-copied').map(({ id: _id, ...e }) => e)).to.deep.equal([
        { type: 'stronghold-card-copied', faction: 'ixians', card: 'carthag' },
      ]);
      expect(viewFor(r.state, 'spectator').strongholdCards).to.deep.include({ copy: { faction: 'ixians', card: 'carthag' } });
      state = r.state;
      for (let guard = 0; guard < 10 && !pendingDecisions(state).some((x) => x.kind === 'battle-plan'); guard++) {
        const next = pendingDecisions(state)[0]!;
        state = act(state, next.seat, legalAnswer(next)).state;
      }
      const fought = fight(state, plans);
      expect(resolved(fought.events).killed).to.deep.equal([]);
      // The copy lasts for that battle only.
      expect(fought.state.strongholdCards).to.deep.equal({ holders: { hms: 'ixians' } });
    });

    it('SC.hms with one stronghold to copy the copy is declared at once; with none, or copying none, the HMS card gives nothing', () => {
      const one = hmsBattle(['carthag'], 'battle-plan');
      expect(one.strongholdCards!.copy).to.deep.equal({ faction: 'ixians', card: 'carthag' });
      const none = hmsBattle([], 'battle-plan');
      expect(none.strongholdCards!.copy).to.equal(undefined);
      expect(resolved(fight(none, plans).events).killed).to.deep.equal(['ctair-pilru']);
      const declined = hmsBattle(['carthag', 'habbanya-sietch'], 'hms-card-copy');
      const d = decisionOf(declined, 'hms-card-copy', 'ixians');
      expect(act(declined, 'ixians', { type: 'hms-card-copy', event: d.id, card: null }).state.strongholdCards!.copy).to.equal(undefined);
    });

    it('SC.custody the HMS card goes to the faction alone in the HMS; without the Ixians there is none', () => {
      const s = ixiansBoard({ advanced: true, modules: ['stronghold-cards'] });
      aboard(s, 2, 1);
      expect(mentatPause(s).state.strongholdCards!.holders).to.deep.equal({ hms: 'ixians' });
      expect(mentatPause(board()).state.strongholdCards!.holders).to.not.have.property('hms');
    });
  });
});
