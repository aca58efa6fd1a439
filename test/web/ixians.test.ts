// The Ixians at the web table: the Hidden Mobile Stronghold placed and moved from its forms, drawn over the cell it
// sits on and named beside the board, and their log sentences. Each answer is checked on the server's state.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '../../server/store/index.ts';
import { useWebTable } from './browser.ts';
import { act, botGameUntil } from '../helpers/engine.ts';
import { aboard, atStorm, cyborgLossPosition, IXIAN_TABLE, ixiansBoard } from '../helpers/ixians.ts';
import { openStoredSeat } from './stored-game.ts';
import { enterPhase, setHand } from '../helpers/bidding.ts';

describe('web table: the Ixians (the HMS, the selection before the auctions, Technology, lost Cyborgs)', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-ixians-')));
  const table = useWebTable({ store, pauseFloorMs: 0 });

  it('IX.hms.placement the Ixians place the HMS from the form after the first storm; the board draws it over its cell', async () => {
    const state = structuredClone(botGameUntil({ factions: IXIAN_TABLE, seed: 'web-hms-place' }, (s) => s.pending.some((d) => d.kind === 'hms-place')));
    const { page, room, finish } = await openStoredSeat(table, store, 'hms-place', state, 'ixians');
    const form = page.locator('[data-testid=decision][data-kind=hms-place]');
    await form.waitFor();
    expect(await page.locator('[data-testid=ixians]').textContent()).to.include('not placed yet');
    await form.locator('[name=place]').selectOption({ label: 'The Great Flat (sector 14)' });
    await form.locator('[data-testid=submit]').click();
    for (let i = 0; i < 100 && room.game.ixians?.hms === null; i++) await page.waitForTimeout(50);
    expect(room.game.ixians!.hms).to.deep.equal({ territory: 'the-great-flat', sector: 14 });
    await page.locator('[data-testid=hms][data-over="the-great-flat:14"]').waitFor();
    await page.locator('[data-testid=ixians]', { hasText: 'over The Great Flat (sector 14)' }).waitFor();
    await finish();
  });

  it('IX.hms.movement the Ixians move the HMS two territories step by step from the form, its forces drawn with it', async () => {
    const s = ixiansBoard();
    aboard(s, 2, 1);
    const state = atStorm(s);
    const { page, room, finish } = await openStoredSeat(table, store, 'hms-move', state, 'ixians');
    const form = page.locator('[data-testid=decision][data-kind=hms-move]');
    await form.waitFor();
    await page.locator('[data-testid=hms][data-over="the-minor-erg:5"]').waitFor();
    // Its forces are drawn with it, their words naming the Cyborg.
    const aboardToken = page.locator('[data-testid=force-token][data-faction=ixians][data-territory=hms]');
    expect(await aboardToken.locator('title').textContent()).to.include('3 forces (1 starred) in Hidden Mobile Stronghold');
    await form.locator('[name=step]').selectOption({ label: 'Pasty Mesa (sector 5)' });
    await form.locator('[name=step]').selectOption({ label: 'South Mesa (sector 5)' });
    expect(await form.locator('[data-testid=hms-route]').textContent()).to.include('moving by Pasty Mesa (sector 5), then South Mesa (sector 5)');
    await form.locator('[data-testid=submit]').click();
    for (let i = 0; i < 100 && room.game.ixians?.hms?.territory !== 'south-mesa'; i++) await page.waitForTimeout(50);
    expect(room.game.ixians!.hms).to.deep.equal({ territory: 'south-mesa', sector: 5 });
    await page.locator('[data-testid=hms][data-over="south-mesa:5"]').waitFor();
    await finish();
  });

  it('IX.bidding the Ixians put a card of the row back on top of the deck from the form, and their log says where it went', async () => {
    const state = enterPhase(ixiansBoard(), 'bidding');
    const d = state.pending.find((x) => x.kind === 'ixian-selection');
    if (d?.kind !== 'ixian-selection') throw new Error('no selection');
    const { page, room, finish } = await openStoredSeat(table, store, 'ixian-selection', state, 'ixians');
    const form = page.locator('[data-testid=decision][data-kind=ixian-selection]');
    await form.waitFor();
    await form.locator('[name=card]').selectOption(d.cards[1]!);
    await form.locator('[name=to]').selectOption('top');
    await form.locator('[data-testid=submit]').click();
    for (let i = 0; i < 100 && room.game.pending.some((x) => x.kind === 'ixian-selection'); i++) await page.waitForTimeout(50);
    expect(room.game.decks.treachery[0], 'the card on top of the deck').to.equal(d.cards[1]);
    await page.locator('[data-testid=log]', { hasText: 'back on top of the deck' }).waitFor();
    await finish();
  });

  it('IX.casualties the Ixians replace lost Cyborgs with surviving Suboids from the form', async () => {
    const { page, room, finish } = await openStoredSeat(table, store, 'cyborg-replacement', cyborgLossPosition(), 'ixians');
    const form = page.locator('[data-testid=decision][data-kind=cyborg-replacement]');
    await form.waitFor();
    await form.locator('[name=count]').fill('1');
    await form.locator('[data-testid=submit]').click();
    for (let i = 0; i < 100 && room.game.factions.ixians!.tanks.elite === 2; i++) await page.waitForTimeout(50);
    expect(room.game.factions.ixians!.tanks).to.deep.equal({ regular: 1, elite: 1 });
    await finish();
  });

  it('IX.technology in the Advanced game the Ixians give a card of their hand for the one about to be put up for bid from the form', async () => {
    const base = ixiansBoard({ advanced: true });
    setHand(base, 'ixians', [base.decks.treachery.at(-1)!]);
    const given = base.factions.ixians!.hand[0]!;
    let state = enterPhase(base, 'bidding');
    const sel = state.pending.find((x) => x.kind === 'ixian-selection');
    if (sel?.kind !== 'ixian-selection') throw new Error('no selection');
    state = act(state, 'ixians', { type: 'ixian-selection', event: sel.id, card: sel.cards.at(-1)!, to: 'bottom' }).state;
    const { page, room, finish } = await openStoredSeat(table, store, 'ixian-technology', state, 'ixians');
    const form = page.locator('[data-testid=decision][data-kind=ixian-technology]');
    await form.waitFor();
    await form.locator(`[data-testid=choice][data-card=${given}]`).click();
    for (let i = 0; i < 100 && room.game.factions.ixians!.hand.includes(given); i++) await page.waitForTimeout(50);
    expect(room.game.factions.ixians!.hand, 'the card taken from the row').to.deep.equal([sel.cards[0]]);
    await finish();
  });
});
