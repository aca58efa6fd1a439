// The engine contract of docs/ARCHITECTURE.md §2 and the invariants of §8 that hold without a network.
import { expect } from 'chai';
import {
  applyAction,
  createGame,
  pendingDecisions,
  stateHash,
  viewFor,
  CLASSIC_FACTIONS,
  type Action,
  type Faction,
  type GameState,
} from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { act, playSetup, expectRejected } from '../helpers/engine.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { upgradeState } from '../../rooms/dune/upgrade.ts';
import { playsEdition, RULES_EDITION } from '../../rooms/dune/rules-edition.ts';
import { emptyBoard, enterBattle, place } from '../helpers/battle.ts';

const ALL: Faction[] = [...CLASSIC_FACTIONS];

/** Every treachery card, spice card, traitor card and force token is in exactly one place. */
function expectCustody(state: GameState): void {
  expect(custodyProblems(state)).to.deep.equal([]);
}

describe('engine contract (docs/ARCHITECTURE.md §2, §8)', () => {
  it('GameState is plain JSON: it round-trips unchanged at every step', () => {
    let s = createGame({ factions: ALL, seed: 'json', advanced: true });
    for (;;) {
      expect(JSON.parse(JSON.stringify(s))).to.deep.equal(s);
      const next = pendingDecisions(s)[0];
      if (!next) break;
      s = act(s, next.seat, legalAnswer(next)).state;
    }
  });

  it('determinism: same config, seed and actions give the same stateHash, also after a JSON round trip', () => {
    const a = playSetup(createGame({ factions: ALL, seed: 'det' }), (d) => d.id.length);
    let b = JSON.parse(JSON.stringify(createGame({ factions: ALL, seed: 'det' }))) as GameState;
    for (const { seat, action } of a.actions) b = JSON.parse(JSON.stringify(act(b, seat, action).state)) as GameState;
    expect(stateHash(b)).to.equal(stateHash(a.state));
    expect(stateHash(a.state)).to.match(/^[0-9a-f]{64}$/);
    expect(stateHash(playSetup(createGame({ factions: ALL, seed: 'det2' })).state)).to.not.equal(stateHash(a.state));
  });

  it('stateHash is pinned for a known game (same on any machine)', () => {
    const { state } = playSetup(createGame({ factions: ALL, seed: 'pinned', seating: 'listed' }));
    // Changing this value means the rules, the RNG or the state format changed: bump GameState.format if so.
    expect(stateHash(state)).to.equal('72e1bc16d139dbb9e428d482f8d139cb84d130227f85017e39b4b07ee11ab782');
    expect(state.storm.sector).to.equal(18);
    // The same game created under rules edition 9, as the build before edition 10 made it: a stored one keeps this hash.
    const { state: edition9 } = playSetup(createGame({ factions: ALL, seed: 'pinned', seating: 'listed', rules: 9 }));
    expect(stateHash(edition9)).to.equal('1ddf569f34272bdbac7b8ed39fdeeaeaa3db8f8cf0b17eab42609bb8624dab5d');
    // The same game created under rules edition 8, as the build before edition 9 made it: a stored one keeps this hash.
    const { state: edition8 } = playSetup(createGame({ factions: ALL, seed: 'pinned', seating: 'listed', rules: 8 }));
    expect(stateHash(edition8)).to.equal('5598e8e307b821f6e611bd760fedc3638924b2890380954e1f4b300279eb3241');
    // The same game created under rules edition 7, as the build before edition 8 made it: a stored one keeps this hash.
    const { state: edition7 } = playSetup(createGame({ factions: ALL, seed: 'pinned', seating: 'listed', rules: 7 }));
    expect(stateHash(edition7)).to.equal('c3051127bd515e631e027d52f5486d4e8881381e88c5a3ecd39393df2c57162d');
    // The same game created under rules edition 6, as the build before edition 7 made it: a stored one keeps this hash.
    const { state: edition6 } = playSetup(createGame({ factions: ALL, seed: 'pinned', seating: 'listed', rules: 6 }));
    expect(stateHash(edition6)).to.equal('023c05fe3daa2559601997efff883b12582590fa5a621899b3dc72bc2b365a4d');
    // The same game created under rules edition 5, as the build before edition 6 made it: a stored one keeps this hash.
    const { state: edition5 } = playSetup(createGame({ factions: ALL, seed: 'pinned', seating: 'listed', rules: 5 }));
    expect(stateHash(edition5)).to.equal('4e33fcbd10af22ffe0f5f616e0b24aab8b2cd92c78c601a49b82a04bd32f416a');
    // The same game created under rules edition 4, as the build before edition 5 made it: a stored one keeps this hash.
    const { state: edition4 } = playSetup(createGame({ factions: ALL, seed: 'pinned', seating: 'listed', rules: 4 }));
    expect(stateHash(edition4)).to.equal('f1fbb0128ec5a09d31c539df80aa96d74d26bc73a5f71dff2c152566b276befb');
    // The same game created under rules edition 3, as the build before edition 4 made it: a stored one keeps this hash.
    const { state: edition3 } = playSetup(createGame({ factions: ALL, seed: 'pinned', seating: 'listed', rules: 3 }));
    expect(stateHash(edition3)).to.equal('8ad89010f0f28427b546b6efcfa10efb40f0594282c510c2888967436d729729');
    // The same game created under rules edition 2, as the build before edition 3 made it: a stored one keeps this hash.
    const { state: edition2 } = playSetup(createGame({ factions: ALL, seed: 'pinned', seating: 'listed', rules: 2 }));
    expect(stateHash(edition2)).to.equal('04d94dd6a45bf10c92e31616772aea8bf2dd5207c29c16a7a5ceb97dd9b8ee65');
    // The same game as builds before ids by audience and rules editions made it (rooms/dune/ids.ts,
    // rules-edition.ts): a stored one keeps this hash.
    const { state: legacy } = playSetup(createGame({ factions: ALL, seed: 'pinned', seating: 'listed', ids: 'shared', rules: 1 }));
    expect(stateHash(legacy)).to.equal('0f8e41e8ddff314aee0d22c3cf430cf11be67be47cc9900e87fbc6189f41b00f');
    expect(legacy).to.not.have.property('privateIds');
    expect(legacy.config).to.not.have.property('ids');
    expect(legacy.config).to.not.have.property('rules');
    expect(state.config.rules).to.equal(RULES_EDITION);
    expect([playsEdition(state, 2), playsEdition(legacy, 1), playsEdition(legacy, 2)]).to.deep.equal([true, true, false]);
  });

  it('stored games of format 2 (base cards, no post-reveal battle fields) are upgraded and play on', () => {
    const { state: inBattle } = enterBattle(emptyBoard(), (s) => {
      place(s, 'harkonnen', 'the-great-flat', 14, 3);
      place(s, 'fremen', 'the-great-flat', 14, 3);
    });
    // A format 2 state as stored then: no card sets in the config, no post-reveal fields in the battle.
    type Stored = { format: number; config: Record<string, unknown>; round: { current: Record<string, unknown> } };
    const old = JSON.parse(JSON.stringify(inBattle)) as Stored;
    old.format = 2;
    delete old.config.cards;
    for (const key of ['lateDefenses', 'choices', 'weaponsAnnounced']) delete old.round.current[key];
    const upgraded = upgradeState(old as unknown as GameState);
    expect(upgraded.format).to.equal(3);
    expect(upgraded.config.cards).to.deep.equal(['base']);
    expect(stateHash(upgraded)).to.equal(stateHash(inBattle));
    let s = upgraded;
    for (let i = 0; i < 20 && s.phase === 'battle'; i++) {
      const d = pendingDecisions(s)[0]!;
      s = act(s, d.seat, legalAnswer(d, i, viewFor(s, d.seat))).state;
    }
    expect(s.phase).to.not.equal('battle');
  });

  it('custody: every card, traitor and force is in exactly one place at every step', () => {
    let s = createGame({ factions: ALL, seed: 'custody', advanced: true });
    for (;;) {
      expectCustody(s);
      const next = pendingDecisions(s)[0];
      if (!next) break;
      s = act(s, next.seat, legalAnswer(next, 1)).state;
    }
  });

  it('a rejected action leaves the state byte-identical and says why', () => {
    let s = createGame({ factions: ALL, seed: 'rej' });
    const predict = pendingDecisions(s)[0]!;
    expectRejected(s, 'spectator', legalAnswer(predict), 'NOT_A_SEAT');
    expectRejected(s, 'fremen', legalAnswer(predict), 'NOT_YOUR_TURN');
    // @ts-expect-error an unknown id does not compile (the id unions); the engine still refuses one that gets this far
    expectRejected(s, 'bene-gesserit', { type: 'pick-traitor', event: predict.id, leader: 'x' }, 'WRONG_ACTION');
    expectRejected(s, 'bene-gesserit', { ...legalAnswer(predict), event: 'e999' } as Action, 'STALE_EVENT');
    s = act(s, 'bene-gesserit', legalAnswer(predict)).state;
    // Replaying the answered prediction is refused: it is stale now.
    expectRejected(s, 'bene-gesserit', legalAnswer(predict), 'STALE_EVENT');
    const picks = pendingDecisions(s);
    const mine = picks[0]!;
    s = act(s, mine.seat, legalAnswer(mine)).state;
    expectRejected(s, mine.seat, legalAnswer(mine, 1), 'ALREADY_SUBMITTED');
    // Re-sending the identical secret answer (a retry) is accepted and changes nothing.
    const again = applyAction(s, mine.seat, legalAnswer(mine));
    expect(again.ok).to.equal(true);
    if (again.ok) {
      expect(again.state).to.equal(s);
      expect(again.events).to.deep.equal([]);
    }
  });

  it('errors do not reveal whether another seat has answered a secret choice', () => {
    let s = createGame({ factions: ALL, seed: 'leak' });
    s = act(s, 'bene-gesserit', legalAnswer(pendingDecisions(s)[0]!)).state;
    const picks = pendingDecisions(s);
    const [a, b] = [picks[0]!, picks[1]!];
    const probe = (st: GameState) => applyAction(st, b.seat, legalAnswer(a));
    const beforeAnswer = probe(s);
    const afterAnswer = probe(act(s, a.seat, legalAnswer(a)).state);
    expect(beforeAnswer).to.deep.equal(afterAnswer);
    expect(beforeAnswer.ok).to.equal(false);
  });

  it("noninterference: games differing only in one seat's traitor pick look identical to everyone else", () => {
    const base = createGame({ factions: ALL, seed: 'ni' });
    const differ = (pick: number) => playSetup(base, (d) => (d.seat === 'atreides' && d.kind === 'pick-traitor' ? pick : 0));
    const x = differ(0);
    const y = differ(3);
    expect(x.state.factions.atreides!.traitors).to.not.deep.equal(y.state.factions.atreides!.traitors);
    for (const viewer of [...ALL.filter((f) => f !== 'atreides'), 'spectator'] as const)
      expect(viewFor(x.state, viewer), viewer).to.deep.equal(viewFor(y.state, viewer));
    const publicEvents = (e: typeof x.events) => e.filter((ev) => ev.visibleTo === undefined || ev.visibleTo !== 'atreides');
    expect(publicEvents(x.events)).to.deep.equal(publicEvents(y.events));
    expect(viewFor(x.state, 'atreides')).to.not.deep.equal(viewFor(y.state, 'atreides'));
  });

  it('1.11.01 SPICE RESERVES: viewFor shows spice, hands, traitors and predictions only to their owner; spectators see no private part', () => {
    const { state } = playSetup(createGame({ factions: ALL, seed: 'view' }));
    const spectator = viewFor(state, 'spectator');
    expect(spectator.private).to.equal(null);
    const text = JSON.stringify(spectator);
    for (const f of ALL) {
      for (const card of state.factions[f]!.hand) expect(text).to.not.include(`"${card}"`);
      for (const t of state.factions[f]!.traitors) expect(text).to.not.include(`"${t}"`);
    }
    for (const viewer of ALL) for (const seat of viewFor(state, viewer).seats) expect(seat).to.not.have.property('spice');
    const mine = viewFor(state, 'harkonnen').private!;
    expect(mine.hand).to.deep.equal(state.factions.harkonnen!.hand);
    expect(mine.traitors).to.have.length(4);
    expect(mine.spice).to.equal(10);
  });
});
