// Keep-alive pings spread over their interval (rooms/ping-rounds.ts), and the transport that uses them
// (MeteredTransport in rooms/wire.ts) still closing a socket that stops answering.
import { expect } from 'chai';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { roundTicks } from '../rooms/ping-rounds.ts';
import { MeteredTransport } from '../rooms/wire.ts';

describe('Ping rounds: a share of the sockets per tick, each once per round', () => {
  it('visits every client once per round, no tick more than its share', () => {
    const clients = new Set(Array.from({ length: 103 }, (_, i) => i));
    const visits: number[][] = [];
    const tick = roundTicks(clients, 10, (c) => visits.at(-1)!.push(c));
    for (let round = 0; round < 3; round++) {
      const seen: number[] = [];
      for (let t = 0; t < 10; t++) {
        visits.push([]);
        tick();
        expect(visits.at(-1)!.length, 'a tick pings at most ceil(103 / 10)').to.be.at.most(11);
        seen.push(...visits.at(-1)!);
      }
      expect(seen.sort((a, b) => a - b)).to.deep.equal([...clients]);
    }
  });

  it('skips clients gone during a round and reaches newcomers by the next round', () => {
    const clients = new Set(['a', 'b', 'c', 'd']);
    const seen: string[] = [];
    const tick = roundTicks(clients, 2, (c) => seen.push(c));
    tick(); // a, b
    clients.delete('c');
    clients.add('e');
    tick(); // d, e (c is gone)
    expect(seen).to.deep.equal(['a', 'b', 'd', 'e']);
    seen.length = 0;
    tick();
    tick();
    expect(seen.sort()).to.deep.equal(['a', 'b', 'd', 'e']);
  });

  it('with fewer clients than slices, visits each once and the other ticks nothing', () => {
    const clients = new Set([1, 2]);
    const seen: number[] = [];
    const tick = roundTicks(clients, 5, (c) => seen.push(c));
    for (let t = 0; t < 5; t++) tick();
    expect(seen).to.deep.equal([1, 2]);
  });

  it('the transport still closes a socket that stops answering pings, and keeps one that answers', async function () {
    this.timeout(5_000);
    const http = createServer();
    const transport = new MeteredTransport({ server: http, pingInterval: 100, pingMaxRetries: 2 }, () => undefined);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/`;
    try {
      // Without a room in its path the transport closes the socket normally after 1 s; the silent one goes first.
      const answering = new WebSocket(url);
      const silent = new WebSocket(url, { autoPong: false });
      let pings = 0;
      answering.on('ping', () => pings++);
      const closed = (socket: WebSocket) =>
        new Promise<{ code: number; at: number }>((resolve) => socket.on('close', (code) => resolve({ code, at: performance.now() })));
      const started = performance.now();
      const [a, s] = await Promise.all([closed(answering), closed(silent)]);
      expect(s.code, 'terminated, not closed').to.equal(1006);
      expect(s.at - started, 'after its missed pings, before the 1 s close').to.be.below(900);
      expect(a.code, 'the answering socket lasts until the normal close').to.equal(1000);
      expect(pings, 'pinged about every 100 ms').to.be.at.least(4);
    } finally {
      transport.shutdown();
      await new Promise((resolve) => http.close(resolve));
    }
  });
});
