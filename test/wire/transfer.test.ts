// Moving a seat to another device by a transfer code (rooms/transfers.ts): the seat's holder gets a code, a second
// client takes the seat with it and gets a new seat token; the first is closed and its token reclaims nothing any
// more; a code is good once; spectators have no seat to move; wrong codes are refused with BAD_TRANSFER_CODE.
import { expect } from 'chai';
import type { DuneError } from '../../client-sdk/node.ts';
import { useServer, waitFor } from '../helpers/server.ts';
import { matchmake, RawClient } from '../helpers/raw-client.ts';
import { SEAT_MOVED_CLOSE_CODE } from '../../schema/close-codes.ts';

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: DuneError) => e.code,
  );

describe('wire: moving a seat to another device', function () {
  this.timeout(60_000);
  const server = useServer();

  it('a second client takes the seat with its code and a new token; the first is closed and its token stops working; the code is good once', async () => {
    const first = await server()
      .client()
      .create({ factions: ['atreides', 'harkonnen'], seed: 'transfer', faction: 'atreides', bots: { harkonnen: 'easy' }, botDelayMs: 60_000 });
    const oldToken = first.seatToken!;
    const errors: string[] = [];
    first.onError((e) => errors.push(e.code));
    const { code, expiresAt } = await first.transferCode();
    expect(code).to.match(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(expiresAt - Date.now()).to.be.within(4 * 60_000, 5 * 60_000 + 1000);
    // Case, spaces and dashes do not matter to the player typing it.
    const second = await server().client().takeSeat(first.gameId, code.toLowerCase().replace(/-/g, ' '));
    expect(second.faction).to.equal('atreides');
    expect(second.seatToken).to.be.a('string').and.not.equal(oldToken);
    await waitFor(() => errors.includes('BAD_TOKEN'), 5000, 'the first device told its seat moved');
    // The room's record of the seat is the new token alone.
    const room = server().room(first.gameId);
    expect(await refusal(server().client().reclaim(first.gameId, oldToken))).to.equal('BAD_TOKEN');
    expect(await refusal(server().client().takeSeat(first.gameId, code))).to.equal('BAD_TRANSFER_CODE');
    // The moved seat plays on: its decision is answered from the second device.
    await waitFor(() => second.decisions.length > 0, 5000, 'a decision for the moved seat');
    expect(room.autopilot.modeOf('atreides')).to.equal('human');
    const back = await server().client().reclaim(first.gameId, second.seatToken!);
    expect(back.faction).to.equal('atreides');
    await back.leave();
  });

  it('a spectator has no seat to move; a made-up code is refused; a seat asking again replaces its code', async () => {
    const seat = await server()
      .client()
      .create({ factions: ['fremen', 'guild'], seed: 'transfer-2', faction: 'fremen', bots: { guild: 'easy' }, botDelayMs: 60_000 });
    const watcher = await server().client().spectate(seat.gameId);
    expect(await refusal(watcher.transferCode())).to.equal('NOT_A_SEAT');
    expect(await refusal(server().client().takeSeat(seat.gameId, 'ABCD-EFGH-JKMN'))).to.equal('BAD_TRANSFER_CODE');
    const a = await seat.transferCode();
    const b = await seat.transferCode();
    expect(b.code).to.not.equal(a.code);
    expect(await refusal(server().client().takeSeat(seat.gameId, a.code))).to.equal('BAD_TRANSFER_CODE');
    const moved = await server().client().takeSeat(seat.gameId, b.code);
    expect(moved.faction).to.equal('fremen');
    await moved.leave();
    await watcher.leave();
  });

  it('in JSON mode from a raw client (PROTOCOL.md only): the code in the ack, the seat taken with transferCode, the old socket closed with 4011', async () => {
    const created = await matchmake(server().httpUrl, 'create', 'dune', {
      factions: ['atreides', 'harkonnen'],
      faction: 'atreides',
      bots: { harkonnen: 'easy' },
      botDelayMs: 60_000,
      seed: 'transfer-json',
      format: 'json',
    });
    const first = await RawClient.connect(server().url, created);
    await first.until(() => first.seat !== null && first.view !== null, 5000, 'seat and view');
    const { code } = await first.transfer();
    const gameId = first.seat!.gameId;
    const taken = await matchmake(server().httpUrl, 'joinById', gameId, { gameId, transferCode: code, format: 'json' });
    const second = await RawClient.connect(server().url, taken);
    await second.until(() => second.seat !== null, 5000, 'seat');
    expect(second.seat).to.deep.include({ gameId, faction: 'atreides' });
    expect(second.seat!.seatToken).to.be.a('string').and.not.equal(first.seat!.seatToken);
    await first.until(() => first.closed !== null, 5000, 'the old socket to close');
    expect(first.closed).to.equal(SEAT_MOVED_CLOSE_CODE);
    await second.leave();
  });
});
