// Moritani (plugins/moritani/): set-up last, its Terror tokens placed and moved at the Mentat Pause (which is which,
// its secret), triggered when a non-ally enters, each of the six effects, and Enemy of My Enemy.
import { expect } from 'chai';
import { applyAction, createGame, pendingDecisions, viewFor, type GameEvent, type GameState, type Seat } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { leadersOf } from '../../rooms/dune/factions/leaders.ts';
import { handLimit } from '../../rooms/dune/phases/bidding/eligibility.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { act, atPhaseStart, cancelInWindows, dealFamily, playPhase, playSetup } from '../helpers/engine.ts';
import { atEmptyShipment, giveCard, pendingFor } from '../helpers/shipment.ts';
import { richeseShipping } from '../helpers/no-field.ts';
import { resolvedOf, traitor } from '../helpers/battle.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { refusal, reply, shipIn } from '../helpers/ecaz.ts';
import { allyBattle, allyLoses, atMentat, moritaniLoses, MORITANI_TABLE, terrorAsked, terrorWaiting, vidalAfterMovement } from '../helpers/moritani.ts';
import { Context } from '../../rooms/dune/context.ts';
import { killLeader } from '../../rooms/dune/phases/battle/aftermath.ts';
import type { Faction, TreacheryCardId } from '../../rooms/dune/index.ts';

const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
const seen = (events: readonly GameEvent[], seat: Seat) => events.filter((e) => e.visibleTo === undefined || e.visibleTo === seat);
const restores = (s: GameState) => checkGameState(JSON.parse(JSON.stringify(s))).ok;
const moritaniIn = (s: GameState, territory: string) =>
  s.forces.filter((f) => f.faction === 'moritani' && f.territory === territory).reduce((n, f) => n + f.regular, 0);

describe('Moritani (plugins/moritani/)', () => {
  it('MO.setup Moritani sets up last: six forces in a territory nobody holds, 14 in reserves, 12 spice, five leaders, its six Terror tokens in its supply', () => {
    let s = createGame({ factions: MORITANI_TABLE, seed: 'moritani-setup', seating: 'listed' });
    for (let guard = 0; guard < 200 && !pendingDecisions(s).some((x) => x.kind === 'moritani-placement'); guard++) {
      const d = pendingDecisions(s)[0]!;
      s = act(s, d.seat, legalAnswer(d, 0, viewFor(s, d.seat))).state;
    }
    const d = pendingFor(s, 'moritani', 'moritani-placement');
    expect(pendingDecisions(s)).to.have.length(1);
    const territories = (d as { territories: string[] }).territories;
    for (const t of territories)
      expect(
        s.forces.some((f) => f.territory === t),
        t,
      ).to.equal(false);
    expect(territories).to.not.include('hms');
    expect(refusal(s, 'moritani', 'moritani-placement', { territory: 'carthag', sector: 10 })).to.equal('INVALID_CHOICE');
    const placed = reply(s, 'moritani', 'moritani-placement', { territory: 'habbanya-sietch', sector: 16 }).state;
    const played = playSetup(placed).state;
    expect(moritaniIn(played, 'habbanya-sietch')).to.equal(6);
    expect(played.factions.moritani!.reserves).to.deep.equal({ regular: 14, elite: 0 });
    expect(played.factions.moritani!.spice).to.equal(12);
    expect(leadersOf('moritani').map((l) => l.strength)).to.deep.equal([5, 4, 4, 2, 1]);
    expect(viewFor(played, 'moritani').private!.terror).to.deep.equal({
      supply: ['assassination', 'atomics', 'extortion', 'robbery', 'sabotage', 'sneak-attack'],
      placed: [],
    });
    expect(viewFor(played, 'emperor').moritani).to.deep.equal({
      placed: [],
      supply: 6,
      gone: [],
      aftermath: null,
      extortion: false,
      vidal: null,
      assassinated: [],
    });
    expect(viewFor(played, 'emperor').private!.terror).to.equal(null);
    expect(custodyProblems(played)).to.deep.equal([]);
  });

  it('MO.terror.placement at the Mentat Pause Moritani places a token face down: every viewer learns where, Moritani alone which; one a turn', () => {
    const asked = atMentat();
    const d = pendingFor(asked.state, 'moritani', 'terror-place');
    expect(d).to.deep.include({ strongholds: ['arrakeen', 'carthag', 'sietch-tabr', 'habbanya-sietch', 'tueks-sietch'], movable: [] });
    expect(refusal(asked.state, 'moritani', 'terror-place', { token: 'atomics', to: 'hms' })).to.equal('INVALID_CHOICE');
    const r = reply(asked.state, 'moritani', 'terror-place', { token: 'atomics', to: 'carthag' });
    expect(typed(seen(r.events, 'emperor'), 'terror-placed')).to.deep.equal([{ type: 'terror-placed', territory: 'carthag' }]);
    expect(typed(seen(r.events, 'emperor'), 'terror-token-placed')).to.deep.equal([]);
    expect(typed(seen(r.events, 'moritani'), 'terror-token-placed')).to.deep.equal([
      { type: 'terror-token-placed', token: 'atomics', territory: 'carthag', visibleTo: 'moritani' },
    ]);
    expect(viewFor(r.state, 'emperor').moritani).to.deep.include({ placed: ['carthag'], supply: 5 });
    expect(JSON.stringify(viewFor(r.state, 'emperor'))).to.not.include('atomics');
    expect(viewFor(r.state, 'moritani').private!.terror!.placed).to.deep.equal([{ territory: 'carthag', token: 'atomics' }]);
    expect(pendingDecisions(r.state).some((x) => x.kind === 'terror-place')).to.equal(false);
    expect(restores(r.state)).to.equal(true);
    // Next turn: the token may move (and the destination must hold none).
    const next = atMentat(() => {}, r.state);
    expect(pendingFor(next.state, 'moritani', 'terror-place')).to.deep.include({ movable: ['carthag'] });
    const moved = reply(next.state, 'moritani', 'terror-place', { from: 'carthag', to: 'arrakeen' });
    expect(typed(moved.events, 'terror-placed')).to.deep.equal([{ type: 'terror-placed', territory: 'arrakeen', from: 'carthag' }]);
    expect(moved.state.moritani!.placed).to.deep.equal([{ territory: 'arrakeen', token: 'atomics' }]);
  });

  it('MO.terror.placement every other seat sees the same views and events whichever token Moritani places', () => {
    const asked = atMentat();
    const place = (token: string) => reply(asked.state, 'moritani', 'terror-place', { token, to: 'arrakeen' });
    const a = place('robbery');
    const b = place('sabotage');
    for (const seat of ['emperor', 'choam', 'harkonnen', 'tleilaxu', 'fremen', 'spectator'] as const) {
      expect(viewFor(b.state, seat), seat).to.deep.equal(viewFor(a.state, seat));
      const visible = (r: typeof a) => r.events.filter((e) => e.visibleTo === undefined || e.visibleTo === seat);
      expect(visible(b), seat).to.deep.equal(visible(a));
    }
  });

  it('MO.karama-abilities.placement a Karama stops the placement for the turn, and its window shows no token', () => {
    let karama = '';
    const asked = atMentat((s) => {
      karama = dealFamily(s, 'harkonnen', 'karama');
    });
    const d = pendingFor(asked.state, 'moritani', 'terror-place');
    const tried = applyAction(asked.state, 'moritani', { type: 'terror-place', event: d.id, token: 'atomics', to: 'carthag' });
    if (!tried.ok) throw new Error(tried.error.message);
    expect(JSON.stringify(viewFor(tried.state, 'harkonnen'))).to.not.include('atomics');
    const windowed = cancelInWindows(tried.state, 'harkonnen', 'moritani-terror', karama as never);
    expect(windowed.moritani!.placed).to.deep.equal([]);
    expect(windowed.moritani!.supply).to.include('atomics');
    expect(pendingDecisions(windowed).some((x) => x.kind === 'terror-place')).to.equal(false);
  });
});

