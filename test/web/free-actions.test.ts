// Free actions through the web table, outside any decision: a bribe (1.12) paid during the bidding lies in front of
// the recipient's shield (1.12.02) and is not offered during set-up (1.12.04); the Emperor's gift to its ally
// (2.03.06) reaches the ally at once, and only the Emperor with an ally is offered it; a Karama card held prevents the
// Atreides' next look at the card up for bid (3.01.11.02).
import { expect } from 'chai';
import { mkdirSync, mkdtempSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASSIC_FACTIONS } from '../../rooms/dune/index.ts';
import { allyOf } from '../../rooms/dune/alliances.ts';
import { FileStore } from '../../server/store/index.ts';
import { useWebTable, watchErrors } from './browser.ts';
import { answerOne, newTally } from './form-player.ts';
import { createSeats, openSeat } from './seat-page.ts';
import { botGameUntil } from '../helpers/engine.ts';
import { storeWithSeat } from './stored-game.ts';

const OTHERS = ['bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'] as const;

const SHOTS = '/tmp/dune-shots-web2';

/** The free action's panel at 1440 px, then the page at a phone's 390 px with the panel in view. */
async function shoot(page: Page, testid: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const panel = page.locator(`[data-testid=${testid}]`);
  await panel.screenshot({ path: `${SHOTS}/${testid}-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  // Chromium repaints an open <details> late after a resize: without a pause the shot shows the old width's paint.
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${testid}-390.png` });
  await page.setViewportSize({ width: 1440, height: 1000 });
}

describe('web table: free actions (bribes, the Emperor’s gift, a Karama preventing an Atreides ability)', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-spice-payment-')));
  const table = useWebTable({ store, pauseFloorMs: 0 });

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
    expect(await page.locator('[data-testid=gift]').count(), 'no gift for the Atreides').to.equal(0);
    const tally = newTally();
    while (room.game.phase !== 'bidding') await answerOne(page, tally);
    const before = { spice: room.game.factions.atreides!.spice, bribes: room.game.factions.harkonnen!.bribes };
    await page.locator('[data-testid=bribe] summary').click();
    await page.locator('[data-testid=bribe] select[name=to]').selectOption('harkonnen');
    await page.locator('[data-testid=bribe] input[name=amount]').fill('2');
    await shoot(page, 'bribe');
    await page.locator('[data-testid=bribe] [data-testid=pay]').click();
    await page.waitForSelector('[data-testid=bribe] [data-testid=done]');
    expect(await page.locator('[data-testid=bribe] [data-testid=done]').textContent()).to.include('2 spice');
    expect(room.game.factions.atreides!.spice, 'the payer’s spice').to.equal(before.spice - 2);
    expect(room.game.factions.harkonnen!.bribes, 'in front of the Harkonnen shield').to.equal(before.bribes + 2);
    expect(errors, 'console errors').to.deep.equal([]);
    await context.close();
  });

  it('2.03.06 the Emperor gives its ally spice from the form, and the ally holds it at once', async () => {
    // A seed whose bots ally the Emperor in turn 2.
    const state = botGameUntil(
      { factions: [...CLASSIC_FACTIONS], seed: 'gift-4', maxTurns: 5 },
      (s) => !!allyOf(s, 'emperor') && s.factions.emperor!.spice > 0,
    );
    const ally = allyOf(state, 'emperor')!;
    const gameId = 'emperor-gift';
    const token = await storeWithSeat(store, gameId, state, 'emperor');
    const context = await table.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await openSeat(context, table.server.httpUrl, gameId, 'emperor', token);
    const errors = watchErrors(page);
    // The bots have played up to the Emperor's next decision: nothing else moves spice while it is open.
    await page.waitForSelector('[data-testid=decision]');
    const room = table.server.room(gameId);
    const before = { emperor: room.game.factions.emperor!.spice, ally: room.game.factions[ally]!.spice };
    await page.locator('[data-testid=gift] summary').click();
    expect(await page.locator('[data-testid=gift] select[name=to] option').allTextContents(), 'the ally alone').to.have.length(1);
    await page.locator('[data-testid=gift] input[name=amount]').fill('1');
    await page.locator('[data-testid=gift] [data-testid=pay]').click();
    await page.waitForSelector('[data-testid=gift] [data-testid=done]');
    await shoot(page, 'gift');
    expect(room.game.factions.emperor!.spice, 'the Emperor’s spice').to.equal(before.emperor - 1);
    expect(room.game.factions[ally]!.spice, `${ally} holds the gift at once`).to.equal(before.ally + 1);
    // The stored game has no room until the page joins: the SDK's first join is answered 522, then it restores it.
    expect(
      errors.filter((e) => !/status of 522/.test(e)),
      'console errors',
    ).to.deep.equal([]);
    await context.close();
  });

  it("3.01.11.02 a Karama held by the Emperor prevents the Atreides' next look at the card up for bid", async () => {
    const played = botGameUntil({ factions: [...CLASSIC_FACTIONS], seed: 'prevent-1', maxTurns: 3 }, (s) => s.phase !== 'setup');
    const state = structuredClone(played);
    const emperor = state.factions.emperor!;
    if (!emperor.hand.some((c) => c.startsWith('karama')))
      emperor.hand.push(
        state.decks.treachery.splice(
          state.decks.treachery.findIndex((c) => c.startsWith('karama')),
          1,
        )[0]!,
      );
    const card = emperor.hand.find((c) => c.startsWith('karama'))!;
    const gameId = 'karama-prevent';
    const token = await storeWithSeat(store, gameId, state, 'emperor');
    const context = await table.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await openSeat(context, table.server.httpUrl, gameId, 'emperor', token);
    const errors = watchErrors(page);
    // The bots have played up to the Emperor's next decision: no Atreides look happens while it is open.
    await page.waitForSelector('[data-testid=decision]');
    await page.locator('[data-testid=karama-prevent] summary').click();
    await shoot(page, 'karama-prevent');
    await page.locator('[data-testid=karama-prevent] [data-testid=atreides-bidding]').click();
    const room = table.server.room(gameId);
    for (let i = 0; i < 40 && room.game.karama.prevented.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(room.game.karama.prevented, 'the prevention waits on the table').to.deep.equal([{ ability: 'atreides-bidding', by: 'emperor' }]);
    expect(
      room.game.factions.emperor!.hand.filter((c) => c === card),
      'the Karama card is spent',
    ).to.have.length(0);
    // With no Karama card left in hand, the form is no longer offered.
    await page.waitForSelector('[data-testid=karama-prevent]', { state: 'detached' });
    expect(
      errors.filter((e) => !/status of 522/.test(e)),
      'console errors',
    ).to.deep.equal([]);
    await context.close();
  });
});
