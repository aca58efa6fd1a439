// What the browser tests share: Debian's Chromium (never downloaded), a page's console errors, and the raw
// WebSocket frames a page receives (as the browser got them, before the app decodes anything).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ServerOptions } from '../../server/app.ts';
import { buildWeb, type WebSize } from '../../web/build.ts';
import { bootServer, type TestServer } from '../helpers/server.ts';

const CHROMIUM = '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does)`);
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
}

/** Console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** Every WebSocket frame the page receives from now on, on any of its sockets, as bytes. */
export interface FrameTap {
  frames: Buffer[];
  /** All bytes received so far, one buffer. */
  bytes(): Buffer;
  /** Whether any frame holds `text` as UTF-8 (msgpack, the schema encoding and JSON all carry strings so). */
  holds(text: string): boolean;
}

export function tapFrames(page: Page): FrameTap {
  const frames: Buffer[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => void frames.push(typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload)));
  const bytes = () => Buffer.concat(frames);
  return { frames, bytes, holds: (text) => bytes().includes(Buffer.from(text, 'utf8')) };
}

/** A built app, a server serving it and a Chromium, for the tests of one `describe`. */
export interface WebTable {
  readonly server: TestServer;
  readonly browser: Browser;
  readonly size: WebSize;
}

/** Builds the app, boots a server (with `options`) and launches Chromium before the enclosing describe's tests; closes both after. */
export function useWebTable(options: Partial<ServerOptions> = {}): WebTable {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let size: WebSize | undefined;
  before(async function () {
    this.timeout(60_000);
    size = await buildWeb();
    server = await bootServer(undefined, options);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the web table is not set up yet');
    return value;
  };
  return {
    get server() {
      return ready(server);
    },
    get browser() {
      return ready(browser);
    },
    get size() {
      return ready(size);
    },
  };
}
