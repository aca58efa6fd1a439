// The bots' list of the Nexus card uses built matches the rules' (plugins/nexus-cards/effects.ts BUILT_USES), so that a
// bot never keeps a card it cannot play nor replaces one it can.
import { expect } from 'chai';
import { NEXUS_BUILT_USES } from '../../rooms/dune/plugins/index.ts';
import { nexusBuiltUses } from '../../rooms/dune/plugins/nexus-cards/bots/thinking.ts';

describe('The Nexus card uses the bots know (plugins/nexus-cards/bots/thinking.ts)', () => {
  it('NX.uses the bots’ list of built uses is the rules’ list', () => {
    expect([...nexusBuiltUses()].sort()).to.deep.equal([...NEXUS_BUILT_USES].sort());
  });
});
