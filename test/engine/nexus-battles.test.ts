// The Nexus Cunnings played for a battle (plugins/nexus-cards/effects/cunning.ts): the Emperor's ordinary forces
// counted as Sardaukar.
import { expect } from 'chai';
import { applyAction, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { act, clearedBoard } from '../helpers/engine.ts';
import { decisionOf, enterBattle, fight, place, planAction, resolvedOf } from '../helpers/battle.ts';
import { giveNexus, hold } from '../helpers/nexus-cards.ts';

const TABLE: Faction[] = ['emperor', 'harkonnen', 'fremen', 'guild', 'bene-gesserit', 'choam'];

/** The game held in Bidding, on a copy. */
const held = (s: GameState): GameState => hold(structuredClone(s), 'bidding');

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

  it('NX.emperor.cunning a battle where the Emperor has Sardaukar of its own gets no stand-ins', () => {
    const base = clearedBoard({ factions: TABLE, modules: ['nexus-cards'], advanced: true });
    giveNexus(base, 'emperor', 'emperor');
    const played = act(held(base), 'emperor', { type: 'nexus-card', effect: 'emperor-cunning' } as never).state;
    played.pending = [];
    const s = enterBattle(played, (x) => {
      place(x, 'emperor', 'arrakeen', 9, 6);
      x.factions.emperor!.reserves.elite -= 2;
      x.forces.find((f) => f.faction === 'emperor' && f.territory === 'arrakeen')!.elite = 2;
      place(x, 'harkonnen', 'arrakeen', 9, 6);
    }).state;
    expect(decisionOf(s, 'battle-plan', 'emperor')).to.include({ maxDial: 8, maxElite: 2 });
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

describe('The Nexus Secret Allies for a battle (plugins/nexus-cards/voice.ts)', () => {
  it('NX.bene-gesserit.secret-ally with the Bene Gesserit not seated, the player gives the Voice to its opponent in its next battle; no Karama cancels it', () => {
    const table: Faction[] = ['emperor', 'harkonnen', 'fremen', 'guild', 'atreides', 'choam'];
    const base = clearedBoard({ factions: table, modules: ['nexus-cards'] });
    giveNexus(base, 'harkonnen', 'bene-gesserit');
    const played = act(held(base), 'harkonnen', { type: 'nexus-card', effect: 'bene-gesserit-secret-ally' } as never).state;
    played.pending = [];
    played.factions.atreides!.hand = ['karama-1' as never];
    const s = enterBattle(played, (x) => {
      place(x, 'emperor', 'arrakeen', 9, 5);
      place(x, 'harkonnen', 'arrakeen', 9, 5);
    }).state;
    const d = decisionOf(s, 'voice', 'harkonnen');
    expect(d).to.include({ target: 'emperor' });
    const r = act(s, 'harkonnen', { type: 'voice', event: d.id, command: { play: false, subject: 'projectile-weapon' } } as never, { karama: 'open' });
    expect(r.events.filter((e) => e.type === 'karama-window-opened')).to.deep.equal([]);
    expect(r.events.find((e) => e.type === 'voice-used')).to.deep.include({ faction: 'harkonnen', target: 'emperor' });
    expect(decisionOf(r.state, 'battle-plan', 'emperor')).to.deep.include({ voice: { play: false, subject: 'projectile-weapon' } });
    const fought = fight(r.state, { emperor: { leader: 'bashar', dial: 1 }, harkonnen: { leader: 'feyd-rautha', dial: 1 } });
    expect(fought.state.nexusCards!.lasting).to.deep.equal([]);
    // Past the Voice's moment of its battle it is too late.
    const late = structuredClone(r.state);
    late.nexusCards!.lasting = [];
    giveNexus(late, 'emperor', 'bene-gesserit');
    const refused = applyAction(late, 'emperor', { type: 'nexus-card', effect: 'bene-gesserit-secret-ally' } as never);
    expect(refused.ok ? null : refused.error.message).to.match(/before Prescience/);
  });
});

describe('The Atreides’ Nexus card: an element of a plan seen (plugins/nexus-cards/effects/looks.ts)', () => {
  it('NX.atreides.cunning beside Prescience the Atreides see a second element of the opponent’s plan as it is sealed, alone', () => {
    const base = clearedBoard({ factions: ['atreides', 'emperor', 'harkonnen', 'fremen', 'guild', 'choam'], modules: ['nexus-cards'] });
    giveNexus(base, 'atreides', 'atreides');
    let s = enterBattle(base, (x) => {
      place(x, 'atreides', 'arrakeen', 9, 5);
      place(x, 'emperor', 'arrakeen', 9, 5);
    }).state;
    const p = decisionOf(s, 'prescience', 'atreides');
    s = act(s, 'atreides', { type: 'prescience', event: p.id, element: 'weapon' } as never).state;
    const answer = decisionOf(s, 'prescience-answer', 'emperor');
    s = act(s, 'emperor', { type: 'prescience-answer', event: answer.id, value: null, karama: null } as never).state;
    const same = applyAction(s, 'atreides', { type: 'nexus-card', effect: 'atreides-cunning', element: 'weapon' } as never);
    expect(same.ok ? null : same.error.message).to.match(/Prescience showed the weapon already/);
    const looked = act(s, 'atreides', { type: 'nexus-card', effect: 'atreides-cunning', element: 'dial' } as never);
    const look = looked.events.find((e) => e.type === 'nexus-plan-look');
    expect(look).to.deep.include({ faction: 'atreides', target: 'emperor', element: 'dial' });
    expect(look!.visibleTo).to.equal(undefined);
    const sealed = act(looked.state, 'emperor', planAction(looked.state, 'emperor', { leader: 'bashar', dial: 4 }));
    const seen = sealed.events.filter((e) => e.type === 'nexus-plan-seen');
    expect(seen.map(({ id: _id, ...e }) => e)).to.deep.equal([
      { type: 'nexus-plan-seen', target: 'emperor', element: 'dial', value: 4, visibleTo: 'atreides' },
    ]);
    expect(sealed.state.nexusCards!.look).to.equal(undefined);
  });

  it('NX.atreides.secret-ally with the Atreides not seated, the player sees one element of its opponent’s plan; sealed already, at once', () => {
    const base = clearedBoard({ factions: TABLE, modules: ['nexus-cards'] });
    giveNexus(base, 'harkonnen', 'atreides');
    let s = emperorBattle(base);
    s = act(s, 'emperor', planAction(s, 'emperor', { leader: 'bashar', dial: 3 })).state;
    const r = act(s, 'harkonnen', { type: 'nexus-card', effect: 'atreides-secret-ally', element: 'leader' } as never);
    const seen = r.events.find((e) => e.type === 'nexus-plan-seen');
    expect(seen).to.deep.include({ target: 'emperor', element: 'leader', value: 'bashar', visibleTo: 'harkonnen' });
    // Once the plans are revealed it is too late.
    const fought = fight(r.state, { harkonnen: { leader: 'feyd-rautha', dial: 1 } });
    giveNexus(fought.state, 'emperor', 'atreides');
    const late = applyAction(fought.state, 'emperor', { type: 'nexus-card', effect: 'atreides-secret-ally', element: 'dial' } as never);
    expect(late.ok).to.equal(false);
  });
});
