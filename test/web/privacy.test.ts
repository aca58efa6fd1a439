// Wire privacy through the web table, in real Chromium pages (issue 22): four browsers at one game, each in its own
// context (its own storage and sockets) — seat A (Harkonnen, who created the game from the lobby), seat B
// (Atreides) and seat C (Emperor) who came in by the share link and the Join button, and a spectator who pressed
// Watch — with a bot in the fourth seat. A's hand and traitors (read from the server's own state, and their names
// as A's page shows them) must never reach C's or the spectator's page: not in its DOM, not in the bytes of any
// WebSocket frame it received. Table talk through the chat panel: A's private message reaches B only, a public
// message everyone, the spectators' channel no seat.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { TERRITORIES } from '../../client-sdk/board.ts';
import { waitFor } from '../helpers/server.ts';
import { report } from '../support/capture-logs.ts';
import { useWebTable, tapFrames, watchErrors, type FrameTap } from './browser.ts';

interface Viewer {
  name: string;
  context: BrowserContext;
  page: Page;
  frames: FrameTap;
  errors: string[];
}

/**
 * `text` without the board's territory names, which are public and may contain a card's name (the Shield Wall
 * holds "Shield", Gara Kulon "Kulon"): a card's name left in the rest is a leak. Longest first; the board's labels
 * break a name over lines ("Shield" and "Wall" are text nodes of their own), so any whitespace joins its words.
 */
const PLACE_NAMES = TERRITORIES.map((t) => t.name).sort((x, y) => y.length - x.length);
const escaped = (word: string): string => word.replace(/[^\w\s]/g, '\\$&');
const PLACES = PLACE_NAMES.map((name) => new RegExp(name.split(/\s+/).map(escaped).join('\\s+'), 'g'));
const withoutPlaces = (text: string): string => PLACES.reduce((t, place) => t.replace(place, '·'), text);

/** Whether `text` shows `name` as words of their own ("Rep" as a leader, not in "Report"). */
const showsName = (text: string, name: string): boolean => new RegExp(`\\b${escaped(name)}\\b`).test(withoutPlaces(text));

/**
 * Whether frames hold `id` as a string value of its own, in every form the server writes one: a msgpack or schema
 * string (a length byte, 0xa0 + length below 32, then the UTF-8 bytes: messages and state alike) or a quoted
 * string inside a JSON text (the `round` fields). Matching the whole value keeps a short id ("rep", "caid") from
 * being "found" inside unrelated bytes, and a card id inside a territory id ("kulon" in "gara-kulon").
 */
function holdsId(frames: FrameTap, id: string): boolean {
  const utf8 = Buffer.from(id, 'utf8');
  const header = utf8.length < 32 ? Buffer.from([0xa0 | utf8.length]) : Buffer.from([0xd9, utf8.length]);
  const all = frames.bytes();
  return all.includes(Buffer.concat([header, utf8])) || all.includes(Buffer.from(JSON.stringify(id), 'utf8'));
}

/**
 * All the text a page holds, one piece a line: every text node (hidden ones, options and SVG titles too), the
 * labels and titles of elements, and every field's value; but for text inside elements matching `skip`.
 */
const pageText = (page: Page, skip?: string): Promise<string> =>
  page.evaluate((skip) => {
    const parts: string[] = [];
    const walk = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) if (!(skip && walk.currentNode.parentElement?.closest(skip))) parts.push(walk.currentNode.nodeValue ?? '');
    for (const e of document.querySelectorAll('*')) {
      for (const a of ['aria-label', 'title', 'alt', 'placeholder', 'value']) parts.push(e.getAttribute(a) ?? '');
      if (e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement || e instanceof HTMLSelectElement) parts.push(e.value);
    }
    return parts.filter((p) => p !== '').join('\n');
  }, skip);

/** The names a page shows in a private-panel field (`Lady Jessica, Piter De Vries`), or none. */
async function shownNames(page: Page, testid: 'hand' | 'traitors'): Promise<string[]> {
  const text = (await page.locator(`[data-testid=private] [data-testid=${testid}]`).textContent()) ?? '';
  return text === 'none' ? [] : text.split(', ');
}

/** The texts of the chat messages a page shows, newest last. */
const chatTexts = (page: Page): Promise<string[]> => page.locator('[data-testid=chat-message] .chat-text').allTextContents();

/** Writes `text` in the chat panel (on `channel`, to `to`) and sends it with Enter; lines are joined with Shift+Enter. */
async function say(page: Page, channel: string, lines: string[], to?: string): Promise<void> {
  await page.selectOption('[data-testid=chat-channel]', channel);
  if (to) await page.selectOption('[data-testid=chat-to]', to);
  const box = page.locator('[data-testid=chat-text]');
  await box.click();
  for (const [i, line] of lines.entries()) {
    if (i > 0) await box.press('Shift+Enter');
    await box.pressSequentially(line);
  }
  await box.press('Enter');
  // Sent once the sender's own copy is in its list (the server delivers it before the acknowledgement).
  await page.locator('[data-testid=chat-message] .chat-text', { hasText: lines[0]! }).waitFor();
  expect(await box.inputValue(), 'the box is cleared once sent').to.equal('');
}

