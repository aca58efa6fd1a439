// The admin API's one question: does this request carry the operator's bearer token? Asked at the HTTP edge, before
// an admin body is read (server/http-limits.ts), and again by each admin route (server/http.ts).
import { timingSafeEqual } from 'node:crypto';

/** ADMIN_TOKEN; null: the admin API is off. */
export type AdminToken = string | null;

export type AdminAccess = { ok: true } | { ok: false; status: 401 | 403; error: string };

export const ADMIN_DISABLED = 'ADMIN_DISABLED: the admin API is off on this server (ADMIN_TOKEN is not set)';
export const ADMIN_DENIED = 'ADMIN_TOKEN_REQUIRED: admin token required (Authorization: Bearer …)';

export function adminAccess(authorization: string | null | undefined, token: AdminToken): AdminAccess {
  if (!token) return { ok: false, status: 403, error: ADMIN_DISABLED };
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  if (given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true };
  return { ok: false, status: 401, error: ADMIN_DENIED };
}
