// `npm run sdk:build`: the SDK as an npm package in client-sdk/dist — one ESM bundle for browsers and bundlers
// (index.js), a Node entry that installs the `ws` WebSocket first (node.js), and type declarations (types/).
// `npm pack` in client-sdk then makes the tarball. Prints the bundle's size; fails if zod got into it. The protocol's
// JSON Schemas (docs/protocol, `npm run protocol:build`) ship in dist/protocol, for clients that check messages.
import { build, type BuildOptions } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
/** Installed beside the SDK (its package.json dependencies), never bundled: one copy of each for the whole app. */
const EXTERNAL = ['@colyseus/sdk', '@colyseus/schema', 'ws'];

const OPTIONS: BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  tsconfig: join(here, '..', 'tsconfig.json'),
  external: EXTERNAL,
  metafile: true,
  legalComments: 'none',
};

export async function buildSdk(): Promise<{ bundleBytes: number; minifiedBytes: number; gzippedBytes: number }> {
  rmSync(dist, { recursive: true, force: true });
  execFileSync(join(here, '..', 'node_modules', '.bin', 'tsc'), ['-p', join(here, 'tsconfig.build.json')], { stdio: 'inherit' });
  // The main entry and the answers entry share their common code in chunks.
  const entries = ['index.ts', 'answers.ts', 'ws-global.ts'].map((f) => join(here, f));
  const main = await build({ ...OPTIONS, entryPoints: entries, outdir: dist, splitting: true, chunkNames: 'chunks/[name]-[hash]' });
  const zod = Object.keys(main.metafile?.inputs ?? {}).filter((f) => f.includes('node_modules/zod'));
  if (zod.length > 0) throw new Error(`zod must stay out of the SDK bundle; it came in through ${zod[0]}`);
  // Separate modules, evaluated in this order: `ws` becomes the global WebSocket before @colyseus/sdk loads.
  writeFileSync(join(dist, 'node.js'), "import './ws-global.js';\nexport * from './index.js';\n");
  for (const schema of ['client.schema.json', 'server.schema.json']) cpSync(join(here, '..', 'docs', 'protocol', schema), join(dist, 'protocol', schema));
  // What a browser app loads for the SDK alone, minified (its own bundler would do the same).
  const alone = await build({ ...OPTIONS, entryPoints: [join(here, 'index.ts')], write: false, minify: true });
  const minified = alone.outputFiles![0]!.contents;
  return { bundleBytes: readFileSync(join(dist, 'index.js')).length, minifiedBytes: minified.length, gzippedBytes: gzipSync(minified).length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const size = await buildSdk();
  console.log(`client-sdk/dist built: index.js ${size.bundleBytes} bytes; minified ${size.minifiedBytes}, gzipped ${size.gzippedBytes}`);
}
