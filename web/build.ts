// `npm run web:build`: the web table (web/src) bundled into web/dist (index.html, app.js, app.css), which the
// server serves at `/` (server/web.ts). The app imports `@dune-rooms/sdk` as an outside client would: the package's
// own entry points (client-sdk/package.json `exports`, i.e. the built client-sdk/dist), never its sources; the SDK
// is built first when its dist is missing. Flags: `--if-missing` (builds only what is not built yet: `npm start`
// uses it, and it gives up quietly where esbuild is not installed, e.g. a production image), `--sdk-only`.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BuildOptions } from 'esbuild';

const here = import.meta.dirname;
const ROOT = join(here, '..');
const SDK = join(ROOT, 'client-sdk');
export const WEB_OUT = join(here, 'dist');
/** `npm run dev:web` builds here, so that its live-reload page never replaces the build `npm start` serves. */
export const DEV_OUT = join(here, '.dev');

/** The SDK's package entry points, as a bundler resolving `@dune-rooms/sdk[/…]` from its package.json would. */
function sdkEntries(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(SDK, 'package.json'), 'utf8')) as { name: string; exports: Record<string, { default: string }> };
  return Object.fromEntries(Object.entries(manifest.exports).map(([key, entry]) => [manifest.name + key.slice(1), join(SDK, entry.default)]));
}

/** The sources the SDK is built from: its own, the wire's schemas and the engine (its types and helpers). */
const SDK_SOURCES = [SDK, join(ROOT, 'schema'), join(ROOT, 'rooms', 'dune')];

/** When a source of the SDK last changed (ms since the epoch). */
function newestSdkSource(): number {
  let newest = 0;
  for (const dir of SDK_SOURCES)
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('.ts') && !file.startsWith('dist') && !file.includes('node_modules')) newest = Math.max(newest, statSync(join(dir, file)).mtimeMs);
  return newest;
}

/** Built, and not older than its sources: a change to the SDK's code or types (a merge, a pull) rebuilds it. */
function sdkBuilt(): boolean {
  const types = join(SDK, 'dist', 'types', 'client-sdk', 'index.d.ts');
  if (!Object.values(sdkEntries()).every((file) => existsSync(file)) || !existsSync(types)) return false;
  return statSync(types).mtimeMs >= newestSdkSource();
}

export async function ensureSdk(): Promise<void> {
  if (sdkBuilt()) return;
  const { buildSdk } = await import('../client-sdk/build.ts');
  await buildSdk();
}

/** esbuild options for the app; `dev` adds source maps and a default game server (the dev page is served elsewhere). */
export function webOptions(dev = false): BuildOptions {
  return {
    entryPoints: { app: join(here, 'src', 'main.tsx') },
    outdir: dev ? DEV_OUT : WEB_OUT,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: !dev,
    sourcemap: dev,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: sdkEntries(),
    define: { DEV_SERVER: JSON.stringify(dev ? (process.env.DUNE_SERVER ?? 'http://127.0.0.1:2567') : '') },
    legalComments: 'none',
    // Pages a player never opens (the operators page) are chunks of their own, loaded when opened; the folder stays flat.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    metafile: true,
    logLevel: 'warning',
  };
}

export function writeIndex(dev = false): void {
  const reload = dev ? `<script>new EventSource('/esbuild').addEventListener('change', () => location.reload());</script>` : '';
  writeFileSync(
    join(dev ? DEV_OUT : WEB_OUT, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dune — table</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="app.css">
<script type="module" src="app.js"></script>${reload}
</head>
<body><div id="app"></div></body>
</html>
`,
  );
}

export interface WebSize {
  /** app.js and the chunks it imports at once: the script a player's page loads. */
  jsBytes: number;
  cssBytes: number;
  /** What a player's page loads at start, gzipped file by file: index.html, app.css, app.js and its static chunks. */
  gzippedBytes: number;
  /** The chunks loaded only when a page needs them (the operators page), gzipped. */
  lazyGzippedBytes: number;
}

export async function buildWeb(): Promise<WebSize> {
  await ensureSdk();
  const { build } = await import('esbuild');
  rmSync(WEB_OUT, { recursive: true, force: true });
  mkdirSync(WEB_OUT, { recursive: true });
  const { metafile } = await build(webOptions());
  writeIndex();
  // The scripts loaded at start: app.js and the chunks it imports statically (and those they import); the rest are lazy.
  const outputs = metafile!.outputs;
  const atStart = new Set<string>();
  const visit = (file: string) => {
    if (atStart.has(file)) return;
    atStart.add(file);
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(relative(process.cwd(), join(WEB_OUT, 'app.js')));
  const scripts = Object.keys(outputs).filter((f) => f.endsWith('.js'));
  const read = (files: readonly string[]) => files.map((f) => readFileSync(f));
  const gz = (buffers: readonly Buffer[]) => buffers.reduce((n, b) => n + gzipSync(b).length, 0);
  const js = read(scripts.filter((f) => atStart.has(f)));
  const css = existsSync(join(WEB_OUT, 'app.css')) ? readFileSync(join(WEB_OUT, 'app.css')) : Buffer.alloc(0);
  const html = readFileSync(join(WEB_OUT, 'index.html'));
  return {
    jsBytes: js.reduce((n, b) => n + b.length, 0),
    cssBytes: css.length,
    gzippedBytes: gz([...js, css, html]),
    lazyGzippedBytes: gz(read(scripts.filter((f) => !atStart.has(f)))),
  };
}

export function webBuilt(): boolean {
  return ['index.html', 'app.js', 'app.css'].every((f) => existsSync(join(WEB_OUT, f)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes('--sdk-only')) await ensureSdk();
  else if (args.includes('--if-missing') && webBuilt()) {
    // Built already: `npm start` goes straight on.
  } else {
    try {
      const size = await buildWeb();
      console.log(
        `web/dist built: scripts at start ${size.jsBytes} bytes, app.css ${size.cssBytes} bytes; a player's page loads ${size.gzippedBytes} bytes gzipped (pages loaded when opened: ${size.lazyGzippedBytes} more)`,
      );
    } catch (error) {
      // Before `npm start`, a missing build tool (production image) must not stop the server: `/` says what to do.
      if (!args.includes('--if-missing')) throw error;
      console.warn(`web table not built (${(error as Error).message.split('\n')[0]}); the server answers / with 503 until \`npm run web:build\``);
    }
  }
}
