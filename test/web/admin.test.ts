// The operators page (`#/admin`, issue 22) in Chromium against a server with an ADMIN_TOKEN: a wrong token gets
// its message; the right one (kept in sessionStorage only) lists a live game with its clients, exports it as a file
// whose stateHash is the server's own, and imports that file under a new id, which the list then shows.
import { expect } from 'chai';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stateHash } from '../../rooms/dune/index.ts';
import { FileStore, type GameStore } from '../../server/store/index.ts';
import { report } from '../support/capture-logs.ts';
import { useWebTable, watchErrors } from './browser.ts';

const TOKEN = 'operator-secret-0123456789';

describe('web operators page in Chromium', function () {
  this.timeout(90_000);
  const table = useWebTable({ adminToken: TOKEN });
  const shots = mkdtempSync(join(tmpdir(), 'dune-web-shots-'));

  it('refuses a wrong token with a clear message, lists a live game with its clients, exports it with the server’s stateHash and imports it under a new id', async () => {
    const seat = await table.server.client().create({ factions: ['atreides', 'harkonnen'], faction: 'atreides' });
    const gameId = seat.gameId;
    const context = await table.browser.newContext({ viewport: { width: 1100, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The lobby links to the page from its footer.
    await page.goto(`${table.server.httpUrl}/#/`);
    await page.getByRole('link', { name: 'Operators' }).click();
    await page.waitForSelector('[data-testid=admin]');

    await page.fill('[data-testid=admin-token]', 'not-the-token');
    await page.click('[data-testid=use-token]');
    await page.waitForSelector('[data-testid=wrong-token]');
    expect(await page.textContent('[data-testid=wrong-token]')).to.match(/wrong token/i);

    await page.fill('[data-testid=admin-token]', TOKEN);
    await page.click('[data-testid=use-token]');
    const row = page.locator(`[data-testid=admin-games] tr[data-game="${gameId}"]`);
    await row.waitFor();
    expect(await page.locator('[data-testid=wrong-token]').count()).to.equal(0);
    expect(await row.getAttribute('data-live')).to.equal('yes');
    expect(await row.locator('[data-testid=live]').textContent()).to.match(/live · 1 client(?!s)/);
    // The token is kept for this tab only, never in the URL or localStorage.
    expect(page.url()).to.not.include(TOKEN);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).to.not.include(TOKEN);
    expect(await page.evaluate(() => sessionStorage.getItem('dune-rooms:admin-token'))).to.equal(TOKEN);
    await page.screenshot({ path: join(shots, 'admin.png'), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), row.locator('[data-testid=export]').click()]);
    expect(download.suggestedFilename()).to.equal(`${gameId}.json`);
    const file = join(shots, download.suggestedFilename());
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8')) as { record: { gameId: string }; log: unknown[]; stateHash: string };
    expect(exported.record.gameId).to.equal(gameId);
    expect(exported.stateHash).to.equal(stateHash(table.server.room(gameId).game));

    const copy = `${gameId}-copy`;
    await page.setInputFiles('[data-testid=import-file]', file);
    await page.waitForFunction(() => (document.querySelector('[data-testid=import-id]') as HTMLInputElement | null)?.value !== '');
    await page.fill('[data-testid=import-id]', copy);
    await page.click('[data-testid=import]');
    await page.waitForSelector('[data-testid=import-answer]');
    const answer = page.locator('[data-testid=import-answer]');
    expect(await answer.getAttribute('data-ok'), (await answer.textContent()) ?? '').to.equal('yes');
    expect(await answer.textContent()).to.include(exported.stateHash);
    const copied = page.locator(`[data-testid=admin-games] tr[data-game="${copy}"]`);
    await copied.waitFor();
    expect(await copied.getAttribute('data-live')).to.equal('no');

    // A second import under the live game's id is refused, and the refusal shows.
    await page.fill('[data-testid=import-id]', gameId);
    await page.click('[data-testid=import]');
    await page.waitForSelector('[data-testid=import-answer][data-ok=no]');
    expect(await answer.textContent()).to.include('409');
    await page.screenshot({ path: join(shots, 'admin-import.png'), fullPage: true });

    // Forgetting the token asks for it again.
    await page.click('[data-testid=forget-token]');
    await page.waitForSelector('[data-testid=admin-token]');
    expect(await page.evaluate(() => sessionStorage.getItem('dune-rooms:admin-token'))).to.equal(null);
    expect(
      errors.filter((e) => !/401|409/.test(e)),
      'console errors',
    ).to.deep.equal([]);
    report(`screenshots: ${join(shots, 'admin.png')} ${join(shots, 'admin-import.png')}`);
    await context.close();
    await seat.leave();
  });
});

describe('web operators page: a server without ADMIN_TOKEN', function () {
  this.timeout(60_000);
  const table = useWebTable({ adminToken: null });

  it('says the admin API is disabled on this server, not that the token is wrong', async () => {
    const context = await table.browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${table.server.httpUrl}/#/admin`);
    await page.fill('[data-testid=admin-token]', 'any-token');
    await page.click('[data-testid=use-token]');
    const disabled = page.locator('[data-testid=admin-disabled]');
    await disabled.waitFor({ timeout: 10_000 });
    expect(await disabled.textContent()).to.include('the admin API is disabled on this server (ADMIN_TOKEN is not set)');
    expect(await page.locator('[data-testid=wrong-token]').count()).to.equal(0);
    expect(
      errors.filter((e) => !/403/.test(e)),
      'console errors',
    ).to.deep.equal([]);
    await context.close();
  });
});

describe('web operators page: a failing listing', function () {
  this.timeout(60_000);
  // The store answers everything but list(), which fails while `failing` is set (a disk or Redis fault).
  let failing = true;
  const inner = new FileStore(mkdtempSync(join(tmpdir(), 'dune-admin-failing-')));
  const store: GameStore = new Proxy(inner, {
    get(target, name, receiver) {
      if (name === 'list' && failing) return () => Promise.reject(new Error('disk on fire'));
      const value: unknown = Reflect.get(target, name, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const table = useWebTable({ adminToken: TOKEN, store });

  it('shows the status and the server’s error with a retry button, and the import form still works', async () => {
    const seat = await table.server.client().create({ factions: ['atreides', 'harkonnen'], faction: 'atreides' });
    const exported = await (await fetch(`${table.server.httpUrl}/admin/games/${seat.gameId}`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    await seat.leave();
    const context = await table.browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${table.server.httpUrl}/#/admin`);
    await page.fill('[data-testid=admin-token]', TOKEN);
    await page.click('[data-testid=use-token]');
    const failure = page.locator('[data-testid=list-failed]');
    await failure.waitFor({ timeout: 10_000 });
    const text = (await failure.textContent()) ?? '';
    expect(text).to.include('Listing the games failed: 500');
    expect(text).to.include('disk on fire');
    const shot = join(mkdtempSync(join(tmpdir(), 'dune-web-shots-')), 'admin-list-failed.png');
    await page.screenshot({ path: shot, fullPage: true });
    report(`screenshot: ${shot}`);

    // The import form is there and works.
    const copy = `${seat.gameId}-copy`;
    await page.fill('[data-testid=import-json]', exported);
    await page.fill('[data-testid=import-id]', copy);
    await page.click('[data-testid=import]');
    const answer = page.locator('[data-testid=import-answer]');
    await answer.waitFor();
    expect(await answer.getAttribute('data-ok'), (await answer.textContent()) ?? '').to.equal('yes');
    expect(await inner.load(copy)).to.not.equal(null);

    // Once the store lists again, Retry shows the games (the copy among them) and the failure goes.
    failing = false;
    await failure.locator('[data-testid=retry]').click();
    await page.locator(`[data-testid=admin-games] tr[data-game="${copy}"]`).waitFor();
    expect(await failure.count()).to.equal(0);
    expect(
      errors.filter((e) => !/500/.test(e)),
      'console errors',
    ).to.deep.equal([]);
    await context.close();
  });
});
