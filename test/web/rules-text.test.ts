// Rules text at hand (web/src/rules-text): every treachery card, leader skill, homeworld and faction the engine
// knows has its text — the ids enumerated from the protocol reference, generated from the engine's catalogs — and
// no text is for an id the engine does not know.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROTOCOL_DIR } from '../../server/protocol/build.ts';
import { SKILLS } from '../../rooms/dune/plugins/leader-skills/catalog.ts';
import { WORLDS } from '../../rooms/dune/plugins/homeworlds/catalog.ts';
import { FACTIONS } from '../../rooms/dune/index.ts';
import { loadWebModule } from './web-module.ts';

type Topic = 'card' | 'skill' | 'homeworld' | 'faction';
interface RulesTextModule {
  rulesText(topic: Topic, id: string): string | null;
}

function protocolEnum(name: string): string[] {
  const schema = JSON.parse(readFileSync(join(PROTOCOL_DIR, 'server.schema.json'), 'utf8')) as { definitions: Record<string, { enum?: string[] }> };
  return schema.definitions[name]!.enum!;
}

describe('web: rules text at hand', function () {
  this.timeout(30_000);
  let m: RulesTextModule;
  before(async () => {
    m = await loadWebModule<RulesTextModule>('web/src/rules-text/index.ts');
  });

  const topics: [Topic, () => readonly string[]][] = [
    ['card', () => protocolEnum('TreacheryCardId')],
    ['skill', () => SKILLS],
    ['homeworld', () => WORLDS],
    ['faction', () => FACTIONS],
  ];
  for (const [topic, ids] of topics)
    it(`every ${topic} the engine knows has a text of its own words`, () => {
      const missing = ids().filter((id) => !m.rulesText(topic, id));
      expect(missing).to.deep.equal([]);
      for (const id of ids()) expect(m.rulesText(topic, id)!.length, id).to.be.within(20, 400);
      expect(m.rulesText(topic, 'no-such-id')).to.equal(null);
    });

  it('the protocol reference lists the same skills and worlds as the engine’s catalogs', () => {
    expect(protocolEnum('SkillId')).to.deep.equal([...SKILLS]);
    expect(protocolEnum('World')).to.deep.equal([...WORLDS]);
  });
});
