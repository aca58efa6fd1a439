// `npm run dev:web`: rebuilds the web table on every change (into web/.dev, with source maps) and serves it with
// live reload on http://127.0.0.1:5173 (PORT_WEB), talking to the game server of `npm start` (DUNE_SERVER,
// default http://127.0.0.1:2567), whose own `/` keeps serving the web/dist of `npm run web:build`.
import { mkdirSync } from 'node:fs';
import { context } from 'esbuild';
import { DEV_OUT, ensureSdk, webOptions, writeIndex } from './build.ts';

await ensureSdk();
mkdirSync(DEV_OUT, { recursive: true });
writeIndex(true);
const ctx = await context({ ...webOptions(true), logLevel: 'info' });
await ctx.watch();
const port = Number(process.env.PORT_WEB ?? 5173);
await ctx.serve({ servedir: DEV_OUT, port, host: '127.0.0.1' });
console.log(`web table with live reload: http://127.0.0.1:${port}/ (game server: ${process.env.DUNE_SERVER ?? 'http://127.0.0.1:2567'})`);
