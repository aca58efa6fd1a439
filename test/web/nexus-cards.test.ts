// The Nexus cards on the web table: the seat's own card behind its shield with its use, the public panel (who holds a
// card, never which), a card played from the play panel, and the draw answered from its form.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '../../server/store/index.ts';
import { useWebTable } from './browser.ts';
import { openStoredSeat } from './stored-game.ts';
import { blowWithNexus, giveNexus, nexusGame } from '../helpers/nexus-cards.ts';

describe('web table: the Nexus cards', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-nexus-web-')));
  const table = useWebTable({ store, pauseFloorMs: 0 });

  it('NX.ecaz.secret-ally the Fremen see their Ecaz card as a Secret Ally, play it against the Harkonnen from the panel, then keep drawing from the draw form', async () => {
    const base = nexusGame('nexus-web');
    giveNexus(base, 'fremen', 'ecaz');
    const state = blowWithNexus(base, [['atreides', 'harkonnen']]).state;
    const { page, room, finish } = await openStoredSeat(table, store, 'nexus-web', state, 'fremen');
    await page.locator('[data-testid=nexus-card]', { hasText: 'Ecaz (Secret Ally)' }).waitFor();
    expect(await page.locator('[data-testid=nexus-cards]').textContent()).to.match(/held by .*Fremen/);
    const panel = page.locator('[data-testid=nexus-play]');
    await panel.locator('summary').click();
    await panel.locator('select[aria-label=Faction]').selectOption('harkonnen');
    await panel.locator('[data-testid=ecaz-secret-ally]').click();
    // Played, the card is gone, and its panel with it; the log tells what it did.
    await panel.waitFor({ state: 'detached' });
    expect(room.game.nexusCards!.held.fremen).to.equal(undefined);
    expect(room.game.nexusCards!.discard).to.include('ecaz');
    await page.locator('[data-testid=log]', { hasText: 'traitor card of a leader of the Fremen' }).waitFor();
    // The draw form: no card held now, the Fremen draw one.
    const form = page.locator('[data-testid=decision][data-kind=nexus-draw]');
    await form.locator('[data-testid=submit]').click();
    for (let i = 0; i < 100 && room.game.nexusCards!.held.fremen === undefined; i++) await page.waitForTimeout(50);
    expect(room.game.nexusCards!.held.fremen).to.not.equal(undefined);
    await finish();
  });
});
