// Baseline (a): a raw WebSocket echo (the `ws` package, no Colyseus, no game) on another free loopback port, with
// the same number of clients as the game load, each sending a small message and waiting for its echo, at the rate
// the game clients acted. What is left over in the game's latency is the room: engine, store, patches, decoding.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { summarize, type Summary } from './stats.ts';

export interface EchoResult {
  clients: number;
  /** Messages each client sent per second (the game clients' action rate). */
  ratePerClient: number;
  seconds: number;
  messages: number;
  latencyMs: Summary;
  errors: number;
}

export async function runEcho(clients: number, ratePerClient: number, durationMs: number): Promise<EchoResult> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  server.on('connection', (socket) => socket.on('message', (data, binary) => socket.send(data, { binary })));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const latencies: number[] = [];
  let errors = 0;
  const sockets: WebSocket[] = [];
  try {
    for (let i = 0; i < clients; i++) {
      const socket = new WebSocket(url);
      sockets.push(socket);
      await once(socket, 'open');
    }
    const interval = ratePerClient > 0 ? 1000 / ratePerClient : durationMs;
    const started = performance.now();
    const deadline = started + durationMs;
    await Promise.all(
      sockets.map(async (socket) => {
        // A random phase, so the clients do not all send in the same tick.
        let next = started + Math.random() * interval;
        const payload = Buffer.from(JSON.stringify({ rid: '1', action: { type: 'pass', event: 'x' } }));
        while (next < deadline) {
          const wait = next - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const t0 = performance.now();
          try {
            socket.send(payload);
            await once(socket, 'message');
            latencies.push(performance.now() - t0);
          } catch {
            errors++;
          }
          next = Math.max(next + interval, performance.now());
        }
      }),
    );
    return {
      clients,
      ratePerClient: Math.round(ratePerClient * 100) / 100,
      seconds: durationMs / 1000,
      messages: latencies.length,
      latencyMs: summarize(latencies),
      errors,
    };
  } finally {
    for (const s of sockets) s.terminate();
    await new Promise<void>((r) => server.close(() => r()));
  }
}
