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

/** A refused call: the HTTP status and the server's body (its `error`, any `issues` or `damaged`). */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(status === 401 ? 'wrong admin token: the server refused it (401)' : `${status}: ${describe(body)}`);
  }
}

function describe(body: unknown): string {
  if (body && typeof body === 'object' && 'error' in body) return String((body as { error: unknown }).error);
  return typeof body === 'string' ? body : JSON.stringify(body);
}

async function call<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${SERVER_URL}${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` },
  });
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
