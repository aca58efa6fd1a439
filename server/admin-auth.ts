// The admin API's one question: does this request carry the operator's bearer token? Asked at the HTTP edge, before
// an admin body is read (server/http-limits.ts), and again by each admin route (server/http.ts). Without an
// ADMIN_TOKEN no token is right, and the refusal says so (403), so that an operator does not hunt for a typo.
import { timingSafeEqual } from 'node:crypto';

/** ADMIN_TOKEN; null: the admin API is off. */
export type AdminToken = string | null;

export interface AdminRefusal {
  status: 401 | 403;
  body: { code: 'ADMIN_DISABLED' | 'ADMIN_UNAUTHORIZED'; error: string };
  headers: Record<string, string>;
}

const DISABLED: AdminRefusal = {
  status: 403,
  body: { code: 'ADMIN_DISABLED', error: 'the admin API is off on this server: set ADMIN_TOKEN' },
  headers: {},
};
const UNAUTHORIZED: AdminRefusal = {
  status: 401,
  body: { code: 'ADMIN_UNAUTHORIZED', error: 'admin token required (Authorization: Bearer …)' },
  headers: { 'www-authenticate': 'Bearer' },
};

/** Why a request with this Authorization header may not use the admin API, or null when it may. */
export function adminRefusal(authorization: string | null | undefined, token: AdminToken): AdminRefusal | null {
  if (!token) return DISABLED;
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : UNAUTHORIZED;
}
