// A whole game played as a human Atreides through the web table's map and forms alone (form-player.ts); before every bid the card up for bid must be on the page and
// be the card the server has up (2.01.05), unless a Karama keeps the Atreides from seeing it. Screenshots at 1440 px
// and 390 px go to /tmp/dune-shots-webtable/.
import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { report } from '../support/capture-logs.ts';
import { useWebTable, watchErrors } from './browser.ts';
import { attributeNow, describeTally, playToTheEnd } from './form-player.ts';
import { createSeats, openSeat } from './seat-page.ts';

const SHOTS = '/tmp/dune-shots-webtable';
const OTHERS = ['bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'] as const;

/** Before every bid, the card up for bid is on the page and is the card the server has up (2.01.05). */
function checkCardUp(table: ReturnType<typeof useWebTable>, gameId: string, seen: { cards: number }) {
  return async (here: Locator): Promise<void> => {
    const state = table.server.room(gameId).game;
    const round = state.round?.phase === 'bidding' ? state.round : null;
    if (!round || round.atreidesBlind) return;
    expect(await attributeNow(here.locator('[data-testid=card-up]'), 'data-card'), 'the card up for bid, before the bid').to.equal(round.row[0]);
    seen.cards++;
  };
}

describe('web table: a whole game as the Atreides through the map and the forms', function () {
  this.timeout(120_000);
  const table = useWebTable();

  it('plays every Atreides decision with the forms and map taps, the card up for bid on screen before each bid', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const bots = Object.fromEntries(OTHERS.map((f) => [f, 'easy' as const]));
    const { gameId, tokens } = await createSeats(table, { factions: ['atreides', ...OTHERS], bots, botDelayMs: 0, maxTurns: 2, seed: 'web-atreides' }, [
      'atreides',
    ]);
    const context = await table.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await openSeat(context, table.server.httpUrl, gameId, 'atreides', tokens.get('atreides')!);
    const errors = watchErrors(page);
    const seen = { cards: 0 };
    let boardShot = false;
    const tally = await playToTheEnd(
      page,
      {
        beforeBid: checkCardUp(table, gameId, seen),
        // The map during a move: where the stacks stand and where they may go lit, the place tapped picked.
        firstMove: () => page.screenshot({ path: `${SHOTS}/board-move-1440.png` }).then(() => undefined),
        beforePlan: () => page.screenshot({ path: `${SHOTS}/battle-plan-1440.png`, fullPage: true }).then(() => undefined),
      },
      async (kind) => {
        if (boardShot || kind !== 'move') return;
        boardShot = true;
        await page.screenshot({ path: `${SHOTS}/board-mid-game-1440.png` });
        const phone = await table.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        const watcher = await phone.newPage();
        await watcher.goto(`${table.server.httpUrl}/#/game/${gameId}`);
        await watcher.getByRole('button', { name: 'Watch' }).click();
        await watcher.waitForSelector('[data-testid=board]');
        // The board is in the first screen of a phone.
        const top = await watcher.locator('[data-testid=board]').boundingBox();
        expect(top!.y, 'the board starts within the first screen').to.be.below(844 / 2);
        await watcher.screenshot({ path: `${SHOTS}/phone-first-screen-390.png` });
        await watcher.getByRole('button', { name: 'Zoom in' }).click();
        await watcher.getByRole('button', { name: 'Zoom in' }).click();
        await watcher.screenshot({ path: `${SHOTS}/phone-zoomed-390.png` });
        await phone.close();
      },
    );
    await page.screenshot({ path: `${SHOTS}/final-1440.png`, fullPage: true });
    // What the page says the Atreides know of other hands is in those hands now (seen bought, played and kept).
    const known = JSON.parse((await attributeNow(page.locator('[data-testid=known-hands]'), 'data-known')) ?? '{}') as Record<string, string[]>;
    const state = table.server.room(gameId).game;
    if (process.env.DEBUG_KNOWN) {
      const spy = await table.server.client().spectate(gameId);
      await new Promise((r) => setTimeout(r, 500));
      for (const e of spy.events) if (JSON.stringify(e).includes('guild') || JSON.stringify(e).includes('ellaca')) console.log(JSON.stringify(e));
    }
    for (const [f, cards] of Object.entries(known))
      for (const card of cards) expect(state.factions[f as keyof typeof state.factions]!.hand, `${f} holds ${card}`).to.include(card);
    const truth = table.server.room(gameId).game.victory;
    expect(truth, 'the game is over').to.not.equal(null);
    report(describeTally('Atreides', tally));
    report(`Atreides know of ${Object.values(known).flat().length} cards in other hands at the end: ${JSON.stringify(known)}`);
    report(`Atreides: ${tally.bids} bids, the card up checked on screen before ${seen.cards}; winners ${truth!.winners.join(', ')} (turn ${truth!.turn})`);
    expect(tally.bids).to.be.greaterThan(0);
    expect(seen.cards).to.be.greaterThan(0);
    expect(tally.kinds.get('ship') ?? 0).to.be.greaterThan(0);
    expect(tally.mapTaps, 'places chosen on the map').to.be.greaterThan(0);
    expect(errors, 'console errors').to.deep.equal([]);
    await context.close();
  });
});
