// The Nexus Cunnings played for a battle (plugins/nexus-cards/effects/cunning.ts): the Emperor's ordinary forces
// counted as Sardaukar.
import { expect } from 'chai';
import { applyAction, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { act, clearedBoard } from '../helpers/engine.ts';
import { decisionOf, enterBattle, fight, place, resolvedOf } from '../helpers/battle.ts';
import { giveNexus } from '../helpers/nexus-cards.ts';

const TABLE: Faction[] = ['emperor', 'harkonnen', 'fremen', 'guild', 'bene-gesserit', 'choam'];

/** The game held in Bidding by a question left open, so that a free action runs nothing else. */
function held(s: GameState): GameState {
  const t = structuredClone(s);
  t.phase = 'bidding';
  t.pending = [{ kind: 'dial-storm', seat: t.seating[0]!, id: 'hold', secret: false, min: 0, max: 3 } as never];
  return t;
}

/** The Emperor (8 ordinary forces, no Sardaukar) against the Harkonnen (6) in Arrakeen, Advanced. */
function emperorBattle(base: GameState) {
  return enterBattle(base, (x) => {
    place(x, 'emperor', 'arrakeen', 9, 8);
    place(x, 'harkonnen', 'arrakeen', 9, 6);
    x.factions.emperor!.spice = 20;
  }).state;
}

describe('The Nexus Cunnings for a battle (plugins/nexus-cards/effects/cunning.ts)', () => {
  it('NX.emperor.cunning played before its battle, five of the Emperor’s ordinary forces count as Sardaukar there; lost as ordinary forces', () => {
    const base = clearedBoard({ factions: TABLE, modules: ['nexus-cards'], advanced: true });
    giveNexus(base, 'emperor', 'emperor');
    const played = act(held(base), 'emperor', { type: 'nexus-card', effect: 'emperor-cunning' } as never).state;
    expect(played.nexusCards!.lasting).to.deep.equal([{ effect: 'emperor-cunning', faction: 'emperor', turn: played.turn }]);
    played.pending = [];
    const s = emperorBattle(played);
    expect(decisionOf(s, 'battle-plan', 'emperor')).to.include({ maxDial: 8, maxElite: 5 });
    const fought = fight(s, {
      emperor: { leader: 'bashar', dial: 6, elite: 5, spice: 6 },
      harkonnen: { leader: 'feyd-rautha', dial: 6, spice: 0 },
    });
    const outcome = resolvedOf(fought.events);
    // Bashar (2) + five stand-ins worth two + one force: 13; the Harkonnen's unspiced six count half: Feyd (6) + 3.
    expect(outcome.totals.emperor).to.equal(13);
    expect(outcome.winner).to.equal('emperor');
    const left = fought.state.forces.filter((f) => f.faction === 'emperor' && f.territory === 'arrakeen');
    expect(left.map((f) => [f.regular, f.elite])).to.deep.equal([[2, 0]]);
    expect(fought.state.nexusCards!.lasting).to.deep.equal([]);
    expect(custodyProblems(fought.state)).to.deep.equal([]);
  });

  it('NX.emperor.cunning refused once the Emperor’s plan is asked, and in the Basic game', () => {
    const base = clearedBoard({ factions: TABLE, modules: ['nexus-cards'], advanced: true });
    giveNexus(base, 'emperor', 'emperor');
    const s = emperorBattle(base);
    const r = applyAction(s, 'emperor', { type: 'nexus-card', effect: 'emperor-cunning' } as never);
    expect(r.ok ? null : r.error.message).to.match(/before your battle plan is asked/);
    const basic = clearedBoard({ factions: TABLE, modules: ['nexus-cards'] });
    giveNexus(basic, 'emperor', 'emperor');
    const b = applyAction(held(basic), 'emperor', { type: 'nexus-card', effect: 'emperor-cunning' } as never);
    expect(b.ok ? null : b.error.message).to.match(/only in the Advanced game/);
  });
});
