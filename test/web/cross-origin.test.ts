// A game client on another origin (a page of its own, bundling the SDK as any outside web app would) creates, joins
// and lists games on this server in Chromium: matchmaking's preflight and POST, the lobby's GET and the WebSocket
// all pass the browser's CORS checks now that public routes answer `Access-Control-Allow-Origin: *` without
// credentials (server/cors.ts) and the SDK sends none (client-sdk/client.ts).
import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { launchChromium, watchErrors } from './browser.ts';
import type { Browser } from 'playwright-core';

const PAGE = `<!doctype html><meta charset="utf-8"><title>elsewhere</title>
<script type="module">import * as sdk from './sdk.js'; window.sdk = sdk; document.title = 'ready';</script>`;

/** An origin of its own (another port) serving PAGE and the SDK bundled for browsers. */
async function otherOrigin(): Promise<Server> {
  const bundle = await build({
    entryPoints: [join(import.meta.dirname, '..', '..', 'client-sdk', 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  const sdk = bundle.outputFiles[0]!.contents;
  const server = createServer((req, res) => {
    const script = req.url === '/sdk.js';
    res.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html' });
    res.end(script ? sdk : PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

interface Outcome {
  created: string;
  joined: string | null;
  listed: boolean;
}

describe('web: the SDK on a page of another origin in Chromium', function () {
  this.timeout(60_000);
  let game: TestServer;
  let page: Server;
  let browser: Browser;
  before(async () => {
    game = await bootServer();
    page = await otherOrigin();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    page?.close();
    await game?.close();
  });

  it('creates, joins and lists games (preflight, POST, GET and WebSocket) without a CORS error', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    const origin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
    expect(origin).to.not.equal(game.httpUrl);
    await tab.goto(`${origin}/`);
    await tab.waitForFunction(() => document.title === 'ready');
    const outcome = await tab.evaluate(async (server): Promise<Outcome> => {
      type Connection = { gameId: string; faction: string | null; leave(): Promise<void> };
      type Client = {
        create(o: object): Promise<Connection>;
        join(id: string): Promise<Connection>;
        listGames(): Promise<{ games: { gameId: string }[] }>;
      };
      const { DuneClient } = (window as unknown as { sdk: { DuneClient: new (url: string) => Client } }).sdk;
      const creator = await new DuneClient(server).create({ factions: ['atreides', 'fremen'], faction: 'atreides', visibility: 'public' });
      const joiner = await new DuneClient(server).join(creator.gameId);
      const lobby = await new DuneClient(server).listGames();
      const outcome = { created: creator.gameId, joined: joiner.faction, listed: lobby.games.some((g) => g.gameId === creator.gameId) };
      await joiner.leave();
      await creator.leave();
      return outcome;
    }, game.url);
    expect(outcome.joined).to.equal('fremen');
    expect(outcome.listed).to.equal(true);
    expect(game.room(outcome.created).game.config.factions).to.deep.equal(['atreides', 'fremen']);
    expect(errors, 'console errors').to.deep.equal([]);
    await context.close();
  });
});
