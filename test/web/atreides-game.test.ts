// A whole game played as a human Atreides through the web table's map and forms alone: no suggested answer and no
// JSON editor is ever clicked, a decision without a form fails the test. Shipments and moves are chosen by tapping
// the map (the form must then name the place tapped); before every bid the card up for bid must be on the page and
// be the card the server has up (2.01.05), unless a Karama keeps the Atreides from seeing it. Screenshots at 1440 px
// and 390 px go to /tmp/dune-shots-webtable/.
import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { report } from '../support/capture-logs.ts';
import { useWebTable, watchErrors } from './browser.ts';
import { createSeats, openSeat, tapPlace } from './seat-page.ts';

const SHOTS = '/tmp/dune-shots-webtable';
const OTHERS = ['bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'] as const;

interface Tally {
  kinds: Map<string, number>;
  bids: number;
  cardSeen: number;
  mapTaps: number;
  /** Taps made for shipments. */
  shipTaps: number;
  refused: string[];
}

/** The form names the place tapped (once the page has re-rendered). */
async function formTakes(select: ReturnType<Page['locator']>, territory: string): Promise<void> {
  for (let i = 0; i < 20 && (await select.inputValue()) !== territory; i++) await new Promise((r) => setTimeout(r, 50));
  expect(await select.inputValue(), 'the form names the place tapped on the map').to.equal(territory);
}

/** Taps one of the places the ship form offers (lit on the map) and checks the form took it. */
async function shipByMap(page: Page, here: ReturnType<Page['locator']>, tally: Tally): Promise<void> {
  const offered = page.locator('[data-testid=board] .territory.offered');
  if ((await offered.count()) === 0 || (await here.locator('[data-testid=submit]').count()) === 0) return;
  const target = offered.first();
  const territory = (await target.getAttribute('data-territory'))!;
  const sector = Number((await target.getAttribute('data-offered-sectors'))!.split(',').at(-1));
  await tapPlace(page, territory, sector);
  tally.mapTaps++;
  tally.shipTaps++;
  await formTakes(here.locator('select[name=destination]'), territory);
}

