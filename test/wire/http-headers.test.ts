// Every HTTP answer carries the security headers (server/security-headers.ts): the web table's files, the operator
// routes, the framework's /matchmake routes and preflights, a 404, and the early refusals of server/http-limits.ts.
// CORS (server/cors.ts): public routes allow any origin without credentials; /admin/* only the ADMIN_ORIGINS.
import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootServer, type TestServer } from '../helpers/server.ts';

const TOKEN = 'headers-admin-token-0123456789';
const OPS = 'https://ops.example.com';
const ELSEWHERE = 'https://elsewhere.example';

interface Answer {
  status: number;
  /** Header names in lower case; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
}

/**
 * Sends `head` (a request line and headers, without the blank line) and, when given, `body`, exactly as written,
 * and reads the answer's status and headers. A raw socket: a refusal may come before the body is sent, and no
 * client library adds or checks headers on the way.
 */
function raw(port: number, head: string, body = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const done = () => {
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no complete answer: ${JSON.stringify(text.slice(0, 200))}`));
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
      }
      resolve({ status: Number(statusLine!.split(' ')[1]), headers });
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
      // Enough once the headers are in: a refused upload is closed by the server, a normal answer may stay open.
      if (text.includes('\r\n\r\n')) {
        socket.destroy();
        done();
      }
    });
    socket.on('error', (e) => (text.includes('\r\n\r\n') ? done() : reject(e)));
    socket.on('end', done);
    socket.write(`${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n${body}`);
  });
}

const get = (port: number, path: string, extra = '') => raw(port, `GET ${path} HTTP/1.1${extra}`);

/** The headers every answer must carry, whatever its route or status. */
function expectSecured(answer: Answer, what: string): void {
  const h = answer.headers;
  const csp = h['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ])
    expect(csp, `${what}: CSP ${directive}`).to.include(directive);
  expect(csp, `${what}: no unsafe source`).to.not.match(/unsafe-(inline|eval)/);
  expect(h['x-content-type-options'], `${what}: nosniff`).to.equal('nosniff');
  expect(h['x-frame-options'], `${what}: X-Frame-Options`).to.equal('DENY');
  expect(h['referrer-policy'], `${what}: Referrer-Policy`).to.equal('same-origin');
  expect(h['cross-origin-opener-policy'], `${what}: COOP`).to.equal('same-origin');
  expect(h['cross-origin-resource-policy'], `${what}: CORP`).to.equal('same-origin');
  expect(h['permissions-policy'], `${what}: Permissions-Policy`).to.include('camera=()');
  // Plain HTTP here: HSTS is the TLS terminator's to send (README, Operations).
  expect(h['strict-transport-security'], `${what}: no HSTS on plain HTTP`).to.equal(undefined);
}

/** The CORS headers of an answer, names in lower case. */
const cors = (answer: Answer) => Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name.startsWith('access-control-')));

describe('wire: security headers and CORS', function () {
  this.timeout(30_000);
  let server: TestServer;
  let listed: TestServer;
  const dist = mkdtempSync(join(tmpdir(), 'dune-web-dist-'));

  before(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>table</title>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    server = await bootServer(undefined, { webDir: dist, adminToken: TOKEN });
    listed = await bootServer(undefined, { webDir: dist, adminToken: TOKEN, adminOrigins: [OPS] });
  });
  after(async () => {
    await server?.close();
    await listed?.close();
  });

  it('every kind of answer carries them: web files, operator routes, /matchmake, preflights, a 404, 413 and 411 refusals', async () => {
    const port = server.port;
    const json = '{}';
    const answers: [string, Answer][] = [
      ['GET /', await get(port, '/')],
      ['GET /app.js', await get(port, '/app.js')],
      ['GET /missing.js (404)', await get(port, '/missing.js')],
      ['GET /no/such/route (404)', await get(port, '/no/such/route')],
      ['GET /health', await get(port, '/health')],
      ['GET /health/live', await get(port, '/health/live')],
      ['GET /metrics', await get(port, '/metrics')],
      ['GET /games', await get(port, '/games')],
      ['GET /admin/games without a token (401)', await get(port, '/admin/games')],
      ['GET /admin/games', await get(port, '/admin/games', `\r\nAuthorization: Bearer ${TOKEN}`)],
      [
        'POST /matchmake/joinById (a refusal)',
        await raw(port, `POST /matchmake/joinById/no-such-game HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: ${json.length}`, json),
      ],
      [
        'OPTIONS /matchmake/create/dune (preflight)',
        await raw(port, `OPTIONS /matchmake/create/dune HTTP/1.1\r\nOrigin: ${ELSEWHERE}\r\nAccess-Control-Request-Method: POST`),
      ],
      [
        'POST with a body over the limit (413)',
        await raw(port, 'POST /matchmake/create/dune HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 99999999'),
      ],
      ['POST without a length (411)', await raw(port, 'POST /matchmake/create/dune HTTP/1.1\r\nTransfer-Encoding: chunked')],
      ['PUT /admin without the token, before its body (401)', await raw(port, 'PUT /admin/games/x HTTP/1.1\r\nContent-Length: 99999999')],
    ];
    const statuses = answers.map(([what, a]) => `${what}: ${a.status}`);
    expect(statuses).to.deep.equal([
      'GET /: 200',
      'GET /app.js: 200',
      'GET /missing.js (404): 404',
      'GET /no/such/route (404): 404',
      'GET /health: 200',
      'GET /health/live: 200',
      'GET /metrics: 200',
      'GET /games: 200',
      'GET /admin/games without a token (401): 401',
      'GET /admin/games: 200',
      'POST /matchmake/joinById (a refusal): 522',
      'OPTIONS /matchmake/create/dune (preflight): 204',
      'POST with a body over the limit (413): 413',
      'POST without a length (411): 411',
      'PUT /admin without the token, before its body (401): 401',
    ]);
    for (const [what, answer] of answers) expectSecured(answer, what);
  });

  it('a process that sends clients to other processes’ addresses lets its pages open WebSockets there', async () => {
    const elsewhere = await bootServer(undefined, { webDir: dist, publicAddress: '127.0.0.1:1' });
    try {
      const csp = (await get(elsewhere.port, '/')).headers['content-security-policy'] ?? '';
      expect(csp).to.include("connect-src 'self' ws: wss:");
      expect((await get(server.port, '/')).headers['content-security-policy']).to.include("connect-src 'self';");
    } finally {
      await elsewhere.close();
    }
  });

  it('public routes allow any origin, without credentials; their preflight allows what the SDK sends', async () => {
    for (const path of ['/', '/app.js', '/games', '/health', '/no/such/route']) {
      const answer = await get(server.port, path, `\r\nOrigin: ${ELSEWHERE}`);
      expect(cors(answer), path).to.include({ 'access-control-allow-origin': '*' });
      expect(cors(answer), path).to.not.have.property('access-control-allow-credentials');
    }
    const json = '{}';
    const refused = await raw(
      server.port,
      `POST /matchmake/joinById/no-such-game HTTP/1.1\r\nOrigin: ${ELSEWHERE}\r\nContent-Type: application/json\r\nContent-Length: ${json.length}`,
      json,
    );
    expect(cors(refused)).to.include({ 'access-control-allow-origin': '*' });
    expect(cors(refused)).to.not.have.property('access-control-allow-credentials');
    // @colyseus/sdk posts JSON with Accept and Content-Type (and Authorization when given an auth token).
    const preflight = await raw(
      server.port,
      `OPTIONS /matchmake/create/dune HTTP/1.1\r\nOrigin: ${ELSEWHERE}\r\nAccess-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: accept, content-type`,
    );
    expect(preflight.status).to.equal(204);
    const allowed = cors(preflight);
    expect(allowed['access-control-allow-origin']).to.equal('*');
    expect(allowed).to.not.have.property('access-control-allow-credentials');
    expect(allowed['access-control-allow-methods']).to.match(/\bPOST\b/);
    const headers = (allowed['access-control-allow-headers'] ?? '').toLowerCase();
    for (const name of ['accept', 'content-type', 'authorization']) expect(headers).to.include(name);
  });

  it('/admin/* answers CORS only to ADMIN_ORIGINS (none by default), never with credentials; so do its preflights', async () => {
    const auth = `\r\nAuthorization: Bearer ${TOKEN}`;
    // Default: no origin is listed; the operators page is same-origin and needs none.
    for (const origin of [ELSEWHERE, OPS]) {
      const answer = await get(server.port, '/admin/games', `\r\nOrigin: ${origin}${auth}`);
      expect(answer.status).to.equal(200);
      expect(cors(answer), origin).to.deep.equal({});
      expect(answer.headers.vary ?? '', origin).to.match(/\bOrigin\b/i);
    }
    // Listed: that origin exactly, and nothing to another.
    const mine = await get(listed.port, '/admin/games', `\r\nOrigin: ${OPS}${auth}`);
    expect(cors(mine)).to.include({ 'access-control-allow-origin': OPS });
    expect(cors(mine)).to.not.have.property('access-control-allow-credentials');
    expect(mine.headers.vary ?? '').to.match(/\bOrigin\b/i);
    for (const origin of [ELSEWHERE, `${OPS}:8443`, 'http://ops.example.com', 'null']) {
      const other = await get(listed.port, '/admin/games', `\r\nOrigin: ${origin}${auth}`);
      expect(cors(other), origin).to.deep.equal({});
    }
    // Preflights of an import (PUT with Authorization and a JSON body).
    const ask = (port: number, origin: string) =>
      raw(
        port,
        `OPTIONS /admin/games/some-game HTTP/1.1\r\nOrigin: ${origin}\r\nAccess-Control-Request-Method: PUT\r\nAccess-Control-Request-Headers: authorization, content-type`,
      );
    const granted = cors(await ask(listed.port, OPS));
    expect(granted['access-control-allow-origin']).to.equal(OPS);
    expect(granted).to.not.have.property('access-control-allow-credentials');
    expect(granted['access-control-allow-methods']).to.match(/\bPUT\b/);
    expect((granted['access-control-allow-headers'] ?? '').toLowerCase()).to.include('authorization');
    expect(cors(await ask(listed.port, ELSEWHERE))).to.deep.equal({});
    expect(cors(await ask(server.port, OPS))).to.deep.equal({});
    // Odd spellings of the path are admin paths too.
    for (const path of ['//admin/games', '/ADMIN/games', '/%61dmin/games'])
      expect(cors(await get(server.port, path, `\r\nOrigin: ${ELSEWHERE}`)), path).to.deep.equal({});
  });

  it('admin answers are never cached', async () => {
    const answer = await get(server.port, '/admin/games', `\r\nAuthorization: Bearer ${TOKEN}`);
    expect(answer.headers['cache-control']).to.equal('no-store');
  });
});