const optionValues = (page: Page, select: string): Promise<string[]> =>
  page.$$eval(`${select} option`, (options) => options.map((o) => (o as HTMLOptionElement).value));

describe('web table: privacy in Chromium', function () {
  this.timeout(90_000);
  const viewers: Viewer[] = [];
  // Registered first, so it runs before the browser closes.
  after(async () => {
    for (const v of viewers) await v.context.close();
  });
  const table = useWebTable();
  const shots = mkdtempSync(join(tmpdir(), 'dune-web-shots-'));

  /** A new browser context and page, its frames and errors watched from before the first request. */
  async function open(name: string, width = 1280): Promise<Viewer> {
    const context = await table.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const viewer = { name, context, page, frames: tapFrames(page), errors: watchErrors(page) };
    viewers.push(viewer);
    return viewer;
  }

  it("keeps seat A's hand, traitors and private chat out of seat C's and a spectator's DOM and frames; each channel reaches its readers only", async () => {
    const started = Date.now();
    const nonce = Math.random().toString(36).slice(2, 10);

    // A creates the game from the lobby: A plays the Harkonnen (who keep all four traitors dealt, and draw two
    // cards), the Atreides and the Emperor are open seats, the Guild a bot.
    const a = await open('seat A (harkonnen)');
    await a.page.goto(`${table.server.httpUrl}/#/`);
    await a.page.waitForSelector('[data-testid=create-form]');
    await a.page.selectOption('select[name=control-harkonnen]', 'you');
    await a.page.selectOption('select[name=control-atreides]', 'open');
    await a.page.selectOption('select[name=control-emperor]', 'open');
    await a.page.selectOption('select[name=control-guild]', 'bot:easy');
    await a.page.uncheck('input[name=faction-bene-gesserit]');
    await a.page.uncheck('input[name=faction-fremen]');
    await a.page.fill('input[name=maxTurns]', '1');
    await a.page.fill('input[name=botDelayMs]', '0');
    await a.page.click('[data-testid=create]');
    await a.page.waitForSelector('[data-testid=table]');
    const share = await a.page.inputValue('[data-testid=share-link]');
    const gameId = /#\/game\/(.+)$/.exec(share)![1]!;

    // B and C open the share link and join their seats; the spectator watches at phone width.
    const enter = async (name: string, seat: string | null, width?: number): Promise<Viewer> => {
      const v = await open(name, width);
      await v.page.goto(share);
      if (seat) {
        await v.page.getByLabel('Seat').selectOption(seat);
        await v.page.getByRole('button', { name: 'Join' }).click();
      } else await v.page.getByRole('button', { name: 'Watch' }).click();
      await v.page.waitForSelector('[data-testid=chat]');
      return v;
    };
    const b = await enter('seat B (atreides)', 'atreides');
    const c = await enter('seat C (emperor)', 'emperor');
    const spectator = await enter('the spectator', null, 390);

    // B and C keep a traitor each (clicked on their pages); set-up then deals the treachery cards.
    for (const v of [b, c]) await v.page.locator('[data-testid=decision][data-kind=pick-traitor] [data-testid=choice]').first().click();
    const room = table.server.room(gameId);
    await waitFor(() => room.game.factions.harkonnen!.hand.length === 2 && room.game.phase !== 'setup', 20_000, 'set-up to deal the cards');
    const hand = [...room.game.factions.harkonnen!.hand];
    const traitors = [...room.game.factions.harkonnen!.traitors];
    expect(traitors).to.have.length(4);
    // The names as the app renders them, read off A's own page (which must show them all).
    await a.page.waitForFunction((n) => document.querySelector('[data-testid=private] [data-testid=hand]')?.textContent?.split(', ').length === n, hand.length);
    const handNames = await shownNames(a.page, 'hand');
    const traitorNames = await shownNames(a.page, 'traitors');
    expect(handNames).to.have.length(hand.length);
    expect(traitorNames).to.have.length(traitors.length);

    // The channel pickers offer only what each may write: A has no ally, the spectator only the spectators' channel.
    expect(await optionValues(a.page, '[data-testid=chat-channel]')).to.deep.equal(['public', 'private']);
    expect(await optionValues(spectator.page, '[data-testid=chat-channel]')).to.deep.equal(['spectators']);
    await a.page.selectOption('[data-testid=chat-channel]', 'private');
    expect((await optionValues(a.page, '[data-testid=chat-to]')).sort()).to.deep.equal(['atreides', 'emperor', 'guild']);

    // A refused message shows the server's code and stays in the box (a tab is a control character).
    await a.page.fill('[data-testid=chat-text]', `tab\tbad ${nonce}`);
    await a.page.click('[data-testid=chat-send]');
    expect(await a.page.locator('[data-testid=chat-form] [data-testid=error]').textContent()).to.include('BAD_MESSAGE');
    expect(await a.page.inputValue('[data-testid=chat-text]')).to.include('tab\tbad');
    await a.page.fill('[data-testid=chat-text]', '');

    // The spectators' message first, then A's private one to B, then C's public one: each socket delivers in order,
    // so once the public message is in a page's frames, anything said before it that the page may read is there too.
    const spectatorsOnly = `spectators-only ${nonce}`;
    const secret = `psst ${nonce}`;
    const everyone = `hello table ${nonce}`;
    await say(spectator.page, 'spectators', [spectatorsOnly]);
    await say(a.page, 'private', [secret, 'second line: meet me at Arrakeen'], 'atreides');
    await say(c.page, 'public', [everyone]);
    for (const v of viewers) {
      await v.page.locator('[data-testid=chat-message] .chat-text', { hasText: everyone }).waitFor();
      await waitFor(() => v.frames.holds(everyone), 10_000, `${v.name}'s frames to hold the public message`);
    }

    // B reads A's private message (both lines, sender, recipient, channel).
    const toB = b.page.locator('[data-testid=chat-message][data-channel=private]', { hasText: secret });
    expect(await toB.getAttribute('data-from')).to.equal('harkonnen');
    expect(await toB.locator('.chat-text').textContent()).to.equal(`${secret}\nsecond line: meet me at Arrakeen`);
    expect(await toB.locator('.chat-meta').textContent()).to.match(/Harkonnen\s*→\s*Atreides\s*Private/);
    expect(await chatTexts(spectator.page)).to.deep.equal([spectatorsOnly, everyone]);

    // C's own hand shares no id with A's, but may hold another copy of a card of the same name (a second Shield):
    // such a name proves nothing on C's page and is left out of the DOM check (ids are unique, and all checked).
    const cOwn = new Set([...(await shownNames(c.page, 'hand')), ...(await shownNames(c.page, 'traitors'))]);
    const secrets = [...hand, ...traitors];
    const secretNames = [...handNames, ...traitorNames];
    for (const v of [c, spectator]) {
      const text = await pageText(v.page);
      // The seat panels name every seat's leaders from the public catalog, traitors among them: there a leader's
      // name says nothing of whose traitor it is. So is a card's rules text open under the pointer (a Lasgun's names
      // the Shield) and the settings every seat has ("Karama windows"). Names are looked for everywhere else.
      const unlisted = await pageText(v.page, '[data-testid=leaders], [data-testid=hint-text], [data-testid=settings]');
      const names = v === c ? secretNames.filter((n) => !cOwn.has(n)) : secretNames;
      for (const s of [...secrets, secret]) expect(text.includes(s), `${v.name}'s DOM holds "${s}"`).to.equal(false);
      for (const n of names) expect(showsName(unlisted, n), `${v.name}'s DOM shows "${n}"`).to.equal(false);
      for (const s of secrets) expect(holdsId(v.frames, s), `${v.name}'s frames hold "${s}"`).to.equal(false);
      expect(v.frames.holds(secret), `${v.name}'s frames hold the private message`).to.equal(false);
    }
    for (const v of [a, b, c]) {
      expect(v.frames.holds(spectatorsOnly), `${v.name}'s frames hold the spectators' message`).to.equal(false);
      expect(await pageText(v.page), `${v.name}'s DOM`).to.not.include(spectatorsOnly);
    }
    // The searches can find what they look for: A's own frames carry its hand and traitors, B's the private text,
    // the spectator's the spectators' message.
    for (const s of secrets) expect(holdsId(a.frames, s), `A's frames hold ${s}`).to.equal(true);
    const aText = await pageText(a.page);
    for (const n of secretNames) expect(showsName(aText, n), `A's page shows ${n}`).to.equal(true);
    expect(b.frames.holds(secret)).to.equal(true);
    expect(spectator.frames.holds(spectatorsOnly)).to.equal(true);

    // The spectator's page at 390 px does not scroll sideways.
    expect(await spectator.page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);
    await b.page.screenshot({ path: join(shots, 'chat-seat-b.png'), fullPage: true });
    await spectator.page.screenshot({ path: join(shots, 'chat-spectator-phone.png'), fullPage: true });
    for (const v of viewers) expect(v.errors, `${v.name}: console errors`).to.deep.equal([]);

    const tally = (v: Viewer) => `${v.name} ${v.frames.frames.length} frames, ${v.frames.bytes().length} bytes`;
    report(`searched the frames of ${tally(c)}; ${tally(spectator)} (and of ${tally(a)}, where all are found)`);
    report(
      `for ${secrets.length} ids (hand ${hand.join(', ')}; traitors ${traitors.join(', ')}) and the private text; their ${secretNames.length} names in the DOM (${secretNames.length - secretNames.filter((n) => !cOwn.has(n)).length} shared with C's own hand left out for C)`,
    );
    report(
      `screenshots: ${join(shots, 'chat-seat-b.png')} ${join(shots, 'chat-spectator-phone.png')}; ${((Date.now() - started) / 1000).toFixed(1)} s in the browsers`,
    );
  });
});
