// The headers every HTTP answer carries (README, Operations): a Content-Security-Policy the web table runs under,
// no sniffing, no framing, no referrer off the origin, its own browsing-context group, and CORS (server/cors.ts).
// Set before any route or refusal runs, so that web files, operator routes, the framework's /matchmake routes,
// 404s and the early refusals of server/http-limits.ts all carry them. HSTS is not sent: this server speaks plain
// HTTP, and only the TLS terminator in front of it can promise HTTPS.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { corsHeaders, type HeaderSet, isAdminPath, leaveCorsToUs } from './cors.ts';

export interface AnswerPolicy {
  /**
   * Whether this process sends clients to a public address (PUBLIC_ADDRESS, or any process's with Redis): its
   * pages must then open WebSockets to hosts it cannot list, since every process has an address of its own.
   */
  sendsElsewhere: boolean;
  /** Origins allowed to call the admin API from their pages (ADMIN_ORIGINS). */
  adminOrigins: readonly string[];
}

/**
 * What the built web table needs and nothing more: its own script and style files (no inline script, no eval;
 * Preact sets style properties through the DOM, which CSP allows), the empty `data:` icon of index.html, fetches
 * and WebSockets to its own origin (`'self'` covers ws:/wss: to the same host) and, when games may live on other
 * processes, WebSockets anywhere. No plugins, no <base>, no form submission (forms are handled in script; a form
 * that fell back to submitting would put what it holds, an admin token say, in a URL), and no framing.
 */
function contentSecurityPolicy(sendsElsewhere: boolean): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${sendsElsewhere ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function securityHeaders(sendsElsewhere: boolean): HeaderSet {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sendsElsewhere),
    'X-Content-Type-Options': 'nosniff',
    // For browsers without frame-ancestors.
    'X-Frame-Options': 'DENY',
    // The app links nowhere else; same-origin requests keep their Referer and, for a POST, their Origin.
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Other sites may not embed these files (CORS reads, as the SDK makes, are not affected).
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** Admin answers (games, exports with seat-token hashes) are never kept by a browser or a proxy. */
const ADMIN_ONLY: HeaderSet = { 'Cache-Control': 'no-store' };

function setAll(res: ServerResponse, headers: HeaderSet): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * Puts the headers on every answer of `server`. Call it after limitHttp: wrapping `emit('request')` outside that
 * wrapper, it runs first, before its refusals and before any listener (Colyseus's included) sees the request.
 */
export function secureEveryAnswer(server: Server, policy: AnswerPolicy): void {
  leaveCorsToUs();
  const fixed = securityHeaders(policy.sendsElsewhere);
  const adminOrigins = new Set(policy.adminOrigins);
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      const res = args[1] as ServerResponse;
      const url = req.url ?? '/';
      setAll(res, fixed);
      setAll(res, corsHeaders(url, req.headers.origin, adminOrigins));
      if (isAdminPath(url)) setAll(res, ADMIN_ONLY);
    }
    return emit(event, ...args);
  }) as typeof server.emit;
}
