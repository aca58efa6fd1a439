// Turn clocks on the table: a seat sees its own clock, secret decisions included; others see a seat's clock only
// while it has a decision everyone knows of (PROTOCOL.md, State: room-level fields).
import { expect } from 'chai';
import { waitFor } from '../helpers/server.ts';
import { useWebTable, watchErrors } from './browser.ts';

describe('web table: turn clocks in Chromium', function () {
  this.timeout(60_000);
  const table = useWebTable();

  it('the seat’s own clock runs on its secret traitor pick; a watcher sees no clock for it', async () => {
    const creator = await table.server
      .client()
      .create({ factions: ['atreides', 'harkonnen'], faction: 'atreides', bots: { harkonnen: 'easy' }, botDelayMs: 0, turnSeconds: 90, seed: 'web-clock' });
    await waitFor(() => creator.decisions.some((d) => d.kind === 'pick-traitor'), 5000, 'the traitor pick');
    const token = creator.seatToken!;
    await creator.leave();
    // The seat's browser: its token stored as the app stores it, then the share link reclaims the seat.
    const seat = await (await table.browser.newContext()).newPage();
    const seatErrors = watchErrors(seat);
    await seat.addInitScript(([id, t]) => localStorage.setItem(`dune-rooms:seat:${id}`, JSON.stringify({ token: t, faction: 'atreides' })), [
      creator.gameId,
      token,
    ] as const);
    await seat.goto(`${table.server.httpUrl}/#/game/${creator.gameId}`);
    const own = seat.locator('[data-testid=clock]', { hasText: 'Your clock' });
    await own.waitFor();
    expect(await own.textContent()).to.match(/Your clock ⏱ 1:(2\d|30)/);
    // A watcher: no clock on the Atreides seat (its only decision is secret).
    const watcher = await (await table.browser.newContext()).newPage();
    const watcherErrors = watchErrors(watcher);
    await watcher.goto(`${table.server.httpUrl}/#/game/${creator.gameId}`);
    await watcher.getByRole('button', { name: /watch/i }).first().click();
    await watcher.waitForSelector('[data-testid=seats]');
    expect(await watcher.locator('[data-faction=atreides] [data-testid=clock]').count()).to.equal(0);
    expect(await seat.locator('[data-faction=atreides] [data-testid=clock]').count()).to.equal(0);
    expect([...seatErrors, ...watcherErrors]).to.deep.equal([]);
  });
});
