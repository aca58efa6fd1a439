// Bounds on the HTTP side of the server, before any route runs: how long a client may take to send its headers and
// its request, and how large a body may be (413 above it; 411 for a body of unknown length). The matchmaking
// requests are small; the admin import carries a whole game and gets a larger limit of its own.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface HttpLimits {
  /** Largest body of any request but an admin import, in bytes. */
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

function refuse(res: ServerResponse, status: number, error: string): void {
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify({ code: status, error }));
}

/** Whether the request may go on to the routes; answers it itself otherwise. */
function admitted(req: IncomingMessage, res: ServerResponse, limits: HttpLimits): boolean {
  const limit = req.method === 'PUT' && req.url?.startsWith('/admin/') ? limits.importBytes : limits.bodyBytes;
  if (req.headers['transfer-encoding'] !== undefined) {
    refuse(res, 411, 'send the body with a Content-Length');
    return false;
  }
  const length = Number(req.headers['content-length'] ?? 0);
  if (!Number.isSafeInteger(length) || length < 0) {
    refuse(res, 400, 'bad Content-Length');
    return false;
  }
  if (length > limit) {
    refuse(res, 413, `the body is ${length} bytes; the limit here is ${limit}`);
    return false;
  }
  return true;
}

/** Applies the limits to `server` (before Colyseus adds its request handler). */
export function limitHttp(server: Server, limits: HttpLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.maxHeadersCount = 100;
  // The 'request' event goes to every listener; the check must stop it before the routes see it.
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'request' && !admitted(args[0] as IncomingMessage, args[1] as ServerResponse, limits)) return true;
    return emit(event, ...args);
  }) as typeof server.emit;
}
