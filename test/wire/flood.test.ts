// Floods: a client sending faster than its limits gets RATE_LIMITED answers, then is closed (FLOOD_CLOSE_CODE);
// an honest game in another room plays on meanwhile, and the flooded game's state does not move.
import { expect } from 'chai';
import { stateHash } from '../../rooms/dune/index.ts';
import type { DuneError } from '../../client-sdk/node.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { FLOOD_CLOSE_CODE } from '../../rooms/flood-guard.ts';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { closeTable, openTable } from '../helpers/table.ts';

describe('wire: floods', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await bootServer(undefined, { limits: { flood: { messagesPerSecond: 20, burst: 20, unanswered: 2, closeAfter: 200 } } });
  });
  after(() => server.close());

  it('a flooding client is refused with RATE_LIMITED, then closed; the other room and the flooded game are unharmed', async () => {
    const honest = await openTable(server, { seed: 'honest', factions: ['atreides', 'harkonnen'] });
    const target = await openTable(server, { seed: 'flooded', factions: ['fremen', 'guild'] });
    const before = stateHash(server.room(target.gameId).game);
    const attacker = target.seats.get('fremen')!;
    const errors: DuneError[] = [];
    attacker.onError((e) => errors.push(e));
    const closed = new Promise<number>((resolve) => attacker.room.onLeave((code) => resolve(code)));
    for (let i = 0; i < 2000; i++) attacker.room.send('act', { rid: `f${i}`, action: { type: 'dial-storm', event: 'e1', value: 1 } });
    expect(await closed).to.equal(FLOOD_CLOSE_CODE);
    expect(errors.filter((e) => e.code === 'RATE_LIMITED').length).to.be.within(1, 10 * 3);
    expect(stateHash(server.room(target.gameId).game)).to.equal(before);
    // The honest table plays through its first decisions meanwhile and after.
    for (let round = 0; round < 3; round++) {
      const ready = [...honest.seats.values()].filter((c) => c.decisions.length > 0);
      await Promise.all(ready.map((c) => c.act(legalAnswer(c.decisions[0]!))));
    }
    // The flooded game's other seat still plays.
    const guild = target.seats.get('guild')!;
    if (guild.decisions[0]) await guild.act(legalAnswer(guild.decisions[0]));
    await closeTable(honest);
    await closeTable(target);
  });

  it('more actions waiting for their answer than allowed are refused with RATE_LIMITED; each is answered once', async () => {
    const table = await openTable(server, { seed: 'unanswered', factions: ['emperor', 'guild'] });
    const seat = table.seats.get('emperor')!;
    const d = seat.decisions[0]!;
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        seat.act(legalAnswer(d)).then(
          () => 'ok',
          (e: DuneError) => e.code,
        ),
      ),
    );
    expect(outcomes).to.have.length(12);
    expect(outcomes).to.include('RATE_LIMITED');
    expect(outcomes.filter((o) => o === 'ok').length).to.be.at.least(1);
    await closeTable(table);
  });
});