describe('Moritani’s Terror tokens triggered (plugins/moritani/terror/)', () => {
  it('MO.terror.trigger a non-ally’s arrival holds the game until Moritani answers, the question naming only the place and the entrant; left, the token stays', () => {
    const asked = terrorAsked('robbery');
    const d = pendingFor(asked.state, 'moritani', 'terror-trigger');
    expect(d).to.deep.include({ territory: 'arrakeen', entrant: 'emperor', mayOffer: true });
    expect(JSON.stringify(d)).to.not.include('robbery');
    expect(viewFor(asked.state, 'emperor').interrupted).to.equal(true);
    const left = reply(asked.state, 'moritani', 'terror-trigger', { choice: 'pass' });
    expect(typed(left.events, 'terror-declined')).to.deep.equal([{ type: 'terror-declined', territory: 'arrakeen', entrant: 'emperor' }]);
    expect(left.state.moritani!.placed).to.deep.equal([{ territory: 'arrakeen', token: 'robbery' }]);
    expect(pendingFor(left.state, 'emperor').kind).to.equal('move');
    // Moritani's ally does not trigger it.
    const allied = shipIn(
      terrorWaiting('robbery', 'arrakeen', (s) => {
        s.alliances = [['emperor', 'moritani']];
      }),
      'emperor',
      'arrakeen',
      9,
    ).state;
    expect(pendingDecisions(allied).some((x) => x.kind === 'terror-trigger')).to.equal(false);
  });

  it('MO.terror.assassination a random leader of the entrant’s pool dies; Moritani takes its strength from the bank', () => {
    const asked = terrorAsked('assassination', (s) => {
      for (const l of leadersOf('emperor').slice(1)) s.factions.emperor!.leaders[l.id] = 'tanks-face-up';
    });
    const spice = asked.state.factions.moritani!.spice;
    const r = reply(asked.state, 'moritani', 'terror-trigger', { choice: 'reveal' });
    const victim = leadersOf('emperor')[0]!;
    expect(typed(r.events, 'terror-revealed')).to.deep.equal([{ type: 'terror-revealed', token: 'assassination', territory: 'arrakeen', entrant: 'emperor' }]);
    expect(r.state.factions.emperor!.leaders[victim.id]).to.equal('tanks-face-up');
    expect(r.state.factions.moritani!.spice).to.equal(spice + victim.strength);
    expect(r.state.moritani!.gone).to.deep.equal(['assassination']);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('MO.terror.atomics every force there goes to the Tanks; nobody ships there again; Moritani’s and its ally’s hand limits fall by one', () => {
    const asked = terrorAsked('atomics', (s) => {
      s.factions.moritani!.reserves.regular -= 2;
      addForces(s, { faction: 'moritani', territory: 'arrakeen', sector: 9 }, { regular: 2 });
      s.alliances = [['moritani', 'choam']];
    });
    const r = reply(asked.state, 'moritani', 'terror-trigger', { choice: 'reveal' });
    expect(r.state.forces.filter((f) => f.territory === 'arrakeen')).to.deep.equal([]);
    expect(
      typed(r.events, 'terror-forces-destroyed')
        .map((e) => (e as { faction: string }).faction)
        .sort(),
    ).to.deep.equal(['emperor', 'moritani']);
    expect(viewFor(r.state, 'fremen').moritani!.aftermath).to.equal('arrakeen');
    expect(handLimit(r.state, 'moritani')).to.equal(3);
    expect(handLimit(r.state, 'choam')).to.equal(4);
    expect(handLimit(r.state, 'fremen')).to.equal(4);
    expect(custodyProblems(r.state)).to.deep.equal([]);
    // The Emperor's next shipment may not go there.
    const emperor = pendingFor(r.state, 'emperor');
    expect(emperor.kind).to.equal('move');
  });

  it('MO.terror.atomics a hand over the lowered limit loses cards at random, face up', () => {
    const asked = terrorAsked('atomics', (s) => {
      s.factions.moritani!.hand = ['baliset', 'kulon', 'la-la-la', 'chaumas'];
    });
    const r = reply(asked.state, 'moritani', 'terror-trigger', { choice: 'reveal' });
    expect(r.state.factions.moritani!.hand).to.have.length(3);
    const lost = typed(r.events, 'hand-limit-discard');
    expect(lost).to.have.length(1);
    expect(r.state.decks.treacheryDiscard).to.include((lost[0] as { card: string }).card);
  });

  it('MO.terror.extortion 5 spice before Moritani’s shield; at the Mentat Pause each other faction in storm order may pay Moritani 3 to end it, else it returns to the supply', () => {
    const asked = terrorAsked('extortion');
    const r = reply(asked.state, 'moritani', 'terror-trigger', { choice: 'reveal' });
    expect(r.state.factions.moritani!.bribes).to.equal(5);
    expect(viewFor(r.state, 'fremen').moritani!.extortion).to.equal(true);
    // Nobody pays: every other faction is asked once, and the token comes back before the placement.
    const asks: string[] = [];
    const none = atMentat(
      () => {},
      r.state,
      (d) => {
        if (d.kind !== 'extortion-pay') return null;
        asks.push(d.seat);
        return { type: 'extortion-pay', event: d.id, pay: false };
      },
    );
    expect(new Set(asks)).to.deep.equal(new Set(['emperor', 'choam', 'harkonnen', 'tleilaxu', 'fremen']));
    expect(typed(none.events, 'extortion-returned')).to.have.length(1);
    expect(none.state.moritani!.supply).to.include('extortion');
    expect(none.state.factions.moritani!.bribes).to.equal(0);
    // The first to pay ends it: 3 spice to Moritani, the token out of the game.
    const payer = atMentat(
      () => {},
      r.state,
      (d) => (d.kind === 'extortion-pay' ? { type: 'extortion-pay', event: d.id, pay: true } : null),
    );
    const paid = typed(payer.events, 'extortion-paid');
    expect(paid).to.have.length(1);
    expect(payer.state.moritani!.gone).to.include('extortion');
    expect(payer.state.moritani!.supply).to.not.include('extortion');
  });

  it('MO.terror.robbery Moritani takes half the entrant’s spice, rounded up (the amount told to the two alone), or the deck’s top card', () => {
    const asked = terrorAsked('robbery', (s) => {
      s.factions.emperor!.spice = 7;
    });
    const opened = reply(asked.state, 'moritani', 'terror-trigger', { choice: 'reveal' });
    const spice = opened.state.factions.moritani!.spice;
    const emperor = opened.state.factions.emperor!.spice;
    const r = reply(opened.state, 'moritani', 'terror-effect', { take: 'spice' });
    const half = Math.ceil(emperor / 2);
    expect(r.state.factions.moritani!.spice).to.equal(spice + half);
    expect(typed(seen(r.events, 'fremen'), 'terror-robbed')).to.deep.equal([]);
    expect(typed(seen(r.events, 'emperor'), 'terror-robbed')).to.deep.equal([{ type: 'terror-robbed', from: 'emperor', spice: half, visibleTo: 'emperor' }]);
    const top = opened.state.decks.treachery[0]!;
    const card = reply(opened.state, 'moritani', 'terror-effect', { take: 'card' });
    expect(card.state.factions.moritani!.hand).to.include(top);
    expect(typed(seen(card.events, 'fremen'), 'terror-card-drawn')).to.deep.equal([]);
  });

  it('MO.terror.sabotage a random card of the entrant’s hand is discarded; then Moritani may give it one of its own', () => {
    const asked = terrorAsked('sabotage', (s) => {
      for (const f of ['emperor', 'moritani'] as const) {
        s.decks.treacheryDiscard.push(...s.factions[f]!.hand);
        s.factions[f]!.hand = [];
      }
      giveCard(s, 'emperor', 'Chaumas');
      giveCard(s, 'moritani', 'Baliset');
    });
    const opened = reply(asked.state, 'moritani', 'terror-trigger', { choice: 'reveal' });
    expect(opened.state.factions.emperor!.hand).to.deep.equal([]);
    const chaumas = asked.state.factions.emperor!.hand[0]!;
    const baliset = asked.state.factions.moritani!.hand[0]!;
    expect(typed(opened.events, 'terror-effect')[0]).to.deep.include({ discarded: chaumas });
    const r = reply(opened.state, 'moritani', 'terror-effect', { give: baliset });
    expect(r.state.factions.emperor!.hand).to.deep.equal([baliset]);
    expect(r.state.factions.moritani!.hand).to.deep.equal([]);
    expect(typed(seen(r.events, 'fremen'), 'terror-card-given')).to.deep.equal([]);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('MO.terror.sneak-attack up to five of Moritani’s forces from reserves arrive free in a sector out of the storm', () => {
    const opened = reply(terrorAsked('sneak-attack').state, 'moritani', 'terror-trigger', { choice: 'reveal' });
    expect(pendingFor(opened.state, 'moritani', 'terror-effect')).to.deep.include({ sectors: [9], most: 5 });
    expect(refusal(opened.state, 'moritani', 'terror-effect', { count: 6, sector: 9 })).to.equal('OVER_LIMIT');
    const r = reply(opened.state, 'moritani', 'terror-effect', { count: 5, sector: 9 });
    expect(moritaniIn(r.state, 'arrakeen')).to.equal(5);
    expect(r.state.factions.moritani!.reserves.regular).to.equal(15);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('MO.enemy-of-my-enemy offered instead of the reveal and accepted: both leave their alliances, they ally, the token returns to the supply unrevealed', () => {
    const asked = terrorAsked('atomics', (s) => {
      s.alliances = [
        ['emperor', 'fremen'],
        ['moritani', 'choam'],
      ];
    });
    const offered = reply(asked.state, 'moritani', 'terror-trigger', { choice: 'ally' });
    expect(pendingFor(offered.state, 'emperor', 'terror-alliance')).to.deep.include({ from: 'moritani', territory: 'arrakeen' });
    const r = reply(offered.state, 'emperor', 'terror-alliance', { accept: true });
    expect(r.state.alliances).to.deep.equal([['emperor', 'moritani']]);
    expect(r.state.moritani!.placed).to.deep.equal([]);
    expect(r.state.moritani!.supply).to.include('atomics');
    expect(typed(r.events, 'terror-revealed')).to.deep.equal([]);
    expect(JSON.stringify(seen(r.events, 'fremen'))).to.not.include('atomics');
    // Refused, the token is revealed against the entrant.
    const refused = reply(offered.state, 'emperor', 'terror-alliance', { accept: false });
    expect(typed(refused.events, 'terror-revealed')).to.deep.equal([{ type: 'terror-revealed', token: 'atomics', territory: 'arrakeen', entrant: 'emperor' }]);
    // Never to Ecaz.
    const ecaz = shipIn(
      terrorWaiting(
        'atomics',
        'arrakeen',
        (s) => {
          s.firstPlayer = 'ecaz';
        },
        ['emperor', 'moritani', 'ecaz', 'harkonnen', 'tleilaxu', 'fremen'],
      ),
      'ecaz',
      'arrakeen',
      9,
    ).state;
    expect(pendingFor(ecaz, 'moritani', 'terror-trigger')).to.deep.include({ entrant: 'ecaz', mayOffer: false });
    expect(refusal(ecaz, 'moritani', 'terror-trigger', { choice: 'ally' })).to.equal('INVALID_CHOICE');
  });

  it('EM.order.terror an Ambassador and a Terror token in one stronghold: Ecaz is asked first, then Moritani', () => {
    const table = ['emperor', 'ecaz', 'moritani', 'harkonnen', 'tleilaxu', 'fremen'] as const;
    const waiting = terrorWaiting(
      'robbery',
      'arrakeen',
      (s) => {
        s.ecaz!.placed = [{ token: 'choam', territory: 'arrakeen' }];
      },
      [...table],
    );
    const shipped = shipIn(waiting, 'emperor', 'arrakeen', 9).state;
    expect(pendingDecisions(shipped).map((d) => d.kind)).to.deep.equal(['ambassador-trigger']);
    const after = reply(shipped, 'ecaz', 'ambassador-trigger', { trigger: false }).state;
    expect(pendingDecisions(after).map((d) => d.kind)).to.deep.equal(['terror-trigger']);
  });

  describe('one order for the reactions to an arrival (EM.order)', () => {
    const withTerror = (s: GameState, token: 'robbery' | 'atomics' = 'robbery') => {
      s.moritani!.placed = [{ territory: 'arrakeen', token }];
      s.moritani!.supply = s.moritani!.supply.filter((t) => t !== token);
    };

    it('EM.order.terror the Bene Gesserit are asked first; advisors sent along into the stronghold are entrants of their own, put to Moritani after the forces they followed', () => {
      const table: Faction[] = ['emperor', 'moritani', 'bene-gesserit', 'harkonnen', 'tleilaxu', 'fremen'];
      const shipped = shipIn(
        atEmptyShipment(table, true, (s) => withTerror(s)),
        'emperor',
        'arrakeen',
        9,
      ).state;
      expect(pendingDecisions(shipped).map((d) => d.kind)).to.deep.equal(['spiritual-advisor']);
      const sent = reply(shipped, 'bene-gesserit', 'spiritual-advisor', { send: true, advisor: true }).state;
      expect(pendingFor(sent, 'moritani', 'terror-trigger')).to.deep.include({ entrant: 'emperor' });
      const next = reply(sent, 'moritani', 'terror-trigger', { choice: 'pass' }).state;
      expect(pendingFor(next, 'moritani', 'terror-trigger')).to.deep.include({ entrant: 'bene-gesserit' });
    });

    it('EM.order.terror entering beside Bene Gesserit fighters: their intrusion is asked first, then the Terror token', () => {
      const table: Faction[] = ['emperor', 'moritani', 'bene-gesserit', 'harkonnen', 'tleilaxu', 'fremen'];
      const shipped = shipIn(
        atEmptyShipment(table, true, (s) => {
          withTerror(s);
          addForces(s, { faction: 'bene-gesserit', territory: 'arrakeen', sector: 9 }, { regular: 1 });
          s.factions['bene-gesserit']!.reserves.regular -= 1;
        }),
        'emperor',
        'arrakeen',
        9,
      ).state;
      expect(pendingDecisions(shipped).map((d) => d.kind)).to.deep.equal(['intrusion']);
      const flipped = reply(shipped, 'bene-gesserit', 'intrusion', { flip: false }).state;
      expect(pendingDecisions(flipped).map((d) => d.kind)).to.deep.equal(['spiritual-advisor']);
      const advisor = reply(flipped, 'bene-gesserit', 'spiritual-advisor', { send: false }).state;
      expect(pendingFor(advisor, 'moritani', 'terror-trigger')).to.deep.include({ entrant: 'emperor' });
    });

    it('EM.order an Ambassador, a Terror token and the Bene Gesserit at one arrival: the Bene Gesserit, then Ecaz, then Moritani', () => {
      const table: Faction[] = ['emperor', 'moritani', 'bene-gesserit', 'ecaz', 'tleilaxu', 'fremen'];
      const shipped = shipIn(
        atEmptyShipment(table, false, (s) => {
          withTerror(s);
          s.ecaz!.placed = [{ token: 'choam', territory: 'arrakeen' }];
        }),
        'emperor',
        'arrakeen',
        9,
      ).state;
      expect(pendingDecisions(shipped).map((d) => d.kind)).to.deep.equal(['spiritual-advisor']);
      const advisor = reply(shipped, 'bene-gesserit', 'spiritual-advisor', { send: false }).state;
      expect(pendingDecisions(advisor).map((d) => d.kind)).to.deep.equal(['ambassador-trigger']);
      const ambassador = reply(advisor, 'ecaz', 'ambassador-trigger', { trigger: false }).state;
      expect(pendingDecisions(ambassador).map((d) => d.kind)).to.deep.equal(['terror-trigger']);
    });

    it('EM.order.no-field a No-Field shipped into a stronghold with an Ambassador and a Terror token: Richese is the entrant of both, Ecaz asked first; the token stays face down, and an Atomics reveals it with the rest', () => {
      const table: Faction[] = ['richese', 'ecaz', 'moritani', 'emperor', 'harkonnen', 'fremen'];
      const ship = richeseShipping((s) => {
        withTerror(s, 'atomics');
        s.ecaz!.placed = [{ token: 'choam', territory: 'arrakeen' }];
      }, table);
      const shipped = reply(ship, 'richese', 'ship', { mode: 'reserves', to: { territory: 'arrakeen', sector: 9 }, count: 1, noField: 3 }).state;
      expect(pendingFor(shipped, 'ecaz', 'ambassador-trigger')).to.deep.include({ entrant: 'richese' });
      const passed = reply(shipped, 'ecaz', 'ambassador-trigger', { trigger: false }).state;
      expect(pendingFor(passed, 'moritani', 'terror-trigger')).to.deep.include({ entrant: 'richese' });
      expect(viewFor(passed, 'moritani').richese!.faceUpNoField).to.equal(null);
      const atomics = reply(passed, 'moritani', 'terror-trigger', { choice: 'reveal' });
      expect(typed(atomics.events, 'no-field-revealed')).to.deep.include({
        type: 'no-field-revealed',
        territory: 'arrakeen',
        sector: 9,
        value: 3,
        forces: 3,
        cause: 'family-atomics',
      });
      expect(atomics.state.forces.filter((f) => f.territory === 'arrakeen')).to.deep.equal([]);
      expect(atomics.state.richese!.noField ?? null).to.equal(null);
    });
  });

  it('MO.terror.trigger the question is the same whichever token stands there: every other seat sees the same views and events', () => {
    const a = terrorAsked('robbery');
    const b = terrorAsked('atomics');
    for (const seat of ['emperor', 'choam', 'harkonnen', 'tleilaxu', 'fremen', 'spectator'] as const) {
      expect(viewFor(b.state, seat), seat).to.deep.equal(viewFor(a.state, seat));
      expect(seen(b.events, seat as Seat), seat).to.deep.equal(seen(a.events, seat as Seat));
    }
  });

  describe('Duke Vidal for Moritani (MO.vidal)', () => {
    // The boards are built by hand (forces added, not shipped): only Vidal's part of custody is asked.
    const vidalCustody = (s: GameState) => custodyProblems(s).filter((p) => p.includes('Vidal'));
    const vidalWith = (s: GameState) => s.seating.filter((f) => s.factions[f]!.leaders['duke-vidal'] !== undefined);

    it('MO.vidal as Shipment and Movement ends with battles due in two strongholds, Moritani takes Duke Vidal for the turn; in one, not', () => {
      const two = vidalAfterMovement(['arrakeen', 'carthag']);
      expect(typed(two.events, 'vidal-gained')).to.deep.equal([{ type: 'vidal-gained', territories: ['arrakeen', 'carthag'] }]);
      expect(vidalWith(two.state)).to.deep.equal(['moritani']);
      expect(two.state.factions.moritani!.leaders['duke-vidal']).to.equal('pool');
      // Without Ecaz, Moritani's state keeps his record, and every viewer sees it there.
      expect(two.state.moritani!.vidal).to.deep.equal({ at: 'held', by: 'moritani', lent: true });
      expect(viewFor(two.state, 'spectator').moritani!.vidal).to.deep.equal({ at: 'held', by: 'moritani', lent: true });
      expect(vidalCustody(two.state)).to.deep.equal([]);
      expect(restores(two.state)).to.equal(true);
      const one = vidalAfterMovement(['arrakeen']);
      expect(typed(one.events, 'vidal-gained')).to.deep.equal([]);
      expect(vidalWith(one.state)).to.deep.equal([]);
    });

    it('MO.vidal battles in a territory that is no stronghold, or with Ecaz there, do not count', () => {
      const desert = vidalAfterMovement(['arrakeen'], (s) => {
        addForces(s, { faction: 'moritani', territory: 'the-great-flat', sector: 14 }, { regular: 2 });
        addForces(s, { faction: 'harkonnen', territory: 'the-great-flat', sector: 14 }, { regular: 2 });
      });
      expect(vidalWith(desert.state)).to.deep.equal([]);
      const ecaz = vidalAfterMovement(
        ['arrakeen', 'carthag'],
        (s) => addForces(s, { faction: 'ecaz', territory: 'carthag', sector: 10 }, { regular: 1 }),
        'harkonnen',
        ['emperor', 'moritani', 'ecaz', 'harkonnen', 'tleilaxu', 'fremen'],
      );
      expect(vidalWith(ecaz.state)).to.deep.equal([]);
    });

    it('MO.vidal he is taken from another holder’s pool, never from the Tanks; with Ecaz seated, Ecaz’s state keeps his record', () => {
      const table: Faction[] = ['emperor', 'moritani', 'ecaz', 'harkonnen', 'tleilaxu', 'fremen'];
      const held = vidalAfterMovement(
        ['arrakeen', 'carthag'],
        (s) => {
          s.ecaz!.vidal = { at: 'held', by: 'fremen' };
          s.factions.fremen!.leaders['duke-vidal'] = 'pool';
        },
        'harkonnen',
        table,
      );
      expect(typed(held.events, 'vidal-taken')).to.deep.equal([{ type: 'vidal-taken', faction: 'moritani', from: 'fremen', lent: true }]);
      expect(held.state.ecaz!.vidal).to.deep.equal({ at: 'held', by: 'moritani', lent: true });
      expect(held.state.moritani!.vidal).to.equal(undefined);
      expect(vidalCustody(held.state)).to.deep.equal([]);
      const dead = vidalAfterMovement(
        ['arrakeen', 'carthag'],
        (s) => {
          s.ecaz!.vidal = { at: 'tanks' };
          s.factions.ecaz!.leaders['duke-vidal'] = 'tanks-face-up';
        },
        'harkonnen',
        table,
      );
      expect(typed(dead.events, 'vidal-gained')).to.deep.equal([]);
      expect(dead.state.factions.ecaz!.leaders['duke-vidal']).to.equal('tanks-face-up');
    });

    it('MO.vidal he is set aside as the turn ends; killed in a game without Ecaz, he leaves the game', () => {
      const { state } = vidalAfterMovement(['arrakeen', 'carthag']);
      const ended = playPhase(atPhaseStart(state, 'mentat-pause'), 'mentat-pause').state;
      expect(vidalWith(ended)).to.deep.equal([]);
      expect(ended.moritani!.vidal).to.equal(undefined);
      const s = structuredClone(state);
      const ctx = new Context(s);
      killLeader(ctx, 'moritani', 'duke-vidal');
      const killed = ctx.done();
      expect(killed.moritani!.vidal).to.deep.equal({ at: 'gone' });
      expect(vidalWith(killed)).to.deep.equal([]);
      expect(vidalCustody(killed)).to.deep.equal([]);
      expect(restores(killed)).to.equal(true);
    });

    it('MO.karama-abilities.vidal a Karama played beforehand prevents Moritani’s next taking of Duke Vidal', () => {
      const { state, events } = vidalAfterMovement(['arrakeen', 'carthag'], (s) => s.karama.prevented.push({ ability: 'moritani-vidal', by: 'harkonnen' }));
      expect(typed(events, 'prevention-used')).to.deep.equal([{ type: 'prevention-used', ability: 'moritani-vidal', by: 'harkonnen' }]);
      expect(vidalWith(state)).to.deep.equal([]);
    });
  });

  it('MO.karama-abilities.alliance a Karama played beforehand takes Enemy of My Enemy away at the next trigger: Moritani may only reveal or leave the token', () => {
    let s = terrorWaiting('robbery', 'arrakeen');
    s = structuredClone(s);
    const karama = dealFamily(s, 'harkonnen', 'karama');
    s = act(s, 'harkonnen', { type: 'karama-prevent', ability: 'moritani-alliance', card: karama }).state;
    expect(s.factions.harkonnen!.hand).to.not.include(karama);
    const asked = shipIn(s, 'emperor', 'arrakeen', 9);
    const d = pendingFor(asked.state, 'moritani', 'terror-trigger') as { mayOffer: boolean };
    expect(d.mayOffer).to.equal(false);
    expect(typed(asked.events, 'prevention-used')).to.deep.equal([{ type: 'prevention-used', ability: 'moritani-alliance', by: 'harkonnen' }]);
    expect(refusal(asked.state, 'moritani', 'terror-trigger', { choice: 'ally' })).to.equal('INVALID_CHOICE');
  });

  describe('Moritani’s ally keeps a card (MO.ally)', () => {
    const lose = (s: GameState, defense: TreacheryCardId | null = 'shield-1') => allyLoses(s, defense);

    it('MO.ally Moritani’s ally losing a battle keeps one card it played; the rest are discarded', () => {
      const { state, events } = lose(allyBattle(['crysknife', 'shield-1']));
      expect(resolvedOf(events).winner).to.equal('harkonnen');
      const d = pendingFor(state, 'emperor', 'moritani-ally-keep') as { played: string[]; keepable: string[] };
      expect(d.played).to.have.members(['crysknife', 'shield-1']);
      expect(d.keepable).to.have.members(['crysknife', 'shield-1']);
      // Until it chooses, the cards stay in its hand, nowhere else.
      expect(state.factions.emperor!.hand).to.have.members(['crysknife', 'shield-1']);
      expect(refusal(state, 'emperor', 'moritani-ally-keep', { keep: 'chaumas' })).to.equal('INVALID_CHOICE');
      const kept = reply(state, 'emperor', 'moritani-ally-keep', { keep: 'shield-1' });
      expect(kept.state.factions.emperor!.hand).to.deep.equal(['shield-1']);
      expect(kept.state.decks.treacheryDiscard).to.include('crysknife');
      expect(typed(kept.events, 'moritani-ally-kept')).to.deep.equal([{ type: 'moritani-ally-kept', faction: 'emperor', card: 'shield-1' }]);
      expect(restores(state)).to.equal(true);
    });

    it('MO.ally a played card a hand limit took while the choice was open is neither kept nor discarded twice', () => {
      const { state } = lose(allyBattle(['crysknife', 'shield-1']));
      // The Atomics' aftermath (a lowered hand limit) discards the Crysknife at random meanwhile.
      const s = structuredClone(state);
      s.factions.emperor!.hand = s.factions.emperor!.hand.filter((c) => c !== 'crysknife');
      s.decks.treacheryDiscard.push('crysknife');
      expect(refusal(s, 'emperor', 'moritani-ally-keep', { keep: 'crysknife' })).to.equal('NOT_HELD');
      const none = reply(s, 'emperor', 'moritani-ally-keep', { keep: null });
      expect(typed(none.events, 'cards-discarded')).to.deep.equal([{ type: 'cards-discarded', faction: 'emperor', cards: ['shield-1'] }]);
      expect(custodyProblems(none.state)).to.deep.equal([]);
    });

    it('MO.ally worthless cards are not kept; without the alliance, or with nothing keepable, every card is discarded at once', () => {
      const worthless = lose(allyBattle(['crysknife', 'baliset']), 'baliset');
      const d = pendingFor(worthless.state, 'emperor', 'moritani-ally-keep') as { keepable: string[] };
      expect(d.keepable).to.deep.equal(['crysknife']);
      const alone = lose(allyBattle(['crysknife', 'shield-1'], (s) => (s.alliances = [])));
      expect(pendingDecisions(alone.state).some((x) => x.kind === 'moritani-ally-keep')).to.equal(false);
      expect(alone.state.factions.emperor!.hand).to.deep.equal([]);
    });
  });

  describe('Assassinate Leaders (MO.assassinate, Advanced)', () => {
    const asked = (s: GameState) =>
      pendingDecisions(s).find((d) => d.kind === 'moritani-assassinate') as { faction: string; fought: string; cards: string[] } | undefined;

    it('MO.assassinate Moritani, losing with no traitor called and the winner’s leader alive, reveals a traitor card for another leader of theirs: it dies, Moritani takes its strength', () => {
      const { state } = moritaniLoses(['beast-rabban', 'feyd-rautha']);
      const d = asked(state)!;
      expect(d).to.deep.include({ faction: 'harkonnen', fought: 'feyd-rautha', cards: ['beast-rabban'] });
      expect(refusal(state, 'moritani', 'moritani-assassinate', { card: 'feyd-rautha' })).to.equal('INVALID_CHOICE');
      const spice = state.factions.moritani!.spice;
      const done = reply(state, 'moritani', 'moritani-assassinate', { card: 'beast-rabban' });
      expect(typed(done.events, 'leader-assassinated')).to.deep.equal([
        { type: 'leader-assassinated', faction: 'harkonnen', leader: 'beast-rabban', killed: true, spice: 4 },
      ]);
      expect(done.state.factions.harkonnen!.leaders['beast-rabban']).to.equal('tanks-face-up');
      expect(done.state.factions.moritani!.spice).to.equal(spice + 4);
      // The card is set aside face up at once, for every viewer to see.
      expect(done.state.factions.moritani!.traitors).to.deep.equal(['feyd-rautha']);
      expect(viewFor(done.state, 'spectator').moritani!.assassinated).to.deep.equal([{ faction: 'harkonnen', card: 'beast-rabban' }]);
      expect(restores(done.state)).to.equal(true);
    });

    it('MO.assassinate the Cheap Hero traitor names no leader: it is never a card to assassinate with', () => {
      const s = allyBattle(
        ['crysknife', 'shield-1'],
        (x) => {
          traitor(x, 'moritani', 'beast-rabban');
          x.factions.moritani!.traitors.push('cheap-hero-traitor');
        },
        'moritani',
        true,
      );
      const { state } = allyLoses(s, 'shield-1', 'moritani');
      expect(asked(state)).to.deep.include({ faction: 'harkonnen', cards: ['beast-rabban'] });
    });

    it('MO.assassinate once per faction; a replacement traitor card is drawn at the Mentat Pause, seen by Moritani alone', () => {
      const first = reply(moritaniLoses(['beast-rabban']).state, 'moritani', 'moritani-assassinate', { card: 'beast-rabban' }).state;
      const { state: repeat } = allyLoses(
        allyBattle(['crysknife', 'shield-1'], (x) => (x.moritani!.assassinated = [{ faction: 'harkonnen', card: 'beast-rabban' }]), 'moritani', true),
        'shield-1',
        'moritani',
      );
      expect(asked(repeat)).to.equal(undefined);
      const deckTop = first.decks.traitor[0]!;
      const mentat = playPhase(atPhaseStart(first, 'mentat-pause'), 'mentat-pause');
      expect(mentat.state.factions.moritani!.traitors).to.deep.equal([deckTop]);
      expect(typed(mentat.events, 'assassins-replaced')).to.deep.equal([{ type: 'assassins-replaced', count: 1 }]);
      const drawn = mentat.events.filter((e) => e.type === 'assassins-drawn');
      expect(drawn.map((e) => e.visibleTo)).to.deep.equal(['moritani']);
    });

    it('MO.assassinate asked after every such loss whatever Moritani holds: every other seat sees the same views and events; not in the Basic game', () => {
      const holding = moritaniLoses(['beast-rabban']);
      const empty = moritaniLoses(['count-fenring']);
      expect(asked(empty.state)!.cards).to.deep.equal([]);
      for (const seat of MORITANI_TABLE.filter((f) => f !== 'moritani')) {
        expect(viewFor(empty.state, seat), seat).to.deep.equal(viewFor(holding.state, seat));
        expect(seen(empty.events, seat), seat).to.deep.equal(seen(holding.events, seat));
      }
      const basic = allyLoses(
        allyBattle(['crysknife', 'shield-1'], () => {}, 'moritani', false),
        'shield-1',
        'moritani',
      );
      expect(asked(basic.state)).to.equal(undefined);
    });
  });

  describe('Moritani’s Karama power (MO.karama, Advanced)', () => {
    const karamaAsked = (s: GameState) =>
      pendingDecisions(s).find((d) => d.kind === 'moritani-karama') as { winner: string; played: string[]; keepable: string[] } | undefined;
    const lost = () => moritaniLoses([], ['karama-1']).state;

    it('MO.karama after a loss Moritani spends a Karama card: the winner must discard a card it might have kept; its own choice closes', () => {
      const s = lost();
      expect(karamaAsked(s)).to.deep.include({ winner: 'harkonnen', played: ['shield-2'], keepable: ['shield-2'] });
      expect(pendingFor(s, 'harkonnen', 'battle-cards')).to.not.equal(undefined);
      expect(refusal(s, 'moritani', 'moritani-karama', { card: 'karama-1' })).to.equal('INVALID_CHOICE');
      const done = reply(s, 'moritani', 'moritani-karama', { card: 'karama-1', discard: ['shield-2'] });
      expect(typed(done.events, 'moritani-karama-forced')).to.deep.equal([
        { type: 'moritani-karama-forced', winner: 'harkonnen', keep: [], discard: ['shield-2'] },
      ]);
      expect(done.state.factions.harkonnen!.hand).to.not.include('shield-2');
      expect(done.state.decks.treacheryDiscard).to.include.members(['shield-2', 'karama-1']);
      expect(pendingDecisions(done.state).some((d) => d.kind === 'battle-cards')).to.equal(false);
      expect(done.state.karama.powersUsed).to.include('moritani');
      expect(restores(done.state)).to.equal(true);
    });

    it('MO.karama answered after the winner chose: a discarded card to keep comes back from the discard pile; the power is once a game', () => {
      const s = lost();
      const chose = reply(s, 'harkonnen', 'battle-cards', { keep: [] }).state;
      expect(chose.decks.treacheryDiscard).to.include('shield-2');
      const done = reply(chose, 'moritani', 'moritani-karama', { card: 'karama-1', keep: ['shield-2'] });
      expect(done.state.factions.harkonnen!.hand).to.include('shield-2');
      expect(done.state.decks.treacheryDiscard).to.not.include('shield-2');
      expect(typed(done.events, 'moritani-karama-returned')).to.deep.equal([{ type: 'moritani-karama-returned', winner: 'harkonnen', cards: ['shield-2'] }]);
      const replay = moritaniLoses([], ['karama-2']);
      expect(karamaAsked(replay.state)).to.not.equal(undefined);
      const used = structuredClone(replay.state);
      used.karama.powersUsed = ['moritani'];
      expect(refusal(used, 'moritani', 'moritani-karama', { card: 'karama-2', discard: ['shield-2'] })).to.equal('NOT_ELIGIBLE');
    });

    it('MO.karama asked whether Moritani holds a Karama card or not: every other seat sees the same views and events', () => {
      const holding = moritaniLoses([], ['karama-1']);
      const not = moritaniLoses([], ['chaumas']);
      expect(karamaAsked(not.state)).to.not.equal(undefined);
      for (const seat of MORITANI_TABLE.filter((f) => f !== 'moritani')) {
        expect(viewFor(not.state, seat), seat).to.deep.equal(viewFor(holding.state, seat));
        expect(seen(not.events, seat), seat).to.deep.equal(seen(holding.events, seat));
      }
    });
  });
});
