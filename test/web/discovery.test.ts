// The Discovery variant on the web table: the tokens face down beside the board and on it, the one the seat looks at
// behind its shield while asked, the reveal answered from the yes/no form, and the place it became drawn on the board.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '../../server/store/index.ts';
import { useWebTable } from './browser.ts';
import { openStoredSeat } from './stored-game.ts';
import { collectionAsked, discoveryBoard, lay } from '../helpers/discovery.ts';
import { place } from '../helpers/battle.ts';

describe('web table: the Discovery variant', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-discovery-web-')));
  const table = useWebTable({ store, pauseFloorMs: 0 });

  it('DS.reveal the Emperor see the Hiereg token they are asked about, reveal it from the form, and Jacurutu Sietch appears on the board', async () => {
    const s = discoveryBoard();
    lay(s, 'jacurutu-sietch', 'gara-kulon');
    place(s, 'emperor', 'gara-kulon', 7, 3);
    const state = collectionAsked(s).state;
    const { page, room, finish } = await openStoredSeat(table, store, 'discovery-web', state, 'emperor');
    await page.locator('[data-testid=discovery]', { hasText: 'Hiereg in Gara Kulon' }).waitFor();
    await page.locator('[data-testid=discoveries-seen]', { hasText: 'Jacurutu Sietch in Gara Kulon' }).waitFor();
    expect(await page.locator('[data-testid=discovery-token]').getAttribute('data-token')).to.equal('jacurutu-sietch');
    await page.locator('[data-testid=decision][data-kind=discovery-reveal] [data-testid=yes]').click();
    await page.locator('[data-testid=discovered-place][data-on=gara-kulon]').waitFor();
    expect(room.game.discovery!.locations.map((l) => l.place)).to.deep.equal(['jacurutu-sietch']);
    await page.locator('[data-testid=log]', { hasText: 'reveal the token in Gara Kulon: Jacurutu Sietch' }).waitFor();
    await finish();
  });
});
