// What the web table's whole-game browser tests share: a game created through the SDK whose seats are opened in
// pages (the seat token put in the page's localStorage, as the lobby does), and a tap on the board at the middle of
// a territory's cell in a sector, through the SVG's own screen transform (a real click at that point).
import type { BrowserContext, Page } from 'playwright-core';
import type { CreateOptions, Faction } from '../../client-sdk/index.ts';
import { cellFor, centreOf } from '../../web/src/board/geometry.ts';
import type { WebTable } from './browser.ts';

/** Creates a game with `mine` seated (no bot for it) and returns its id and every human seat's token. */
export async function createSeats(
  table: WebTable,
  options: CreateOptions,
  humans: readonly Faction[],
): Promise<{ gameId: string; tokens: Map<Faction, string> }> {
  const client = table.server.client();
  const first = await client.create({ ...options, faction: humans[0]! });
  const tokens = new Map<Faction, string>([[humans[0]!, first.seatToken!]]);
  const others = [];
  for (const f of humans.slice(1)) {
    const seat = await client.join(first.gameId, { faction: f });
    tokens.set(f, seat.seatToken!);
    others.push(seat);
  }
  for (const c of [first, ...others]) await c.leave();
  return { gameId: first.gameId, tokens };
}

/** Opens the table of `gameId` in a new page of `context` as the seat `token` holds. */
export async function openSeat(context: BrowserContext, url: string, gameId: string, faction: Faction, token: string): Promise<Page> {
  await context.addInitScript(([id, seat]) => localStorage.setItem(`dune-rooms:seat:${id}`, seat), [gameId, JSON.stringify({ token, faction })] as const);
  const page = await context.newPage();
  await page.goto(`${url}/#/game/${gameId}`);
  await page.waitForSelector('[data-testid=table] [data-testid=private]');
  return page;
}

/** Clicks the board where `territory`'s cell in `sector` is drawn (its widest cell when `sector` is 0). */
export async function tapPlace(page: Page, territory: string, sector: number): Promise<void> {
  const cell = cellFor(territory, sector);
  const [x, y] = cell ? centreOf(cell) : [500, 500];
  const at = await page.evaluate(
    ([sx, sy]) => {
      const svg = document.querySelector<SVGSVGElement>('[data-testid=board]')!;
      const point = svg.createSVGPoint();
      point.x = sx;
      point.y = sy;
      const screen = point.matrixTransform(svg.getScreenCTM()!);
      // Bring the point into the window first (the board may be taller than the window).
      window.scrollBy(0, screen.y - window.innerHeight / 2);
      const moved = point.matrixTransform(svg.getScreenCTM()!);
      return { x: moved.x, y: moved.y };
    },
    [x, y] as const,
  );
  await page.mouse.click(at.x, at.y);
}
