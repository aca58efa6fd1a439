// Cross-origin access (CORS), decided here for every answer, per path; Colyseus's own CORS headers are switched off
// (docs/COLYSEUS.md §7). Public routes (matchmaking, /games, /health, the web table's files) may be read by a page
// of any origin, but never with credentials: nothing here uses cookies, and a reflected origin with credentials
// would let any site read answers with whatever a browser attaches. The admin API (`/admin/*`) answers CORS only to
// the origins an operator lists (ADMIN_ORIGINS), without credentials either: it takes a bearer token, not cookies.
import { matchMaker } from '@colyseus/core';

/** Headers of one answer, by name. */
export type HeaderSet = Readonly<Record<string, string>>;

/** How long a browser may reuse a preflight's answer (Chromium caps it at 2 h). */
const PREFLIGHT_SECONDS = '7200';

// What @colyseus/sdk sends with its matchmaking POST (Accept, Content-Type: application/json), and Authorization
// for a client given an auth token.
const PUBLIC: HeaderSet = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST',
  'Access-Control-Allow-Headers': 'Accept, Authorization, Content-Type',
  'Access-Control-Max-Age': PREFLIGHT_SECONDS,
};

/** The admin API's calls: list and export (GET), import (PUT, a JSON body), each with its bearer token. */
const ADMIN_GRANT: Omit<HeaderSet, 'Access-Control-Allow-Origin'> = {
  'Access-Control-Allow-Methods': 'GET, PUT',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': PREFLIGHT_SECONDS,
};

/**
 * Whether a request path is the admin API's. Loosely read on purpose (case, repeated slashes, percent-encoding):
 * a path the router would not match gets no CORS headers at all, which costs nothing.
 */
export function isAdminPath(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: judged as sent.
  }
  return /^\/+admin(\/|$)/i.test(path);
}

/** The CORS headers of an answer to a request for `url` from `origin` (the request's Origin header, if any). */
export function corsHeaders(url: string, origin: string | undefined, adminOrigins: ReadonlySet<string>): HeaderSet {
  if (!isAdminPath(url)) return PUBLIC;
  // Answers differ by Origin here: caches must keep them apart.
  if (origin === undefined || !adminOrigins.has(origin)) return { Vary: 'Origin' };
  return { ...ADMIN_GRANT, 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

/**
 * Colyseus sets `DEFAULT_CORS_HEADERS` merged with `getCorsHeaders(headers)` on every answer and every OPTIONS
 * (by default the request's Origin reflected, with credentials), after our request wrapper ran, and it cannot tell
 * one path from another. Both documented hooks are emptied, so that the headers corsHeaders() set stay as they are.
 */
export function leaveCorsToUs(): void {
  // Typed with Colyseus's own five headers; an empty set is what the merge needs.
  (matchMaker.controller as { DEFAULT_CORS_HEADERS: Record<string, string> }).DEFAULT_CORS_HEADERS = {};
  matchMaker.controller.getCorsHeaders = () => ({});
}
