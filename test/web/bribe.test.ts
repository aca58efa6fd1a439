// 1.12 through the web table: a seated player pays a bribe with the free-action form outside any decision; the
// server moves the spice in front of the recipient's shield (1.12.02) and the page says it was paid. During set-up
// the form is not offered (1.12.04).
import { expect } from 'chai';
import { useWebTable, watchErrors } from './browser.ts';
import { answerOne, newTally } from './form-player.ts';
import { createSeats, openSeat } from './seat-page.ts';

const OTHERS = ['bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'] as const;

describe('web table: a bribe as a free action (1.12)', function () {
  this.timeout(60_000);
  const table = useWebTable();

  it('1.12.02 pays Harkonnen a bribe from the form during the bidding; not offered during set-up (1.12.04)', async () => {
    const bots = Object.fromEntries(OTHERS.map((f) => [f, 'easy' as const]));
    const { gameId, tokens } = await createSeats(table, { factions: ['atreides', ...OTHERS], bots, botDelayMs: 0, maxTurns: 2, seed: 'web-bribe' }, [
      'atreides',
    ]);
    const context = await table.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await openSeat(context, table.server.httpUrl, gameId, 'atreides', tokens.get('atreides')!);
    const errors = watchErrors(page);
    const room = table.server.room(gameId);
    await page.waitForSelector('[data-testid=decision]');
    expect(room.game.phase, 'the game waits in set-up').to.equal('setup');
    expect(await page.locator('[data-testid=bribe]').count(), 'no bribe form during set-up').to.equal(0);
    const tally = newTally();
    while (room.game.phase !== 'bidding') await answerOne(page, tally);
    const before = { spice: room.game.factions.atreides!.spice, bribes: room.game.factions.harkonnen!.bribes };
    await page.locator('[data-testid=bribe] summary').click();
    await page.locator('[data-testid=bribe] select[name="bribe to"]').selectOption('harkonnen');
    await page.locator('[data-testid=bribe] input[name="bribe amount"]').fill('2');
    await page.locator('[data-testid=pay-bribe]').click();
    await page.waitForSelector('[data-testid=bribe-paid]');
    expect(await page.locator('[data-testid=bribe-paid]').textContent()).to.include('2 spice');
    expect(room.game.factions.atreides!.spice, 'the payer’s spice').to.equal(before.spice - 2);
    expect(room.game.factions.harkonnen!.bribes, 'in front of the Harkonnen shield').to.equal(before.bribes + 2);
    expect(errors, 'console errors').to.deep.equal([]);
    await context.close();
  });
});
