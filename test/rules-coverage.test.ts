// The rules coverage index (rooms/dune/RULES.md) stays honest: it lists all 336 rules with a known status, and
// every rule marked implemented has a test whose title starts with its id. Same parser as `npm run rules:coverage`.
import { expect } from 'chai';
import { readCoverage } from '../server/rules-index.ts';

describe('rules coverage index', () => {
  const c = readCoverage();

  it('lists all 336 numbered rules, each once, with a known status and excluded ones with a reason', () => {
    expect(c.problems).to.deep.equal([]);
    expect(c.total).to.equal(336);
  });

  it('every rule marked implemented has a test titled with its id', () => {
    expect(c.untested.map((r) => r.id)).to.deep.equal([]);
  });
});
