// A Colyseus server (the real framework, its own process) whose `dune` room announces another protocol than this
// build's in its seat message, as a server of another MAJOR, or of a build before 1.0, would: the SDK's check of the
// announced version is tested against it (test/wire/protocol-mismatch.test.ts). Usage: PORT=n PROTOCOL=x|none, and
// it prints "ready" once it listens. It counts the clients that left and answers GET /left with that count.
import { createEndpoint, createRouter, Room, Server, type Client } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';

const announced = process.env.PROTOCOL === 'none' ? undefined : process.env.PROTOCOL;
let left = 0;

class OtherDune extends Room {
  override onJoin(client: Client): void {
    client.send('seat', { gameId: this.roomId, faction: 'atreides', seatToken: 'seat-token', ...(announced === undefined ? {} : { protocol: announced }) });
  }
  override onLeave(): void {
    left++;
  }
}

const server = new Server({ transport: new WebSocketTransport(), greet: false, gracefullyShutdown: false });
server.define('dune', OtherDune);
server.router = createRouter({ left: createEndpoint('/left', { method: 'GET' }, async () => Response.json({ left })) });
await server.listen(Number(process.env.PORT), '127.0.0.1');
console.log('ready');
