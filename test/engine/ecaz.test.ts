// Ecaz (plugins/ecaz/): set-up, the Ambassadors' supply and refill, their placement at the end of Revival, and each of
// the eleven effects when a non-ally enters their stronghold.
import { expect } from 'chai';
import { applyAction, createGame, pendingDecisions, viewFor, type GameEvent, type GameState, type Seat } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { leader, leadersOf, TRAITOR_CARD_IDS } from '../../rooms/dune/factions/leaders.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { AMBASSADORS } from '../../rooms/dune/plugins/ecaz/types.ts';
import { gholaLeaders } from '../../rooms/dune/plugins/tleilaxu/gholas.ts';
import { Context } from '../../rooms/dune/context.ts';
import { markShieldWallDestroyed } from '../../rooms/dune/board/storm.ts';
import { moveStorm } from '../../rooms/dune/phases/storm/destruction.ts';
import { act, atPhaseStart, cancelInWindows, clearedBoard, dealFamily, playPhase, playSetup, returnForcesToReserves } from '../helpers/engine.ts';
import { decisionOf, enterBattle, fight, resolvedOf } from '../helpers/battle.ts';
import { atEmptyShipment, pendingFor } from '../helpers/shipment.ts';
import { ambassadorWaiting, ECAZ_TABLE, ecazRevealed, effectAsked, placementAsked, refusal, reply, shipIn, triggerAsked } from '../helpers/ecaz.ts';
import { putNoField } from '../helpers/no-field.ts';

const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
/** The events `seat` may see. */
const seen = (events: readonly GameEvent[], seat: Seat) => events.filter((e) => e.visibleTo === undefined || e.visibleTo === seat);
const restores = (s: GameState) => checkGameState(JSON.parse(JSON.stringify(s))).ok;

describe('Ecaz (plugins/ecaz/)', () => {
  it('EC.setup Ecaz starts with 12 spice, 6 forces in Imperial Basin’s middle sector, 14 in reserves and five leaders, whose traitor cards are dealt with the others', () => {
    const s = createGame({ factions: ECAZ_TABLE, seed: 'ecaz-setup', seating: 'listed' });
    const played = playSetup(s).state;
    const ecaz = played.factions.ecaz!;
    expect(ecaz.spice).to.equal(12);
    expect(ecaz.reserves).to.deep.equal({ regular: 14, elite: 0 });
    expect(played.forces.filter((f) => f.faction === 'ecaz')).to.deep.equal([
      { faction: 'ecaz', territory: 'imperial-basin', sector: 9, regular: 6, elite: 0, advisors: 0 },
    ]);
    const ids = leadersOf('ecaz').map((l) => l.id);
    expect(ids).to.deep.equal(['sanya-ecaz', 'whitmore-bludd', 'ilesa-ecaz', 'rivvy-dinari', 'bindikk-narvi']);
    const traitors = [...played.decks.traitor, ...played.seating.flatMap((f) => [...played.factions[f]!.traitors, ...played.factions[f]!.discardedTraitors])];
    for (const id of ids) expect(traitors, id).to.include(id);
    expect(custodyProblems(played)).to.deep.equal([]);
  });

  it('EC.loyalty in the Advanced game one Ecaz leader’s traitor card, at random, is set aside face up before the deal: nobody holds it all game; not in the Basic game', () => {
    const loyal = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const s = playSetup(createGame({ factions: ECAZ_TABLE, seed: `ecaz-loyal-${i}`, advanced: true })).state;
      const card = s.ecaz!.loyal!;
      expect(leadersOf('ecaz').map((l) => l.id)).to.include(card);
      loyal.add(card);
      const held = [
        ...s.decks.traitor,
        ...s.seating.flatMap((f) => [...s.factions[f]!.traitors, ...s.factions[f]!.traitorOptions, ...s.factions[f]!.discardedTraitors]),
      ];
      expect(held).to.not.include(card);
      expect(viewFor(s, 'harkonnen').ecaz!.loyal).to.equal(card);
      expect(custodyProblems(s)).to.deep.equal([]);
      expect(restores(s)).to.equal(true);
    }
    expect(loyal.size).to.be.greaterThan(1);
    const basic = createGame({ factions: ECAZ_TABLE, seed: 'ecaz-loyal-basic' });
    expect(basic.ecaz!.loyal).to.equal(undefined);
    expect(viewFor(basic, 'harkonnen').ecaz!.loyal).to.equal(null);
  });

  it('EC.ambassadors.supply Ecaz starts with its own Ambassador and five of the other ten drawn at random, whoever plays; every viewer sees the supply', () => {
    const drawn = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const s = createGame({ factions: ECAZ_TABLE, seed: `ecaz-supply-${i}` });
      const part = s.ecaz!;
      expect(part.supply[0]).to.equal('ecaz');
      expect(part.supply.slice(1)).to.deep.equal(part.cohort);
      expect(new Set(part.cohort).size).to.equal(5);
      expect(part.cohort).to.not.include('ecaz');
      for (const a of part.cohort) drawn.add(a);
      expect(viewFor(s, 'harkonnen').ecaz).to.deep.include({ supply: part.supply, cohort: part.cohort, placed: [], nextCost: 1 });
    }
    // Tokens of factions not at the table are drawn too (the Atreides, the Guild, Richese …).
    expect([...drawn].sort()).to.deep.equal(AMBASSADORS.filter((a) => a !== 'ecaz').sort());
  });

  it('EC.ambassadors.placement at the end of Revival Ecaz places Ambassadors one by one, the n-th of the turn costing n, in strongholds out of the storm with none', () => {
    const asked = placementAsked(10, (s) => {
      s.storm.sector = 10; // Carthag's sector
    });
    const d = pendingFor(asked.state, 'ecaz', 'ambassador-place');
    expect(d).to.deep.include({ cost: 1, strongholds: ['arrakeen', 'sietch-tabr', 'habbanya-sietch', 'tueks-sietch'] });
    const token = asked.state.ecaz!.supply[1]!;
    expect(refusal(asked.state, 'ecaz', 'ambassador-place', { token, territory: 'carthag' })).to.equal('INVALID_CHOICE');
    const first = reply(asked.state, 'ecaz', 'ambassador-place', { token, territory: 'arrakeen' });
    expect(typed(first.events, 'ambassador-placed')).to.deep.equal([{ type: 'ambassador-placed', token, territory: 'arrakeen', cost: 1 }]);
    expect(first.state.factions.ecaz!.spice).to.equal(9);
    const again = pendingFor(first.state, 'ecaz', 'ambassador-place');
    expect(again).to.deep.include({ cost: 2, strongholds: ['sietch-tabr', 'habbanya-sietch', 'tueks-sietch'] });
    expect(again).to.have.property('tokens').that.does.not.include(token);
    const second = reply(first.state, 'ecaz', 'ambassador-place', { token: 'ecaz', territory: 'tueks-sietch' });
    expect(second.state.factions.ecaz!.spice).to.equal(7);
    expect(second.state.ecaz!.placed).to.deep.equal([
      { token, territory: 'arrakeen' },
      { token: 'ecaz', territory: 'tueks-sietch' },
    ]);
    expect(viewFor(second.state, 'fremen').ecaz).to.deep.include({ nextCost: 3 });
    const done = reply(second.state, 'ecaz', 'ambassador-place', { token: null });
    expect(done.state.phase).to.not.equal('revival');
    expect(restores(done.state)).to.equal(true);
  });

  it('EC.ambassadors.placement Ecaz is not asked when it cannot pay the next placement', () => {
    const asked = placementAsked(0);
    expect(pendingDecisions(asked.state).some((d) => d.kind === 'ambassador-place')).to.equal(false);
  });

  it('EC.karama-abilities.placement a Karama stops the placement of Ambassadors for the rest of the turn', () => {
    let karama = '';
    const asked = placementAsked(10, (s) => {
      karama = dealFamily(s, 'harkonnen', 'karama');
    });
    const token = asked.state.ecaz!.supply[1]!;
    const d = pendingFor(asked.state, 'ecaz', 'ambassador-place');
    const tried = applyAction(asked.state, 'ecaz', { type: 'ambassador-place', event: d.id, token: token as never, territory: 'arrakeen' });
    if (!tried.ok) throw new Error(tried.error.message);
    const windowed = cancelInWindows(tried.state, 'harkonnen', 'ecaz-ambassadors', karama as never);
    // Nothing placed, nothing paid, and Ecaz is not asked again: the turn goes on to Shipment and Movement.
    expect(windowed.ecaz!.placed).to.deep.equal([]);
    expect(windowed.factions.ecaz!.spice).to.equal(10);
    expect(windowed.phase).to.equal('shipment-movement');
    expect(pendingDecisions(windowed).some((x) => x.kind === 'ambassador-place')).to.equal(false);
  });
});

