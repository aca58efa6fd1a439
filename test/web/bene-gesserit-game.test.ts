// A whole game played as a human Bene Gesserit with the Advanced game, Leader Skills and Homeworlds, through the web
// table's map and forms alone (form-player.ts): the prediction, the Voice, advisors and fighters, the skill pick,
// the homeworld decisions and the Advanced game's Karama windows each need a form, or the test fails. Two turns with
// fast bots. Screenshots at 1440 px and 390 px go to /tmp/dune-shots-web2/.
import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import { report } from '../support/capture-logs.ts';
import { useWebTable, watchErrors } from './browser.ts';
import { describeTally, playToTheEnd } from './form-player.ts';
import { createSeats, openSeat } from './seat-page.ts';

const SHOTS = '/tmp/dune-shots-web2';
const OTHERS = ['atreides', 'emperor', 'fremen', 'harkonnen', 'guild'] as const;

describe('web table: a whole game as the Bene Gesserit (Advanced, Leader Skills, Homeworlds) through the map and the forms', function () {
  this.timeout(90_000);
  const table = useWebTable();

  it('plays every Bene Gesserit decision with the forms, the prediction first', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const bots = Object.fromEntries(OTHERS.map((f) => [f, 'easy' as const]));
    const { gameId, tokens } = await createSeats(
      table,
      {
        factions: ['bene-gesserit', ...OTHERS],
        bots,
        botDelayMs: 0,
        maxTurns: 2,
        advanced: true,
        modules: ['leader-skills', 'homeworlds'],
        seed: 'web-bene-gesserit',
      },
      ['bene-gesserit'],
    );
    const context = await table.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await openSeat(context, table.server.httpUrl, gameId, 'bene-gesserit', tokens.get('bene-gesserit')!);
    const errors = watchErrors(page);
    const shot = new Set<string>();
    const tally = await playToTheEnd(page, {}, async (kind) => {
      if (shot.has(kind)) return;
      shot.add(kind);
      await page.screenshot({ path: `${SHOTS}/after-${kind}-1440.png` });
    });
    await page.screenshot({ path: `${SHOTS}/final-1440.png`, fullPage: true });
    const state = table.server.room(gameId).game;
    expect(state.victory, 'the game is over').to.not.equal(null);
    report(describeTally('Bene Gesserit', tally));
    expect(tally.kinds.get('predict'), 'the prediction, made through its form').to.equal(1);
    expect(tally.kinds.get('pick-skill') ?? 0, 'the skill pick, made through its form').to.be.greaterThan(0);
    expect(errors, 'console errors').to.deep.equal([]);
    await context.close();
  });
});
