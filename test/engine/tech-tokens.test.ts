// The Tech tokens module of Ixians & Tleilaxu (plugins/tech-tokens/): the tokens dealt after the first storm, the
// income each pays at the end of its phase, the battle winner's take, victory counting, restore and bot play.
import { expect } from 'chai';
import {
  CLASSIC_FACTIONS,
  createGame,
  pendingDecisions,
  viewFor,
  type Action,
  type Decision,
  type Faction,
  type GameEvent,
  type GameState,
  type Phase,
} from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import { advance, startPhase } from '../../rooms/dune/phases/turn.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { stormOrder } from '../../rooms/dune/storm-order.ts';
import { strongholdQualifiers } from '../../rooms/dune/victory.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { checkGameState } from '../../schema/game-state.ts';
import type { TechToken } from '../../rooms/dune/plugins/tech-tokens/catalog.ts';
import { act, atPhaseStart, clearedBoard, expectRejected, playBotGame, playSetup } from '../helpers/engine.ts';
import { decisionOf, emptyBoard, enterBattle, fight } from '../helpers/battle.ts';
import { toTanks } from '../helpers/revival.ts';

const SIX = [...CLASSIC_FACTIONS];
type Holders = Partial<Record<TechToken, Faction>>;
/** The Fremen's own Spice Production; Axlotl Tanks and Heighliners with the Atreides (who then hold two). */
const HOLDERS: Holders = { 'spice-production': 'fremen', 'axlotl-tanks': 'atreides', heighliners: 'atreides' };

const bare = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);

/** A cleared six-seat board of turn 2 playing the module, with the tokens held as `holders`, after `edit`. */
function board(holders: Holders = HOLDERS, edit: (s: GameState) => void = () => {}): GameState {
  const s = clearedBoard({ factions: SIX, seed: 'tech-tokens', modules: ['tech-tokens'] });
  s.techTokens = { holders: { ...holders }, due: [] };
  edit(s);
  return s;
}

/**
 * Plays `phase` from its start: `answer` answers a decision (null: the default below) until the phase is over.
 * Defaults: no charity claim, no revival, no shipment or move, the legal answer otherwise.
 */
function playPhase(base: GameState, phase: Phase, answer: (d: Decision) => Action | null = () => null): { state: GameState; events: GameEvent[] } {
  const ctx = new Context(atPhaseStart(base, phase));
  startPhase(ctx, phase);
  advance(ctx);
  let state = ctx.done();
  const events: GameEvent[] = [...ctx.events];
  for (let guard = 0; guard < 200 && state.phase === phase; guard++) {
    const d = pendingDecisions(state)[0];
    if (!d) break;
    const action = answer(d) ?? defaultAnswer(d);
    const r = act(state, d.seat, action);
    state = r.state;
    events.push(...r.events);
  }
  expect(state.phase, `${phase} ended`).to.not.equal(phase);
  return { state, events };
}

function defaultAnswer(d: Decision): Action {
  switch (d.kind) {
    case 'claim-charity':
      return { type: 'claim-charity', event: d.id, claim: false };
    case 'revive':
      return { type: 'revive', event: d.id, forces: { regular: 0, elite: 0 }, leader: null, ghola: null };
    case 'ship':
      return { type: 'ship', event: d.id, mode: 'pass' };
    case 'move':
      return { type: 'move', event: d.id };
    case 'guild-timing':
      return { type: 'guild-timing', event: d.id, act: false };
    case 'wormsign':
      return { type: 'wormsign', event: d.id, look: false };
    default:
      return legalAnswer(d);
  }
}