describe('Ecaz’s Ambassadors triggered (plugins/ecaz/ambassadors/)', () => {
  it('EC.ambassadors.trigger an entrant’s arrival holds the game until Ecaz answers; declined, the token stays and the turn goes on where it was', () => {
    const asked = triggerAsked('choam');
    const d = pendingFor(asked.state, 'ecaz', 'ambassador-trigger');
    expect(d).to.deep.include({ token: 'choam', territory: 'arrakeen', entrant: 'emperor', ally: null });
    expect(pendingDecisions(asked.state).map((x) => x.kind)).to.deep.equal(['ambassador-trigger']);
    expect(viewFor(asked.state, 'emperor').interrupted).to.equal(true);
    const declined = reply(asked.state, 'ecaz', 'ambassador-trigger', { trigger: false });
    expect(typed(declined.events, 'ambassador-declined')).to.deep.equal([
      { type: 'ambassador-declined', token: 'choam', territory: 'arrakeen', entrant: 'emperor' },
    ]);
    expect(declined.state.ecaz!.placed).to.deep.equal([{ token: 'choam', territory: 'arrakeen' }]);
    expect(pendingFor(declined.state, 'emperor').kind).to.equal('move');
    expect(restores(asked.state)).to.equal(true);
  });

  it('EC.ambassadors.trigger Ecaz, its ally and the token’s own faction do not trigger it', () => {
    // The token's own faction.
    const own = shipIn(ambassadorWaiting('emperor'), 'emperor', 'arrakeen', 9).state;
    expect(pendingDecisions(own).some((d) => d.kind === 'ambassador-trigger')).to.equal(false);
    // Ecaz's ally.
    const allied = shipIn(
      ambassadorWaiting('choam', 'arrakeen', (s) => {
        s.alliances = [['emperor', 'ecaz']];
      }),
      'emperor',
      'arrakeen',
      9,
    ).state;
    expect(pendingDecisions(allied).some((d) => d.kind === 'ambassador-trigger')).to.equal(false);
    // Ecaz itself.
    const self = shipIn(
      ambassadorWaiting('choam', 'arrakeen', (s) => {
        s.firstPlayer = 'ecaz';
      }),
      'ecaz',
      'arrakeen',
      9,
    ).state;
    expect(pendingDecisions(self).some((d) => d.kind === 'ambassador-trigger')).to.equal(false);
  });

  it('EC.ambassadors.trigger triggered for Ecaz’s ally, the ally answers the effect and gains it', () => {
    const asked = effectAsked(
      'choam',
      (s) => {
        s.alliances = [['ecaz', 'harkonnen']];
        s.factions.harkonnen!.hand = ['baliset', 'kulon'];
      },
      { forAlly: true },
    );
    expect(typed(asked.events, 'ambassador-triggered')).to.deep.equal([
      { type: 'ambassador-triggered', token: 'choam', territory: 'arrakeen', entrant: 'emperor', beneficiary: 'harkonnen' },
    ]);
    const spice = asked.state.factions.harkonnen!.spice;
    const r = reply(asked.state, 'harkonnen', 'ambassador-effect', { cards: ['baliset', 'kulon'] });
    expect(r.state.factions.harkonnen!.spice).to.equal(spice + 6);
    expect(r.state.factions.harkonnen!.hand).to.deep.equal([]);
    expect(r.state.decks.treacheryDiscard).to.include.members(['baliset', 'kulon']);
    expect(pendingFor(r.state, 'emperor').kind).to.equal('move');
  });

  it('EM.order with the Bene Gesserit at the table, their spiritual advisor is asked before the Ambassador', () => {
    const waiting = atEmptyShipment(['emperor', 'ecaz', 'bene-gesserit', 'harkonnen', 'tleilaxu', 'fremen'], false, (s) => {
      s.ecaz!.placed = [{ token: 'choam', territory: 'arrakeen' }];
    });
    const shipped = shipIn(waiting, 'emperor', 'arrakeen', 9).state;
    expect(pendingDecisions(shipped).map((d) => d.kind)).to.deep.equal(['spiritual-advisor']);
    const after = reply(shipped, 'bene-gesserit', 'spiritual-advisor', { send: false }).state;
    expect(pendingDecisions(after).map((d) => d.kind)).to.deep.equal(['ambassador-trigger']);
  });
});

