// Fewer clicks, measured in Chromium: a human seat holding a Karama plays whole games through the page, once with
// its Karama and card windows on "ask me" and once on "pass unless I choose" (kept in the browser's localStorage),
// where it chooses once to be asked at the next Karama window and is asked there alone.
// The games are the same (the engine is deterministic and the answers are the same passes), so the page sends as
// many window answers under either setting — under "pass unless I choose" all by itself; windows the seat cannot act
// on (no such card) are never shown under either.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { CLASSIC_FACTIONS, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { FileStore } from '../../server/store/index.ts';
import { report } from '../support/capture-logs.ts';
import { useWebTable, watchErrors } from './browser.ts';
import { botGameUntil } from '../helpers/engine.ts';
import { storeWithSeat } from './stored-game.ts';

const HUMAN: Faction = 'emperor';
const WINDOWS = new Set(['karama-window', 'card-window', 'weather-control', 'family-atomics', 'truthtrance', 'portable-snooper', 'kull-wahad']);

/** A game past its set-up (played by bots) in which the human seat holds a Karama. */
function karamaGame(seed: string): GameState {
  const s = structuredClone(botGameUntil({ factions: [...CLASSIC_FACTIONS], seed, maxTurns: 2 }, (state) => state.phase !== 'setup'));
  if (!s.factions[HUMAN]!.hand.some((c) => c.startsWith('karama'))) {
    const at = s.decks.treachery.findIndex((c) => c.startsWith('karama'));
    s.factions[HUMAN]!.hand.push(s.decks.treachery.splice(at, 1)[0]!);
  }
  return s;
}

/**
 * Answers the decisions shown until the game is over: windows with their pass, anything else with a legal answer.
 * `choose`: once the page has passed a Karama window by itself, the player asks to be asked at the next one.
 */
async function playThrough(page: Page, choose: boolean): Promise<{ windows: number; decisions: number; chose: boolean }> {
  let windows = 0;
  let decisions = 0;
  let chose = false;
  for (;;) {
    await page.waitForSelector('[data-testid=decision], [data-testid=victory]', { timeout: 30_000 });
    if (await page.isVisible('[data-testid=victory]')) return { windows, decisions, chose };
    if (choose && !chose && (await page.isVisible('[data-testid=ask-next-karama]'))) {
      await page.click('[data-testid=ask-next-karama]');
      chose = true;
    }
    const card = page.locator('[data-testid=decision]').first();
    const kind = (await card.getAttribute('data-kind'))!;
    const event = (await card.getAttribute('data-event'))!;
    const here = page.locator(`[data-event="${event}"]`);
    decisions += 1;
    if (WINDOWS.has(kind)) windows += 1;
    const candidates = here.locator('[data-testid=candidate]');
    // A window's pass names no card ("none"); any other decision takes its first suggestion.
    const pass = candidates.filter({ hasText: /none|No traitor call/ });
    if (kind === 'dial-storm') {
      const dial = here.locator('input[name=dial]');
      await dial.fill((await dial.getAttribute('min'))!);
      await here.locator('[data-testid=submit]').click();
    } else if (kind === 'bid') await here.locator('[data-testid=pass]').click();
    else if (WINDOWS.has(kind) && (await pass.count()) > 0) await pass.first().click();
    else await candidates.first().click();
    for (let attempt = 1; ; attempt++) {
      await page.waitForFunction(
        (id) => !document.querySelector(`[data-event="${id}"]`) || document.querySelector(`[data-event="${id}"] [data-testid=error]`),
        event,
        { timeout: 30_000 },
      );
      if ((await here.count()) === 0) break;
      if (attempt >= (await candidates.count())) throw new Error(`every answer to ${kind} was refused`);
      await candidates.nth(attempt).click();
    }
  }
}

describe('web: Karama and card windows a seat holding a Karama clicks through, in Chromium', function () {
  this.timeout(120_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-windows-')));
  const table = useWebTable({ store, pauseFloorMs: 0 });

  it('"ask me" shows the windows it may act on; "pass unless I choose" shows only the one it chose and passes the same others', async () => {
    const started = Date.now();
    const seen: Record<string, { windows: number; decisions: number; answered: number; chose: boolean }> = {};
    for (const habit of ['ask', 'pass'] as const) {
      const gameId = `windows-${habit}`;
      const state = karamaGame('windows-karama');
      const token = await storeWithSeat(store, gameId, state, HUMAN);
      const context = await table.browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(
        ([id, t, h]) => {
          localStorage.setItem(`dune-rooms:seat:${id}`, JSON.stringify({ token: t, faction: 'emperor' }));
          localStorage.setItem('dune-rooms:settings', JSON.stringify({ karama: h, cards: h }));
        },
        [gameId, token, habit] as const,
      );
      const page = await context.newPage();
      const errors = watchErrors(page);
      // Window answers the page sends, clicked or not: their action types travel as UTF-8 in the msgpack frames.
      let answered = 0;
      const kinds = [...WINDOWS].map((k) => Buffer.from(k, 'utf8'));
      page.on('websocket', (ws) =>
        ws.on('framesent', ({ payload }) => {
          const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
          if (kinds.some((k) => bytes.includes(k))) answered += 1;
        }),
      );
      await page.goto(`${table.server.httpUrl}/#/game/${gameId}`);
      const played = await playThrough(page, habit === 'pass');
      seen[habit] = { ...played, answered };
      // The stored game has no room until the page joins: the SDK's first join is answered 522, then it restores it.
      expect(
        errors.filter((e) => !/status of 522/.test(e)),
        'console errors',
      ).to.deep.equal([]);
      await context.close();
    }
    report(
      `windows clicked through by a seat holding a Karama over a 2-turn game: "ask me" ${seen.ask!.windows} (of ${seen.ask!.decisions} decisions clicked), "pass unless I choose" ${seen.pass!.windows}, the one it chose to act at (of ${seen.pass!.decisions}); window answers sent ${seen.ask!.answered} and ${seen.pass!.answered}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(seen.ask!.windows, 'windows the Karama holder was asked').to.be.greaterThan(0);
    // Under "pass unless I choose" the seat is asked only at the one window where it chose to act.
    expect(seen.pass!.chose, 'the player chose to be asked at a later Karama window').to.equal(true);
    expect(seen.pass!.windows, 'windows shown under "pass unless I choose"').to.equal(1);
    expect(seen.pass!.answered, 'window answers sent: the same windows, answered without asking').to.equal(seen.ask!.answered);
    expect(seen.ask!.answered).to.be.greaterThan(seen.ask!.windows);
    expect(seen.pass!.decisions).to.equal(seen.ask!.decisions - seen.ask!.windows + 1);
  });
});
