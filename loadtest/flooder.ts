// The hostile client of `npm run flood`, as its own process so that it can leave from an address of its own
// (`--from 127.0.0.2`: the server's per-address limits see it apart from the honest clients). It speaks the wire
// protocol directly (PROTOCOL.md, JSON mode): creates a game, sends stale actions as fast as the socket takes them,
// and when it is closed asks straight back in with its seat token, again and again, until the deadline. It prints
// one JSON line: what it sent and what it got back.
import { request } from 'node:http';
import { WebSocket } from 'ws';

const [httpUrl = '', from = '127.0.0.2', seconds = '15'] = process.argv.slice(2);
const deadline = performance.now() + Number(seconds) * 1000;
const ws = httpUrl.replace(/^http/, 'ws');
const tally = { sent: 0, rateLimited: 0, otherErrors: 0, closes: 0, joins: 0, joinsRefused: 0 };

function post(path: string, body: object): Promise<{ status: number; json: Record<string, unknown> }> {
  const bytes = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      `${httpUrl}${path}`,
      { method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/json', 'content-length': bytes.length } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

/** ROOM_DATA_BYTES (17), the type as a msgpack fixstr, the body as JSON text. */
function frame(type: string, body: unknown): Buffer {
  return Buffer.concat([Buffer.from([17, 0xa0 | type.length]), Buffer.from(type), Buffer.from(JSON.stringify(body))]);
}

/** Opens a reserved seat; resolves with the socket once joined, and the seat token once the `seat` message came. */
function open(reservation: Record<string, unknown>): Promise<{ socket: WebSocket; token: Promise<string | null>; closed: Promise<void> }> {
  const socket = new WebSocket(`${ws}/${reservation.processId}/${reservation.roomId}?sessionId=${reservation.sessionId}&skipHandshake`, { localAddress: from });
  let token: (t: string | null) => void = () => undefined;
  const seat = new Promise<string | null>((r) => (token = r));
  const closed = new Promise<void>((r) => socket.once('close', () => r()));
  return new Promise((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const code = data[0]! & 0x1f;
      if (code === 10) {
        socket.send(Buffer.from([10]));
        resolve({ socket, token: seat, closed });
      } else if (code === 17) {
        const at = 2 + (data[1]! & 0x1f);
        const type = data.toString('utf8', 2, at);
        const body = JSON.parse(data.toString('utf8', at)) as { seatToken?: string | null; code?: string };
        if (type === 'seat') token(body.seatToken ?? null);
        if (type === 'error') body.code === 'RATE_LIMITED' ? tally.rateLimited++ : tally.otherErrors++;
      }
    });
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('closed before joining')));
  });
}

const created = await post('/matchmake/create/dune', {
  factions: ['atreides', 'harkonnen'],
  seed: 'flood',
  faction: 'atreides',
  bots: { harkonnen: 'easy' },
  format: 'json',
});
if (created.status !== 200) throw new Error(`the flooder could not create its game: ${JSON.stringify(created.json)}`);
let connection = await open(created.json);
const gameId = String(created.json.roomId);
const seatToken = await connection.token;
while (performance.now() < deadline) {
  const { socket, closed } = connection;
  let open_ = true;
  void closed.then(() => (open_ = false));
  while (open_ && performance.now() < deadline) {
    for (let i = 0; i < 500 && open_; i++, tally.sent++)
      socket.send(frame('act', { rid: `x${tally.sent}`, action: { type: 'dial-storm', event: 'e1', value: 1 } }));
    await new Promise((r) => setImmediate(r));
  }
  if (open_) {
    socket.close();
    break;
  }
  tally.closes++;
  // Straight back in, as often as the server answers, until it lets the seat in again or time is up.
  for (;;) {
    if (performance.now() >= deadline) break;
    tally.joins++;
    const again = await post(`/matchmake/joinById/${gameId}`, { gameId, seatToken, format: 'json' }).catch(() => null);
    if (again?.status === 200) {
      connection = await open(again.json).catch(() => connection);
      break;
    }
    tally.joinsRefused++;
  }
}
console.log(JSON.stringify(tally));
process.exit(0);
