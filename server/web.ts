// The web table (web/): its built files (web/dist, `npm run web:build`) served at `/` through the same router as
// the operator routes, so `npm start` is the only process a player needs. The folder is flat: a request names one
// file, and only a file listed in that folder is ever read (no path from the URL reaches the file system).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { createEndpoint } from '@colyseus/core';

export const WEB_DIST = join(import.meta.dirname, '..', 'web', 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const NOT_BUILT = 'The web table is not built: run `npm run web:build` (or `npm start`, which builds it when missing), then reload.\n';

/** The routes `/` (index.html) and `/<file>` of `dir`. */
export function webRoutes(dir: string = WEB_DIST) {
  const webIndex = createEndpoint('/', { method: 'GET' }, async () => serve(dir, 'index.html'));
  const webFile = createEndpoint('/:file', { method: 'GET' }, async (ctx) => serve(dir, String(ctx.params.file ?? '')));
  return { webIndex, webFile };
}

function serve(dir: string, name: string): Response {
  if (!existsSync(join(dir, 'index.html'))) return new Response(NOT_BUILT, { status: 503, headers: { 'content-type': TYPES['.txt']! } });
  // The name must be one of the folder's own files: `..`, slashes and encoded tricks never match a listed name.
  const listed = /^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/.test(name) && readdirSync(dir).includes(name) && statSync(join(dir, name)).isFile();
  if (!listed) return new Response('not found\n', { status: 404, headers: { 'content-type': TYPES['.txt']! } });
  const type = TYPES[extname(name)] ?? 'application/octet-stream';
  // Names are not hashed: the browser revalidates each load, so a rebuild is seen at once.
  return new Response(readFileSync(join(dir, name)), { headers: { 'content-type': type, 'cache-control': 'no-cache' } });
}
