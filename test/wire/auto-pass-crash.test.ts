// An answer the SDK sends by itself (karamaAutoPass) and loses in a crash is sent again: the server process is killed
// (SIGKILL) right as the SDK passes a Karama window, before the pass reaches it; the restarted server restores the game
// with the window open, and the recovered SDK passes it again, so the game does not stick there.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { CLASSIC_FACTIONS, type Faction } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { isKarama } from '../../rooms/dune/karama/cards.ts';
import { DuneClient } from '../../client-sdk/node.ts';
import { freePort } from '../helpers/redis.ts';
import { startProcess, stopProcess, type ServerProcess } from '../helpers/process.ts';
import { waitFor } from '../helpers/server.ts';
import { report } from '../support/capture-logs.ts';

const BOTS = Object.fromEntries(CLASSIC_FACTIONS.filter((f) => f !== 'emperor').map((f) => [f, 'easy'])) as Partial<Record<Faction, 'easy'>>;

describe('wire: an automatic answer lost in a crash', function () {
  this.timeout(90_000);

  it('after a SIGKILL between the SDK’s Karama pass and its commit, the recovered SDK passes the window again and play goes on', async () => {
    const port = await freePort();
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'dune-auto-pass-')), BOT_DELAY_MS: '0' };
    let server: ServerProcess = await startProcess(port, env);
    try {
      const human = await new DuneClient(server.url, { karamaAutoPass: true, reconnectMinUptimeMs: 0, recoverForMs: 60_000 }).create({
        factions: [...CLASSIC_FACTIONS],
        seed: 'karama-wire',
        faction: 'emperor',
        bots: BOTS,
      });
      // The first pass the SDK sends dies with the server: the message is dropped, the process killed.
      let lost: string | null = null;
      let killing: Promise<unknown> | null = null;
      const original = human.room.send.bind(human.room);
      human.room.send = ((type: string, message: { action?: { type: string; event: string } }) => {
        if (lost === null && type === 'act' && message.action?.type === 'karama-window') {
          lost = message.action.event;
          killing = stopProcess(server, 'SIGKILL');
          return;
        }
        original(type, message);
      }) as typeof human.room.send;
      for (let i = 0; i < 3000 && lost === null; i++) {
        const holdsKarama = (human.view.private?.hand ?? []).some(isKarama);
        const d = human.decisions.find((x) => x.kind !== 'karama-window' || holdsKarama);
        if (d) await human.act(legalAnswer(d, i, human.view)).catch(() => undefined);
        else await waitFor(() => lost !== null || human.decisions.some((x) => x.kind !== 'karama-window' || holdsKarama), 10_000, 'a decision or a window');
      }
      expect(lost, 'the SDK passed a Karama window').to.not.equal(null);
      await killing;
      const killedAt = Date.now();
      server = await startProcess(port, env);
      // Back in, the window is offered again (the restore kept it open) and passed by the SDK: it closes, and the game
      // moves on.
      await waitFor(() => human.room.connection.isOpen && !human.allDecisions.some((d) => d.id === lost), 30_000, 'the lost pass to be sent again');
      const version = human.version;
      for (let i = 0; i < 200 && human.version < version + 20; i++) {
        const d = human.decisions[0];
        if (d) await human.act(legalAnswer(d, i, human.view)).catch(() => undefined);
        else await new Promise((r) => setTimeout(r, 20));
      }
      expect(human.version).to.be.at.least(version + 20);
      report(`window ${lost} passed again ${Date.now() - killedAt} ms after the kill; play went on to version ${human.version}`);
      await human.leave();
    } finally {
      await stopProcess(server, 'SIGKILL');
    }
  });

  it('a seat reclaimed while a window it cannot act on waits for it alone is passed at once, with no further change to prompt it', async () => {
    const port = await freePort();
    const server = await startProcess(port, { DATA_DIR: mkdtempSync(join(tmpdir(), 'dune-auto-pass-')), BOT_DELAY_MS: '0', PAUSE_FLOOR_MS: '0' });
    try {
      // The first device answers nothing by itself, and goes before passing a Karama window it holds no Karama for.
      const first = await new DuneClient(server.url, { karamaAutoPass: false, recoverForMs: 0 }).create({
        factions: [...CLASSIC_FACTIONS],
        seed: 'karama-wire',
        faction: 'emperor',
        bots: BOTS,
      });
      const window = () => first.decisions.find((d) => d.kind === 'karama-window' && !(first.view.private?.hand ?? []).some(isKarama));
      for (let i = 0; i < 3000 && !window(); i++) {
        const d = first.decisions.find((x) => x.kind !== 'karama-window');
        if (d) await first.act(legalAnswer(d, i, first.view)).catch(() => undefined);
        else await waitFor(() => first.decisions.some((x) => x.kind !== 'karama-window') || window() !== undefined, 10_000, 'a decision or a window');
      }
      const open = window();
      expect(open, 'a Karama window without a Karama in hand').to.not.equal(undefined);
      // Every bot has answered it (no timing floor here; who has passed is not shown): the game waits for this seat.
      for (let seen = -1; seen !== first.version; ) {
        seen = first.version;
        await new Promise((r) => setTimeout(r, 500));
      }
      const version = first.version;
      const token = first.seatToken!;
      await first.leave();
      // The second device reclaims the seat: the window is in its first full state, and nothing else will change.
      const second = await new DuneClient(server.url, { karamaAutoPass: true }).reclaim(first.gameId, token);
      await waitFor(() => !second.allDecisions.some((d) => d.id === open!.id), 10_000, 'the window to be passed after the reclaim');
      expect(second.version).to.be.greaterThan(version);
      await second.leave();
    } finally {
      await stopProcess(server, 'SIGKILL');
    }
  });
});