describe('Tech tokens (Ixians & Tleilaxu module)', () => {
  it('IT.tech.setup after the first storm the Fremen keep Spice Production; the tokens of unseated factions are shuffled and dealt in storm order to factions holding none', () => {
    const { state, events } = playSetup(createGame({ factions: SIX, seed: 'deal', seating: 'listed', modules: ['tech-tokens'] }));
    const holders = state.techTokens!.holders;
    expect(holders['spice-production']).to.equal('fremen');
    const others = stormOrder(state).filter((f) => f !== 'fremen');
    expect([holders['axlotl-tanks'], holders.heighliners].sort(), 'the first two in storm order after the First Player, Fremen skipped').to.deep.equal(
      others.slice(0, 2).sort(),
    );
    expect(bare(events, 'tech-tokens-dealt')).to.deep.equal([{ type: 'tech-tokens-dealt', holders }]);
    expect(viewFor(state, 'atreides').techTokens).to.deep.equal({ holders, due: [] });
    expect(viewFor(state, 'spectator').techTokens).to.deep.equal({ holders, due: [] });
    // Before the storm nobody holds one; a game without the module has no tokens at all.
    const fresh = createGame({ factions: SIX, seed: 'deal', modules: ['tech-tokens'] });
    expect(fresh.techTokens).to.deep.equal({ holders: {}, due: [] });
    const plain = playSetup(createGame({ factions: SIX, seed: 'deal', seating: 'listed' })).state;
    expect(plain.techTokens).to.equal(undefined);
    expect(viewFor(plain, 'atreides').techTokens).to.equal(null);
  });

  it('IT.tech.setup with two seats and no native, each seat takes one token and the third stays out of the game', () => {
    const { state } = playSetup(createGame({ factions: ['atreides', 'harkonnen'], seed: 'two', seating: 'listed', modules: ['tech-tokens'] }));
    const held = Object.entries(state.techTokens!.holders);
    expect(held).to.have.length(2);
    expect(held.map(([, f]) => f).sort()).to.deep.equal(['atreides', 'harkonnen']);
  });

  it('IT.tech.spice-production Spice Production pays its holder 1 per token held at the end of CHOAM Charity when a faction other than the Bene Gesserit claimed', () => {
    const poor = board(HOLDERS, (s) => {
      s.factions.atreides!.spice = 0;
      s.factions['bene-gesserit']!.spice = 0;
    });
    const claim = (who: Faction[]) => (d: Decision) =>
      d.kind === 'claim-charity' ? { type: 'claim-charity' as const, event: d.id, claim: who.includes(d.seat) } : null;
    const { state, events } = playPhase(poor, 'choam-charity', claim(['atreides']));
    expect(bare(events, 'tech-token-income')).to.deep.equal([{ type: 'tech-token-income', token: 'spice-production', faction: 'fremen', amount: 1 }]);
    expect(state.factions.fremen!.spice).to.equal(11);
    expect(state.techTokens!.due).to.deep.equal([]);
    // The Bene Gesserit's claim alone does not count.
    const bgOnly = playPhase(poor, 'choam-charity', claim(['bene-gesserit']));
    expect(bare(bgOnly.events, 'tech-token-income')).to.deep.equal([]);
    expect(bgOnly.state.factions.fremen!.spice).to.equal(10);
    // A holder of two tokens receives 2.
    const two = playPhase(
      board({ ...HOLDERS, heighliners: 'fremen' }, (s) => (s.factions.atreides!.spice = 0)),
      'choam-charity',
      claim(['atreides']),
    );
    expect(bare(two.events, 'tech-token-income')).to.deep.equal([{ type: 'tech-token-income', token: 'spice-production', faction: 'fremen', amount: 2 }]);
  });

  it('IT.tech.axlotl-tanks Axlotl Tanks pays at the end of Revival when a faction revived forces free; a revival of none does not count', () => {
    const tanks = board(HOLDERS, (s) => toTanks(s, 'harkonnen', 3));
    const revive = (d: Decision) =>
      d.kind === 'revive' && d.seat === 'harkonnen'
        ? { type: 'revive' as const, event: d.id, forces: { regular: 2, elite: 0 }, leader: null, ghola: null }
        : null;
    const { state, events } = playPhase(tanks, 'revival', revive);
    expect(bare(events, 'forces-revived')).to.have.length(1);
    expect(bare(events, 'tech-token-income')).to.deep.equal([{ type: 'tech-token-income', token: 'axlotl-tanks', faction: 'atreides', amount: 2 }]);
    expect(state.factions.atreides!.spice).to.equal(12);
    const none = playPhase(tanks, 'revival');
    expect(bare(none.events, 'tech-token-income')).to.deep.equal([]);
  });

  it('IT.tech.heighliners Heighliners pays at the end of Shipment and Movement when a faction other than the Guild shipped from off-planet; the Guild and the Fremen send do not count', () => {
    const base = board();
    const shipBy = (who: Faction) => (d: Decision) =>
      d.kind === 'ship' && d.seat === who
        ? { type: 'ship' as const, event: d.id, mode: 'reserves' as const, to: { territory: 'arrakeen' as const, sector: 9 }, count: 1 }
        : null;
    const harkonnen = playPhase(base, 'shipment-movement', shipBy('harkonnen'));
    expect(bare(harkonnen.events, 'shipped')).to.have.length(1);
    expect(bare(harkonnen.events, 'tech-token-income')).to.deep.equal([{ type: 'tech-token-income', token: 'heighliners', faction: 'atreides', amount: 2 }]);
    const guild = playPhase(base, 'shipment-movement', shipBy('guild'));
    expect(bare(guild.events, 'shipped')).to.have.length(1);
    expect(bare(guild.events, 'tech-token-income')).to.deep.equal([]);
    const send = (d: Decision) =>
      d.kind === 'ship' && d.seat === 'fremen'
        ? { type: 'ship' as const, event: d.id, mode: 'reserves' as const, to: { territory: 'the-great-flat' as const, sector: 14 }, count: 1 }
        : null;
    const fremen = playPhase(base, 'shipment-movement', send);
    expect(bare(fremen.events, 'shipped')).to.have.length(1);
    expect(bare(fremen.events, 'tech-token-income')).to.deep.equal([]);
  });

  it('IT.tech.taken the winner may take one of the loser tokens; one not offered is refused and declining takes none', () => {
    const s = emptyBoard();
    s.config.modules = ['tech-tokens'];
    const held: Holders = { 'spice-production': 'fremen', 'axlotl-tanks': 'emperor', heighliners: 'emperor' };
    s.techTokens = { holders: { ...held }, due: [] };
    s.factions.emperor!.reserves.regular -= 5;
    s.factions.harkonnen!.reserves.regular -= 5;
    addForces(s, { faction: 'emperor', territory: 'arrakeen', sector: 9 }, { regular: 5 });
    addForces(s, { faction: 'harkonnen', territory: 'arrakeen', sector: 9 }, { regular: 5 });
    let { state } = enterBattle(s);
    const choice = pendingDecisions(state).find((d) => d.kind === 'battle-choice');
    if (choice) state = act(state, choice.seat, legalAnswer(choice)).state;
    state = fight(state, { emperor: { leader: 'bashar', dial: 1 }, harkonnen: { leader: 'feyd-rautha', dial: 5 } }).state;
    const take = decisionOf(state, 'take-tech-token', 'harkonnen');
    expect(take).to.include({ from: 'emperor' });
    expect(take.tokens).to.deep.equal(['axlotl-tanks', 'heighliners']);
    expectRejected(state, 'harkonnen', { type: 'take-tech-token', event: take.id, token: 'spice-production' }, 'INVALID_CHOICE');
    const taken = act(state, 'harkonnen', { type: 'take-tech-token', event: take.id, token: 'heighliners' });
    expect(taken.state.techTokens!.holders).to.deep.equal({ ...held, heighliners: 'harkonnen' });
    expect(bare(taken.events, 'tech-token-taken')).to.deep.equal([{ type: 'tech-token-taken', token: 'heighliners', from: 'emperor', by: 'harkonnen' }]);
    const declined = act(state, 'harkonnen', { type: 'take-tech-token', event: take.id, token: null });
    expect(declined.state.techTokens!.holders).to.deep.equal(held);
  });

  it('IT.tech.victory all three tokens in one hand count as a stronghold; allies do not pool theirs', () => {
    const s = emptyBoard();
    s.config.modules = ['tech-tokens'];
    for (const t of ['arrakeen', 'carthag'] as const) {
      s.factions.harkonnen!.reserves.regular -= 1;
      addForces(s, { faction: 'harkonnen', territory: t, sector: t === 'arrakeen' ? 9 : 10 }, { regular: 1 });
    }
    const all: Holders = { 'spice-production': 'harkonnen', 'axlotl-tanks': 'harkonnen', heighliners: 'harkonnen' };
    s.techTokens = { holders: all, due: [] };
    expect(strongholdQualifiers(s)).to.deep.equal([['harkonnen']]);
    s.techTokens = { holders: { ...all, heighliners: 'emperor' }, due: [] };
    expect(strongholdQualifiers(s)).to.deep.equal([]);
    // Allied with the Emperor, who holds the third: 2 strongholds + 3 in the Emperor's (now) would be 4 if pooled.
    s.alliances = [['emperor', 'harkonnen']];
    s.factions.emperor!.reserves.regular -= 1;
    addForces(s, { faction: 'emperor', territory: 'sietch-tabr', sector: 13 }, { regular: 1 });
    expect(strongholdQualifiers(s), 'split between allies: no stronghold').to.deep.equal([]);
    s.techTokens = { holders: all, due: [] };
    expect(strongholdQualifiers(s).map((u) => [...u].sort())).to.deep.equal([['emperor', 'harkonnen']]);
  });

  it('IT.tech.setup a stored game restores its tokens from JSON; state belongs to a game playing the module, and only there', () => {
    const s = board();
    const checked = checkGameState(JSON.parse(JSON.stringify(s)));
    expect(checked.ok).to.equal(true);
    const missing = structuredClone(s);
    delete missing.techTokens;
    expect(checkGameState(missing).ok).to.equal(false);
    const extra = structuredClone(s);
    extra.config.modules = [];
    expect(checkGameState(extra).ok).to.equal(false);
    const badToken = JSON.parse(JSON.stringify(s));
    badToken.techTokens.holders = { 'spice-harvester': 'atreides' };
    expect(checkGameState(badToken).ok).to.equal(false);
  });

  it('IT.tech.taken bots play whole games with the module: the tokens are dealt, pay, change hands, and custody holds', () => {
    const seen = new Set<string>();
    for (const seed of ['tech-a', 'tech-b']) {
      const end = playBotGame({ factions: SIX, seed, modules: ['tech-tokens'] }, (events, state) => {
        for (const e of events) if (e.type.startsWith('tech-token')) seen.add(e.type === 'tech-token-income' ? `${e.type}:${e.token}` : e.type);
        expect(custodyProblems(state)).to.deep.equal([]);
      });
      expect(Object.keys(end.techTokens!.holders)).to.have.length(3);
    }
    expect([...seen].sort()).to.include.members(['tech-token-income:axlotl-tanks', 'tech-token-income:heighliners', 'tech-token-taken', 'tech-tokens-dealt']);
  });
});
