// A module of the web app (web/src) loaded in Node for a test of its logic alone: bundled by esbuild as the app is
// (the SDK by its package entry points), into a temporary ES module, then imported. No browser needed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureSdk, webOptions } from '../../web/build.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** `path`: the module's path from the repository root, e.g. `web/src/log/sentences.ts`. */
export async function loadWebModule<T>(path: string): Promise<T> {
  await ensureSdk();
  const { build } = await import('esbuild');
  const out = join(mkdtempSync(join(tmpdir(), 'dune-web-module-')), 'module.mjs');
  // One file, no chunks: a lazily loaded page is bundled into it.
  const { entryPoints: _app, outdir: _dir, splitting: _chunks, chunkNames: _names, ...options } = webOptions();
  await build({ ...options, entryPoints: [join(ROOT, path)], outfile: out, minify: false, metafile: false });
  return (await import(pathToFileURL(out).href)) as T;
}
