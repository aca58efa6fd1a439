// The operator API (server/http.ts) as the operators page calls it: list, export and import stored games with the
// bearer ADMIN_TOKEN. The token lives in sessionStorage only (gone with the tab, never in a URL or localStorage).
import { SERVER_URL } from '../server.ts';

const TOKEN_KEY = 'dune-rooms:admin-token';

export const storedToken = (): string => sessionStorage.getItem(TOKEN_KEY) ?? '';
export const storeToken = (token: string): void => sessionStorage.setItem(TOKEN_KEY, token);
export const forgetToken = (): void => sessionStorage.removeItem(TOKEN_KEY);

/** One stored game as GET /admin/games lists it; `live` names the process holding its room, null when none does. */
export interface AdminGame {
  gameId: string;
  version: number;
  turn: number;
  phase: string;
  updatedAt: number;
  /** Why the store could not read the game. */
  damaged?: string;
  live: { clients: number; processId: string } | null;
}

/**
 * A failed call: the HTTP status (0 when the server could not be reached) and the server's body (its `code` and
 * `error`, any `issues` or `damaged`), or the network error's text.
 */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${status === 0 ? 'the server could not be reached' : status}: ${errorText(body)}`);
  }

  /** The refusal's code (`ADMIN_DISABLED`, `ADMIN_UNAUTHORIZED`, `LIST_FAILED` …), when the server gave one. */
  get code(): string | null {
    const code = this.body && typeof this.body === 'object' && 'code' in this.body ? (this.body as { code: unknown }).code : null;
    return typeof code === 'string' ? code : null;
  }

  /** The server refuses every admin call: it has no ADMIN_TOKEN. */
  get disabled(): boolean {
    return this.status === 403 && this.code === 'ADMIN_DISABLED';
  }
}

/** Longest text of a body shown as it is (a proxy's error page, say). */
const SHOWN_TEXT = 300;

/** What a failed call's body says, in one line: its `error`, its text, or that it said nothing. */
export function errorText(body: unknown): string {
  if (body && typeof body === 'object' && 'error' in body) return String((body as { error: unknown }).error);
  const text = (typeof body === 'string' ? body : body === null || body === undefined ? '' : JSON.stringify(body)).replace(/\s+/g, ' ').trim();
  if (text === '') return 'no error text';
  return text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT)}…` : text;
}

async function call<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${SERVER_URL}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` },
    });
  } catch (unreachable) {
    throw new AdminError(0, { error: (unreachable as Error).message || String(unreachable) });
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): shown as text.
  }
  if (!response.ok) throw new AdminError(response.status, body);
  return body as T;
}

export const listGames = (token: string): Promise<AdminGame[]> => call<{ games: AdminGame[] }>(token, '/admin/games').then((b) => b.games);

export const exportGame = (token: string, gameId: string): Promise<unknown> => call(token, `/admin/games/${encodeURIComponent(gameId)}`);

export const importGame = (token: string, gameId: string, body: string): Promise<unknown> =>
  call(token, `/admin/games/${encodeURIComponent(gameId)}`, { method: 'PUT', body, headers: { 'content-type': 'application/json' } });

/** Saves `data` as a JSON file through a temporary object URL (nothing leaves the browser). */
export function download(name: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
