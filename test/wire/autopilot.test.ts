// Bots and autopilot in the room (issue 5): bot seats, handing a seat to autopilot and back, autopilot after a
// disconnect longer than the grace period, turn clocks, and autopilot a human chose kept across a restart.
import { expect } from 'chai';
import { CLASSIC_FACTIONS, viewFor, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import type { GameConnection } from '../../client-sdk/node.ts';
import type { WireAction } from '../../schema/messages.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '../../server/store/index.ts';
import { bootServer, sleep, useServer, waitFor } from '../helpers/server.ts';

/**
 * Resolves once the room has run every action queued before the call: an answer to a decision that does not exist
 * goes through the same queue as every action (bots' and autopilot's too), so its refusal comes after theirs.
 */
async function drained(room: { game: GameState }, via: GameConnection): Promise<void> {
  const d = room.game.pending[0];
  if (!d) return;
  const probe = { ...legalAnswer(d, 0, viewFor(room.game, d.seat)), event: 'no-such-decision' } as WireAction;
  const accepted = await via.act(probe).then(
    () => true,
    () => false,
  );
  if (accepted) throw new Error('an answer to no decision was accepted');
}

const OTHERS = (human: Faction) => Object.fromEntries(CLASSIC_FACTIONS.filter((f) => f !== human).map((f) => [f, 'easy'])) as Partial<Record<Faction, 'easy'>>;

describe('wire: bots and autopilot', function () {
  this.timeout(120_000);
  const server = useServer();

  it('bot seats play a whole game with one human answering through the SDK', async () => {
    const human = await server()
      .client()
      .create({ factions: [...CLASSIC_FACTIONS], seed: 'bots-table', faction: 'atreides', bots: OTHERS('atreides'), botDelayMs: 0 });
    const room = server().room(human.gameId);
    expect(human.control).to.deep.include({ atreides: 'human', harkonnen: 'bot' });
    const bot = await server()
      .client()
      .join(human.gameId, { faction: 'harkonnen' })
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(bot?.message).to.match(/played by a bot/);
    for (let i = 0; i < 5000 && room.game.phase !== 'game-over'; i++) {
      const d = human.decisions[0];
      if (d) await human.act(legalAnswer(d, i, human.view));
      else await waitFor(() => human.decisions.length > 0 || room.game.phase === 'game-over', 10_000, `human decision (phase ${room.game.phase})`);
    }
    expect(room.game.victory).to.not.equal(null);
    expect(room.autopilot.rejected).to.equal(0);
    await human.leave();
  });

  it('a human hands its seat to autopilot and takes it back', async () => {
    const a = await server()
      .client()
      .create({ factions: ['atreides', 'harkonnen'], seed: 'handover', faction: 'atreides', botDelayMs: 0 });
    const h = await server().client().join(a.gameId, { faction: 'harkonnen' });
    const room = server().room(a.gameId);
    await a.setAutopilot(true);
    expect(room.autopilot.modeOf('atreides')).to.equal('autopilot');
    await waitFor(() => a.control.atreides === 'autopilot', 5000, 'public control flag');
    // Atreides' set-up decisions are answered for it while Harkonnen plays by hand.
    await waitFor(() => room.game.factions.atreides!.traitors.length === 1, 5000, 'autopilot picks a traitor');
    await a.setAutopilot(false);
    expect(room.autopilot.modeOf('atreides')).to.equal('human');
    // An answer autopilot chose before the hand-back may still be committing: let it land.
    await drained(room, h);
    // Harkonnen plays on by hand until Atreides has a decision again; nothing answers it any more.
    const atreidesAsked = () => room.game.pending.some((d) => d.seat === 'atreides');
    for (let i = 0; i < 200 && !atreidesAsked(); i++) {
      await waitFor(() => h.decisions.length > 0 || atreidesAsked(), 10_000, 'a decision for either seat');
      const d = h.decisions[0];
      if (d && !atreidesAsked()) await h.act(legalAnswer(d, i, h.view));
    }
    const open = room.game.pending.find((d) => d.seat === 'atreides')!;
    expect(open).to.not.equal(undefined);
    const before = room.game.actions;
    // Time for a bot answer to be planned (botDelayMs is 0) and, if one was, for it to run.
    await sleep(150);
    await drained(room, h);
    expect(
      room.game.pending.some((d) => d.id === open.id),
      `${JSON.stringify(open)} answered; ${room.game.actions - before} actions since, phase ${room.game.phase}`,
    ).to.equal(true);
    await a.leave();
    await h.leave();
  });

  it('a seat disconnected longer than the grace period is played by autopilot until reclaimed', async () => {
    const a = await server()
      .client()
      .create({ factions: ['fremen', 'guild'], seed: 'grace', faction: 'fremen', botDelayMs: 0, graceSeconds: 0.2 });
    const g = await server().client().join(a.gameId, { faction: 'guild' });
    const room = server().room(a.gameId);
    const token = a.seatToken!;
    await a.leave();
    await waitFor(() => room.autopilot.modeOf('fremen') === 'autopilot', 5000, 'autopilot after grace');
    await waitFor(() => room.game.factions.fremen!.traitors.length === 1, 5000, 'autopilot answers for the absent seat');
    const back = await server().client().reclaim(a.gameId, token);
    expect(room.autopilot.modeOf('fremen')).to.equal('human');
    expect(back.control.fremen).to.equal('human');
    await back.leave();
    await g.leave();
  });

  it('turn clocks are shown: a public decision’s to everyone, a secret one’s to its own seat only', async () => {
    const me = await server()
      .client({ karamaAutoPass: true })
      .create({
        factions: ['emperor', 'bene-gesserit'],
        seed: 'clocks',
        faction: 'emperor',
        bots: { 'bene-gesserit': 'easy' },
        botDelayMs: 0,
        turnSeconds: 60,
      });
    const watcher = await server().client().spectate(me.gameId);
    const room = server().room(me.gameId);
    const within = (clock: number | null | undefined) => clock !== null && clock !== undefined && clock > Date.now() && clock <= Date.now() + 60_000;
    // Set-up: the traitor pick is secret; its clock is the Emperor's alone.
    await waitFor(() => me.decisions.some((d) => d.kind === 'pick-traitor') && within(me.myClock), 5000, 'the secret clock');
    expect(watcher.clocks.emperor).to.equal(undefined);
    expect(me.clocks.emperor).to.equal(undefined);
    // Play on until the Emperor has a decision everyone knows of: its clock is public then.
    for (let i = 0; i < 200 && !room.game.pending.some((d) => d.seat === 'emperor' && !d.secret); i++) {
      const d = me.decisions[0];
      if (d) await me.act(legalAnswer(d, i, me.view)).catch(() => undefined);
      else await sleep(5);
    }
    await waitFor(() => within(watcher.clocks.emperor), 5000, 'the public clock');
    expect(watcher.clocks.emperor).to.equal(me.myClock);
    expect(watcher.clocks['bene-gesserit'], 'a bot seat runs no clock').to.equal(undefined);
    await watcher.leave();
    await me.leave();
  });

  it('a turn clock lets autopilot answer a decision its human left open', async () => {
    const a = await server()
      .client()
      .create({ factions: ['emperor', 'bene-gesserit'], seed: 'clock', faction: 'emperor', botDelayMs: 0, turnSeconds: 1 });
    const room = server().room(a.gameId);
    // Bene Gesserit's seat is empty and nobody answers its prediction: the clock runs out and autopilot answers.
    expect(room.game.pending[0]?.seat).to.equal('bene-gesserit');
    await waitFor(() => room.game.factions['bene-gesserit']!.prediction !== null, 5000, 'clock expiry');
    expect(room.autopilot.modeOf('bene-gesserit')).to.equal('human');
    await a.leave();
  });
});

describe('wire: autopilot across a restart', function () {
  this.timeout(60_000);

  it('autopilot a human switched on stays on after the server restarts and the human reclaims the seat; one a disconnect started ends', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dune-autopilot-'));
    const first = await bootServer(new FileStore(dir));
    let gameId = '';
    let chosenToken = '';
    let droppedToken = '';
    try {
      // Long grace: no autopilot by disconnect during the test, only the one chosen.
      const a = await first
        .client()
        .create({ factions: ['atreides', 'harkonnen'], seed: 'autopilot-restart', faction: 'atreides', botDelayMs: 60_000, graceSeconds: 3600 });
      const h = await first.client().join(a.gameId, { faction: 'harkonnen' });
      gameId = a.gameId;
      chosenToken = a.seatToken!;
      droppedToken = h.seatToken!;
      await a.setAutopilot(true);
      await waitFor(() => h.control.atreides === 'autopilot', 5000, 'autopilot shown');
      await a.leave();
      await h.leave();
    } finally {
      await first.close();
    }
    const second = await bootServer(new FileStore(dir), { port: 0 });
    try {
      const back = await second.client().reclaim(gameId, chosenToken);
      const room = second.room(gameId);
      expect(room.autopilot.modeOf('atreides')).to.equal('autopilot');
      expect(back.control.atreides).to.equal('autopilot');
      const other = await second.client().reclaim(gameId, droppedToken);
      expect(room.autopilot.modeOf('harkonnen')).to.equal('human');
      // A drop and a return keep the choice too; turning it off is the human's.
      await back.leave();
      const again = await second.client().reclaim(gameId, chosenToken);
      expect(room.autopilot.modeOf('atreides')).to.equal('autopilot');
      await again.setAutopilot(false);
      expect(room.autopilot.modeOf('atreides')).to.equal('human');
      await again.leave();
      await other.leave();
    } finally {
      await second.close();
    }
  });
});
