// Secrets kept through spice and pauses (issue 37), on the wire with the timing floor on: two stored games that differ
// only in a seat's spice send every other client the same bytes, and the question that could tell them apart stays
// open no less than the floor however fast it is answered: answered at once in one game and after 600 ms in the
// other, the two pauses look alike to everyone else.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASSIC_FACTIONS, createGame, type Decision, type GameState } from '../../rooms/dune/index.ts';
import { enterPhase } from '../helpers/bidding.ts';
import { playSetup } from '../helpers/engine.ts';
import { FileStore } from '../../server/store/index.ts';
import { answer, fundingPosition, passKarama } from '../helpers/choam-wire.ts';
import { expectNoninterference, playStored, type Run } from '../helpers/noninterference.ts';
import { bootServer, waitFor, type TestServer } from '../helpers/server.ts';
import { leaveAll, settledAt, type Watched } from '../helpers/skills-wire.ts';
import { report } from '../support/capture-logs.ts';

const FLOOR = 1200;

/**
 * Runs `steps` on a stored `position`, timing how long `kind` stays open: from before the game was opened, and as a
 * spectator saw it (from its first view holding the question to its first view without).
 */
async function timed(server: TestServer, store: FileStore, gameId: string, position: GameState, kind: string, steps: (t: Watched) => Promise<void>) {
  const started = Date.now();
  let opened = 0;
  let closed = 0;
  const run: Run = await playStored(server, store, gameId, position, async (t) => {
    const watch = () => {
      const asked = t.spectator.view.awaiting.some((a) => a.kind === kind);
      if (asked && opened === 0) opened = Date.now();
      if (!asked && opened > 0 && closed === 0) closed = Date.now();
    };
    watch();
    t.spectator.onUpdate(watch);
    await steps(t);
    await waitFor(() => closed > 0, 10_000, `${kind} to close`);
  });
  return { ...run, open: closed - started, seen: closed - opened };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Bidding with the Atreides (3 spice) allied to the Fremen (`fremen` spice), both asked for their support offers;
 * everyone else holds 10.
 */
function supportPosition(fremen: number, rules: number): GameState {
  const setUp = playSetup(createGame({ factions: [...CLASSIC_FACTIONS], seed: 'ally-spice', seating: 'listed', rules })).state;
  return enterPhase(setUp, 'bidding', (s) => {
    s.firstPlayer = 'atreides';
    for (const f of s.seating) s.factions[f]!.spice = 10;
    s.alliances = [['atreides', 'fremen']];
    s.factions.atreides!.spice = 3;
    s.factions.fremen!.spice = fremen;
  });
}

/**
 * The Fremen offer 4 (after `think` ms) and then bribe the Harkonnen 2; the Atreides bid 6 (their 3 and 3 of the
 * offer) and the others pass.
 */
async function supportedPurchase(server: TestServer, t: Watched, think = 0): Promise<void> {
  await pause(think);
  await answer(server, t, 'fremen', 'offer-bid-support', () => ({ amount: 4 }));
  await answer(server, t, 'atreides', 'offer-bid-support', () => ({ amount: 0 }));
  await t.seats.get('fremen')!.act({ type: 'bribe', to: 'harkonnen', amount: 2 });
  await settledAt(server, t);
  await answer(server, t, 'atreides', 'bid', () => ({ amount: 6 }));
  for (let guard = 0; guard < 12; guard++) {
    await passKarama(server, t);
    const next = [...t.seats].find(([, c]) => c.decisions.some((d: Decision) => d.kind === 'bid'));
    if (!next || next[0] === 'atreides') return;
    await answer(server, t, next[0], 'bid', () => ({ amount: 0 }));
  }
}

describe('wire: secrets through spice and pauses (issue 37)', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-spice-secrets-')));
  let server: TestServer;
  before(async () => {
    server = await bootServer(store, { pauseFloorMs: FLOOR });
  });
  after(() => server.close());

  it('CH.ally.battle-funding noninterference (rules edition 3): CHOAM with no spice or with 7 is asked alike and answers 0 at once; every other client receives the same bytes, and the question stays open no less than the floor either way', async () => {
    // The broke CHOAM answers at once, the rich one thinks 600 ms: the floor makes the two pauses alike.
    const play = (gameId: string, spice: number, think: number) =>
      timed(server, store, gameId, fundingPosition(spice), 'choam-battle-support', async (t) => {
        await pause(think);
        await answer(server, t, 'choam', 'choam-battle-support', (d) => {
          expect(d).to.include({ ally: 'harkonnen', max: spice });
          return { amount: 0 };
        });
      });
    const broke = await play('funding-spice-0', 0, 0);
    const rich = await play('funding-spice-7', 7, 600);
    // CHOAM's own client was shown its spice when it took its seat: the answer itself sends it nothing different.
    expectNoninterference(broke, rich, ['atreides', 'harkonnen', 'spectator'], []);
    for (const run of [broke, rich]) expect(run.open, 'open no less than the floor').to.be.at.least(FLOOR);
    // Pause timings included: what the others saw of the pause differs by much less than the 600 ms of thought.
    expect(Math.abs(broke.seen - rich.seen), 'the two pauses as the others saw them').to.be.below(300);
    report(
      `choam-battle-support, floor ${FLOOR} ms, answered at once (no spice) or after 600 ms (7 spice): open from the restore ${broke.open} / ${rich.open} ms, as seen ${broke.seen} / ${rich.seen} ms`,
    );
    for (const run of [broke, rich]) await leaveAll(run.table);
  });

  it('1.10.02.05 noninterference (rules edition 3): games that differ only in the spice of the ally who offers support send every other client, its ally included, the same bytes; in edition 2 the ally could tell them apart', async () => {
    const play = (gameId: string, fremen: number, rules: number) =>
      playStored(server, store, gameId, supportPosition(fremen, rules), (t) => supportedPurchase(server, t));
    // The lean Fremen offer at once, the rich ones after 600 ms: the floor makes the two pauses alike.
    const lean = await timed(server, store, 'ally-spice-6', supportPosition(6, 3), 'offer-bid-support', (t) => supportedPurchase(server, t, 0));
    const rich = await timed(server, store, 'ally-spice-11', supportPosition(11, 3), 'offer-bid-support', (t) => supportedPurchase(server, t, 600));
    expect(Math.abs(lean.seen - rich.seen), 'the two pauses as the others saw them').to.be.below(300);
    report(`offer-bid-support, floor ${FLOOR} ms, offered at once or after 600 ms: as seen ${lean.seen} / ${rich.seen} ms`);
    for (const run of [lean, rich]) {
      const atreides = run.table.events.get('atreides')!;
      expect(atreides.filter((e) => e.type === 'card-bought').map((e) => (e.type === 'card-bought' ? [e.faction, e.allyPaid] : null))).to.deep.equal([
        ['atreides', 3],
      ]);
    }
    expectNoninterference(lean, rich, ['atreides', 'bene-gesserit', 'emperor', 'harkonnen', 'guild', 'spectator'], ['fremen']);
    // Rules edition 2: an offer was paid from what its maker held then, so what the ally could use showed that spice.
    const leanOld = await play('ally-spice-old-5', 5, 2);
    const richOld = await play('ally-spice-old-11', 11, 2);
    expectNoninterference(leanOld, richOld, ['bene-gesserit', 'emperor', 'harkonnen', 'guild', 'spectator'], ['atreides']);
    for (const run of [lean, rich, leanOld, richOld]) await leaveAll(run.table);
  });
});
