// The extension points no plug-in uses yet are tested through a planted plug-in (test/planted/), in a mocha process of
// their own: a process installs one rule set, and this one holds the real root's.
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { report } from '../support/capture-logs.ts';

describe('extension points through a planted plug-in (a process of its own)', function () {
  this.timeout(60_000);
  it('every test of test/planted/ passes with the core, the real plug-ins and the planted one installed', () => {
    const run = spawnSync(process.execPath, ['node_modules/mocha/bin/mocha.js', 'test/planted/*.planted.ts'], { encoding: 'utf8' });
    const out = `${run.stdout}${run.stderr}`;
    const passing = /(\d+) passing/.exec(out)?.[1];
    report(`planted plug-in: ${passing ?? 0} passing`);
    expect(run.status, out).to.equal(0);
    expect(Number(passing)).to.be.at.least(8);
  });
});
