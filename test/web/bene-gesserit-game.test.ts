// A whole game played as a human Bene Gesserit with the Advanced game, Leader Skills and Homeworlds, through the web
// table's map and forms alone (form-player.ts): the prediction, the Voice, advisors and fighters, the skill pick and
// a skilled leader's posture, Prescience's answer and the Advanced game's Karama windows each need a form, or the
// test fails (form-coverage.test.ts checks every kind a Bene Gesserit seat may meet). Two turns with fast bots, two
// games. Screenshots at 1440 px and 390 px go to /tmp/dune-shots-web2/.
import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import { report } from '../support/capture-logs.ts';
import { useWebTable, watchErrors, type WebTable } from './browser.ts';
import { describeTally, playToTheEnd, type Tally } from './form-player.ts';
import { createSeats, openSeat } from './seat-page.ts';

const SHOTS = '/tmp/dune-shots-web2';
const OTHERS = ['atreides', 'emperor', 'fremen', 'harkonnen', 'guild'] as const;
const SHOWN = [
  'predict',
  'pick-skill',
  'place-advisor',
  'wartime',
  'voice',
  'skill-posture',
  'prescience-answer',
  'karama-window',
  'discard-down',
  'mentat-question',
];

/** Plays a whole game as the Bene Gesserit from `seed`; the kinds answered and the page's console errors. */
async function playGame(table: WebTable, seed: string): Promise<{ tally: Tally; errors: string[] }> {
  mkdirSync(SHOTS, { recursive: true });
  const bots = Object.fromEntries(OTHERS.map((f) => [f, 'easy' as const]));
  const options = { factions: ['bene-gesserit' as const, ...OTHERS], bots, botDelayMs: 0, maxTurns: 2, advanced: true, seed };
  const { gameId, tokens } = await createSeats(table, { ...options, modules: ['leader-skills', 'homeworlds'] }, ['bene-gesserit']);
  const context = await table.browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await openSeat(context, table.server.httpUrl, gameId, 'bene-gesserit', tokens.get('bene-gesserit')!);
  const errors = watchErrors(page);
  // The first form of each Bene Gesserit kind, at 1440 px and at a phone's 390 px.
  const beforeAnswer = async (kind: string) => {
    if (shot.has(kind) || !SHOWN.includes(kind)) return;
    shot.add(kind);
    const form = page.locator('[data-testid=decision]').first();
    await form.screenshot({ path: `${SHOTS}/${kind}-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${kind}-390.png` });
    await page.setViewportSize({ width: 1440, height: 1000 });
  };
  const tally = await playToTheEnd(page, { beforeAnswer });
  await page.screenshot({ path: `${SHOTS}/final-${seed}-1440.png`, fullPage: true });
  expect(table.server.room(gameId).game.victory, 'the game is over').to.not.equal(null);
  report(describeTally(`Bene Gesserit (${seed})`, tally));
  await context.close();
  return { tally, errors };
}

const shot = new Set<string>();

describe('web table: whole games as the Bene Gesserit (Advanced, Leader Skills, Homeworlds) through the map and the forms', function () {
  this.timeout(90_000);
  const table = useWebTable();

  it("plays the prediction, the Voice, advisors, the skill and Prescience's answer with the forms and the map", async () => {
    const { tally, errors } = await playGame(table, 'web-bg-5');
    expect(tally.kinds.get('predict'), 'the prediction, made through its form').to.equal(1);
    for (const kind of ['pick-skill', 'voice', 'place-advisor', 'skill-posture', 'intrusion', 'prescience-answer', 'battle-plan'])
      expect(tally.kinds.get(kind) ?? 0, `${kind}, answered through its form`).to.be.greaterThan(0);
    expect(tally.mapTaps, 'places chosen on the map').to.be.greaterThan(0);
    expect(errors, 'console errors').to.deep.equal([]);
  });

  it("meets the Advanced game's Karama windows and answers them with their form", async () => {
    const { tally, errors } = await playGame(table, 'web-bg-7');
    expect(tally.kinds.get('karama-window') ?? 0, 'Karama windows, answered through their form').to.be.greaterThan(0);
    expect(tally.kinds.get('voice') ?? 0, 'the Voice').to.be.greaterThan(0);
    expect(errors, 'console errors').to.deep.equal([]);
  });
});
