// "Your turn" while the tab is hidden, in Chromium: with the player's opt-in (settings in localStorage) and the
// browser's permission, a decision arriving for the seat shows a browser notification and plays a tone made with
// WebAudio; the tab's title counts the decisions waiting. The page's hidden state, Notification and AudioContext are
// stood in for by an init script (a test cannot hide a headless tab), which records what the page asked of them.
import { expect } from 'chai';
import { report } from '../support/capture-logs.ts';
import { useWebTable, watchErrors } from './browser.ts';

describe('web: the turn nudge in Chromium', function () {
  this.timeout(60_000);
  const table = useWebTable();

  it('a decision arriving while the tab is hidden notifies (opt-in, permission granted), plays a tone, and titles the tab', async () => {
    const started = Date.now();
    const creator = await table.server
      .client()
      .create({ factions: ['atreides', 'harkonnen'], faction: 'atreides', bots: { harkonnen: 'easy' }, botDelayMs: 0, seed: 'nudge' });
    const { gameId } = creator;
    const token = creator.seatToken!;
    await creator.leave();
    const context = await table.browser.newContext();
    // Plain script text: the test's own compiled functions carry helpers (esbuild's names) the page does not have.
    await context.addInitScript({
      content: `
        localStorage.setItem(${JSON.stringify(`dune-rooms:seat:${gameId}`)}, ${JSON.stringify(JSON.stringify({ token, faction: 'atreides' }))});
        localStorage.setItem('dune-rooms:settings', JSON.stringify({ karama: 'ask', cards: 'ask', sound: true, notify: true }));
        const seen = { notes: [], tones: 0 };
        window.nudges = seen;
        Object.defineProperty(document, 'hidden', { get: () => true });
        function FakeNotification(title, options) { seen.notes.push(title + ': ' + ((options && options.body) || '')); this.onclick = null; }
        FakeNotification.permission = 'granted';
        FakeNotification.prototype.close = function () {};
        function FakeAudio() { this.currentTime = 0; this.destination = {}; }
        FakeAudio.prototype.createGain = function () { return { gain: { value: 0 }, connect() {} }; };
        FakeAudio.prototype.createOscillator = function () { seen.tones += 1; return { frequency: { value: 0 }, connect() {}, start() {}, stop() {} }; };
        FakeAudio.prototype.close = function () { return Promise.resolve(); };
        window.Notification = FakeNotification;
        window.AudioContext = FakeAudio;
      `,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${table.server.httpUrl}/#/game/${gameId}`);
    await page.waitForSelector('[data-testid=decision]');
    await page.waitForFunction(() => (window as unknown as { nudges: { notes: string[] } }).nudges.notes.length > 0, undefined, { timeout: 10_000 });
    const nudges = await page.evaluate(() => (window as unknown as { nudges: { notes: string[]; tones: number } }).nudges);
    expect(nudges.notes[0]).to.match(new RegExp(`^Dune: your turn: Game ${gameId}: `));
    expect(nudges.tones).to.equal(2);
    expect(await page.title()).to.match(/^\(\d+\) Your turn — Dune$/);
    expect(errors, 'console errors').to.deep.equal([]);
    await context.close();
    report(`turn nudge checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});
