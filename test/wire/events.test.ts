// Events over the wire: nothing is lost while joining (bots act at once), a listener may ask for what came before,
// and `decisions` leaves out the windows the SDK answers by itself (only those the seat cannot act on).
import { expect } from 'chai';
import type { Faction } from '../../rooms/dune/index.ts';
import { betrayingCard } from '../../rooms/dune/phases/battle/traitor-card.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import type { Action, DuneError, GameConnection, PlayerView, Decision } from '../../client-sdk/index.ts';
import { bootServer, useServer, waitFor } from '../helpers/server.ts';
import { FileStore } from '../../server/store/index.ts';
import { replay } from '../../rooms/replay-log.ts';
import { eventsFor } from '../../rooms/events.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TABLE: Faction[] = ['atreides', 'emperor', 'fremen', 'harkonnen'];
const BOTS = (human: Faction) => Object.fromEntries(TABLE.filter((f) => f !== human).map((f) => [f, 'easy'])) as Partial<Record<Faction, 'easy'>>;

/** Plays the human seat with legal answers to the end of the game (no bot-only room is left running). */
async function playOut(human: GameConnection, room: { game: { phase: string } }, each: () => void = () => {}): Promise<void> {
  for (let i = 0; i < 6000 && room.game.phase !== 'game-over'; i++) {
    each();
    const d = human.decisions[0];
    if (d) await human.act(legalAnswer(d, i, human.view)).catch(() => undefined);
    else await waitFor(() => human.decisions.length > 0 || room.game.phase === 'game-over', 10_000, `a decision (phase ${room.game.phase})`);
  }
  expect(room.game.phase).to.equal('game-over');
  await human.leave();
}

describe('wire: events and the SDK’s decisions', function () {
  this.timeout(60_000);
  const server = useServer();

  it('a late joiner gets the events so far (public ones for a spectator), none lost or repeated; a late listener may replay them', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    const info = console.info;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    console.info = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const human = await server()
        .client()
        .create({ factions: TABLE, seed: 'early-events', cards: ['base', 'ixians'], faction: 'fremen', bots: BOTS('fremen'), botDelayMs: 0 });
      const room = server().room(human.gameId);
      for (let i = 0; i < 200 && room.game.turn < 2; i++) {
        const d = human.decisions[0];
        if (d) await human.act(legalAnswer(d, i, human.view)).catch(() => undefined);
        else await waitFor(() => human.decisions.length > 0 || room.game.turn >= 2 || room.game.phase === 'game-over', 10_000, 'a decision or turn 2');
      }
      const watcher = await server().client().spectate(human.gameId);
      const publicIds = () => human.events.filter((e) => e.visibleTo === undefined).map((e) => e.id);
      await waitFor(() => watcher.events.length >= publicIds().length, 5000, 'the history');
      expect(watcher.events.map((e) => e.id).slice(0, publicIds().length)).to.deep.equal(publicIds());
      expect(watcher.events.every((e) => e.visibleTo === undefined)).to.equal(true);
      expect(new Set(watcher.events.map((e) => e.id)).size).to.equal(watcher.events.length);
      const replayed: string[] = [];
      watcher.onEvents((events) => replayed.push(...events.map((e) => e.id)), { past: true });
      expect(replayed).to.deep.equal(watcher.events.map((e) => e.id));
      await watcher.leave();
      await playOut(human, room);
    } finally {
      console.warn = warn;
      console.info = info;
    }
    expect(warnings.filter((w) => /not registered/.test(w))).to.deep.equal([]);
  });

  it('decisions leave out the windows the SDK passes by itself; allDecisions shows everything', async () => {
    const human = await server()
      .client({ karamaAutoPass: true })
      .create({ factions: TABLE, seed: 'auto-windows', cards: ['base', 'ixians'], faction: 'emperor', bots: BOTS('emperor'), botDelayMs: 0 });
    let hidden = 0;
    await playOut(human, server().room(human.gameId), () => {
      const auto = human.allDecisions.filter((d) => !human.decisions.some((x) => x.id === d.id));
      hidden += auto.length;
      for (const d of auto)
        expect(d.kind).to.be.oneOf([
          'karama-window',
          'card-window',
          'portable-snooper',
          'weather-control',
          'family-atomics',
          'truthtrance',
          'call-traitor',
          'kull-wahad',
        ]);
    });
    expect(hidden, 'an auto-passed window was seen in allDecisions only').to.be.greaterThan(0);
  });

  it('3.01.23 3.01.22 1.07.06.07 Weather Control, Truthtrance and traitor calls (the Cheap Hero traitor too) are passed for a seat that cannot act on them, and shown to one that can', async () => {
    const human = await server()
      .client({ karamaAutoPass: true })
      .create({
        factions: TABLE,
        seed: 'auto-card-windows',
        faction: 'harkonnen',
        bots: BOTS('harkonnen'),
        botDelayMs: 0,
        maxTurns: 5,
        modules: ['cheap-hero-traitor'],
      });
    const passed = new Map<string, number>();
    const wrong: string[] = [];
    const CARD: Record<string, string> = { 'weather-control': 'weather-control', truthtrance: 'truthtrance' };
    await playOut(human, server().room(human.gameId), () => {
      const p = human.view.private;
      if (!p) return;
      const holds = (family: string) => p.hand.some((id) => id.replace(/-\d+$/, '') === family);
      for (const d of human.allDecisions) {
        const auto = !human.decisions.some((x) => x.id === d.id);
        let able: boolean | null = null;
        if (d.kind in CARD) able = holds(CARD[d.kind]!);
        if (d.kind === 'call-traitor') able = betrayingCard(d) !== null && p.traitors.includes(betrayingCard(d)!);
        if (able === null) continue;
        if (auto) passed.set(d.kind, (passed.get(d.kind) ?? 0) + 1);
        if (auto === able) wrong.push(`${d.kind} ${auto ? 'passed though the seat could act' : 'shown though the seat could not act'}`);
      }
    });
    expect(wrong).to.deep.equal([]);
    expect(passed.get('truthtrance') ?? 0, 'Truthtrance windows passed for the seat').to.be.greaterThan(0);
  });
});

