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

  it('the expansion card table is well formed and every implemented card has a test titled with its id', () => {
    expect(c.cards.problems).to.deep.equal([]);
    expect(c.cards.total).to.equal(26);
    expect(c.cards.untested.map((r) => r.id)).to.deep.equal([]);
  });

  it('the expansion cards still pending (none today) are exactly the ones kept out of the deck', async () => {
    const { NOT_YET_PLAYABLE } = await import('../rooms/dune/cards/treachery.ts');
    const pending = c.cards.pendingIds.map((id) => id.split('.')[1]!);
    expect([...NOT_YET_PLAYABLE].sort()).to.deep.equal(pending.sort());
  });
});
