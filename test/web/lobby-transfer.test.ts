// The lobby and moving a seat in Chromium: the create form cannot strand a game (a ticked faction joins as a bot,
// moving "you" says who takes the seat left, 2–6 factions before sending, open seats named), the join page offers
// only the game's free human seats, the table says it waits for players; a seat moves to a second browser context by
// its transfer code, and the first is told and forgets the dead token. Screenshots at 1440 and 390 px.
import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { report } from '../support/capture-logs.ts';
import { useWebTable, watchErrors } from './browser.ts';

const SHOTS = '/tmp/dune-shots-weblobby';

describe('web: lobby and moving a seat in Chromium', function () {
  this.timeout(60_000);
  const table = useWebTable();
  before(() => mkdirSync(SHOTS, { recursive: true }));

  it('the create form cannot strand a game; the join page lists only free human seats; the table waits for players', async () => {
    const started = Date.now();
    const context = await table.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${table.server.httpUrl}/#/`);
    await page.waitForSelector('[data-testid=create-form]');
    // Ticking CHOAM adds a bot, not an open seat; with seven factions the form says so and cannot be sent.
    await page.check('input[name=faction-choam]');
    expect(await page.inputValue('select[name=control-choam]')).to.equal('bot:medium');
    expect(await page.textContent('[data-testid=seat-problem]')).to.match(/at most 6/);
    expect(await page.isDisabled('[data-testid=create]')).to.equal(true);
    for (const f of ['emperor', 'harkonnen', 'guild', 'choam']) await page.uncheck(`input[name=faction-${f}]`);
    expect(await page.locator('[data-testid=seat-problem]').count()).to.equal(0);
    // Moving "you" hands the seat left to a bot and says so; no open seat appears by itself.
    await page.selectOption('select[name=control-fremen]', 'you');
    expect(await page.textContent('[data-testid=seat-note]')).to.include('Atreides is now played by a bot');
    expect(await page.inputValue('select[name=control-atreides]')).to.equal('bot:medium');
    expect(await page.textContent('[data-testid=seat-summary]')).to.include('no open seat');
    // One open seat, chosen by hand, is named before creating.
    await page.selectOption('select[name=control-bene-gesserit]', 'open');
    expect(await page.textContent('[data-testid=seat-summary]')).to.include('open seats for humans who join by the share link: Bene Gesserit');
    await page.fill('input[name=botDelayMs]', '60000');
    await page.screenshot({ path: join(SHOTS, 'lobby-1440.png'), fullPage: true });
    await page.click('[data-testid=create]');
    await page.waitForSelector('[data-testid=table]');
    const gameId = /#\/game\/(.+)$/.exec(page.url())![1]!;
    expect(await page.textContent('[data-testid=waiting]')).to.include('Bene Gesserit');
    await page.screenshot({ path: join(SHOTS, 'table-waiting-1440.png') });

    // Another browser: the join page offers the open seat alone (not the bots, not factions outside the game).
    const other = await table.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const joiner = await other.newPage();
    const joinerErrors = watchErrors(joiner);
    await joiner.goto(`${table.server.httpUrl}/#/game/${gameId}`);
    await joiner.waitForFunction(() => document.querySelectorAll('[data-testid=free-seats] option').length === 2);
    expect(await joiner.locator('[data-testid=free-seats] option').allTextContents()).to.deep.equal(['first free seat', 'Bene Gesserit']);
    await joiner.screenshot({ path: join(SHOTS, 'join-390.png'), fullPage: true });
    await joiner.selectOption('[data-testid=free-seats]', 'bene-gesserit');
    await joiner.getByRole('button', { name: 'Join' }).click();
    await joiner.waitForSelector('[data-testid=table]');
    await page.waitForSelector('[data-testid=waiting]', { state: 'detached' });
    expect(errors.concat(joinerErrors), 'console errors').to.deep.equal([]);
    await other.close();
    await context.close();
    report(`lobby checks in ${((Date.now() - started) / 1000).toFixed(1)} s; screenshots in ${SHOTS}`);
  });

  it('a seat moves to a second browser context by its transfer code; the first is told, and neither URL holds a code or token', async () => {
    const started = Date.now();
    const creator = await table.server
      .client()
      .create({ factions: ['atreides', 'harkonnen'], faction: 'atreides', bots: { harkonnen: 'easy' }, botDelayMs: 60_000 });
    const { gameId } = creator;
    const token = creator.seatToken!;
    await creator.leave();
    const first = await table.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await first.addInitScript(([id, t]) => localStorage.setItem(`dune-rooms:seat:${id}`, JSON.stringify({ token: t, faction: 'atreides' })), [
      gameId,
      token,
    ] as const);
    const a = await first.newPage();
    const aErrors = watchErrors(a);
    await a.goto(`${table.server.httpUrl}/#/game/${gameId}`);
    await a.waitForSelector('[data-testid=table]');
    await a.click('[data-testid=move-seat] summary');
    await a.click('[data-testid=transfer-ask]');
    const code = (await a.textContent('[data-testid=transfer-code]'))!.trim();
    expect(code).to.match(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await a.screenshot({ path: join(SHOTS, 'transfer-code-1440.png') });

    const second = await table.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const b = await second.newPage();
    const bErrors = watchErrors(b);
    await b.goto(`${table.server.httpUrl}/#/game/${gameId}`);
    await b.click('[data-testid=take-seat] summary');
    await b.fill('input[name=transferCode]', code.toLowerCase());
    await b.screenshot({ path: join(SHOTS, 'transfer-take-390.png'), fullPage: true });
    await b.click('[data-testid=take-seat-submit]');
    await b.waitForSelector('[data-testid=table]');
    expect(await b.textContent('[data-testid=table]')).to.include('you are Atreides');
    // The first device is told, and forgets the token that no longer works; the second keeps a new one.
    await a.waitForSelector('[data-testid=seat-moved]');
    expect(await a.evaluate((id) => localStorage.getItem(`dune-rooms:seat:${id}`), gameId)).to.equal(null);
    const kept = JSON.parse((await b.evaluate((id) => localStorage.getItem(`dune-rooms:seat:${id}`), gameId))!) as { token: string };
    expect(kept.token).to.be.a('string').and.not.equal(token);
    for (const p of [a, b]) expect(p.url()).to.not.include(code).and.not.include(token).and.not.include(kept.token);
    expect(table.server.room(gameId).autopilot.modeOf('atreides')).to.equal('human');
    expect(aErrors.concat(bErrors), 'console errors').to.deep.equal([]);
    await first.close();
    await second.close();
    report(`seat moved between two browser contexts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});
