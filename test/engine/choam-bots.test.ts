// The bot profiles playing CHOAM (plugins/choam/bots/index.ts, plugins/choam/bots/advanced.ts, plugins/choam/bots/worthless.ts): every profile
// answers CHOAM's decisions legally from a sealed view (reading anything outside the seat's PlayerView throws), and
// the thinking profiles choose sensibly: sales, Worthless targets, the trade, Inflation, the audit, battle funding,
// the Auditor and CHOAM's Karama power.
import { expect } from 'chai';
import {
  applyAction,
  createGame,
  pendingDecisions,
  viewFor,
  type Action,
  type Decision,
  type Faction,
  type GameState,
  type Phase,
} from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { advance, startPhase } from '../../rooms/dune/phases/turn.ts';
import { openMarket } from '../../rooms/dune/plugins/choam/market.ts';
import { deckIds } from '../../rooms/dune/cards/treachery.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { BOT_PROFILES, botAnswer, type BotProfile } from '../../rooms/dune/bots/index.ts';
import { botContext } from '../../rooms/dune/bots/context.ts';
import { botFreeAction } from '../../rooms/dune/bots/free.ts';
import { answerMarket, answerTrade } from '../../rooms/dune/plugins/choam/bots/index.ts';
import { sealedView } from '../helpers/sealed-view.ts';
import { choamBoard } from '../helpers/choam.ts';
import { setHand } from '../helpers/bidding.ts';
import { toTanks } from '../helpers/revival.ts';
import { atPhaseStart, act } from '../helpers/engine.ts';
import { atMentatPause, runMentatPause } from '../helpers/mentat-pause.ts';
import { enterBattle, fight, give, place } from '../helpers/battle.ts';
import type { TerritoryId } from '../../rooms/dune/types.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';
import { rulesEdition } from '../../rooms/dune/rules-edition.ts';

const basic = choamBoard(false);
const advanced = choamBoard(true);

/** The seat's own decision and its sealed view. */
function seen(state: GameState, kind: Decision['kind'], seat: Faction): { view: ReturnType<typeof viewFor>; d: Decision } {
  const view = viewFor(state, seat);
  const d = view.private!.decisions.find((x) => x.kind === kind);
  if (!d) throw new Error(`no ${kind} for ${seat}: ${pendingDecisions(state).map((x) => `${x.seat}:${x.kind}`)}`);
  return { view: sealedView(view), d };
}

/** Every profile's answer from a sealed view, each accepted by the engine. */
function everyProfile(state: GameState, kind: Decision['kind'], seat: Faction): Record<BotProfile, Action> {
  const out = {} as Record<BotProfile, Action>;
  for (const profile of BOT_PROFILES) {
    const { view, d } = seen(state, kind, seat);
    const action = botAnswer(profile, view, d) as Action;
    const r = applyAction(state, seat, action);
    expect(r.ok, `${profile} ${kind}: ${r.ok ? '' : r.error.message}`).to.equal(true);
    if (r.ok) expect(custodyProblems(r.state)).to.deep.equal([]);
    out[profile] = action;
  }
  return out;
}

/** CHOAM's market open as `phase` ends (its hand set by `edit`). */
function marketAt(base: GameState, phase: Phase, edit: (s: GameState) => void): GameState {
  const s = atPhaseStart(base, phase);
  edit(s);
  const ctx = new Context(s);
  openMarket(ctx);
  ctx.state.step = 'phase-end';
  return ctx.done();
}

/** `phase` of turn 3 started as the runner starts it (CHOAM's Worthless window first). */
function startAt(base: GameState, phase: Phase, edit: (s: GameState) => void): GameState {
  const s = atPhaseStart(base, phase, 3);
  edit(s);
  const ctx = new Context(s);
  startPhase(ctx, phase);
  advance(ctx);
  return ctx.done();
}

const put = (s: GameState, faction: Faction, territory: TerritoryId, sector: number, n: number) => {
  s.factions[faction]!.reserves.regular -= n;
  addForces(s, { faction, territory, sector }, { regular: n });
};

const think = <T>(profile: BotProfile, state: GameState, kind: Decision['kind'], seat: Faction, f: (d: never, ctx: ReturnType<typeof botContext>) => T): T => {
  const { view, d } = seen(state, kind, seat);
  return f(d as never, botContext(profile, view, d));
};

