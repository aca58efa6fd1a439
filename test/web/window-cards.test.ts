// The card window's form offers what each window card must name, in Chromium: a Juice of Sapho its use (first or last
// as a phase starts), a Semuta Drug the card it takes (one another player just discarded). Before the window cards were
// plug-ins with web modules of their own, the form sent either card bare and the engine refused it.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASSIC_FACTIONS, pendingDecisions, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { FileStore } from '../../server/store/index.ts';
import { botGameUntil, dealFamily } from '../helpers/engine.ts';
import { useWebTable, watchErrors } from './browser.ts';
import { storeWithSeat } from './stored-game.ts';

const HUMAN: Faction = 'emperor';

/** A bot game (Richese's cards in the deck) until the human is asked in a card window that `wanted` accepts. */
function windowGame(seed: string, wanted: (d: Extract<ReturnType<typeof pendingDecisions>[number], { kind: 'card-window' }>) => boolean): GameState {
  return structuredClone(
    botGameUntil({ factions: [...CLASSIC_FACTIONS], seed, cards: ['base', 'richese'] }, (state) =>
      pendingDecisions(state).some((d) => d.kind === 'card-window' && d.seat === HUMAN && wanted(d)),
    ),
  );
}

describe('web: the card window offers what a window card names, in Chromium', function () {
  this.timeout(120_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-window-cards-')));
  const table = useWebTable({ store, pauseFloorMs: 0 });

  async function play(gameId: string, state: GameState, label: RegExp, logged: RegExp): Promise<string[]> {
    const token = await storeWithSeat(store, gameId, state, HUMAN);
    const context = await table.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(
      ([id, t]) => {
        localStorage.setItem(`dune-rooms:seat:${id}`, JSON.stringify({ token: t, faction: 'emperor' }));
        localStorage.setItem('dune-rooms:settings', JSON.stringify({ karama: 'ask', cards: 'ask' }));
      },
      [gameId, token] as const,
    );
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${table.server.httpUrl}/#/game/${gameId}`);
    const window = page.locator('[data-testid=decision][data-kind=card-window]');
    await window.waitFor({ timeout: 30_000 });
    // The form's own buttons (the suggested answers below it are the legal bot's picks).
    const labels = await window.locator('[data-testid=choice]').allTextContents();
    await window.getByRole('button', { name: label }).first().click();
    await page.locator('[data-testid=log]', { hasText: logged }).waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid=decision] [data-testid=error]').count(), 'a refusal shown').to.equal(0);
    expect(
      errors.filter((e) => !/status of 522/.test(e)),
      'console errors',
    ).to.deep.equal([]);
    await context.close();
    return labels;
  }

  it('richese.juice-of-sapho: as a phase starts the form offers "go first" and "go last", and the use named is played', async () => {
    const state = windowGame('window-juice', (d) => d.window === 'phase-start' && d.families.includes('juice-of-sapho'));
    dealFamily(state, HUMAN, 'juice-of-sapho');
    const labels = await play('window-juice', state, /juice of sapho to go last/i, /play juice of sapho to go last/i);
    expect(labels.map((l) => l.toLowerCase())).to.deep.equal(['play juice of sapho to go first', 'play juice of sapho to go last']);
  });

  it('richese.semuta-drug: after a discard the form offers each card another player discarded, and the one chosen is taken', async () => {
    const state = windowGame('window-semuta', (d) => d.window === 'discarded' && (d.candidates ?? []).some((c) => c.faction !== HUMAN));
    dealFamily(state, HUMAN, 'semuta-drug');
    const decision = pendingDecisions(state).find((d) => d.kind === 'card-window' && d.seat === HUMAN);
    const offered = decision?.kind === 'card-window' ? (decision.candidates ?? []).filter((c) => c.faction !== HUMAN) : [];
    const labels = await play('window-semuta', state, /semuta drug: take/i, /with semuta drug/i);
    expect(labels, 'one play per card another player discarded').to.have.length(offered.length);
  });
});