describe('wire: the README’s client loop', function () {
  this.timeout(60_000);
  const server = useServer();

  it('answers the seat’s decisions one at a time until the game is over, with no action refused', async () => {
    const game = await server()
      .client({ karamaAutoPass: true })
      .create({
        factions: ['atreides', 'harkonnen', 'fremen'],
        faction: 'atreides',
        bots: { harkonnen: 'hard', fremen: 'easy' },
        seed: 'readme',
        botDelayMs: 0,
      });
    // As README.md shows it.
    const choose = (decision: Decision, view: PlayerView): Action => legalAnswer(decision, 0, view);
    const refused: string[] = [];
    await new Promise<void>((done) => {
      let busy = false;
      const step = async () => {
        if (game.view.victory) return done();
        const decision = game.decisions[0];
        if (busy || !decision) return;
        busy = true;
        await game.act(choose(decision, game.view)).catch((e: DuneError) => refused.push(`${e.code} ${e.message}`));
        busy = false;
        void step();
      };
      game.onUpdate(() => void step());
      void step();
    });
    expect(game.view.victory!.winners.length).to.be.greaterThan(0);
    expect(refused).to.deep.equal([]);
    await game.leave();
  });
});

// Its own servers (booted and closed in the test), apart from the shared one above.
describe('wire: event history of a restored game', function () {
  this.timeout(60_000);

  it('a creator with bots receives every event from the first; after a server restart, a reclaimed seat and a spectator get the whole history, rebuilt from the log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dune-history-'));
    const first = await bootServer(new FileStore(dir));
    const human = await first.client().create({ factions: TABLE, seed: 'restored-history', faction: 'atreides', bots: BOTS('atreides'), botDelayMs: 0 });
    const room = first.room(human.gameId);
    for (let i = 0; i < 300 && room.game.turn < 2; i++) {
      const d = human.decisions[0];
      if (d) await human.act(legalAnswer(d, i, human.view)).catch(() => undefined);
      else await waitFor(() => human.decisions.length > 0 || room.game.turn >= 2 || room.game.phase === 'game-over', 10_000, 'a decision or turn 2');
    }
    // The human's seat waits for it: the game stands still once the bots are done.
    await waitFor(
      () => room.game.pending.length > 0 && room.game.pending.every((d) => d.seat === 'atreides') && human.version === room.game.actions,
      5000,
      'only the human to act, and its view up to date',
    );
    await new Promise((r) => setTimeout(r, 50));
    const mine = human.events.map((e) => e.id);
    const publicOnes = human.events.filter((e) => e.visibleTo === undefined);
    expect(mine.length).to.be.greaterThan(50);
    expect(
      human.events.some((e) => e.visibleTo === 'atreides'),
      'private events of the seat',
    ).to.equal(true);
    await human.leave();
    await first.close();
    // The creator received every event it may see from the very first: exactly what its log replays to.
    const stored = new FileStore(dir);
    const record = (await stored.load(human.gameId))!;
    const all = replay(record.state.config, await stored.log(human.gameId)).events;
    await stored.close();
    expect(human.events).to.deep.equal(eventsFor(all, 'atreides'));

    const second = await bootServer(new FileStore(dir));
    try {
      const back = await second.client().reclaim(human.gameId, human.seatToken!);
      await waitFor(() => back.events.length >= mine.length, 5000, 'the rebuilt history');
      expect(back.events.slice(0, mine.length)).to.deep.equal(human.events.slice(0, mine.length));
      const watcher = await second.client().spectate(human.gameId);
      await waitFor(() => watcher.events.length >= publicOnes.length, 5000, 'the public history');
      expect(watcher.events.slice(0, publicOnes.length)).to.deep.equal(publicOnes);
      expect(watcher.events.every((e) => e.visibleTo === undefined)).to.equal(true);
      await watcher.leave();
      await back.leave();
    } finally {
      await second.close();
    }
  });
});
