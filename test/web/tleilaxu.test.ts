// The Tleilaxu's Gholas at the web table: another faction's dead leader chosen in the revival form, then shown in the
// Tleilaxu's leaders as a Ghola and gone from its faction's; the log names it. Each answer is checked on the server's state.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '../../server/store/index.ts';
import { useWebTable } from './browser.ts';
import { gholaBoard, tleilaxuRevivalUntil } from '../helpers/tleilaxu.ts';
import { openStoredSeat } from './stored-game.ts';

describe('web table: the Tleilaxu (Gholas)', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-tleilaxu-')));
  const table = useWebTable({ store, pauseFloorMs: 0 });

  it('TL.gholas the Tleilaxu revive the Atreides Thufir Hawat from the revival form; the seats show him as their Ghola', async () => {
    const state = tleilaxuRevivalUntil(gholaBoard(), 'tleilaxu', 'revive');
    const { page, room, finish } = await openStoredSeat(table, store, 'gholas', state, 'tleilaxu');
    const form = page.locator('[data-testid=decision][data-kind=revive]');
    await form.waitFor();
    await form.locator('[name=forces]').fill('0');
    await form.locator('[name=leader]').selectOption({ label: 'Thufir Hawat, a Ghola (Atreides) (5 spice)' });
    await form.locator('[data-testid=submit]').click();
    for (let i = 0; i < 100 && room.game.factions.tleilaxu!.leaders['thufir-hawat'] !== 'pool'; i++) await page.waitForTimeout(50);
    expect(room.game.factions.tleilaxu!.leaders['thufir-hawat']).to.equal('pool');
    const seats = page.locator('[data-testid=seats]');
    await seats.locator('[data-faction=tleilaxu] [data-leader=thufir-hawat]', { hasText: 'Ghola (Atreides)' }).waitFor();
    expect(await seats.locator('[data-faction=atreides] [data-leader=thufir-hawat]').count()).to.equal(0);
    expect(await seats.locator('[data-faction=atreides] [data-leader=duncan-idaho]').getAttribute('data-status')).to.equal('tanks-face-up');
    await page.locator('[data-testid=log]', { hasText: 'revive Thufir Hawat of the Atreides as a Ghola of their own for 5 spice' }).waitFor();
    await finish();
  });
});
