// A whole game over WebSocket: six SDK clients answer their own decisions from their own decoded views (never
// the server's state) until a faction wins; every so often, and at the end, each decoded view equals viewFor.
import { expect } from 'chai';
import { viewFor } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { useServer } from '../helpers/server.ts';
import { closeTable, openTable, settled } from '../helpers/table.ts';
import type { CreateOptions } from '../../schema/messages.ts';
import { report } from '../support/capture-logs.ts';

describe('wire: a full game', function () {
  this.timeout(120_000);
  const server = useServer();

  async function playFullGame(options: Partial<CreateOptions>): Promise<{ events: Map<string, string[]>; types: Set<string> }> {
    const table = await openTable(server(), options);
    const room = server().room(table.gameId);
    const seats = [...table.seats.values()];
    // Every client must receive the same public events (and only its own private ones).
    const publicEvents = new Map<string, string[]>();
    const privateLeaks: string[] = [];
    const types = new Set<string>();
    for (const c of [...seats, table.spectator]) {
      const name = c.faction ?? 'spectator';
      publicEvents.set(name, []);
      c.onEvents((events) => {
        for (const e of events) {
          types.add(e.type);
          if (e.visibleTo === undefined) publicEvents.get(name)!.push(e.id);
          else if (e.visibleTo !== c.faction) privateLeaks.push(`${name} got ${e.type} for ${e.visibleTo}`);
        }
      });
    }
    let checks = 0;
    for (let round = 0; round < 5000 && room.game.phase !== 'game-over'; round++) {
      await settled(server(), table);
      if (round % 40 === 0) {
        for (const c of seats) expect(c.view, `${c.faction} at version ${c.version}`).to.deep.equal(viewFor(room.game, c.faction!));
        expect(table.spectator.view).to.deep.equal(viewFor(room.game, 'spectator'));
        checks++;
      }
      const ready = seats.filter((c) => c.decisions.length > 0);
      expect(ready.length, `stalled in ${room.game.phase}`).to.be.greaterThan(0);
      await Promise.all(ready.map((c) => c.act(legalAnswer(c.decisions[0]!, round, c.view))));
    }
    await settled(server(), table);
    expect(room.game.victory).to.not.equal(null);
    for (const c of seats) expect(c.view).to.deep.equal(viewFor(room.game, c.faction!));
    expect(table.spectator.view.victory).to.deep.equal(room.game.victory);
    expect(privateLeaks).to.deep.equal([]);
    const spectatorLog = publicEvents.get('spectator')!;
    expect(spectatorLog.length).to.be.greaterThan(500);
    for (const [name, log] of publicEvents) expect(log, name).to.deep.equal(spectatorLog);
    report(`${room.game.actions} actions, ${checks} mid-game view checks, victory ${JSON.stringify(room.game.victory)}`);
    await closeTable(table);
    return { events: publicEvents, types };
  }

  it('six clients play from set-up to victory; views equal viewFor along the way and at the end', async () => {
    await playFullGame({ seed: 'full-game-wire' });
  });

  it("with every card set: the expansion cards' decisions and events reach the right clients, views stay exact", async () => {
    const { types } = await playFullGame({ seed: 'full-game-wire-expansions', cards: ['base', 'ixians', 'richese', 'ecaz'] });
    expect([...types]).to.include.members(['weapons-resolved']);
  });

  it('an Advanced game (1.13) with the Sandtrout and the Tech tokens: dialed spice, starred forces, the double blow, the Storm Deck, the Sandtrout and the tokens reach the right clients', async () => {
    const { types } = await playFullGame({ seed: 'full-game-wire-advanced', advanced: true, modules: ['sandtrout', 'tech-tokens'] });
    expect([...types]).to.include.members(['spice-dialed-paid', 'storm-card-revealed', 'storm-card-drawn', 'sandtrout-revealed']);
    expect([...types]).to.include.members(['tech-tokens-dealt', 'tech-token-income', 'tech-token-taken']);
  });

  it('LS.setup an Advanced game with Leader Skills and every card set: the picks, postures and skill effects reach the right clients, views stay exact', async () => {
    const { types } = await playFullGame({
      seed: 'full-game-wire-skills',
      advanced: true,
      modules: ['leader-skills'],
      cards: ['base', 'ixians', 'richese', 'ecaz'],
    });
    expect([...types]).to.include.members(['skills-assigned', 'skill-postures', 'skill-used']);
  });
});
