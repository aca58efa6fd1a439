// Accessibility in Chromium: axe-core (injected from node_modules/axe-core) finds no serious or critical violation
// on the lobby, the table and the operators page; every control of each is reached with the Tab key alone; a card's
// rules text shows when its name takes the keyboard's focus; the tab's title says when the seat must act.
import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { report } from '../support/capture-logs.ts';
import { useWebTable, watchErrors } from './browser.ts';

const AXE = fileURLToPath(import.meta.resolve('axe-core/axe.min.js'));
const TOKEN = 'operator-secret-a11y-0123456789';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** The visible controls the Tab key never reached (walking the page from the top, at most `limit` presses). */
async function unreachable(page: Page, limit = 400): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const done = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return true;
      if (el.dataset.tabbed === 'yes') return true;
      el.dataset.tabbed = 'yes';
      return false;
    });
    if (done && i > 0) break;
  }
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea, summary, [tabindex="0"]',
      ),
    ]
      // Shown (not inside a closed <details>), not reached, and not a radio whose group was (arrows move within it).
      .filter((el) => el.checkVisibility() && el.dataset.tabbed !== 'yes')
      .filter(
        (el) => !(el instanceof HTMLInputElement && el.type === 'radio' && document.querySelector(`input[type=radio][name="${el.name}"][data-tabbed=yes]`)),
      )
      .map((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('data-testid') ?? el.getAttribute('name') ?? el.textContent?.trim().slice(0, 30) ?? ''}`),
  );
}

describe('web: accessibility in Chromium (axe-core, keyboard)', function () {
  this.timeout(60_000);
  const table = useWebTable({ adminToken: TOKEN });

  it('the lobby, the table and the operators page: no serious or critical axe violation; every control reached by Tab; rules text on focus', async () => {
    const started = Date.now();
    const creator = await table.server.client().create({
      factions: ['atreides', 'harkonnen', 'fremen'],
      faction: 'atreides',
      bots: { harkonnen: 'easy', fremen: 'easy' },
      // The bots wait: the page holds still while the Tab key walks it.
      botDelayMs: 60_000,
      seed: 'a11y',
    });
    const { gameId } = creator;
    const token = creator.seatToken!;
    await creator.leave();
    // The server's CSP allows its own scripts only: the test injects axe past it (bypassCSP), the app runs as served.
    const context = await table.browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    await context.addInitScript(([id, t]) => localStorage.setItem(`dune-rooms:seat:${id}`, JSON.stringify({ token: t, faction: 'atreides' })), [
      gameId,
      token,
    ] as const);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const found: Record<string, string[]> = {};
    const missed: Record<string, string[]> = {};

    await page.goto(`${table.server.httpUrl}/#/`);
    await page.waitForSelector('[data-testid=create-form]');
    found.lobby = await seriousViolations(page);
    missed.lobby = await unreachable(page);

    await page.goto(`${table.server.httpUrl}/#/game/${gameId}`);
    await page.waitForSelector('[data-testid=decision]');
    // The tab's title says the seat must act (and how many decisions wait), for a player in another tab.
    expect(await page.title()).to.match(/^\(\d+\) Your turn/);
    found.table = await seriousViolations(page);
    missed.table = await unreachable(page);
    // A faction's rules text shows while its name has the keyboard's focus, and goes with it.
    const hint = page.locator('[data-testid=seats] [data-testid=hint][data-topic=faction]').first();
    await hint.focus();
    expect(await page.textContent('[data-testid=hint-text]')).to.have.length.above(40);
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-testid=hint-text]').count()).to.equal(0);

    await page.goto(`${table.server.httpUrl}/#/admin`);
    await page.fill('[data-testid=admin-token]', TOKEN);
    await page.click('[data-testid=use-token]');
    await page.waitForSelector(`[data-testid=admin-games] tr[data-game="${gameId}"]`);
    found.operators = await seriousViolations(page);
    missed.operators = await unreachable(page);

    expect(found, 'serious or critical axe violations').to.deep.equal({ lobby: [], table: [], operators: [] });
    expect(missed, 'controls the Tab key never reached').to.deep.equal({ lobby: [], table: [], operators: [] });
    expect(errors, 'console errors').to.deep.equal([]);
    await context.close();
    report(`axe-core and keyboard on 3 pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});