/** Taps where a movable stack stands, then one of the places the form offers for it. */
async function moveByMap(page: Page, here: ReturnType<Page['locator']>, tally: Tally): Promise<void> {
  const from = page.locator('[data-testid=board] .territory.from');
  if ((await from.count()) === 0 || (await here.locator('[data-testid=submit]').count()) === 0) return;
  await tapPlace(page, (await from.first().getAttribute('data-territory'))!, 0);
  const options = await here.locator('select[name="move to"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const territory = options.at(-1)!;
  await tapPlace(page, territory, 0);
  tally.mapTaps += 2;
  await formTakes(here.locator('select[name="move to"]'), territory);
  // The map during a move: where the stacks stand and where they may go lit, the place tapped picked.
  if (tally.mapTaps === 2 + tally.shipTaps) await page.screenshot({ path: `${SHOTS}/board-move-1440.png` });
}

async function answerOne(page: Page, gameId: string, table: ReturnType<typeof useWebTable>, tally: Tally): Promise<string | null> {
  await page.waitForSelector('[data-testid=decision], [data-testid=victory]', { timeout: 30_000 });
  if (await page.isVisible('[data-testid=victory]')) return null;
  const card = page.locator('[data-testid=decision]').first();
  const kind = (await card.getAttribute('data-kind'))!;
  const event = (await card.getAttribute('data-event'))!;
  const here = page.locator(`[data-event="${event}"]`);
  const click = (testid: string) => here.locator(`[data-testid=${testid}]`).first().click();
  const has = async (testid: string) => (await here.locator(`[data-testid=${testid}]`).count()) > 0;
  if (kind === 'bid') {
    tally.bids++;
    const state = table.server.room(gameId).game;
    const round = state.round?.phase === 'bidding' ? state.round : null;
    if (round && !round.atreidesBlind) {
      expect(await here.locator('[data-testid=card-up]').getAttribute('data-card'), 'the card up for bid, before the bid').to.equal(round.row[0]);
      tally.cardSeen++;
    }
    // Raise once per auction when the bid is cheap, else pass: both paths of the form get used.
    const lowest = Number(
      (await here
        .locator('input[name=bid]')
        .getAttribute('min')
        .catch(() => null)) ?? Number.POSITIVE_INFINITY,
    );
    if (lowest <= 2 && (await has('submit'))) await click('submit');
    else await click('pass');
  } else if (kind === 'dial-storm') {
    const dial = here.locator('input[name=dial]');
    await dial.fill((await dial.getAttribute('max'))!);
    await click('submit');
  } else if (kind === 'ship') {
    await shipByMap(page, here, tally);
    await click(
      (await here
        .locator('[data-testid=submit]')
        .isEnabled()
        .catch(() => false))
        ? 'submit'
        : 'pass',
    );
  } else if (kind === 'move') {
    await moveByMap(page, here, tally);
    await click((await has('submit')) ? 'submit' : 'pass');
  } else if (kind === 'battle-plan') {
    await page.screenshot({ path: `${SHOTS}/battle-plan-1440.png`, fullPage: true });
    await click('submit');
  } else if (await has('choice')) await click('choice');
  else if (await has('submit')) await click('submit');
  else if (await has('no')) await click('no');
  else if (await has('pass')) await click('pass');
  else throw new Error(`no form answers a ${kind} decision`);
  for (let attempt = 0; ; attempt++) {
    await page.waitForFunction(
      (id) => !document.querySelector(`[data-event="${id}"]`) || document.querySelector(`[data-event="${id}"] [data-testid=error]`),
      event,
      { timeout: 30_000 },
    );
    if ((await here.count()) === 0) return kind;
    tally.refused.push(`${kind}: ${(await here.locator('[data-testid=error]').textContent()) ?? ''}`);
    // A refused answer falls back to the form's own pass, never to a suggested answer.
    if (attempt > 0 || !(await has('pass'))) throw new Error(`the form's answer to ${kind} was refused: ${tally.refused.join(' | ')}`);
    await click('pass');
  }
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
    const tally: Tally = { kinds: new Map(), bids: 0, cardSeen: 0, mapTaps: 0, shipTaps: 0, refused: [] };
    let boardShot = false;
    for (let kind = await answerOne(page, gameId, table, tally); kind !== null; kind = await answerOne(page, gameId, table, tally)) {
      tally.kinds.set(kind, (tally.kinds.get(kind) ?? 0) + 1);
      if (!boardShot && kind === 'move') {
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
      }
    }
    await page.screenshot({ path: `${SHOTS}/final-1440.png`, fullPage: true });
    // What the page says the Atreides know of other hands is in those hands now (seen bought, played and kept).
    const known = JSON.parse(
      (await page
        .locator('[data-testid=known-hands]')
        .getAttribute('data-known')
        .catch(() => null)) ?? '{}',
    ) as Record<string, string[]>;
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
    const answered = [...tally.kinds.values()].reduce((a, b) => a + b, 0);
    report(
      `Atreides: answered ${answered} decisions through forms (${[...tally.kinds].map(([k, n]) => `${k} ${n}`).join(', ')}); ${tally.mapTaps} map taps; refused ${tally.refused.length}`,
    );
    report(`Atreides know of ${Object.values(known).flat().length} cards in other hands at the end: ${JSON.stringify(known)}`);
    report(`Atreides: ${tally.bids} bids, the card up checked on screen before ${tally.cardSeen}; winners ${truth!.winners.join(', ')} (turn ${truth!.turn})`);
    expect(tally.bids).to.be.greaterThan(0);
    expect(tally.cardSeen).to.be.greaterThan(0);
    expect(tally.kinds.get('ship') ?? 0).to.be.greaterThan(0);
    expect(tally.mapTaps, 'places chosen on the map').to.be.greaterThan(0);
    expect(errors, 'console errors').to.deep.equal([]);
    await context.close();
  });
});
