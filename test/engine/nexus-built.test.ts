// The bots' list of the Nexus card uses built matches the rules' (plugins/nexus-cards/effects.ts BUILT_USES), so that a
// bot never keeps a card it cannot play nor replaces one it can.
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { NEXUS_EFFECTS } from '../../rooms/dune/plugins/nexus-cards/types.ts';
import { NEXUS_BUILT_USES } from '../../rooms/dune/plugins/index.ts';
import { nexusBuiltUses } from '../../rooms/dune/plugins/nexus-cards/bots/thinking.ts';

describe('The Nexus card uses the bots know (plugins/nexus-cards/bots/thinking.ts)', () => {
  it('NX.uses the bots’ list of built uses is the rules’ list', () => {
    expect([...nexusBuiltUses()].sort()).to.deep.equal([...NEXUS_BUILT_USES].sort());
  });

  it('EM.nexus-cards every use printed on the twelve cards is built: the rules’ list is each card’s three uses, and each table row of a use is implemented', () => {
    const factions = ['atreides', 'bene-gesserit', 'choam', 'ecaz', 'emperor', 'fremen', 'guild', 'harkonnen', 'ixians', 'moritani', 'richese', 'tleilaxu'];
    const printed = factions.flatMap((f) => ['betrayal', 'cunning', 'secret-ally'].map((u) => `${f}.${u}`));
    expect([...NEXUS_BUILT_USES].sort()).to.deep.equal(printed.sort());
    const rows = readFileSync(new URL('../../docs/rules/nexus-cards.tsv', import.meta.url), 'utf8')
      .split('\n')
      .map((l) => l.split('\t'));
    const useRows = rows.filter(([id]) => /^NX\.[a-z-]+\.(betrayal|cunning|secret-ally)$/.test(id ?? ''));
    expect(useRows).to.have.length(36);
    expect(useRows.filter((r) => r[2] !== 'implemented').map((r) => r[0])).to.deep.equal([]);
    // Every free effect belongs to a card and a use the rules list.
    expect(NEXUS_EFFECTS.filter((e) => !printed.some((u) => e.startsWith(u.replace('.', '-'))))).to.deep.equal([]);
  });
});
