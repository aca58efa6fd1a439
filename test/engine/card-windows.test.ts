// Card play windows (rooms/dune/card-windows): Amal, Thumper, Harvester and Recruits, played at the start of a
// phase or just after a spice blow. Every seat holding a card is asked secretly; what was played takes effect in
// storm order once all have answered.
import { expect } from 'chai';
import { pendingDecisions, viewFor, type Faction, type GameEvent, type GameState, type LeaderId } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { ALL, begin, give } from '../helpers/cards.ts';
import { decisionOf, enterBattle, expansionBoard, give as giveCards, place } from '../helpers/battle.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';

/** Answers every open card window: `plays` names the card a seat plays, others pass. */
/** A battle in The Great Flat between the Harkonnen (first player, so the aggressor) and the Fremen, 4 forces each. */
function greatFlatBattle(hands: (s: GameState) => void) {
  return enterBattle(expansionBoard(), (s) => {
    s.firstPlayer = 'harkonnen';
    place(s, 'harkonnen', 'the-great-flat', 14, 4);
    place(s, 'fremen', 'the-great-flat', 14, 4);
    hands(s);
  });
}

function answerWindows(
  state: GameState,
  plays: Partial<Record<Faction, TreacheryCardId>>,
  only?: 'phase-start' | 'spice-blown',
): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const next = () => pendingDecisions(state).find((x) => x.kind === 'card-window' && (only === undefined || x.window === only));
  for (let d = next(); d; d = next()) {
    const r = act(state, d.seat, { type: 'card-window', event: d.id, card: plays[d.seat] ?? null });
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe('card play windows', () => {
  it('ix.amal asks every seat holding a card, secretly; everyone then discards half their spice, rounded up, unseen by others', () => {
    const { state } = begin('choam-charity', (s) => {
      give(s, 'harkonnen', 'amal');
      give(s, 'atreides', 'shield-1');
      s.factions.harkonnen!.spice = 3;
      s.factions.atreides!.spice = 7;
      s.factions.emperor!.spice = 10;
    });
    expect(state.step).to.equal('card-window');
    const asked = pendingDecisions(state).filter((d) => d.kind === 'card-window');
    expect(asked.map((d) => [d.seat, d.secret])).to.deep.equal([
      ['atreides', true],
      ['harkonnen', true],
    ]);
    // Both questions are the same: nothing tells the holder apart.
    const strip = (d: (typeof asked)[number]) => ({ ...d, id: '', seat: '' });
    expect(strip(asked[0]!)).to.deep.equal(strip(asked[1]!));
    // A card of another family is refused, and so is a card the seat does not hold.
    expectRejected(state, 'atreides', { type: 'card-window', event: asked[0]!.id, card: 'shield-1' }, 'INVALID_CHOICE');
    expectRejected(state, 'atreides', { type: 'card-window', event: asked[0]!.id, card: 'amal' }, 'NOT_HELD');
    const { state: after, events } = answerWindows(state, { harkonnen: 'amal' });
    expect(events.find((e) => e.type === 'window-card-played')).to.deep.include({ faction: 'harkonnen', card: 'amal', family: 'amal' });
    expect([after.factions.harkonnen!.spice, after.factions.atreides!.spice, after.factions.emperor!.spice]).to.deep.equal([1, 3, 5]);
    expect(events.filter((e) => e.type === 'amal-discard').every((e) => e.visibleTo === (e as { faction: Faction }).faction)).to.equal(true);
    expect(after.decks.treacheryDiscard).to.deep.equal(['amal']);
    // The phase itself begins once the window has closed.
    expect(after.phase).to.equal('choam-charity');
    expect(after.step).to.not.equal('card-window');
    expect(custodyProblems(after)).to.deep.equal([]);
  });

  it('ix.amal no window when no seat holds a card, or when the Ixian cards are not in play', () => {
    expect(begin('choam-charity', () => {}).state.step).to.not.equal('card-window');
    const base = begin('choam-charity', (s) => {
      s.config.cards = ['base'];
      give(s, 'atreides', 'shield-1');
    });
    expect(base.state.step).to.not.equal('card-window');
  });

  it('ix.thumper a sandworm comes first, in the territory of the topmost Territory Card, then the blow goes on', () => {
    const { state } = begin('spice-blow', (s) => {
      give(s, 'atreides', 'thumper');
      s.decks.spiceDiscard = ['the-great-flat'];
      s.decks.spice = ['cielago-north', ...s.decks.spice.filter((c) => c !== 'cielago-north' && c !== 'the-great-flat')];
      s.factions.harkonnen!.reserves.regular -= 4;
      addForces(s, { faction: 'harkonnen', territory: 'the-great-flat', sector: 14 }, { regular: 4 });
    });
    const { state: after, events } = answerWindows(state, { atreides: 'thumper' });
    const worm = events.find((e) => e.type === 'shai-hulud');
    expect(worm).to.deep.include({ card: 'thumper', territory: 'the-great-flat', devoured: [{ faction: 'harkonnen', forces: 4 }] });
    expect(events.find((e) => e.type === 'spice-blown')).to.deep.include({ territory: 'cielago-north' });
    expect(after.factions.harkonnen!.tanks.regular).to.equal(4);
    expect(custodyProblems(after)).to.deep.equal([]);
  });

  it('ix.harvester just after a blow that placed spice: the amount is placed again', () => {
    const { state } = begin('spice-blow', (s) => {
      give(s, 'fremen', 'harvester');
      s.storm.sector = 18;
      s.decks.spice = ['cielago-north', ...s.decks.spice.filter((c) => c !== 'cielago-north')];
    });
    // The phase-start window (Amal, Thumper) first, then the blow's window.
    const { state: blown, events: first } = answerWindows(state, {}, 'phase-start');
    expect(first.find((e) => e.type === 'spice-blown')).to.deep.include({ territory: 'cielago-north', amount: 8 });
    const asked = pendingDecisions(blown).filter((d) => d.kind === 'card-window');
    expect(asked.map((d) => (d.kind === 'card-window' ? [d.seat, d.window, d.families] : null))).to.deep.equal([['fremen', 'spice-blown', ['harvester']]]);
    const { state: after, events } = answerWindows(blown, { fremen: 'harvester' });
    expect(events.find((e) => e.type === 'spice-harvested')).to.deep.include({ territory: 'cielago-north', amount: 8 });
    expect(after.spice.find((x) => x.territory === 'cielago-north')?.amount).to.equal(16);
  });

  it('ecaz.recruits at the start of revival: free revival doubled, the limit raised to 7', () => {
    const { state } = begin('revival', (s) => {
      give(s, 'harkonnen', 'recruits');
      for (const f of ALL) {
        s.factions[f]!.reserves.regular -= 8;
        s.factions[f]!.tanks.regular += 8;
      }
    });
    const { state: after, events } = answerWindows(state, { harkonnen: 'recruits' });
    expect(events.find((e) => e.type === 'window-card-played')).to.deep.include({ faction: 'harkonnen', family: 'recruits' });
    const revive = pendingDecisions(after).find((d) => d.kind === 'revive');
    expect(revive).to.deep.include({ limit: 7 });
    const profileFree = revive!.kind === 'revive' ? revive!.freeRevival : -1;
    const { state: plain } = answerWindows(state, {});
    const normal = pendingDecisions(plain).find((d) => d.kind === 'revive');
    expect(normal).to.deep.include({ limit: 3 });
    expect(profileFree).to.equal(2 * (normal!.kind === 'revive' ? normal!.freeRevival : 0));
    expect((viewFor(after, 'spectator').round as { recruits: boolean }).recruits).to.equal(true);
  });

  it('richese.residual-poison before leaders are chosen, only the battling seats are asked; the opponent loses a random available leader, no spice', () => {
    const { state } = greatFlatBattle((s) => {
      giveCards(s, 'harkonnen', 'residual-poison');
      giveCards(s, 'fremen', 'shield-1');
      giveCards(s, 'atreides', 'snooper-1');
    });
    const asked = pendingDecisions(state)
      .filter((d) => d.kind === 'card-window')
      .map((d) => d.seat);
    expect(asked).to.deep.equal(['fremen', 'harkonnen']);
    const spice = state.factions.harkonnen!.spice;
    const { state: after, events } = answerWindows(state, { harkonnen: 'residual-poison' });
    const poison = events.find((e) => e.type === 'residual-poison') as { target: Faction; leader: LeaderId } | undefined;
    expect(poison).to.deep.include({ faction: 'harkonnen', target: 'fremen' });
    expect(after.factions.fremen!.leaders[poison!.leader]).to.equal('tanks-face-up');
    expect(after.factions.harkonnen!.spice).to.equal(spice);
    expect(decisionOf(after, 'battle-plan', 'fremen').leaders).to.not.include(poison!.leader);
    expect(custodyProblems(after)).to.deep.equal([]);
  });

  it("richese.juice-of-sapho at a phase start: its player goes last (or first) in that phase's turn order; it names its use", () => {
    const { state } = begin('shipment-movement', (s) => {
      s.firstPlayer = 'atreides';
      give(s, 'atreides', 'juice-of-sapho');
    });
    const d = pendingDecisions(state).find((x) => x.kind === 'card-window' && x.seat === 'atreides')!;
    expectRejected(state, 'atreides', { type: 'card-window', event: d.id, card: 'juice-of-sapho' }, 'INVALID_CHOICE');
    expectRejected(state, 'atreides', { type: 'card-window', event: d.id, card: 'juice-of-sapho', mode: 'aggressor' }, 'INVALID_CHOICE');
    const r = act(state, 'atreides', { type: 'card-window', event: d.id, card: 'juice-of-sapho', mode: 'last' });
    expect(r.events.find((e) => e.type === 'window-card-played')).to.deep.include({ faction: 'atreides', family: 'juice-of-sapho', mode: 'last' });
    const order = (viewFor(r.state, 'spectator').round as { order: Faction[] }).order;
    expect(order[order.length - 1]).to.equal('atreides');
    expect(order[0]).to.equal('bene-gesserit');
  });

  it('richese.juice-of-sapho at a battle start: the defender becomes the aggressor of that battle', () => {
    const { state } = greatFlatBattle((s) => {
      giveCards(s, 'fremen', 'juice-of-sapho');
    });
    const { state: after } = (() => {
      const d = pendingDecisions(state).find((x) => x.kind === 'card-window')!;
      return act(state, 'fremen', { type: 'card-window', event: d.id, card: 'juice-of-sapho', mode: 'aggressor' });
    })();
    const battle = (viewFor(after, 'spectator').round as { battle: { aggressor: Faction; defender: Faction } }).battle;
    expect(battle).to.deep.include({ aggressor: 'fremen', defender: 'harkonnen' });
  });

  it('richese.semuta-drug right after a discard the game is interrupted; another player may take the card; everything resumes unchanged', () => {
    const entered = greatFlatBattle((s) => {
      giveCards(s, 'harkonnen', 'distrans', 'kull-wahad');
      giveCards(s, 'fremen', 'semuta-drug');
    });
    const { state } = answerWindows(entered.state, {}); // the battle's own window (Residual Poison, Juice)
    const plans = pendingDecisions(state).map((d) => d.id);
    expect(plans).to.have.length(2);
    const given = act(state, 'harkonnen', { type: 'distrans', card: 'distrans', give: 'kull-wahad', to: 'atreides' });
    const s1 = given.state;
    expect(viewFor(s1, 'spectator').interrupted).to.equal(true);
    const asked = pendingDecisions(s1);
    expect(asked.map((d) => [d.kind, d.seat])).to.deep.equal([
      ['card-window', 'atreides'],
      ['card-window', 'fremen'],
    ]);
    expect(asked[0]).to.deep.include({ window: 'discarded', candidates: [{ faction: 'harkonnen', card: 'distrans' }] });
    // Nothing else moves meanwhile: the battle plans are put aside, free actions are refused.
    expectRejected(
      s1,
      'harkonnen',
      { type: 'battle-plan', event: plans[0]!, karama: null, leader: 'feyd-rautha', cheapHero: null, dial: 1, weapon: null, defense: null },
      'NOT_YOUR_TURN',
    );
    expectRejected(s1, 'fremen', { type: 'bribe', to: 'atreides', amount: 1 }, 'NOT_ELIGIBLE');
    const fremenWindow = asked.find((d) => d.seat === 'fremen')!.id;
    expectRejected(s1, 'fremen', { type: 'card-window', event: fremenWindow, card: 'semuta-drug', take: 'shield-1' }, 'INVALID_CHOICE');
    const s2 = act(s1, 'fremen', { type: 'card-window', event: fremenWindow, card: 'semuta-drug', take: 'distrans' }).state;
    const done = act(s2, 'atreides', { type: 'card-window', event: asked[0]!.id, card: null });
    expect(done.events.find((e) => e.type === 'semuta-taken')).to.deep.include({ faction: 'fremen', card: 'distrans' });
    expect(done.state.factions.fremen!.hand).to.deep.equal(['distrans']);
    expect(done.state.decks.treacheryDiscard).to.deep.equal(['semuta-drug']);
    expect(pendingDecisions(done.state).map((d) => d.id)).to.deep.equal(plans);
    expect(viewFor(done.state, 'spectator').interrupted).to.equal(false);
    expect(custodyProblems(done.state)).to.deep.equal([]);
  });
});