describe('bots playing CHOAM (plugins/choam/bots/index.ts)', () => {
  it('CH.sale: bots sell Worthless cards and surplus copies; hard and brutal keep a second Karama', () => {
    const s = marketAt(basic, 'choam-charity', (x) => setHand(x, 'choam', ['karama-1', 'karama-2', 'shield-1', 'shield-2', 'baliset']));
    const answers = everyProfile(s, 'choam-market', 'choam');
    expect(answers.brutal).to.deep.include({ sell: ['baliset', 'shield-2'], trade: false });
    expect(think('hard', s, 'choam-market', 'choam', answerMarket)).to.deep.include({ sell: ['baliset', 'shield-2'] });
    expect(think('medium', s, 'choam-market', 'choam', answerMarket)).to.deep.include({ sell: ['baliset', 'karama-2', 'shield-2'] });
  });

  it('CH.sale: a Worthless card is kept for an effect worth playing in the coming phase, sold otherwise', () => {
    const hand: TreacheryCardId[] = ['la-la-la', 'kulon', 'trip-to-gamont'];
    const afterBidding = marketAt(basic, 'bidding', (x) => {
      setHand(x, 'choam', hand);
      toTanks(x, 'harkonnen', 3);
    });
    everyProfile(afterBidding, 'choam-market', 'choam');
    // Revival is next and the Harkonnen have forces to revive free; no CHOAM force to move, no lone force to send home.
    for (const p of ['medium', 'hard'] as const)
      expect(think(p, afterBidding, 'choam-market', 'choam', answerMarket)).to.deep.include({ sell: ['kulon', 'trip-to-gamont'] });
    // With nobody in the tanks, La La La goes too; before bidding every Worthless card is sold.
    const empty = marketAt(basic, 'bidding', (x) => setHand(x, 'choam', hand));
    expect(think('hard', empty, 'choam-market', 'choam', answerMarket)).to.deep.include({ sell: ['la-la-la', 'kulon', 'trip-to-gamont'] });
    const beforeBidding = marketAt(basic, 'choam-charity', (x) => {
      setHand(x, 'choam', hand);
      toTanks(x, 'harkonnen', 3);
    });
    expect(think('brutal', beforeBidding, 'choam-market', 'choam', answerMarket)).to.deep.include({ sell: ['la-la-la', 'kulon', 'trip-to-gamont'] });
  });

  it('CH.ally.trade: CHOAM proposes the trade and gives its least useful card; the ally gives its own; a lone Karama stays', () => {
    let s = marketAt(basic, 'choam-charity', (x) => {
      x.alliances = [['atreides', 'choam']];
      setHand(x, 'choam', ['lasgun', 'truthtrance-1', 'karama-1']);
      setHand(x, 'atreides', ['karama-2', 'baliset', 'shield-1']);
    });
    everyProfile(s, 'choam-market', 'choam');
    const market = think('hard', s, 'choam-market', 'choam', answerMarket);
    expect(market).to.deep.include({ sell: [], trade: true });
    s = act(s, 'choam', market as Action).state;
    const mine = think('hard', s, 'choam-trade', 'choam', answerTrade);
    const theirs = think('hard', s, 'choam-trade', 'atreides', answerTrade);
    expect(mine).to.deep.include({ give: 'truthtrance-1' });
    expect(theirs).to.deep.include({ give: 'baliset' });
    everyProfile(s, 'choam-trade', 'choam');
    everyProfile(s, 'choam-trade', 'atreides');
    s = act(s, 'choam', mine as Action).state;
    s = act(s, 'atreides', theirs as Action).state;
    expect(s.factions.choam!.hand).to.have.members(['lasgun', 'baliset', 'karama-1']);
    expect(s.factions.atreides!.hand).to.have.members(['karama-2', 'truthtrance-1', 'shield-1']);
    // Only a Karama and a Lasgun: nothing CHOAM would part with, so no trade is proposed.
    const rich = marketAt(basic, 'choam-charity', (x) => {
      x.alliances = [['atreides', 'choam']];
      setHand(x, 'choam', ['lasgun', 'karama-1']);
      setHand(x, 'atreides', ['baliset']);
    });
    expect(think('brutal', rich, 'choam-market', 'choam', answerMarket)).to.deep.include({ sell: [], trade: false });
  });

  describe('CH.worthless: bots play each effect on the target that matters most', () => {
    const plays = (s: GameState) =>
      (botAnswer('brutal', seen(s, 'choam-worthless', 'choam').view, seen(s, 'choam-worthless', 'choam').d) as { plays: unknown[] }).plays;

    it('CH.worthless.la-la-la: on the faction with most forces to revive free', () => {
      const s = startAt(basic, 'revival', (x) => {
        setHand(x, 'choam', ['la-la-la']);
        toTanks(x, 'atreides', 1);
        toTanks(x, 'harkonnen', 4);
      });
      everyProfile(s, 'choam-worthless', 'choam');
      expect(plays(s)).to.deep.equal([{ card: 'la-la-la', faction: 'harkonnen' }]);
    });

    it('CH.worthless.trip-to-gamont: on the lone force that would let a faction win at the Mentat Pause', () => {
      const s = startAt(basic, 'mentat-pause', (x) => {
        setHand(x, 'choam', ['trip-to-gamont']);
        put(x, 'harkonnen', 'carthag', 10, 5);
        put(x, 'harkonnen', 'arrakeen', 9, 1);
        put(x, 'harkonnen', 'tueks-sietch', 4, 3);
        put(x, 'atreides', 'sietch-tabr', 13, 1);
      });
      everyProfile(s, 'choam-worthless', 'choam');
      expect(plays(s)).to.deep.equal([{ card: 'trip-to-gamont', faction: 'harkonnen', territory: 'arrakeen', sector: 9, force: 'regular' }]);
      const { view, d } = seen(s, 'choam-worthless', 'choam');
      const r = act(s, 'choam', botAnswer('brutal', view, d) as Action);
      expect(r.state.victory).to.equal(null);
    });

    it('CH.worthless.baliset, CH.worthless.kulon: bar the largest group next to CHOAM’s stronghold; move further with forces out', () => {
      const s = startAt(basic, 'shipment-movement', (x) => {
        setHand(x, 'choam', ['baliset', 'kulon']);
        put(x, 'choam', 'arrakeen', 9, 3);
        put(x, 'harkonnen', 'imperial-basin', 9, 6);
        put(x, 'atreides', 'imperial-basin', 10, 2);
      });
      everyProfile(s, 'choam-worthless', 'choam');
      expect(plays(s)).to.deep.equal([{ card: 'baliset', faction: 'harkonnen', territory: 'arrakeen' }, { card: 'kulon' }]);
    });

    it('CH.worthless.jubba-cloak: on CHOAM’s sand stack in the storm’s path; nothing when none is', () => {
      const s = startAt(basic, 'storm', (x) => {
        setHand(x, 'choam', ['jubba-cloak']);
        put(x, 'choam', 'cielago-south', 1, 4);
        put(x, 'choam', 'arrakeen', 9, 2);
      });
      everyProfile(s, 'choam-worthless', 'choam');
      expect(plays(s)).to.deep.equal([{ card: 'jubba-cloak', territory: 'cielago-south' }]);
      const safe = startAt(basic, 'storm', (x) => {
        setHand(x, 'choam', ['jubba-cloak']);
        put(x, 'choam', 'arrakeen', 9, 2);
      });
      expect(plays(safe)).to.deep.equal([]);
    });

    it('CH.worthless.kull-wahad: in bidding, on the faction holding most cards', () => {
      const ix = structuredClone(basic);
      ix.config.cards = ['base', 'ixians'];
      ix.decks.treachery = deckIds(ix.config.cards, rulesEdition(ix));
      const s = startAt(ix, 'bidding', (x) => {
        setHand(x, 'choam', ['kull-wahad']);
        setHand(x, 'atreides', ['karama-1', 'lasgun', 'shield-1']);
        setHand(x, 'harkonnen', ['shield-2']);
      });
      everyProfile(s, 'choam-worthless', 'choam');
      expect(plays(s)).to.deep.equal([{ card: 'kull-wahad', faction: 'atreides' }]);
    });
  });

  it('CH.inflation: Double in the last Mentat Pause with a next turn; nothing on turn 1, or early and rich', () => {
    const at = (turn: number, spice: number) => {
      const s = structuredClone(basic);
      s.factions.choam!.spice = spice;
      return runMentatPause(atMentatPause(s, turn)).state;
    };
    const last = at(9, 40);
    everyProfile(last, 'choam-inflation', 'choam');
    expect(botAnswer('brutal', seen(last, 'choam-inflation', 'choam').view, seen(last, 'choam-inflation', 'choam').d)).to.deep.include({ side: 'double' });
    for (const [turn, spice] of [
      [1, 0],
      [2, 40],
    ] as const) {
      const s = at(turn, spice);
      everyProfile(s, 'choam-inflation', 'choam');
      expect(botAnswer('brutal', seen(s, 'choam-inflation', 'choam').view, seen(s, 'choam-inflation', 'choam').d), `turn ${turn}`).to.deep.include({
        side: null,
      });
    }
  });

  describe('the Advanced game', () => {
    function basinBattle(edit: (s: GameState) => void = () => {}) {
      return enterBattle(advanced, (s) => {
        place(s, 'harkonnen', 'basin', 8, 5);
        place(s, 'choam', 'basin', 8, 5);
        edit(s);
      }).state;
    }

    it('CH.audit: bots always audit; the audited side pays only to hide a valuable card with spice to spare', () => {
      const state = basinBattle((s) => give(s, 'harkonnen', 'lasgun', 'shield-1', 'shield-2', 'baliset'));
      let r = fight(state, { harkonnen: { leader: 'feyd-rautha', dial: 2, spice: 2, defense: 'shield-1' }, choam: { leader: 'auditor', dial: 1, spice: 1 } });
      for (let d = pendingDecisions(r.state).find((x) => x.kind === 'battle-cards'); d; d = pendingDecisions(r.state).find((x) => x.kind === 'battle-cards'))
        r = act(r.state, d.seat, { type: 'battle-cards', event: d.id, keep: [] } as unknown as Action);
      const audit = everyProfile(r.state, 'choam-audit', 'choam');
      for (const p of ['hard', 'brutal'] as const) expect(audit[p]).to.deep.include({ audit: true });
      const audited = act(r.state, 'choam', audit.brutal).state;
      const payoff = (s: GameState) => botAnswer('brutal', seen(s, 'audit-payoff', 'harkonnen').view, seen(s, 'audit-payoff', 'harkonnen').d);
      everyProfile(audited, 'audit-payoff', 'harkonnen');
      expect(audited.factions.harkonnen!.spice).to.equal(8);
      expect(payoff(audited)).to.deep.include({ pay: true });
      const poor = structuredClone(audited);
      poor.factions.harkonnen!.spice = 4;
      expect(payoff(poor)).to.deep.include({ pay: false });
      const junk = structuredClone(audited);
      junk.decks.treachery.push('lasgun', 'shield-2');
      junk.factions.harkonnen!.hand = junk.factions.harkonnen!.hand.filter((c) => c === 'baliset');
      expect(payoff(junk)).to.deep.include({ pay: false });
    });

    it('CH.audit: a hard or brutal CHOAM fields the Auditor in a battle it gives up on', () => {
      const state = enterBattle(advanced, (s) => {
        place(s, 'harkonnen', 'basin', 8, 10);
        place(s, 'choam', 'basin', 8, 1);
      }).state;
      const plans = everyProfile(state, 'battle-plan', 'choam');
      for (const p of ['hard', 'brutal'] as const) expect(plans[p]).to.deep.include({ leader: 'auditor', dial: 0 });
    });

    it('CH.ally.battle-funding: CHOAM offers spice when its ally has a battle; the ally’s plan names CHOAM’s part when short', () => {
      const state = enterBattle(advanced, (s) => {
        s.alliances = [['harkonnen', 'choam']];
        place(s, 'harkonnen', 'basin', 8, 5);
        place(s, 'atreides', 'basin', 8, 5);
        s.factions.harkonnen!.spice = 1;
      }).state;
      const offers = everyProfile(state, 'choam-battle-support', 'choam');
      expect(offers.brutal).to.deep.include({ amount: 4 });
      let s = act(state, 'choam', offers.brutal).state;
      const prescience = pendingDecisions(s).find((x) => x.kind === 'prescience');
      if (prescience) s = act(s, prescience.seat, { type: 'prescience', event: prescience.id, element: null }).state;
      const plans = everyProfile(s, 'battle-plan', 'harkonnen');
      const plan = plans.brutal as { dial: number; spice?: number; choamSpice?: number };
      expect(plan.choamSpice, JSON.stringify(plan)).to.be.at.least(1);
      expect(plan.spice! - plan.choamSpice!).to.be.at.most(1);
      // Without an ally in a battle, nothing is offered.
      const calm = enterBattle(advanced, (x) => {
        x.alliances = [['harkonnen', 'choam']];
        place(x, 'choam', 'basin', 8, 3);
        place(x, 'atreides', 'basin', 8, 3);
      }).state;
      expect(botAnswer('brutal', seen(calm, 'choam-battle-support', 'choam').view, seen(calm, 'choam-battle-support', 'choam').d)).to.deep.include({
        amount: 0,
      });
    });

    it('CH.karama: hard and brutal bots spend a Karama to discard three low cards for 3 spice each; medium and easy never', () => {
      const s = atPhaseStart(advanced, 'spice-blow');
      give(s, 'choam', 'karama-1', 'truthtrance-1', 'truthtrance-2', 'family-atomics', 'lasgun');
      const free = (profile: BotProfile, state: GameState) => botFreeAction(profile, sealedView(viewFor(state, 'choam')));
      const power = free('hard', s);
      expect(power).to.deep.equal({
        type: 'karama-power',
        power: 'choam-discard',
        card: 'karama-1',
        cards: ['truthtrance-1', 'truthtrance-2', 'family-atomics'],
      });
      expect(free('brutal', s)).to.deep.equal(power);
      expect(free('medium', s)).to.equal(null);
      expect(free('easy', s)).to.equal(null);
      const r = act(s, 'choam', power as Action);
      expect(r.state.factions.choam!.spice).to.equal(10 + 9);
      expect(r.state.factions.choam!.hand).to.deep.equal(['lasgun']);
      const two = atPhaseStart(advanced, 'spice-blow');
      give(two, 'choam', 'karama-1', 'truthtrance-1', 'lasgun', 'family-atomics');
      expect(free('brutal', two)).to.equal(null);
    });
  });

  it('CH.sale, CH.ally.trade, CH.worthless, CH.inflation, CH.audit, CH.ally.battle-funding: every profile plays CHOAM through whole games, its CHOAM decisions and free actions from sealed views, nothing rejected', () => {
    const kinds = new Set<string>();
    // A second table without the Fremen: CHOAM funds no Fremen ally's battles (rules edition 3), and at the first
    // table CHOAM's Advanced games ally it with the Fremen.
    const tables: Faction[][] = [
      ['atreides', 'harkonnen', 'emperor', 'fremen', 'guild', 'choam'],
      ['atreides', 'harkonnen', 'emperor', 'bene-gesserit', 'guild', 'choam'],
    ];
    for (const [t, factions] of tables.entries())
      BOT_PROFILES.forEach((profile, i) => {
        let state = createGame({
          factions,
          seed: `choam-bots-${profile}${t === 0 ? '' : `-${t}`}`,
          cards: ['base', 'ixians', 'richese', 'ecaz'],
          advanced: i % 2 === 1,
        });
        const profileOf = (f: Faction): BotProfile => (f === 'choam' ? profile : BOT_PROFILES[(factions.indexOf(f) + i) % BOT_PROFILES.length]!);
        for (let guard = 0; guard < 30_000 && !state.victory; guard++) {
          const pending = pendingDecisions(state);
          expect(pending, `stalled in ${state.phase}/${state.step}`).to.not.have.length(0);
          const decision = pending[guard % pending.length]!;
          const view = viewFor(state, decision.seat);
          // CHOAM's free actions from a sealed view (the other seats' are not this file's concern).
          const free = botFreeAction(profileOf(decision.seat), decision.seat === 'choam' ? sealedView(view) : view);
          if (free) {
            const r = applyAction(state, decision.seat, free);
            expect(r.ok, `${profile} ${decision.seat} ${free.type}: ${r.ok ? '' : r.error.message}`).to.equal(true);
            if (r.ok) state = r.state;
            continue;
          }
          const own = view.private!.decisions.find((d) => d.id === decision.id)!;
          // CHOAM's decisions (and its ally's trade, the audited side's payoff) from a sealed view.
          const choamKind = decision.kind.startsWith('choam-') || decision.kind === 'audit-payoff';
          const r = applyAction(state, decision.seat, botAnswer(profileOf(decision.seat), choamKind ? sealedView(view) : view, own));
          expect(r.ok, `${profile} ${decision.seat} ${decision.kind}: ${r.ok ? '' : r.error.message}`).to.equal(true);
          if (choamKind) kinds.add(decision.kind);
          if (r.ok) state = r.state;
        }
        expect(state.victory, `${profile}: no victory`).to.not.equal(null);
        expect(custodyProblems(state)).to.deep.equal([]);
      });
    const all = ['choam-market', 'choam-trade', 'choam-worthless', 'choam-inflation', 'choam-battle-support', 'choam-audit', 'audit-payoff'];
    expect(all.filter((k) => !kinds.has(k))).to.deep.equal([]);
  }).timeout(60_000);
});
