// rooms/wire.ts: the server starts only on the framework versions whose internals it was checked against.
import { expect } from 'chai';
import { frameworkProblem, TESTED_VERSIONS } from '../rooms/wire.ts';
import pkg from '../package.json' with { type: 'json' };

describe('framework internals', () => {
  it('the installed Colyseus, schema and ws are the tested versions, pinned exactly in package.json', () => {
    expect(frameworkProblem()).to.equal(null);
    const deps = pkg.dependencies as Record<string, string>;
    for (const [name, version] of Object.entries(TESTED_VERSIONS)) expect(deps[name], name).to.equal(version);
  });

  it('another version, or a missing package, is refused with a message that names it', () => {
    expect(frameworkProblem({ ws: '9.0.0' })).to.match(/^ws 8\.23\.0 is installed; this server relies on internals of 9\.0\.0/);
    expect(frameworkProblem({ 'no-such-package': '1.0.0' })).to.match(/no-such-package \(missing\)/);
  });
});
