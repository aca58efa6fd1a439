// The web table in a real Chromium (Debian's /usr/bin/chromium through playwright-core; no browser download):
// a game created from the lobby with one human seat and five bots is played to the end through the page alone
// (clicks and typing), and its final screen is checked against the server's own state; the lobby and the table
// render at phone width. Screenshots go to a temporary folder, printed in the report.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { report } from '../support/capture-logs.ts';
import { useWebTable, watchErrors } from './browser.ts';

/** Fills the lobby's create form: the human seat is Atreides (the default), the other five are bots. */
async function createGame(page: Page, maxTurns: number): Promise<string> {
  await page.fill('input[name=maxTurns]', String(maxTurns));
  await page.fill('input[name=botDelayMs]', '0');
  for (const f of ['bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild']) await page.selectOption(`select[name=control-${f}]`, 'bot:easy');
  await page.click('[data-testid=create]');
  await page.waitForSelector('[data-testid=table]');
  return /#\/game\/(.+)$/.exec(page.url())![1]!;
}

/** Kinds answered with their own form as it first shows (its first offer, one force, the highest dial). */
const FORM_KINDS = new Set(['ship', 'move', 'battle-plan']);

/**
 * Answers the first decision shown, as a player would: the storm dial typed into its form, a traitor and a pass
 * clicked, a shipment, a move and a battle plan sent from their forms, anything else the first suggested answer.
 * Returns the decision's kind, or null when the game is over.
 */
async function answerOne(page: Page, refused: string[]): Promise<string | null> {
  await page.waitForSelector('[data-testid=decision], [data-testid=victory]', { timeout: 30_000 });
  if (await page.isVisible('[data-testid=victory]')) return null;
  const card = page.locator('[data-testid=decision]').first();
  const kind = (await card.getAttribute('data-kind'))!;
  const event = (await card.getAttribute('data-event'))!;
  const here = page.locator(`[data-event="${event}"]`);
  if (kind === 'dial-storm') {
    const dial = here.locator('input[name=dial]');
    await dial.fill((await dial.getAttribute('min'))!);
    await here.locator('[data-testid=submit]').click();
  } else if (kind === 'pick-traitor') await here.locator('[data-testid=choice]').first().click();
  else if (kind === 'bid') await here.locator('[data-testid=pass]').click();
  else if (FORM_KINDS.has(kind) && (await here.locator('[data-testid=submit]').isEnabled())) await here.locator('[data-testid=submit]').click();
  else await here.locator('[data-testid=candidate]').first().click();
  // Answered (the decision is gone) or refused (its error shows): a refusal falls back to the suggested answers.
  for (let attempt = 1; ; attempt++) {
    await page.waitForFunction(
      (id) => !document.querySelector(`[data-event="${id}"]`) || document.querySelector(`[data-event="${id}"] [data-testid=error]`),
      event,
      { timeout: 30_000 },
    );
    if ((await here.count()) === 0) return kind;
    refused.push(`${kind}: ${(await here.locator('[data-testid=error]').textContent()) ?? ''}`);
    const candidates = here.locator('[data-testid=candidate]');
    if (attempt >= (await candidates.count())) throw new Error(`every answer to ${kind} was refused: ${refused.join(' | ')}`);
    await candidates.nth(attempt).click();
  }
}

