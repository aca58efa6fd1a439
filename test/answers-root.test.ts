// A client that loads only the answers' root (the SDK, the load tester's workers, a browser) has every view-level
// rule it needs: the shipment and movement options read the shared sides of an Ecaz alliance (EC.occupy) from the
// view rules, never from the rules' registry, which such a client does not have.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

// Run in a process of its own: this one has the rules installed.
const SCRIPT = `
import './rooms/dune/plugins/answers.ts';
import { strongholdFull } from './rooms/dune/phases/shipment-movement/board-view.ts';
const stack = (faction, territory) => ({ faction, territory, sector: 9, regular: 1, elite: 0, advisors: 0 });
const board = { alliances: [['ecaz', 'fremen']], forces: [stack('ecaz', 'arrakeen'), stack('fremen', 'arrakeen')], ixians: null, richese: null };
console.log(JSON.stringify([strongholdFull(board, 'arrakeen', 'harkonnen'), strongholdFull({ ...board, alliances: [['atreides', 'fremen']] }, 'arrakeen', 'harkonnen')]));
`;

describe('the answers root alone', function () {
  this.timeout(30_000);
  it('EC.occupy a client with the answers alone counts Ecaz and its ally as one side in a stronghold, and other allies as two', async () => {
    const { stdout } = await exec(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], { timeout: 25_000 });
    expect(JSON.parse(stdout)).to.deep.equal([false, true]);
  });
});
