// Seat tokens in the browser (web/src/seat-tokens.ts): kept in localStorage so that a seat comes back after the
// browser was closed, and forgotten on demand for a shared computer — one seat from its table, or every seat from
// the lobby's footer.
import { expect } from 'chai';
import { useWebTable, watchErrors } from './browser.ts';

const seatKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('dune-rooms:seat:'));

describe('web table: forgetting seat tokens in Chromium', function () {
  this.timeout(60_000);
  const table = useWebTable();

  it('the table forgets its seat (the page stays seated, a reload no longer reclaims it); the lobby forgets every seat', async () => {
    const creator = await table.server
      .client()
      .create({ factions: ['atreides', 'harkonnen'], faction: 'atreides', bots: { harkonnen: 'easy' }, botDelayMs: 0 });
    const gameId = creator.gameId;
    const token = creator.seatToken!;
    await creator.leave();
    const context = await table.browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${table.server.httpUrl}/#/`);
    // This browser keeps two seats: this game's, as the app stores it, and another game's.
    await page.evaluate(
      ([id, t]) => {
        localStorage.setItem(`dune-rooms:seat:${id}`, JSON.stringify({ token: t, faction: 'atreides' }));
        localStorage.setItem('dune-rooms:seat:another-game', JSON.stringify({ token: 'x'.repeat(32), faction: 'fremen' }));
        localStorage.setItem('unrelated', 'stays');
      },
      [gameId, token] as const,
    );
    await page.reload();
    expect(await page.textContent('[data-testid=forget-seats]')).to.equal('Forget the 2 seats kept in this browser');

    await page.goto(`${table.server.httpUrl}/#/game/${gameId}`);
    await page.waitForSelector('[data-testid=table]');
    expect(await page.textContent('[data-testid=table]')).to.include('you are Atreides');
    await page.click('[data-testid=forget-seat]');
    await page.waitForSelector('[data-testid=seat-forgotten]');
    expect(await page.evaluate(seatKeys)).to.deep.equal(['dune-rooms:seat:another-game']);
    expect(await page.textContent('[data-testid=table]'), 'still seated while connected').to.include('you are Atreides');
    await page.reload();
    await page.waitForSelector('[data-testid=enter]');
    expect(await page.locator('[data-testid=table]').count()).to.equal(0);

    await page.goto(`${table.server.httpUrl}/#/`);
    await page.click('[data-testid=forget-seats]');
    await page.waitForSelector('[data-testid=forget-seats]', { state: 'detached' });
    expect(await page.evaluate(seatKeys)).to.deep.equal([]);
    expect(await page.evaluate(() => localStorage.getItem('unrelated'))).to.equal('stays');
    expect(errors, 'console errors').to.deep.equal([]);
    await context.close();
  });
});