describe('Ecaz’s eleven Ambassadors (plugins/ecaz/ambassadors/effects.ts)', () => {
  it('EC.ambassador.atreides the entrant’s hand is shown to the beneficiary alone', () => {
    const asked = triggerAsked('atreides', (s) => {
      s.factions.emperor!.hand = ['baliset', 'chaumas'];
    });
    const r = reply(asked.state, 'ecaz', 'ambassador-trigger', { trigger: true });
    expect(typed(seen(r.events, 'ecaz'), 'ambassador-seen')).to.deep.equal([
      { type: 'ambassador-seen', token: 'atreides', entrant: 'emperor', cards: ['baliset', 'chaumas'], traitors: [], visibleTo: 'ecaz' },
    ]);
    for (const f of ['emperor', 'harkonnen'] as const) expect(typed(seen(r.events, f), 'ambassador-seen')).to.deep.equal([]);
    expect(typed(r.events, 'ambassador-used')).to.deep.equal([{ type: 'ambassador-used', token: 'atreides', beneficiary: 'ecaz', entrant: 'emperor' }]);
    expect(pendingFor(r.state, 'emperor').kind).to.equal('move');
  });

  it('EC.ambassador.harkonnen one of the entrant’s traitor cards at random is shown to the beneficiary alone', () => {
    const asked = triggerAsked('harkonnen', (s) => {
      s.factions.emperor!.traitors = ['duncan-idaho'];
    });
    const r = reply(asked.state, 'ecaz', 'ambassador-trigger', { trigger: true });
    expect(typed(seen(r.events, 'ecaz'), 'ambassador-seen')).to.deep.equal([
      { type: 'ambassador-seen', token: 'harkonnen', entrant: 'emperor', cards: [], traitors: ['duncan-idaho'], visibleTo: 'ecaz' },
    ]);
    expect(typed(seen(r.events, 'emperor'), 'ambassador-seen')).to.deep.equal([]);
  });

  it('EC.ambassador.emperor the beneficiary takes 5 spice from the bank', () => {
    const asked = triggerAsked('emperor', () => {}, 'harkonnen');
    const spice = asked.state.factions.ecaz!.spice;
    const r = reply(asked.state, 'ecaz', 'ambassador-trigger', { trigger: true });
    expect(r.state.factions.ecaz!.spice).to.equal(spice + 5);
    expect(typed(r.events, 'ambassador-used')).to.deep.equal([
      { type: 'ambassador-used', token: 'emperor', beneficiary: 'ecaz', entrant: 'harkonnen', spice: 5 },
    ]);
    expect(r.state.ecaz!.triggered).to.include('emperor');
  });

  it('EC.ambassador.guild up to 4 of the beneficiary’s forces from reserves land free in a territory out of the storm, as an arrival', () => {
    const asked = effectAsked('guild');
    expect(pendingFor(asked.state, 'ecaz', 'ambassador-effect')).to.deep.include({ token: 'guild', most: 4 });
    expect(refusal(asked.state, 'ecaz', 'ambassador-effect', { to: { territory: 'carthag', sector: 10 }, regular: 5 })).to.equal('OVER_LIMIT');
    expect(refusal(asked.state, 'ecaz', 'ambassador-effect', { to: { territory: 'tuek-s-sietch', sector: 3 }, regular: 1 })).to.not.equal(null);
    const spice = asked.state.factions.ecaz!.spice;
    const r = reply(asked.state, 'ecaz', 'ambassador-effect', { to: { territory: 'carthag', sector: 10 }, regular: 4 });
    expect(r.state.forces.filter((f) => f.faction === 'ecaz' && f.territory === 'carthag').reduce((n, f) => n + f.regular, 0)).to.equal(4);
    expect(r.state.factions.ecaz!.spice).to.equal(spice);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('EC.ambassador.fremen for Ecaz’s ally Richese: its concealed No-Field stays behind, only its forces move (rules edition 10)', () => {
    let waiting = atEmptyShipment(['emperor', 'ecaz', 'richese', 'harkonnen', 'tleilaxu', 'fremen'], false, (s) => {
      s.ecaz!.placed = [{ token: 'fremen', territory: 'arrakeen' }];
      s.ecaz!.supply = s.ecaz!.supply.filter((a) => a !== 'fremen');
      s.alliances = [['ecaz', 'richese']];
      addForces(s, { faction: 'richese', territory: 'the-great-flat', sector: 14 }, { regular: 2 });
      s.factions.richese!.reserves.regular -= 2;
      putNoField(s, 5, 'the-great-flat', 14);
    });
    for (const d of pendingDecisions(waiting).filter((x) => x.kind === 'offer-shipment-support'))
      waiting = act(waiting, d.seat, { type: 'offer-shipment-support', event: d.id, amount: 0 }).state;
    const asked = shipIn(waiting, 'emperor', 'arrakeen', 9);
    const effect = reply(asked.state, 'ecaz', 'ambassador-trigger', { trigger: true, forAlly: true }).state;
    const group = { from: { territory: 'the-great-flat', sector: 14 }, to: { territory: 'carthag', sector: 10 } };
    expect(refusal(effect, 'richese', 'ambassador-effect', { ...group, regular: 3 })).to.equal('NOT_HELD');
    const r = reply(effect, 'richese', 'ambassador-effect', { ...group, regular: 2 });
    expect(r.state.forces.filter((f) => f.faction === 'richese').map((f) => [f.territory, f.regular])).to.have.deep.members([
      ['the-great-flat', 1],
      ['carthag', 2],
    ]);
    expect(r.state.richese!.noField).to.deep.equal({ token: 5, territory: 'the-great-flat', sector: 14 });
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('EC.ambassador.fremen the beneficiary moves one group of its forces to any territory out of the storm; the move enters as an arrival', () => {
    const asked = effectAsked('fremen', (s) => {
      addForces(s, { faction: 'ecaz', territory: 'the-great-flat', sector: 14 }, { regular: 3 });
      s.factions.ecaz!.reserves.regular -= 3;
      // Another Ambassador where the group goes: Ecaz's own forces never trigger it.
      s.ecaz!.placed.push({ token: 'emperor', territory: 'carthag' });
    });
    expect(
      refusal(asked.state, 'ecaz', 'ambassador-effect', {
        from: { territory: 'the-great-flat', sector: 14 },
        to: { territory: 'carthag', sector: 10 },
        regular: 4,
      }),
    ).to.equal('NOT_HELD');
    const r = reply(asked.state, 'ecaz', 'ambassador-effect', {
      from: { territory: 'the-great-flat', sector: 14 },
      to: { territory: 'carthag', sector: 10 },
      regular: 3,
    });
    expect(r.state.forces.filter((f) => f.faction === 'ecaz').map((f) => [f.territory, f.regular])).to.deep.equal([['carthag', 3]]);
    expect(typed(r.events, 'ambassador-used')[0]).to.deep.include({
      token: 'fremen',
      from: { territory: 'the-great-flat', sector: 14 },
      to: { territory: 'carthag', sector: 10 },
      forces: 3,
    });
    expect(pendingFor(r.state, 'emperor').kind).to.equal('move');
  });

  it('EC.ambassador.bene-gesserit the beneficiary uses an Ambassador of no cohort; the Bene Gesserit token leaves the game', () => {
    const asked = effectAsked('bene-gesserit', (s) => {
      s.ecaz!.cohort = ['bene-gesserit', 'atreides', 'harkonnen', 'fremen', 'guild'];
      s.ecaz!.supply = ['ecaz', 'atreides', 'harkonnen', 'fremen', 'guild'];
    });
    expect(pendingFor(asked.state, 'ecaz', 'ambassador-effect')).to.deep.include({ copies: ['emperor', 'choam', 'tleilaxu', 'ixians', 'richese'] });
    expect(refusal(asked.state, 'ecaz', 'ambassador-effect', { copy: 'guild' })).to.equal('INVALID_CHOICE');
    const spice = asked.state.factions.ecaz!.spice;
    // The copy works against the entrant's own faction: the Emperor's effect, though the Emperor entered.
    const r = reply(asked.state, 'ecaz', 'ambassador-effect', { copy: 'emperor' });
    expect(r.state.factions.ecaz!.spice).to.equal(spice + 5);
    expect(r.state.ecaz!.removed).to.deep.equal(['bene-gesserit']);
    expect(r.state.ecaz!.triggered).to.deep.equal(['bene-gesserit']);
  });

  it('EC.ambassador.ixians the beneficiary discards a card and draws the deck’s top one, shown to it alone', () => {
    const asked = effectAsked('ixians', (s) => {
      s.factions.ecaz!.hand = ['baliset'];
    });
    expect(refusal(asked.state, 'ecaz', 'ambassador-effect', { cards: [] })).to.equal('INVALID_CHOICE');
    const top = asked.state.decks.treachery[0]!;
    const r = reply(asked.state, 'ecaz', 'ambassador-effect', { cards: ['baliset'] });
    expect(r.state.factions.ecaz!.hand).to.deep.equal([top]);
    expect(typed(seen(r.events, 'ecaz'), 'ambassador-drawn-card')).to.deep.equal([{ type: 'ambassador-drawn-card', card: top, visibleTo: 'ecaz' }]);
    expect(typed(seen(r.events, 'emperor'), 'ambassador-drawn-card')).to.deep.equal([]);
  });

  it('EC.ambassador.tleilaxu the beneficiary revives a leader or up to 4 forces for free', () => {
    const leader = (s: GameState) => {
      s.factions.ecaz!.leaders['sanya-ecaz'] = 'tanks-face-up';
      s.factions.ecaz!.tanks.regular = 5;
      s.factions.ecaz!.reserves.regular -= 5;
    };
    const asked = effectAsked('tleilaxu', leader);
    expect(pendingFor(asked.state, 'ecaz', 'ambassador-effect')).to.deep.include({ leaders: ['sanya-ecaz'] });
    expect(refusal(asked.state, 'ecaz', 'ambassador-effect', { leader: 'sanya-ecaz', regular: 1 })).to.equal('INVALID_CHOICE');
    const one = reply(asked.state, 'ecaz', 'ambassador-effect', { leader: 'sanya-ecaz' });
    expect(one.state.factions.ecaz!.leaders['sanya-ecaz']).to.equal('pool');
    expect(refusal(asked.state, 'ecaz', 'ambassador-effect', { regular: 5 })).to.equal('OVER_LIMIT');
    const forces = reply(asked.state, 'ecaz', 'ambassador-effect', { regular: 4 });
    expect(forces.state.factions.ecaz!.tanks.regular).to.equal(1);
    expect(custodyProblems(forces.state)).to.deep.equal([]);
  });

  it('EC.ambassador.choam the beneficiary discards any of its cards for 3 spice each', () => {
    const asked = effectAsked('choam', (s) => {
      s.factions.ecaz!.hand = ['baliset', 'kulon', 'chaumas'];
    });
    const spice = asked.state.factions.ecaz!.spice;
    const r = reply(asked.state, 'ecaz', 'ambassador-effect', { cards: ['baliset', 'kulon'] });
    expect(r.state.factions.ecaz!.spice).to.equal(spice + 6);
    expect(r.state.factions.ecaz!.hand).to.deep.equal(['chaumas']);
    expect(typed(r.events, 'ambassador-used')[0]).to.deep.include({ discarded: ['baliset', 'kulon'], spice: 6 });
  });

  it('EC.ambassador.richese the beneficiary pays 3 spice for the deck’s top card; with a full hand it is not asked', () => {
    const asked = effectAsked('richese', (s) => {
      s.factions.ecaz!.hand = [];
    });
    const top = asked.state.decks.treachery[0]!;
    const spice = asked.state.factions.ecaz!.spice;
    const r = reply(asked.state, 'ecaz', 'ambassador-effect', { buy: true });
    expect(r.state.factions.ecaz!.spice).to.equal(spice - 3);
    expect(r.state.factions.ecaz!.hand).to.deep.equal([top]);
    const full = triggerAsked('richese', (s) => {
      s.factions.ecaz!.hand = ['baliset', 'kulon', 'chaumas', 'la-la-la'];
    });
    const skipped = reply(full.state, 'ecaz', 'ambassador-trigger', { trigger: true });
    expect(typed(skipped.events, 'ambassador-used')[0]).to.deep.include({ token: 'richese', passed: true });
    expect(pendingFor(skipped.state, 'emperor').kind).to.equal('move');
  });

  it('EM.vidal Duke Vidal is a leader of no faction and no traitor card: at the start he is set aside, in no record and no traitor deck', () => {
    const s = playSetup(createGame({ factions: ECAZ_TABLE, seed: 'ecaz-vidal', seating: 'listed' })).state;
    expect(leader('duke-vidal')).to.deep.include({ faction: null, strength: 6 });
    expect(s.seating.filter((f) => s.factions[f]!.leaders['duke-vidal'] !== undefined)).to.deep.equal([]);
    expect(TRAITOR_CARD_IDS).to.not.include('duke-vidal');
    expect(viewFor(s, 'spectator').ecaz!.vidal).to.equal(null);
    expect(custodyProblems(s)).to.deep.equal([]);
  });

  it('EC.ambassador.vidal the Ecaz Ambassador gives Ecaz Duke Vidal: he joins its leaders and leads its battle; having fought and lived, he is set aside', () => {
    const asked = effectAsked('ecaz');
    expect(pendingFor(asked.state, 'ecaz', 'ambassador-effect')).to.deep.include({ vidal: true, alliance: true });
    expect(refusal(asked.state, 'ecaz', 'ambassador-effect', { vidal: true, ally: true })).to.equal('INVALID_CHOICE');
    const taken = reply(asked.state, 'ecaz', 'ambassador-effect', { vidal: true });
    expect(typed(taken.events, 'vidal-taken')).to.deep.equal([{ type: 'vidal-taken', faction: 'ecaz', from: null }]);
    expect(taken.state.factions.ecaz!.leaders['duke-vidal']).to.equal('pool');
    expect(viewFor(taken.state, 'fremen').ecaz!.vidal).to.deep.equal({ at: 'held', by: 'ecaz' });
    expect(custodyProblems(taken.state)).to.deep.equal([]);
    expect(restores(taken.state)).to.equal(true);
    // A battle with the Emperor in the Great Flat, Duke Vidal leading Ecaz's side.
    const battle = enterBattle(taken.state, (s) => {
      returnForcesToReserves(s);
      for (const f of ['ecaz', 'emperor'] as const) {
        s.factions[f]!.reserves.regular -= 3;
        addForces(s, { faction: f, territory: 'the-great-flat', sector: 14 }, { regular: 3 });
      }
    }).state;
    expect(decisionOf(battle, 'battle-plan', 'ecaz').leaders).to.include('duke-vidal');
    const fought = fight(battle, { ecaz: { leader: 'duke-vidal', dial: 3 }, emperor: { leader: 'burseg', dial: 0 } });
    expect(typed(fought.events, 'vidal-set-aside')).to.deep.equal([{ type: 'vidal-set-aside', from: 'ecaz', cause: 'battle' }]);
    expect(fought.state.factions.ecaz!.leaders).to.not.have.property('duke-vidal');
    expect(fought.state.ecaz!.vidal).to.equal(undefined);
    expect(custodyProblems(fought.state)).to.deep.equal([]);
  });

  it('EC.ambassador.vidal triggered for Ecaz’s ally, the ally takes Duke Vidal into its own pool (a Tleilaxu ally too, no Ghola of theirs)', () => {
    const asked = effectAsked(
      'ecaz',
      (s) => {
        s.alliances = [['ecaz', 'tleilaxu']];
      },
      { forAlly: true },
    );
    expect(pendingFor(asked.state, 'tleilaxu', 'ambassador-effect')).to.deep.include({ vidal: true });
    const taken = reply(asked.state, 'tleilaxu', 'ambassador-effect', { vidal: true });
    expect(taken.state.factions.tleilaxu!.leaders['duke-vidal']).to.equal('pool');
    expect(taken.state.ecaz!.vidal).to.deep.equal({ at: 'held', by: 'tleilaxu' });
    expect(custodyProblems(taken.state)).to.deep.equal([]);
  });

  it('EC.vidal Duke Vidal killed goes to Ecaz’s Tanks whoever held him; Ecaz alone revives him (no Ghola), for 5 spice, and he is set aside again', () => {
    const asked = effectAsked('ecaz');
    const lent = reply(reply(asked.state, 'ecaz', 'ambassador-effect', { ally: true, lend: true }).state, 'emperor', 'ambassador-alliance', { accept: true });
    expect(typed(lent.events, 'vidal-taken')).to.deep.equal([{ type: 'vidal-taken', faction: 'emperor', from: null, lent: true }]);
    let weapon = '';
    const battle = enterBattle(lent.state, (s) => {
      returnForcesToReserves(s);
      for (const f of ['emperor', 'harkonnen'] as const) {
        s.factions[f]!.reserves.regular -= 3;
        addForces(s, { faction: f, territory: 'the-great-flat', sector: 14 }, { regular: 3 });
      }
      weapon = dealFamily(s, 'harkonnen', 'projectile-weapon');
    }).state;
    const fought = fight(battle, { emperor: { leader: 'duke-vidal', dial: 1 }, harkonnen: { leader: 'feyd-rautha', dial: 3, weapon: weapon as never } });
    expect(fought.state.factions.emperor!.leaders).to.not.have.property('duke-vidal');
    expect(fought.state.factions.ecaz!.leaders['duke-vidal']).to.equal('tanks-face-up');
    expect(fought.state.ecaz!.vidal).to.deep.equal({ at: 'tanks' });
    expect(custodyProblems(fought.state)).to.deep.equal([]);
    // The Tleilaxu may never take him as a Ghola (Advanced, their pool short of leaders, another dead leader to take).
    const advanced = structuredClone(fought.state);
    advanced.config.advanced = true;
    const tl = advanced.factions.tleilaxu!.leaders;
    for (const id of Object.keys(tl) as (keyof typeof tl)[]) tl[id] = 'tanks-face-up';
    advanced.factions.harkonnen!.leaders['piter-de-vries'] = 'tanks-face-up';
    const gholas = gholaLeaders(advanced, 'tleilaxu', {});
    expect(gholas).to.include('piter-de-vries');
    expect(gholas).to.not.include('duke-vidal');
    // Ecaz's next revival: Vidal is offered at 5 whatever its other leaders.
    const revival = atRevivalOf(fought.state);
    const d = pendingFor(revival, 'ecaz', 'revive');
    expect(d).to.have.property('leaders').that.deep.includes({ id: 'duke-vidal', cost: 5 });
    const spice = revival.factions.ecaz!.spice;
    const r = act(revival, 'ecaz', { type: 'revive', event: d.id, forces: { regular: 0, elite: 0 }, leader: 'duke-vidal', ghola: null });
    expect(r.state.factions.ecaz!.spice).to.equal(spice - 5);
    expect(typed(r.events, 'vidal-set-aside')).to.deep.equal([{ type: 'vidal-set-aside', from: 'ecaz', cause: 'revived' }]);
    expect(r.state.factions.ecaz!.leaders).to.not.have.property('duke-vidal');
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('EC.vidal.leaders with Duke Vidal in Ecaz’s Tanks, four of its own leaders there open its leader revival; without him, they do not', () => {
    const dead = (withVidal: boolean) => {
      const s = clearedBoard({ factions: ECAZ_TABLE });
      const fs = s.factions.ecaz!;
      for (const id of ['sanya-ecaz', 'whitmore-bludd', 'ilesa-ecaz', 'rivvy-dinari'] as const) {
        fs.leaders[id] = 'tanks-face-up';
        fs.leadersDied.push(id);
      }
      if (withVidal) {
        fs.leaders['duke-vidal'] = 'tanks-face-up';
        s.ecaz!.vidal = { at: 'tanks' };
      }
      fs.spice = 20;
      const open = (x: GameState) => pendingDecisions(x).some((d) => d.kind === 'revive' && d.seat === 'ecaz');
      return playPhase(atPhaseStart(s, 'revival'), 'revival', () => null, open).state;
    };
    const ids = (s: GameState) => (pendingFor(s, 'ecaz', 'revive') as { leaders: { id: string }[] }).leaders.map((l) => l.id);
    expect(ids(dead(true))).to.have.members(['sanya-ecaz', 'whitmore-bludd', 'ilesa-ecaz', 'rivvy-dinari', 'duke-vidal']);
    const without = dead(false);
    expect(pendingDecisions(without).some((d) => d.kind === 'revive' && d.seat === 'ecaz' && (d as { leaders: unknown[] }).leaders.length > 0)).to.equal(false);
  });

  it('EC.ambassador.ecaz an alliance offered with Duke Vidal lent: accepted, the new ally holds him until the turn ends', () => {
    const offered = reply(effectAsked('ecaz').state, 'ecaz', 'ambassador-effect', { ally: true, lend: true });
    expect(pendingFor(offered.state, 'emperor', 'ambassador-alliance')).to.deep.include({ from: 'ecaz', lend: true });
    const lent = reply(offered.state, 'emperor', 'ambassador-alliance', { accept: true });
    expect(lent.state.factions.emperor!.leaders['duke-vidal']).to.equal('pool');
    expect(viewFor(lent.state, 'spectator').ecaz!.vidal).to.deep.equal({ at: 'held', by: 'emperor', lent: true });
    const ended = playPhase(atPhaseStart(lent.state, 'mentat-pause'), 'mentat-pause');
    expect(typed(ended.events, 'vidal-set-aside')).to.deep.equal([{ type: 'vidal-set-aside', from: 'emperor', cause: 'turn' }]);
    expect(ended.state.factions.emperor!.leaders).to.not.have.property('duke-vidal');
    expect(custodyProblems(ended.state)).to.deep.equal([]);
  });

  it('EC.ambassador.ecaz Ecaz offers the entrant an alliance when neither is allied; accepted, they are allies; the token returns to the supply', () => {
    const asked = effectAsked('ecaz');
    expect(asked.state.ecaz!.supply.filter((a) => a === 'ecaz')).to.have.length(1);
    const offered = reply(asked.state, 'ecaz', 'ambassador-effect', { ally: true });
    expect(pendingFor(offered.state, 'emperor', 'ambassador-alliance')).to.deep.include({ from: 'ecaz' });
    const r = reply(offered.state, 'emperor', 'ambassador-alliance', { accept: true });
    expect(r.state.alliances).to.deep.equal([['emperor', 'ecaz']]);
    expect(typed(r.events, 'alliance-formed')).to.have.length(1);
    const no = reply(offered.state, 'emperor', 'ambassador-alliance', { accept: false });
    expect(no.state.alliances).to.deep.equal([]);
    expect(pendingFor(no.state, 'emperor').kind).to.equal('move');
  });

  it('EC.ambassadors.storm an Ambassador the storm reaches in a stronghold left unprotected goes back to the supply, not triggered; a sheltered one stays', () => {
    const s = ambassadorWaiting('choam', 'arrakeen', (x) => {
      x.ecaz!.placed.push({ token: 'emperor', territory: 'tueks-sietch' });
      x.storm.sector = 8;
    });
    // The Shield Wall destroyed (Family Atomics): Arrakeen (sector 9) is sand to the storm; Tuek's Sietch (4) is not reached.
    markShieldWallDestroyed(s);
    const ctx = new Context(s);
    moveStorm(ctx, 2);
    expect(typed(ctx.events, 'ambassador-returned')).to.deep.equal([{ type: 'ambassador-returned', token: 'choam', territory: 'arrakeen', cause: 'storm' }]);
    const after = ctx.done();
    expect(after.ecaz!.placed).to.deep.equal([{ token: 'emperor', territory: 'tueks-sietch' }]);
    expect(after.ecaz!.supply).to.include('choam');
    expect(after.ecaz!.triggered).to.not.include('choam');
    // With the Shield Wall standing the storm passes Arrakeen by.
    const sheltered = ambassadorWaiting('choam', 'arrakeen', (x) => {
      x.storm.sector = 8;
    });
    const ctx2 = new Context(sheltered);
    moveStorm(ctx2, 2);
    expect(ctx2.done().ecaz!.placed).to.deep.equal([{ token: 'choam', territory: 'arrakeen' }]);
  });

  it('EC.ambassadors.storm a Lasgun–Shield explosion in a stronghold sends its Ambassador back to the supply', () => {
    let lasgun = '';
    let shield = '';
    const battle = enterBattle(ambassadorWaiting('choam'), (s) => {
      returnForcesToReserves(s);
      for (const f of ['emperor', 'harkonnen'] as const) {
        s.factions[f]!.reserves.regular -= 3;
        addForces(s, { faction: f, territory: 'arrakeen', sector: 9 }, { regular: 3 });
      }
      lasgun = dealFamily(s, 'emperor', 'lasgun');
      shield = dealFamily(s, 'harkonnen', 'shield');
    }).state;
    const fought = fight(battle, {
      emperor: { leader: 'burseg', dial: 1, weapon: lasgun as never },
      harkonnen: { leader: 'feyd-rautha', dial: 1, defense: shield as never },
    });
    expect(typed(fought.events, 'ambassador-returned')).to.deep.equal([
      { type: 'ambassador-returned', token: 'choam', territory: 'arrakeen', cause: 'explosion' },
    ]);
    expect(fought.state.ecaz!.placed).to.deep.equal([]);
    expect(fought.state.ecaz!.supply).to.include('choam');
  });

  it('EC.ambassadors.refill once the five of a cohort were triggered, five are drawn again from the ten less those out of the game', () => {
    const asked = triggerAsked(
      'emperor',
      (s) => {
        s.ecaz!.cohort = ['emperor', 'atreides', 'harkonnen', 'fremen', 'bene-gesserit'];
        s.ecaz!.triggered = ['atreides', 'harkonnen', 'fremen', 'bene-gesserit'];
        s.ecaz!.removed = ['bene-gesserit'];
        s.ecaz!.supply = ['ecaz'];
      },
      'harkonnen',
    );
    const r = reply(asked.state, 'ecaz', 'ambassador-trigger', { trigger: true });
    const drawn = typed(r.events, 'ambassadors-drawn');
    expect(drawn).to.have.length(1);
    const cohort = r.state.ecaz!.cohort;
    expect(cohort).to.have.length(5);
    expect(cohort).to.not.include('bene-gesserit');
    expect(cohort).to.not.include('ecaz');
    expect(r.state.ecaz!.triggered).to.deep.equal([]);
    expect(r.state.ecaz!.supply).to.deep.equal(['ecaz', ...cohort]);
  });

  describe('Ecaz’s Karama power (EC.karama, Advanced)', () => {
    const karamaAsked = (s: GameState) => pendingDecisions(s).find((d) => d.kind === 'ecaz-karama') as { bonus: number } | undefined;

    it('EC.karama with a leader and neither weapon nor defense, Ecaz spends a Karama card as the plans are revealed: the difference between the leaders is added to its dial', () => {
      const { state } = ecazRevealed(['karama-1']);
      expect(karamaAsked(state)).to.deep.include({ bonus: 4 });
      const without = reply(state, 'ecaz', 'ecaz-karama', { card: null });
      expect(resolvedOf(without.events).winner).to.equal('harkonnen');
      const used = reply(state, 'ecaz', 'ecaz-karama', { card: 'karama-1' });
      expect(typed(used.events, 'ecaz-karama-dial')).to.deep.equal([{ type: 'ecaz-karama-dial', bonus: 4 }]);
      const resolved = resolvedOf(used.events);
      expect(resolved.winner).to.equal('ecaz');
      expect(resolved.totals).to.deep.include({ ecaz: 2 + 4 + 4, harkonnen: 6 + 3 });
      expect(used.state.karama.powersUsed).to.include('ecaz');
      expect(used.state.ecaz!.dialBonus).to.equal(undefined);
      expect(restores(used.state)).to.equal(true);
    });

    it('EC.karama asked whether Ecaz holds a Karama card or not: every other seat sees the same views and events', () => {
      const holding = ecazRevealed(['karama-1']);
      const not = ecazRevealed(['baliset']);
      expect(karamaAsked(not.state)).to.not.equal(undefined);
      expect(refusal(not.state, 'ecaz', 'ecaz-karama', { card: 'baliset' })).to.not.equal(null);
      for (const seat of ECAZ_TABLE.filter((f) => f !== 'ecaz')) {
        expect(viewFor(not.state, seat), seat).to.deep.equal(viewFor(holding.state, seat));
        expect(seen(not.events, seat), seat).to.deep.equal(seen(holding.events, seat));
      }
    });
  });
});

/** `state` in the next Revival phase, at Ecaz's revival (the others' answered plainly). */
function atRevivalOf(state: GameState): GameState {
  const s = atPhaseStart(state, 'revival');
  s.factions.ecaz!.spice = 20;
  return playPhase(
    s,
    'revival',
    () => null,
    (x) => pendingDecisions(x).some((d) => d.kind === 'revive' && d.seat === 'ecaz'),
  ).state;
}
