// Secrets kept through spice and pauses (issue 37), on the wire with the timing floor on: two stored games that differ
// only in a seat's spice send every other client the same bytes, and the question that could tell them apart stays
// open no less than the floor however fast it is answered.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameState } from '../../rooms/dune/index.ts';
import { FileStore } from '../../server/store/index.ts';
import { answer, fundingPosition } from '../helpers/choam-wire.ts';
import { expectNoninterference, playStored, type Run } from '../helpers/noninterference.ts';
import { bootServer, waitFor, type TestServer } from '../helpers/server.ts';
import { leaveAll, type Watched } from '../helpers/skills-wire.ts';
import { report } from '../support/capture-logs.ts';

const FLOOR = 1200;

/** Runs `steps` on a stored `position`, timing how long `kind` stays open from before the game was opened. */
async function timed(server: TestServer, store: FileStore, gameId: string, position: GameState, kind: string, steps: (t: Watched) => Promise<void>) {
  const started = Date.now();
  let closed = 0;
  const run: Run = await playStored(server, store, gameId, position, async (t) => {
    t.spectator.onUpdate(() => {
      if (closed === 0 && !t.spectator.view.awaiting.some((a) => a.kind === kind)) closed = Date.now();
    });
    await steps(t);
    await waitFor(() => closed > 0, 10_000, `${kind} to close`);
  });
  return { ...run, open: closed - started };
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
    const play = (gameId: string, spice: number) =>
      timed(server, store, gameId, fundingPosition(spice), 'choam-battle-support', async (t) => {
        await answer(server, t, 'choam', 'choam-battle-support', (d) => {
          expect(d).to.include({ ally: 'harkonnen', max: spice });
          return { amount: 0 };
        });
      });
    const broke = await play('funding-spice-0', 0);
    const rich = await play('funding-spice-7', 7);
    // CHOAM's own client was shown its spice when it took its seat: the answer itself sends it nothing different.
    expectNoninterference(broke, rich, ['atreides', 'harkonnen', 'spectator'], []);
    for (const run of [broke, rich]) expect(run.open, 'open no less than the floor').to.be.at.least(FLOOR);
    report(`choam-battle-support open from the restore to its close, floor ${FLOOR} ms: no spice ${broke.open} ms, 7 spice ${rich.open} ms`);
    for (const run of [broke, rich]) await leaveAll(run.table);
  });
});