describe('web table in Chromium', function () {
  this.timeout(90_000);
  const table = useWebTable();
  const shots = mkdtempSync(join(tmpdir(), 'dune-web-shots-'));

  before(() => {
    const { size } = table;
    report(
      `web app: scripts at start ${size.jsBytes} bytes, app.css ${size.cssBytes} bytes; a player's page loads ${size.gzippedBytes} bytes gzipped (pages opened later: ${size.lazyGzippedBytes})`,
    );
    // 150 KB held through eight factions; the ninth (the Ixians' forms, words and answers) took it past, and the
    // operators page moved to a chunk of its own. The tenth (Richese's cache, 2.1 KB) took it past 155 KB: loading its
    // panels and forms as a chunk of their own was measured at 0.9 KB worse (the bundler then splits the shared code
    // into more files, each compressed alone), so the later factions' web parts are to load as one chunk together. The
    // plug-ins' bots then left the SDK's answers (plugins/thinking.ts, loaded by the engine, not by a game UI): 149.9 KB
    // with Richese's No-Field; Ecaz's Ambassadors and Duke Vidal took it to 154.9 KB; Moritani's would have passed 155:
    // the later factions' parts (modules/later.ts) then moved to one chunk, loaded when a game seats one of them:
    // 148.5 KB. The slot cards' terms and the legal answers' spice cap (the SDK's answers, loaded with the page) took it
    // to 155.03 KB: the budget is 156 KB; the next part to move to a chunk of its own, loaded when a game plays the
    // module, is the Leader Skills' web module.
    expect(size.gzippedBytes, "what a player's page loads stays under 156 KB gzipped").to.be.below(156_000);
  });

  it('creates a game from the lobby and plays the human seat to the end through the page; the final screen matches the server', async () => {
    const context = await table.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${table.server.httpUrl}/#/`);
    await page.waitForSelector('[data-testid=create-form]');
    await page.screenshot({ path: join(shots, 'lobby.png'), fullPage: true });
    const gameId = await createGame(page, 2);
    // The share link names the game only; the seat token stays in localStorage.
    expect(await page.inputValue('[data-testid=share-link]')).to.match(new RegExp(`#/game/${gameId}$`));
    expect(await page.evaluate((id) => localStorage.getItem(`dune-rooms:seat:${id}`), gameId)).to.include('"faction":"atreides"');

    const refused: string[] = [];
    const kinds = new Map<string, number>();
    // The seat panels name each seat's leaders from the SDK's catalog, with their strengths.
    expect(await page.textContent('[data-testid=seats] [data-faction=atreides] [data-testid=leaders]')).to.include('Lady Jessica 5');
    let boardShot = false;
    // A battle's reveal, when one is on the table between two answers (a short game may have none): shot at the
    // reveal, and again once its outcome shows.
    let battleShot: 'none' | 'revealed' | 'resolved' = 'none';
    for (let kind = await answerOne(page, refused); kind !== null; kind = await answerOne(page, refused)) {
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      if (!boardShot && kind === 'move') {
        boardShot = true;
        await page.screenshot({ path: join(shots, 'board-mid-game.png'), fullPage: true });
      }
      if (battleShot !== 'resolved') {
        // Read in one go: the panel may leave the table (the next phase) at any moment.
        const panel = await page.evaluate(() => {
          const reveal = document.querySelector('[data-testid=battle-reveal]');
          if (!reveal) return null;
          const outcome = reveal.querySelector('[data-testid=battle-outcome]');
          return { plans: reveal.querySelectorAll('.plan').length, resolved: outcome?.getAttribute('data-resolved') === 'yes' };
        });
        if (panel && (battleShot === 'none' || panel.resolved)) {
          battleShot = panel.resolved ? 'resolved' : 'revealed';
          expect(panel.plans).to.equal(2);
          await page.screenshot({ path: join(shots, 'battle-reveal.png'), fullPage: true });
        }
      }
    }
    const victory = page.locator('[data-testid=victory]');
    const shown = (await victory.getAttribute('data-winners'))!.split(',');
    const truth = table.server.room(gameId).game.victory;
    expect(truth, 'the server says the game is over').to.not.equal(null);
    expect(shown).to.deep.equal([...truth!.winners].sort());
    expect(await victory.textContent()).to.include(`turn ${truth!.turn}`);
    await page.screenshot({ path: join(shots, 'final.png'), fullPage: true });
    const answered = [...kinds.values()].reduce((a, b) => a + b, 0);
    report(`answered ${answered} decisions through the page (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}); refused ${refused.length}`);
    report(`winners ${shown.join(', ')} (${truth!.kind}, turn ${truth!.turn})`);
    report(
      battleShot === 'none'
        ? 'no battle reveal was on the table between two answers: no battle-reveal.png'
        : `battle reveal (${battleShot}): ${join(shots, 'battle-reveal.png')}`,
    );
    expect(answered).to.be.greaterThan(5);
    expect(errors, 'console errors').to.deep.equal([]);
    await context.close();
  });

  it('renders the lobby and the table at phone width (390 px) without console errors or sideways scrolling, and a share link lets another browser watch', async () => {
    const context = await table.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${table.server.httpUrl}/#/`);
    await page.waitForSelector('[data-testid=create-form]');
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await wide()).to.be.at.most(390);
    const gameId = await createGame(page, 1);
    await page.waitForSelector('[data-testid=board] [data-territory=arrakeen]');
    await page.waitForSelector('[data-testid=decision], [data-testid=victory]');
    // Tapping a territory shows what is there.
    await page.locator('[data-territory=carthag]').tap();
    expect(await page.textContent('[data-testid=territory-info]')).to.include('Carthag');
    expect(await wide()).to.be.at.most(390);
    await page.screenshot({ path: join(shots, 'phone.png'), fullPage: true });
    expect(errors, 'console errors').to.deep.equal([]);
    await context.close();

    // The share link in another browser (no seat token there): it offers a seat or watching; watching shows the
    // table without decisions or a private panel.
    const other = await table.browser.newContext({ viewport: { width: 390, height: 844 } });
    const watcher = await other.newPage();
    const watcherErrors = watchErrors(watcher);
    await watcher.goto(`${table.server.httpUrl}/#/game/${gameId}`);
    await watcher.getByRole('button', { name: 'Watch' }).click();
    await watcher.waitForSelector('[data-testid=table]');
    expect(await watcher.locator('[data-testid=decisions], [data-testid=private]').count()).to.equal(0);
    expect(await watcher.textContent('[data-testid=table]')).to.include('watching');
    expect(watcherErrors, 'console errors').to.deep.equal([]);
    await other.close();
    report(`screenshots: ${['lobby.png', 'board-mid-game.png', 'final.png', 'phone.png'].map((f) => join(shots, f)).join(' ')}`);
  });
});
