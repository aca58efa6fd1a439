// A game stored by a build before ids by audience (test/fixtures/legacy-ids-game.json: shared e<n> event and decision
// ids, one c<n> chat numbering) still validates, replays to its stored hash, restores in a real server through an
// admin import with every event id its seats had, and plays on numbering ids as it always did.
import { expect } from 'chai';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGame, idOrder, stateHash, type Faction, type GameEvent, type Viewer } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { checkRecordParts } from '../../rooms/record-check.ts';
import { replayFrom, replayLog } from '../../rooms/replay-log.ts';
import { FileStore, type GameRecord, type LogEntry } from '../../server/store/index.ts';
import type { GameConnection } from '../../client-sdk/node.ts';
import { bootServer, waitFor } from '../helpers/server.ts';

interface LegacyFixture {
  tokens: Record<Faction, string>;
  /** The event and chat ids each reader had received when the game was stored. */
  seen: Record<Viewer, { events: string[]; chat: string[] }>;
  export: { record: GameRecord; log: LogEntry[]; stateHash: string };
}

const FIXTURE = JSON.parse(readFileSync(new URL('../fixtures/legacy-ids-game.json', import.meta.url), 'utf8')) as LegacyFixture;
const { record, log } = FIXTURE.export;
const SEATS = Object.keys(FIXTURE.tokens) as Faction[];
const ADMIN = 'legacy-ids-admin-token';
const LEGACY_ID = /^e\d+$/;

describe('wire: a game stored before ids by audience keeps its ids', function () {
  this.timeout(60_000);

  it('validates, replays to its stored hash with the single counter, and would not without replayConfig', () => {
    const checked = checkRecordParts(record);
    expect(checked.ok, JSON.stringify(checked.ok ? [] : checked.problems)).to.equal(true);
    expect(stateHash(record.state)).to.equal(FIXTURE.export.stateHash);
    expect(record.state.config).to.not.have.property('ids');
    expect(record.state).to.not.have.property('privateIds');
    expect(stateHash(replayLog(record.state.config, log))).to.equal(FIXTURE.export.stateHash);
    // Started as a new game, the same config numbers by audience: the log's ids then name other decisions.
    expect(() => replayFrom(createGame(record.state.config), log)).to.throw();
    // Every id the game made is a legacy e<n>.
    for (const seen of Object.values(FIXTURE.seen)) for (const id of seen.events) expect(id).to.match(LEGACY_ID);
  });

  it('an admin import restores it on a real server: its seats get their old event ids, the chat numbered per reader, and play goes on with legacy ids', async () => {
    const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-legacy-ids-')));
    const server = await bootServer(store, { adminToken: ADMIN });
    const gameId = 'legacy-ids';
    const conns: [Viewer, GameConnection][] = [];
    try {
      const put = await fetch(`${server.httpUrl}/admin/games/${gameId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
        body: JSON.stringify(FIXTURE.export),
      });
      expect(put.status, await put.clone().text()).to.equal(200);
      expect(((await put.json()) as { stateHash: string }).stateHash).to.equal(FIXTURE.export.stateHash);
      for (const f of SEATS) conns.push([f, await server.client().reclaim(gameId, FIXTURE.tokens[f])]);
      conns.push(['spectator', await server.client().spectate(gameId)]);
      const room = () => server.room(gameId);
      expect(stateHash(room().game)).to.equal(FIXTURE.export.stateHash);
      // The history a restored room rebuilds from the log carries the very ids each reader had.
      await waitFor(() => conns.every(([v, c]) => c.events.length >= FIXTURE.seen[v].events.length), 10_000, 'every history');
      for (const [v, c] of conns)
        expect(
          c.events.map((e) => e.id),
          `${v}'s events`,
        ).to.deep.equal(FIXTURE.seen[v].events);
      // Stored chat of an earlier build loads; each reader now sees it numbered c1.. over what it may read.
      const stored = new Map((record.control as { chat: { id: string; text: string }[] }).chat.map((m) => [m.id, m.text]));
      await waitFor(() => conns.every(([v, c]) => c.chat.length === FIXTURE.seen[v].chat.length), 5000, 'every chat history');
      for (const [v, c] of conns) {
        expect(
          c.chat.map((m) => m.text),
          `${v}'s chat`,
        ).to.deep.equal(FIXTURE.seen[v].chat.map((id) => stored.get(id)));
        expect(
          c.chat.map((m) => m.id),
          `${v}'s chat ids`,
        ).to.deep.equal(c.chat.map((_, i) => `c${i + 1}`));
      }

      // Play goes on: the pending decisions keep their ids, and everything new takes the next e<n>.
      const before = room().game.nextEvent;
      const seats = conns.filter(([v]) => v !== 'spectator').map(([, c]) => c);
      for (const d of room().game.pending) expect(d.id).to.match(LEGACY_ID);
      for (let i = 0; i < 12; i++) {
        await waitFor(() => seats.some((c) => c.decisions.length > 0), 5000, 'a decision');
        const conn = seats.find((c) => c.decisions.length > 0)!;
        expect(conn.decisions[0]!.id).to.match(LEGACY_ID);
        await conn.act(legalAnswer(conn.decisions[0]!, i, conn.view));
      }
      const game = room().game;
      expect(game.actions).to.equal(record.state.actions + 12);
      expect(game.config).to.not.have.property('ids');
      expect(game).to.not.have.property('privateIds');
      const fresh: GameEvent[] = conns.flatMap(([v, c]) => c.events.slice(FIXTURE.seen[v].events.length));
      expect(fresh.length).to.be.greaterThan(0);
      for (const e of fresh) {
        expect(e.id).to.match(LEGACY_ID);
        expect(idOrder(e.id)![0]).to.be.at.least(before);
      }
      // What was played after the import replays from the stored config too (the operator's check, a restore).
      const replayed = replayLog(record.state.config, await store.log(gameId));
      expect(stateHash(replayed)).to.equal(stateHash(game));
    } finally {
      await Promise.all(conns.map(([, c]) => c.leave().catch(() => undefined)));
      await server.close();
    }
  });
});
