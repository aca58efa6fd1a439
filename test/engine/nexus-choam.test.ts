// CHOAM's Nexus Cunning (plugins/nexus-cards/effects/cunning.ts, plugins/choam/worthless.ts): once this turn, any card
// of CHOAM's hand discarded for a Worthless card's effect.
import { expect } from 'chai';
import { applyAction, createGame, pendingDecisions, viewFor, type Faction, type GameState, type Phase } from '../../rooms/dune/index.ts';
import { botAnswer } from '../../rooms/dune/bots/index.ts';
import { botFreeAction } from '../../rooms/dune/bots/free.ts';
import { Context } from '../../rooms/dune/context.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { advance, startPhase } from '../../rooms/dune/phases/turn.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { act, playSetup } from '../helpers/engine.ts';
import { decisionOf } from '../helpers/battle.ts';
import { setHand } from '../helpers/bidding.ts';
import { giveNexus } from '../helpers/nexus-cards.ts';

const THREE: Faction[] = ['atreides', 'bene-gesserit', 'choam'];

/** `phase` of turn 3 started as the runner starts it, CHOAM holding `hand` and, when `cunning`, its Cunning played. */
function startAt(phase: Phase, hand: string[], cunning: boolean): GameState {
  const s = structuredClone(playSetup(createGame({ factions: THREE, seed: 'nexus-choam', seating: 'listed', modules: ['nexus-cards'] })).state);
  s.pending = [];
  s.secretGroups = [];
  s.round = null;
  s.turn = 3;
  for (const f of THREE) setHand(s, f, []);
  setHand(s, 'choam', hand as never);
  giveNexus(s, 'choam', 'choam');
  if (cunning) s.nexusCards!.lasting.push({ effect: 'choam-cunning', faction: 'choam', turn: 3 });
  const ctx = new Context(s);
  startPhase(ctx, phase);
  advance(ctx);
  return ctx.done();
}

describe('CHOAM’s Nexus Cunning (NX.choam.cunning)', () => {
  it('NX.choam.cunning played, CHOAM discards any card of its hand for one Worthless card’s effect; once', () => {
    // Played as a free action while the game waits, it lasts for the turn.
    const waiting = startAt('shipment-movement', ['lasgun', 'shield-1'], false);
    const played = act(waiting, 'choam', { type: 'nexus-card', effect: 'choam-cunning' } as never).state;
    expect(played.nexusCards!.lasting).to.deep.equal([{ effect: 'choam-cunning', faction: 'choam', turn: 3 }]);
    const s = startAt('shipment-movement', ['lasgun', 'shield-1'], true);
    const d = decisionOf(s, 'choam-worthless', 'choam');
    // Two effects fuelled at once: refused.
    const two = applyAction(s, 'choam', {
      type: 'choam-worthless',
      event: d.id,
      plays: [
        { card: 'kulon', fuel: 'lasgun' },
        { card: 'baliset', faction: 'atreides', territory: 'arrakeen', fuel: 'shield-1' },
      ],
    } as never);
    expect(two.ok ? null : two.error.code).to.equal('NOT_ELIGIBLE');
    const r = act(s, 'choam', { type: 'choam-worthless', event: d.id, plays: [{ card: 'kulon', fuel: 'lasgun' }] } as never);
    expect(r.events.find((e) => e.type === 'worthless-played')).to.deep.include({ play: { card: 'kulon', fuel: 'lasgun' } });
    expect(r.state.factions.choam!.hand).to.deep.equal(['shield-1']);
    expect(r.state.decks.treacheryDiscard).to.include('lasgun');
    expect(r.state.choam!.effects).to.deep.include({ card: 'kulon', turn: 3 });
    expect(r.state.nexusCards!.lasting).to.deep.equal([]);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('NX.choam.cunning without it, an effect needs its own Worthless card', () => {
    const s = startAt('shipment-movement', ['lasgun'], false);
    const d = decisionOf(s, 'choam-worthless', 'choam');
    const r = applyAction(s, 'choam', { type: 'choam-worthless', event: d.id, plays: [{ card: 'kulon', fuel: 'lasgun' }] } as never);
    expect(r.ok ? null : r.error.code).to.equal('NOT_ELIGIBLE');
    expect(pendingDecisions(s).some((x) => x.kind === 'choam-worthless')).to.equal(true);
  });
});

describe('CHOAM’s Nexus Cunning in the bots (plugins/nexus-cards/bots/thinking.ts, plugins/choam/bots/index.ts)', () => {
  it('NX.choam.cunning the bot plays it in its Worthless window and fuels one more effect with a card of its hand', () => {
    const s = startAt('shipment-movement', ['lasgun', 'shield-1'], false);
    // CHOAM has forces on the board: Kulon (one territory further) is worth playing.
    s.factions.choam!.reserves.regular -= 2;
    addForces(s, { faction: 'choam', territory: 'arrakeen', sector: 9 }, { regular: 2 });
    const free = botFreeAction('brutal', viewFor(s, 'choam'));
    expect(free).to.deep.equal({ type: 'nexus-card', effect: 'choam-cunning' });
    const played = act(s, 'choam', free as never).state;
    const d = decisionOf(played, 'choam-worthless', 'choam');
    const answer = botAnswer('brutal', viewFor(played, 'choam'), d) as { plays: { card: string; fuel?: string }[] };
    expect(answer.plays.filter((p) => p.fuel !== undefined)).to.have.length(1);
    const r = act(played, 'choam', answer as never);
    expect(r.state.nexusCards!.lasting).to.deep.equal([]);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });
});
