// The Discovery variant on the wire: which token lies face down is the secret of the seats that may look at it. Games
// that differ only in the Smuggler token lying in the Pasty Mesa, while the Atreides there are asked about it and pass,
// send every client but the Guild (who see every Smuggler) and the Atreides (who look while asked) the same bytes.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '../../server/store/index.ts';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { leaveAll } from '../helpers/skills-wire.ts';
import { expectNoninterference, playStored, viewOf } from '../helpers/noninterference.ts';
import { answer } from '../helpers/choam-wire.ts';
import { collectionAsked, discoveryBoard, lay } from '../helpers/discovery.ts';
import { place } from '../helpers/battle.ts';
import type { DiscoveryTokenId } from '../../rooms/dune/plugins/discovery/types.ts';

describe('wire: the Discovery variant', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-discovery-')));
  let server: TestServer;
  before(async () => {
    server = await bootServer(store);
  });
  after(() => server.close());

  it('DS.look noninterference: games that differ only in a face-down Smuggler token send every seat but its seers the same bytes', async () => {
    const position = (token: DiscoveryTokenId) => {
      const s = discoveryBoard();
      lay(s, token, 'pasty-mesa');
      place(s, 'atreides', 'pasty-mesa', 5, 2);
      return collectionAsked(s).state;
    };
    const play = (gameId: string, token: DiscoveryTokenId) =>
      playStored(server, store, gameId, position(token), async (t) => {
        await answer(server, t, 'atreides', 'discovery-reveal', () => ({ reveal: false }));
      });
    const stash = await play('discovery-stash', 'spice-stash');
    const orgiz = await play('discovery-orgiz', 'orgiz-processing-station');
    expectNoninterference(stash, orgiz, ['fremen', 'harkonnen', 'emperor', 'bene-gesserit', 'spectator'], []);
    expect(viewOf(orgiz.table, 'guild').private!.discoveries).to.deep.equal([{ site: 'pasty-mesa', token: 'orgiz-processing-station' }]);
    expect(viewOf(stash.table, 'guild').private!.discoveries).to.deep.equal([{ site: 'pasty-mesa', token: 'spice-stash' }]);
    expect(viewOf(orgiz.table, 'spectator').discovery!.laid).to.deep.equal([{ site: 'pasty-mesa', kind: 'smuggler' }]);
    for (const run of [stash, orgiz]) await leaveAll(run.table);
  });
});
