// The Nexus cards' effects built so far (plugins/nexus-cards/effects.ts, betrayal.ts): each card's use, its timing and
// what it does.
import { expect } from 'chai';
import { applyAction, pendingDecisions, viewFor, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { act, atPhaseStart, clearedBoard, dealFamily, playPhase } from '../helpers/engine.ts';
import { decisionOf, enterBattle, fight, place, resolvedOf } from '../helpers/battle.ts';
import { giveNexus, hold, nexusGame } from '../helpers/nexus-cards.ts';
import { startSpiceBlow } from '../helpers/spice-blow.ts';
import { enterPhase as enterRevival } from '../helpers/revival.ts';
import { revivalPhase } from '../../rooms/dune/phases/revival/index.ts';
import { freeRevivalOf } from '../../rooms/dune/phases/revival/force-revival.ts';
import { atEmptyShipment } from '../helpers/shipment.ts';
import { enterPhase } from '../helpers/bidding.ts';
import type { NexusFreeAction } from '../../rooms/dune/plugins/nexus-cards/types.ts';
import { putNoField } from '../helpers/no-field.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';

const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
const restores = (s: GameState) => checkGameState(JSON.parse(JSON.stringify(s))).ok;
const CLASSIC: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'];
const board = (factions: Faction[] = CLASSIC, advanced = false) => clearedBoard({ factions, modules: ['nexus-cards'], advanced });
const play = (s: GameState, seat: Faction, action: Omit<NexusFreeAction, 'type'>) => act(s, seat, { type: 'nexus-card', ...action } as never);
const refused = (s: GameState, seat: Faction, action: Omit<NexusFreeAction, 'type'>) => {
  const r = applyAction(s, seat, { type: 'nexus-card', ...action } as never);
  return r.ok ? null : r.error.code;
};

describe('The Nexus cards’ uses (plugins/nexus-cards/)', () => {
  it('NX.uses a card is its own faction’s Cunning, a Betrayal against its faction when seated, a Secret Ally when its faction is not', () => {
    const s = board(['atreides', 'emperor', 'fremen', 'harkonnen', 'guild', 'choam']);
    giveNexus(s, 'atreides', 'ecaz');
    giveNexus(s, 'emperor', 'harkonnen');
    giveNexus(s, 'harkonnen', 'harkonnen');
    // Ecaz is not seated: the Atreides may play it as a Secret Ally, never as a Betrayal or a Cunning.
    expect(refused(s, 'atreides', { effect: 'ecaz-betrayal', territory: 'arrakeen' })).to.equal('NOT_HELD');
    expect(refused(s, 'atreides', { effect: 'ecaz-cunning' })).to.equal('NOT_HELD');
    // The Harkonnen are seated: their card is a Betrayal for the Emperor, so no Secret Ally; their own is their Cunning.
    s.phase = 'mentat-pause';
    expect(refused(s, 'emperor', { effect: 'harkonnen-secret-ally' })).to.equal('NOT_HELD');
    expect(refused(s, 'guild', { effect: 'harkonnen-cunning' })).to.equal('NOT_HELD');
    expect(refused(s, 'harkonnen', { effect: 'harkonnen-cunning' })).to.equal(null);
  });
});

describe('The Nexus cards’ Betrayals in the Karama windows (plugins/nexus-cards/betrayal.ts)', () => {
  /** A battle of the Atreides against the Emperor in Arrakeen, the Harkonnen holding `card`: the Atreides ask for the leader. */
  function prescienceWindow(card: Faction) {
    const base = board();
    giveNexus(base, 'harkonnen', card);
    const s = enterBattle(base, (x) => {
      place(x, 'atreides', 'arrakeen', 9, 3);
      place(x, 'emperor', 'arrakeen', 9, 3);
    }).state;
    const d = decisionOf(s, 'prescience');
    return act(s, 'atreides', { type: 'prescience', event: d.id, element: 'leader' }, { karama: 'open' });
  }

  it('NX.atreides.betrayal the Atreides card held by another cancels their Prescience in its Karama window, where every Nexus holder is asked', () => {
    const { state } = prescienceWindow('atreides');
    const w = decisionOf(state, 'karama-window', 'harkonnen');
    // The Harkonnen hold no treachery card: the Nexus card alone has them asked.
    expect(state.factions.harkonnen!.hand).to.deep.equal([]);
    const r = act(state, 'harkonnen', { type: 'karama-window', event: w.id, cancel: 'atreides-prescience', card: null, betrayal: true });
    expect(typed(r.events, 'nexus-card-played')).to.deep.equal([
      { type: 'nexus-card-played', faction: 'harkonnen', card: 'atreides', use: 'betrayal', effect: 'atreides-prescience' },
    ]);
    expect(typed(r.events, 'karama-window-closed')[0]).to.deep.include({ cancelled: ['atreides-prescience'] });
    expect(r.state.nexusCards!.held).to.deep.equal({});
    expect(r.state.nexusCards!.discard).to.deep.equal(['atreides']);
    expect(restores(r.state)).to.equal(true);
  });

  it('NX.betrayal a holder of another card is asked alike, and its Betrayal refused', () => {
    const { state } = prescienceWindow('guild');
    const w = decisionOf(state, 'karama-window', 'harkonnen');
    const r = applyAction(state, 'harkonnen', { type: 'karama-window', event: w.id, cancel: 'atreides-prescience', card: null, betrayal: true });
    expect(r.ok ? null : r.error.code).to.equal('NOT_HELD');
  });
});

describe('The Nexus cards’ other Betrayals in their windows (plugins/nexus-cards/betrayal.ts)', () => {
  /** Answers the open window: `by` betrays `ability`, everyone else passes. */
  function betray(state: GameState, by: Faction, ability: string): { state: GameState; events: GameEvent[] } {
    let s = state;
    const events: GameEvent[] = [];
    for (const d of pendingDecisions(s).filter((x) => x.kind === 'karama-window')) {
      const mine = d.seat === by;
      const r = act(
        s,
        d.seat,
        { type: 'karama-window', event: d.id, cancel: mine ? (ability as never) : null, card: null, ...(mine ? { betrayal: true as const } : {}) },
        { karama: 'open' },
      );
      s = r.state;
      events.push(...r.events);
    }
    return { state: s, events };
  }

  it('NX.bene-gesserit.betrayal the Bene Gesserit card cancels the Voice as it is given', () => {
    const base = board();
    giveNexus(base, 'guild', 'bene-gesserit');
    const s0 = enterBattle(base, (x) => {
      x.firstPlayer = 'bene-gesserit';
      place(x, 'bene-gesserit', 'the-great-flat', 14, 5);
      place(x, 'fremen', 'the-great-flat', 14, 5);
    }).state;
    const voice = decisionOf(s0, 'voice', 'bene-gesserit');
    const opened = act(s0, 'bene-gesserit', { type: 'voice', event: voice.id, command: { play: false, subject: 'poison-weapon' } }, { karama: 'open' }).state;
    const r = betray(opened, 'guild', 'bg-voice');
    expect(typed(r.events, 'voice-used')[0]).to.deep.include({ command: null });
    expect(r.state.nexusCards!.discard).to.deep.equal(['bene-gesserit']);
  });

  it('NX.fremen.betrayal the Fremen card cancels their two-territory move, which they take again within one territory', () => {
    const s0 = atEmptyShipment(
      ['fremen', 'emperor', 'harkonnen', 'guild', 'bene-gesserit', 'choam'],
      false,
      (x) => {
        x.firstPlayer = 'fremen';
        place(x, 'fremen', 'sietch-tabr', 13, 4);
        giveNexus(x, 'emperor', 'fremen');
      },
      { modules: ['nexus-cards'] },
    );
    const ship = decisionOf(s0, 'ship', 'fremen');
    const s1 = act(s0, 'fremen', { type: 'ship', event: ship.id, mode: 'pass' }).state;
    const move = decisionOf(s1, 'move', 'fremen');
    const far = { type: 'move', event: move.id, from: 'sietch-tabr', groups: [{ sector: 13, count: 4 }], to: { territory: 'tsimpo', sector: 12 } } as const;
    const opened = act(s1, 'fremen', far as never, { karama: 'open' }).state;
    const r = betray(opened, 'emperor', 'fremen-movement');
    expect(decisionOf(r.state, 'move', 'fremen')).to.deep.include({ range: 1, karamaCancelled: ['fremen-movement'] });
    expect(r.state.nexusCards!.discard).to.deep.equal(['fremen']);
  });

  it('NX.ixians.betrayal the Ixian card cancels their selection of the cards up for bid', () => {
    const base = clearedBoard({ factions: ['ixians', 'atreides', 'emperor', 'fremen', 'harkonnen', 'guild'], modules: ['nexus-cards'] });
    base.ixians = { hms: { territory: 'the-minor-erg', sector: 5 } };
    giveNexus(base, 'harkonnen', 'ixians');
    const state = enterPhase(base, 'bidding');
    const d = decisionOf(state, 'ixian-selection');
    const opened = act(state, 'ixians', { type: 'ixian-selection', event: d.id, card: d.cards[0]!, to: 'bottom' }, { karama: 'open' }).state;
    const r = betray(opened, 'harkonnen', 'ixians-selection');
    expect(decisionOf(r.state, 'ixian-selection')).to.deep.include({ karamaCancelled: ['ixians-selection'] });
    expect(r.state.nexusCards!.discard).to.deep.equal(['ixians']);
  });
});

describe('The Nexus cards played as free actions (plugins/nexus-cards/effects.ts)', () => {
  it('NX.choam.betrayal CHOAM discards a card of its hand at random, for no spice', () => {
    const s = board(['atreides', 'emperor', 'fremen', 'harkonnen', 'guild', 'choam']);
    giveNexus(s, 'atreides', 'choam');
    dealFamily(s, 'choam', 'shield');
    dealFamily(s, 'choam', 'snooper');
    hold(s, 'bidding');
    const spice = s.factions.choam!.spice;
    const r = play(s, 'atreides', { effect: 'choam-betrayal' });
    const [discarded] = typed(r.events, 'nexus-choam-discard') as { card: string }[];
    expect(r.state.factions.choam!.hand).to.have.length(1);
    expect(r.state.factions.choam!.hand).to.not.include(discarded!.card);
    expect(r.state.decks.treacheryDiscard).to.include(discarded!.card);
    expect(r.state.factions.choam!.spice).to.equal(spice);
  });

  it('NX.moritani.betrayal a Terror token leaves the board, back to Moritani’s supply unrevealed', () => {
    const s = hold(board(['atreides', 'emperor', 'fremen', 'harkonnen', 'guild', 'moritani']), 'bidding');
    giveNexus(s, 'atreides', 'moritani');
    const token = s.moritani!.supply[0]!;
    s.moritani!.supply = s.moritani!.supply.slice(1);
    s.moritani!.placed = [{ territory: 'carthag', token }];
    expect(refused(s, 'atreides', { effect: 'moritani-betrayal', territory: 'arrakeen' })).to.equal('INVALID_CHOICE');
    const r = play(s, 'atreides', { effect: 'moritani-betrayal', territory: 'carthag' });
    expect(r.state.moritani!.placed).to.deep.equal([]);
    expect(r.state.moritani!.supply).to.include(token);
    expect(typed(r.events, 'nexus-terror-removed')).to.deep.equal([{ type: 'nexus-terror-removed', territory: 'carthag' }]);
    expect(JSON.stringify(viewFor(r.state, 'atreides'))).to.not.include(`"${token}"`);
  });

  it('NX.moritani.cunning played before the Mentat Pause placement, Moritani may put a Terror token where one stands; once asked, it is too late', () => {
    const s = board(['atreides', 'emperor', 'fremen', 'harkonnen', 'guild', 'moritani']);
    giveNexus(s, 'moritani', 'moritani');
    const token = s.moritani!.supply[0]!;
    s.moritani!.supply = s.moritani!.supply.slice(1);
    s.moritani!.placed = [{ territory: 'carthag', token }];
    hold(s, 'spice-collection');
    const r = play(s, 'moritani', { effect: 'moritani-cunning' });
    expect(r.state.nexusCards!.lasting).to.deep.include({ effect: 'moritani-cunning', faction: 'moritani', turn: s.turn });
    const asked = (x: GameState) => pendingDecisions(x).some((d) => d.kind === 'terror-place');
    const mentat = playPhase(atPhaseStart(r.state, 'mentat-pause'), 'mentat-pause', () => null, asked).state;
    expect(decisionOf(mentat, 'terror-place', 'moritani').strongholds).to.include('carthag');
    // Without it the placement skips Carthag; with the question open, the card is no longer played for it.
    const plain = playPhase(atPhaseStart(s, 'mentat-pause'), 'mentat-pause', () => null, asked).state;
    expect(decisionOf(plain, 'terror-place', 'moritani').strongholds).to.not.include('carthag');
    expect(refused(plain, 'moritani', { effect: 'moritani-cunning' })).to.equal('INVALID_CHOICE');
  });

  it('NX.ecaz.betrayal before Shipment and Movement, Ecaz’s ally takes its forces home from a territory it shares with Ecaz', () => {
    const s = board(['atreides', 'emperor', 'fremen', 'harkonnen', 'guild', 'ecaz']);
    s.alliances = [['fremen', 'ecaz']];
    giveNexus(s, 'atreides', 'ecaz');
    place(s, 'ecaz', 'arrakeen', 9, 2);
    place(s, 'fremen', 'arrakeen', 9, 3);
    hold(s, 'bidding');
    const reserves = s.factions.fremen!.reserves.regular;
    const r = play(s, 'atreides', { effect: 'ecaz-betrayal', territory: 'arrakeen' });
    expect(typed(r.events, 'nexus-forces-home')).to.deep.equal([{ type: 'nexus-forces-home', faction: 'fremen', territory: 'arrakeen', count: 3 }]);
    expect(r.state.factions.fremen!.reserves.regular).to.equal(reserves + 3);
    const late = structuredClone(s);
    late.phase = 'shipment-movement';
    expect(refused(late, 'atreides', { effect: 'ecaz-betrayal', territory: 'arrakeen' })).to.equal('INVALID_CHOICE');
  });

  it('NX.ecaz.betrayal Ecaz’s ally Richese: its concealed No-Field there is revealed first, and the forces it stood for go home with the rest (rules edition 10)', () => {
    const s = board(['atreides', 'emperor', 'richese', 'harkonnen', 'guild', 'ecaz']);
    s.alliances = [['richese', 'ecaz']];
    giveNexus(s, 'atreides', 'ecaz');
    place(s, 'ecaz', 'arrakeen', 9, 2);
    place(s, 'richese', 'arrakeen', 9, 2);
    putNoField(s, 3, 'arrakeen', 9);
    hold(s, 'bidding');
    const reserves = s.factions.richese!.reserves.regular;
    const r = play(s, 'atreides', { effect: 'ecaz-betrayal', territory: 'arrakeen' });
    expect(typed(r.events, 'no-field-revealed')).to.deep.equal([
      { type: 'no-field-revealed', territory: 'arrakeen', sector: 9, value: 3, forces: 3, cause: 'card' },
    ]);
    expect(typed(r.events, 'nexus-forces-home')).to.deep.equal([{ type: 'nexus-forces-home', faction: 'richese', territory: 'arrakeen', count: 5 }]);
    expect(r.state.richese!.noField).to.equal(null);
    expect(r.state.factions.richese!.reserves.regular).to.equal(reserves + 2);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('NX.ecaz.cunning Ecaz takes Duke Vidal for the rest of the turn', () => {
    const s = hold(board(['atreides', 'emperor', 'fremen', 'harkonnen', 'guild', 'ecaz']), 'bidding');
    giveNexus(s, 'ecaz', 'ecaz');
    const r = play(s, 'ecaz', { effect: 'ecaz-cunning' });
    expect(r.state.ecaz!.vidal).to.deep.equal({ at: 'held', by: 'ecaz', lent: true });
    expect(r.state.factions.ecaz!.leaders['duke-vidal' as never]).to.equal('pool');
  });

  it('NX.ecaz.secret-ally with Ecaz not seated, a faction tells whether it holds a traitor card of one of the player’s leaders, never which', () => {
    const s = hold(board(), 'bidding');
    giveNexus(s, 'atreides', 'ecaz');
    s.factions.harkonnen!.traitors = ['duncan-idaho' as never];
    const r = play(s, 'atreides', { effect: 'ecaz-secret-ally', target: 'harkonnen' });
    expect(typed(r.events, 'nexus-traitor-answer')).to.deep.equal([{ type: 'nexus-traitor-answer', target: 'harkonnen', of: 'atreides', holds: true }]);
  });

  it('NX.harkonnen.cunning at any time, the Harkonnen draw a traitor card and give one of theirs back, shuffled', () => {
    const s = board();
    giveNexus(s, 'harkonnen', 'harkonnen');
    s.factions.harkonnen!.traitors = [s.decks.traitor[0]!];
    s.decks.traitor = s.decks.traitor.slice(1);
    hold(s, 'bidding');
    const top = s.decks.traitor[0]!;
    const r = play(s, 'harkonnen', { effect: 'harkonnen-cunning' });
    const d = decisionOf(r.state, 'nexus-traitors', 'harkonnen');
    expect(d).to.deep.include({ count: 1 });
    expect(d.options).to.include(top);
    const back = act(r.state, 'harkonnen', { type: 'nexus-traitors', event: d.id, cards: [d.options[0]!] });
    expect(back.state.factions.harkonnen!.traitors).to.have.length(1);
    expect(typed(back.events, 'nexus-traitors-returned')).to.deep.equal([{ type: 'nexus-traitors-returned', faction: 'harkonnen', count: 1 }]);
    expect(back.state.decks.traitor).to.include(d.options[0]!);
  });

  it('NX.harkonnen.secret-ally with the Harkonnen not seated, in the Mentat Pause two traitor cards are drawn and two given back', () => {
    const s = board(['atreides', 'emperor', 'fremen', 'choam', 'guild', 'bene-gesserit']);
    giveNexus(s, 'fremen', 'harkonnen');
    expect(refused(s, 'fremen', { effect: 'harkonnen-secret-ally' })).to.equal('INVALID_CHOICE');
    const m = atPhaseStart(s, 'mentat-pause');
    m.pending = [];
    const r = play(m, 'fremen', { effect: 'harkonnen-secret-ally' });
    const d = decisionOf(r.state, 'nexus-traitors', 'fremen');
    expect(d.count).to.equal(2);
    const back = act(r.state, 'fremen', { type: 'nexus-traitors', event: d.id, cards: d.options.slice(0, 2) });
    expect(back.state.factions.fremen!.traitors).to.have.length(d.options.length - 2);
  });

  it('NX.emperor.betrayal in an Advanced battle the Emperor fights, played before the reveal, the Sardaukar count as ordinary forces', () => {
    const base = board(CLASSIC, true);
    giveNexus(base, 'atreides', 'emperor');
    const s = enterBattle(base, (x) => {
      place(x, 'atreides', 'arrakeen', 9, 4);
      x.factions.emperor!.reserves.elite -= 2;
      place(x, 'emperor', 'arrakeen', 9, 0);
      x.forces.find((f) => f.faction === 'emperor')!.elite = 2;
    }).state;
    // The Atreides decline Prescience; then the plans.
    const p = decisionOf(s, 'prescience');
    const asked = act(s, 'atreides', { type: 'prescience', event: p.id, element: null }).state;
    const betrayed = play(asked, 'atreides', { effect: 'emperor-betrayal' });
    expect(betrayed.state.nexusCards!.lasting).to.deep.equal([{ effect: 'emperor-betrayal', faction: 'atreides', turn: asked.turn }]);
    const fought = fight(betrayed.state, {
      atreides: { leader: 'duncan-idaho', dial: 0 },
      emperor: { leader: 'bashar', dial: 2, elite: 2, spice: 2 },
    });
    // Bashar (2) + two Sardaukar worth one each.
    expect(resolvedOf(fought.events).totals.emperor).to.equal(4);
    expect(fought.state.nexusCards!.lasting).to.deep.equal([]);
  });

  it('NX.ixians.cunning the Ixians’ Suboids count as whole forces without spice for the rest of the turn', () => {
    const base = board(['ixians', 'atreides', 'emperor', 'fremen', 'harkonnen', 'guild']);
    giveNexus(base, 'ixians', 'ixians');
    const s = enterBattle(base, (x) => {
      place(x, 'ixians', 'carthag', 10, 4);
      place(x, 'harkonnen', 'carthag', 10, 1);
    }).state;
    const plans = { ixians: { leader: leaderOfIxians(s), dial: 4 }, harkonnen: { leader: 'feyd-rautha' as never, dial: 1 } };
    const without = resolvedOf(fight(s, plans).events).totals.ixians!;
    const played = play(s, 'ixians', { effect: 'ixians-cunning' });
    // Four Suboids dialed: 2 as half forces, 4 as whole ones.
    expect(resolvedOf(fight(played.state, plans).events).totals.ixians! - without).to.equal(2);
  });

  it('NX.fremen.secret-ally with the Fremen not seated, the player’s forces are spared by sandworms for the rest of the turn', () => {
    const s = hold(board(['atreides', 'emperor', 'choam', 'harkonnen', 'guild', 'bene-gesserit']), 'spice-blow');
    giveNexus(s, 'atreides', 'fremen');
    const r = play(s, 'atreides', { effect: 'fremen-secret-ally' });
    expect(r.state.nexusCards!.lasting).to.deep.equal([{ effect: 'fremen-secret-ally', faction: 'atreides', turn: s.turn }]);
    expect(refused(r.state, 'atreides', { effect: 'fremen-secret-ally' })).to.equal('NOT_HELD');
  });
});

function leaderOfIxians(s: GameState) {
  return Object.keys(s.factions.ixians!.leaders).find((l) => s.factions.ixians!.leaders[l as never] === 'pool') as never;
}

describe('More Nexus cards played as free actions (plugins/nexus-cards/effects.ts)', () => {
  it('NX.fremen.betrayal with the Fremen card played as a Betrayal, no sandworm is ridden for the rest of the turn', () => {
    const base = nexusGame('nexus-ride');
    giveNexus(base, 'atreides', 'fremen');
    const scenario = {
      storm: 3,
      firstPlayer: 'atreides' as const,
      discard: ['old-gap', 'the-great-flat'] as never,
      top: ['shai-hulud-1', 'red-chasm'] as never,
      clearBoard: true,
      forces: [['fremen', 'the-great-flat', 14, 3]] as never,
    };
    // Without the Betrayal the Fremen are offered the ride once the Nexus ends.
    const offered = passNexusTurns(startSpiceBlow(base, scenario).state);
    expect(pendingDecisions(offered).map((d) => d.kind)).to.include('ride-worm');
    const played = structuredClone(base);
    played.turn = 2;
    const r = play(hold(played, 'storm'), 'atreides', { effect: 'fremen-betrayal' });
    const after = passNexusTurns(startSpiceBlow(r.state, scenario).state);
    expect(pendingDecisions(after).map((d) => d.kind)).to.not.include('ride-worm');
  });

  it('NX.fremen.secret-ally played before Revival instead, the player’s free revival is three this turn', () => {
    const s = hold(board(['atreides', 'emperor', 'choam', 'harkonnen', 'guild', 'bene-gesserit']), 'bidding');
    giveNexus(s, 'atreides', 'fremen');
    expect(freeRevivalOf(s, 'atreides')).to.equal(2);
    const r = play(s, 'atreides', { effect: 'fremen-secret-ally-revival' });
    expect(freeRevivalOf(r.state, 'atreides')).to.equal(3);
    const late = hold(board(['atreides', 'emperor', 'choam', 'harkonnen', 'guild', 'bene-gesserit']), 'revival');
    giveNexus(late, 'atreides', 'fremen');
    expect(refused(late, 'atreides', { effect: 'fremen-secret-ally-revival' })).to.equal('INVALID_CHOICE');
  });

  it('NX.emperor.secret-ally with the Emperor not seated, played before Revival, three more forces are revived free this turn, beyond the limit', () => {
    const s = hold(board(['atreides', 'fremen', 'choam', 'harkonnen', 'guild', 'bene-gesserit']), 'bidding');
    giveNexus(s, 'harkonnen', 'emperor');
    const r = play(s, 'harkonnen', { effect: 'emperor-secret-ally' });
    const state = r.state;
    state.factions.harkonnen!.reserves.regular -= 8;
    state.factions.harkonnen!.tanks.regular += 8;
    state.pending = [];
    const revival = enterRevival(state, 'revival', revivalPhase).state;
    const d = pendingDecisions(revival).find((x) => x.kind === 'revive' && x.seat === 'harkonnen') as { freeRevival: number; limit: number } | undefined;
    expect(d).to.deep.include({ freeRevival: 2 + 3, limit: 3 + 3 });
  });

  it('NX.tleilaxu.secret-ally with the Tleilaxu not seated, played before Revival, a leader is revived free though the others live, and up to five forces at 1 spice each', () => {
    const s = hold(board(['atreides', 'fremen', 'choam', 'harkonnen', 'guild', 'bene-gesserit']), 'bidding');
    giveNexus(s, 'harkonnen', 'tleilaxu');
    const r = play(s, 'harkonnen', { effect: 'tleilaxu-secret-ally' });
    const state = r.state;
    state.factions.harkonnen!.reserves.regular -= 8;
    state.factions.harkonnen!.tanks.regular += 8;
    state.factions.harkonnen!.leaders['feyd-rautha'] = 'tanks-face-up';
    state.factions.harkonnen!.leadersDied.push('feyd-rautha');
    state.pending = [];
    const revival = enterRevival(state, 'revival', revivalPhase).state;
    const d = pendingDecisions(revival).find((x) => x.kind === 'revive' && x.seat === 'harkonnen') as
      | { limit: number; costPerForce: number; leaders: { id: string; cost: number }[] }
      | undefined;
    expect(d).to.deep.include({ limit: 5, costPerForce: 1 });
    expect(d!.leaders).to.deep.include({ id: 'feyd-rautha', cost: 0 });
  });

  it('NX.tleilaxu.cunning the Tleilaxu set their revealed Face Dancers aside, draw as many new ones, and shuffle the old into the traitor deck', () => {
    const s = hold(board(['tleilaxu', 'atreides', 'emperor', 'fremen', 'harkonnen', 'guild']), 'bidding');
    giveNexus(s, 'tleilaxu', 'tleilaxu');
    s.tleilaxu = { faceDancers: s.decks.traitor.slice(0, 3), revealed: [s.decks.traitor[0]!] };
    s.decks.traitor = s.decks.traitor.slice(3);
    const old = s.tleilaxu.revealed[0]!;
    const next = s.decks.traitor[0]!;
    const r = play(s, 'tleilaxu', { effect: 'tleilaxu-cunning' });
    expect(r.state.tleilaxu).to.deep.equal({ faceDancers: [s.tleilaxu.faceDancers[1], s.tleilaxu.faceDancers[2], next], revealed: [] });
    expect(r.state.decks.traitor).to.include(old);
    expect(typed(r.events, 'nexus-face-dancers-replaced')).to.deep.equal([{ type: 'nexus-face-dancers-replaced', count: 1 }]);
    expect(viewFor(r.state, 'atreides').tleilaxu).to.deep.equal({ faceDancers: 3, revealed: [] });
  });

  it('NX.bene-gesserit.cunning in their own Shipment and Movement, the Bene Gesserit turn their advisors in a territory to fighters', () => {
    const s0 = atEmptyShipment(
      ['bene-gesserit', 'emperor', 'harkonnen', 'fremen', 'choam', 'tleilaxu'],
      true,
      (x) => {
        x.firstPlayer = 'bene-gesserit';
        giveNexus(x, 'bene-gesserit', 'bene-gesserit');
        x.factions['bene-gesserit']!.reserves.regular -= 2;
        x.forces.push({ faction: 'bene-gesserit', territory: 'carthag', sector: 10, regular: 0, elite: 0, advisors: 2 });
      },
      { modules: ['nexus-cards'] },
    );
    // Not before their own turn: the Wartime question comes first.
    expect(refused(s0, 'bene-gesserit', { effect: 'bene-gesserit-cunning', territory: 'carthag' })).to.equal('INVALID_CHOICE');
    const s1 = act(s0, 'bene-gesserit', { type: 'wartime', event: decisionOf(s0, 'wartime').id, territories: [] }).state;
    expect(refused(s1, 'bene-gesserit', { effect: 'bene-gesserit-cunning', territory: 'arrakeen' })).to.equal('INVALID_CHOICE');
    const r = play(s1, 'bene-gesserit', { effect: 'bene-gesserit-cunning', territory: 'carthag' });
    expect(r.state.forces.find((x) => x.faction === 'bene-gesserit' && x.territory === 'carthag')).to.deep.include({ regular: 2, advisors: 0 });
    expect(typed(r.events, 'forces-flipped')[0]).to.deep.include({ territory: 'carthag', to: 'fighters', count: 2 });
  });
});

describe('Nexus Secret Allies of Moritani, CHOAM and the Ixians (plugins/nexus-cards/effects.ts)', () => {
  const NO_MORITANI: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'];

  /** The Atreides (3 forces, a weapon) fight the Emperor (4) in Arrakeen, the Harkonnen and the Guild in Carthag next; the Atreides hold `card`. */
  function battle(card: Faction) {
    const base = board(NO_MORITANI);
    giveNexus(base, 'atreides', card);
    const s = enterBattle(base, (x) => {
      place(x, 'atreides', 'arrakeen', 9, 3);
      place(x, 'emperor', 'arrakeen', 9, 4);
      place(x, 'harkonnen', 'carthag', 10, 2);
      place(x, 'guild', 'carthag', 10, 2);
    }).state;
    dealFamily(s, 'atreides', 'projectile-weapon');
    const p = decisionOf(s, 'prescience');
    return act(s, 'atreides', { type: 'prescience', event: p.id, element: null }).state;
  }

  it('NX.moritani.secret-ally with Moritani not seated, played in a battle the player fights: lost to a winner, it keeps one card it played that a winner could keep', () => {
    const s = battle('moritani');
    const played = play(s, 'atreides', { effect: 'moritani-secret-ally' });
    const weapon = played.state.factions.atreides!.hand[0]!;
    const lost = passTruthtrance(fight(played.state, { atreides: { leader: 'duncan-idaho', dial: 0, weapon }, emperor: { leader: 'bashar', dial: 4 } }));
    const keep = decisionOf(lost.state, 'moritani-ally-keep', 'atreides');
    expect(keep.keepable).to.deep.equal([weapon]);
    const kept = act(lost.state, 'atreides', { type: 'moritani-ally-keep', event: keep.id, keep: weapon });
    expect(kept.state.factions.atreides!.hand).to.include(weapon);
    expect(kept.state.nexusCards!.lasting).to.deep.equal([]);
  });

  it('NX.choam.secret-ally with CHOAM not seated, the winner of the last battle looks at a card of the loser’s hand at random, alone', () => {
    const s = battle('choam');
    expect(refused(s, 'atreides', { effect: 'choam-secret-ally' })).to.equal('INVALID_CHOICE');
    dealFamily(s, 'emperor', 'shield');
    const won = passTruthtrance(fight(s, { atreides: { leader: 'duncan-idaho', dial: 3 }, emperor: { leader: 'bashar', dial: 0 } }));
    expect(resolvedOf(won.events).winner).to.equal('atreides');
    const held = won.state.factions.emperor!.hand;
    const r = play(won.state, 'atreides', { effect: 'choam-secret-ally' });
    const seen = r.events.find((e) => e.type === 'nexus-card-seen-card')!;
    expect(seen.visibleTo).to.equal('atreides');
    expect(held).to.include((seen as { card: string }).card);
    expect(typed(r.events, 'nexus-card-seen')).to.deep.equal([{ type: 'nexus-card-seen', faction: 'atreides', of: 'emperor' }]);
  });

  it('NX.ixians.secret-ally with the Ixians not seated, the card the player just bought is discarded and the deck’s top drawn instead', () => {
    const base = board(NO_MORITANI);
    giveNexus(base, 'emperor', 'ixians');
    let state = enterPhase(base, 'bidding');
    let bought = false;
    for (let guard = 0; guard < 40 && !bought; guard++) {
      const d = pendingDecisions(state).find((x) => x.kind === 'bid');
      if (!d) break;
      const bidding = state.round as { highBidder: Faction | null };
      const amount = d.seat === 'emperor' && bidding.highBidder === null ? 1 : 0;
      const r = act(state, d.seat, { type: 'bid', event: d.id, amount } as never);
      state = r.state;
      bought = r.events.some((e) => e.type === 'card-bought');
    }
    expect(bought).to.equal(true);
    const card = state.nexusCards!.bought!.card;
    const top = state.decks.treachery[0]!;
    const r = play(state, 'emperor', { effect: 'ixians-secret-ally' });
    expect(r.state.factions.emperor!.hand).to.include(top);
    expect(r.state.factions.emperor!.hand).to.not.include(card);
    expect(typed(r.events, 'nexus-card-replaced')).to.deep.equal([{ type: 'nexus-card-replaced', faction: 'emperor', discarded: card }]);
    expect(r.events.find((e) => e.type === 'nexus-card-replaced-card')!.visibleTo).to.equal('emperor');
  });
});

/** Every Truthtrance window answered by passing (they follow the plans' reveal). */
function passTruthtrance(r: { state: GameState; events: GameEvent[] }): { state: GameState; events: GameEvent[] } {
  let { state } = r;
  const events = [...r.events];
  for (let d = pendingDecisions(state).find((x) => x.kind === 'truthtrance'); d; d = pendingDecisions(state).find((x) => x.kind === 'truthtrance')) {
    const next = act(state, d.seat, { type: 'truthtrance', event: d.id, play: null });
    state = next.state;
    events.push(...next.events);
  }
  return { state, events };
}

/** Every Nexus turn passed, until the Nexus ends. */
function passNexusTurns(state: GameState): GameState {
  for (let guard = 0; guard < 100; guard++) {
    const d = pendingDecisions(state)[0];
    if (d?.kind !== 'nexus-turn') return state;
    state = act(state, d.seat, { type: 'nexus-turn', event: d.id, choice: 'pass' }).state;
  }
  return state;
}
