// What every HTTP request and WebSocket upgrade meets before any route or the transport sees it: the client's
// address settled (server/client-address.ts), the admin token checked before an admin body is read, and bounds on
// time and size — how long a client may take to send its headers and its request, and how large a body may be for
// its route (413 above it; 411 for a body of unknown length). The matchmaking requests are small; only the admin
// import carries a whole game, and only an operator holding the token may send one.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { adminRefusal, type AdminToken } from './admin-auth.ts';
import { NO_PROXIES, settleClientAddress, type TrustedProxies } from './client-address.ts';

export interface HttpLimits {
  /** Largest body of a matchmaking request, in bytes. */
  bodyBytes: number;
  /** Largest admin import body, in bytes. */
  importBytes: number;
  /** Time allowed to receive the headers, and the whole request. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  bodyBytes: 64 * 1024,
  importBytes: 8 * 1024 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
};

/** Any other route (lobby, health, admin reads, the web table) takes no body worth the name. */
const OTHER_BODY_BYTES = 1024;

/** Who the edge lets through, besides the limits. */
export interface EdgePolicy {
  adminToken: AdminToken;
  proxies: TrustedProxies;
}

function refuse(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close', ...headers });
  res.end(JSON.stringify({ code: status, ...body }));
}

/** The largest body `req`'s route takes. */
function bodyLimit(req: IncomingMessage, limits: HttpLimits): number {
  const path = (req.url ?? '/').split('?')[0]!;
  if (req.method === 'PUT' && /^\/admin\/games\/[^/]+$/.test(path)) return limits.importBytes;
  if (req.method === 'POST' && path.startsWith('/matchmake/')) return limits.bodyBytes;
  return OTHER_BODY_BYTES;
}

/** Whether the request may go on to the routes; answers it itself otherwise, before reading any of its body. */
function admitted(req: IncomingMessage, res: ServerResponse, limits: HttpLimits, policy: EdgePolicy): boolean {
  settleClientAddress(req, policy.proxies);
  if ((req.url ?? '').startsWith('/admin') && req.method !== 'OPTIONS') {
    const refusal = adminRefusal(req.headers.authorization, policy.adminToken);
    if (refusal) {
      refuse(res, refusal.status, refusal.body, refusal.headers);
      return false;
    }
  }
  if (req.headers['transfer-encoding'] !== undefined) {
    refuse(res, 411, { error: 'send the body with a Content-Length' });
    return false;
  }
  const length = Number(req.headers['content-length'] ?? 0);
  if (!Number.isSafeInteger(length) || length < 0) {
    refuse(res, 400, { error: 'bad Content-Length' });
    return false;
  }
  const limit = bodyLimit(req, limits);
  if (length > limit) {
    refuse(res, 413, { error: `the body is ${length} bytes; the limit for this route is ${limit}` });
    return false;
  }
  return true;
}

/** Applies the limits and the policy to `server` (before Colyseus adds its request and upgrade handlers). */
export function limitHttp(server: Server, limits: HttpLimits, policy: EdgePolicy = { adminToken: null, proxies: NO_PROXIES }): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.maxHeadersCount = 100;
  // The 'request' event goes to every listener; the check must stop it before the routes see it. An upgrade has no
  // body: only its address is settled, so that the transport's auth context sees the same client as matchmaking.
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'request' && !admitted(args[0] as IncomingMessage, args[1] as ServerResponse, limits, policy)) return true;
    if (event === 'upgrade') settleClientAddress(args[0] as IncomingMessage, policy.proxies);
    return emit(event, ...args);
  }) as typeof server.emit;
}
