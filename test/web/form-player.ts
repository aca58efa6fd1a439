// A human seat played through the web table's map and forms alone, for the whole-game browser tests: no suggested
// answer and no JSON editor is ever clicked, and a decision without a form fails the test. Shipments and moves are
// chosen by tapping the map (the form must then name the place tapped). Every look at an element that may be absent
// counts it first: a locator read of a missing element waits for Playwright's 30 s timeout before failing.
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { tapPlace } from './seat-page.ts';

export interface Tally {
  kinds: Map<string, number>;
  bids: number;
  mapTaps: number;
  /** Moves chosen on the map. */
  mapMoves: number;
  refused: string[];
}

export const newTally = (): Tally => ({ kinds: new Map(), bids: 0, mapTaps: 0, mapMoves: 0, refused: [] });

/** What a whole-game test adds to the common play: checks before a bid, a screenshot of the first move or plan. */
export interface PlayHooks {
  /** Called with the bid form before it is answered. */
  beforeBid?: (here: Locator) => Promise<void>;
  /** Called once the first move's places are tapped. */
  firstMove?: () => Promise<void>;
  /** Called with each decision's kind before it is answered. */
  beforeAnswer?: (kind: string) => Promise<void>;
  /** Called with the battle plan form before it is submitted. */
  beforePlan?: () => Promise<void>;
}

/** The attribute of the first match, or null when nothing matches (without waiting for it to appear). */
export async function attributeNow(where: Locator, name: string): Promise<string | null> {
  return (await where.count()) > 0 ? where.first().getAttribute(name) : null;
}

/** The form names the place tapped (once the page has re-rendered). */
async function formTakes(select: Locator, territory: string): Promise<void> {
  for (let i = 0; i < 20 && (await select.inputValue()) !== territory; i++) await new Promise((r) => setTimeout(r, 50));
  expect(await select.inputValue(), 'the form names the place tapped on the map').to.equal(territory);
}

/** Taps one of the places a ship or advisor form offers (lit on the map) and checks the form's `select` took it. */
async function pickByMap(page: Page, here: Locator, tally: Tally, select: string): Promise<void> {
  const offered = page.locator('[data-testid=board] .territory.offered');
  if ((await offered.count()) === 0 || (await here.locator('[data-testid=submit]').count()) === 0) return;
  const target = offered.first();
  const territory = (await target.getAttribute('data-territory'))!;
  const sector = Number((await target.getAttribute('data-offered-sectors'))!.split(',').at(-1));
  await tapPlace(page, territory, sector);
  tally.mapTaps++;
  await formTakes(here.locator(`select[name="${select}"]`), territory);
}

/** Taps where a movable stack stands, then one of the places the form offers for it. */
async function moveByMap(page: Page, here: Locator, tally: Tally, hooks: PlayHooks): Promise<void> {
  const from = page.locator('[data-testid=board] .territory.from');
  if ((await from.count()) === 0 || (await here.locator('[data-testid=submit]').count()) === 0) return;
  await tapPlace(page, (await from.first().getAttribute('data-territory'))!, 0);
  const options = await here.locator('select[name="move to"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const territory = options.at(-1)!;
  await tapPlace(page, territory, 0);
  tally.mapTaps += 2;
  await formTakes(here.locator('select[name="move to"]'), territory);
  if (++tally.mapMoves === 1) await hooks.firstMove?.();
}

/** Answers the seat's first open decision through its form; the kind answered, or null once the game is won. */
export async function answerOne(page: Page, tally: Tally, hooks: PlayHooks = {}): Promise<string | null> {
  await page.waitForSelector('[data-testid=decision], [data-testid=victory]', { timeout: 30_000 });
  if (await page.isVisible('[data-testid=victory]')) return null;
  const card = page.locator('[data-testid=decision]').first();
  const kind = (await card.getAttribute('data-kind'))!;
  const event = (await card.getAttribute('data-event'))!;
  const here = page.locator(`[data-event="${event}"]`);
  const click = (testid: string) => here.locator(`[data-testid=${testid}]`).first().click();
  const has = async (testid: string) => (await here.locator(`[data-testid=${testid}]`).count()) > 0;
  await hooks.beforeAnswer?.(kind);
  if (kind === 'bid') {
    tally.bids++;
    await hooks.beforeBid?.(here);
    // Raise once per auction when the bid is cheap, else pass: both paths of the form get used. A seat that cannot
    // raise has no bid field.
    const lowest = Number((await attributeNow(here.locator('input[name=bid]'), 'min')) ?? Number.POSITIVE_INFINITY);
    if (lowest <= 2 && (await has('submit'))) await click('submit');
    else await click('pass');
  } else if (kind === 'dial-storm') {
    const dial = here.locator('input[name=dial]');
    await dial.fill((await dial.getAttribute('max'))!);
    await click('submit');
  } else if (kind === 'ship') {
    await pickByMap(page, here, tally, 'destination');
    const submit = here.locator('[data-testid=submit]');
    await click((await submit.count()) > 0 && (await submit.first().isEnabled()) ? 'submit' : 'pass');
  } else if (kind === 'move') {
    await moveByMap(page, here, tally, hooks);
    await click((await has('submit')) ? 'submit' : 'pass');
  } else if (kind === 'battle-plan') {
    await hooks.beforePlan?.();
    await click('submit');
  } else if (kind === 'wartime') {
    // Flip the first territory offered: the form's submit needs one ticked.
    await here.locator('input[name=wartime]').first().check();
    await click('submit');
  } else if (kind === 'discard-down') {
    const count = Number((await here.locator('[data-testid=discard-count]').getAttribute('data-count'))!);
    for (let i = 0; i < count; i++) await here.locator('input[name=discard]').nth(i).check();
    await click('submit');
  } else if (kind === 'place-advisor') {
    await pickByMap(page, here, tally, 'advisor to');
    await click('submit');
  } else if (await has('choice')) await click('choice');
  else if (await has('submit')) await click('submit');
  else if (await has('no')) await click('no');
  else if (await has('pass')) await click('pass');
  else throw new Error(`no form answers a ${kind} decision`);
  for (let attempt = 0; ; attempt++) {
    await page.waitForFunction(
      (id) => !document.querySelector(`[data-event="${id}"]`) || document.querySelector(`[data-event="${id}"] [data-testid=error]`),
      event,
      { timeout: 30_000 },
    );
    if ((await here.count()) === 0) return kind;
    tally.refused.push(`${kind}: ${(await here.locator('[data-testid=error]').textContent()) ?? ''}`);
    // A refused answer falls back to the form's own pass, never to a suggested answer.
    if (attempt > 0 || !(await has('pass'))) throw new Error(`the form's answer to ${kind} was refused: ${tally.refused.join(' | ')}`);
    await click('pass');
  }
}

/** Plays the seat's decisions until the game is won; the tally of what was answered. */
export async function playToTheEnd(page: Page, hooks: PlayHooks = {}, after?: (kind: string) => Promise<void>): Promise<Tally> {
  const tally = newTally();
  for (let kind = await answerOne(page, tally, hooks); kind !== null; kind = await answerOne(page, tally, hooks)) {
    tally.kinds.set(kind, (tally.kinds.get(kind) ?? 0) + 1);
    await after?.(kind);
  }
  return tally;
}

/** The tally in one line for the test's report. */
export const describeTally = (who: string, tally: Tally): string =>
  `${who}: answered ${[...tally.kinds.values()].reduce((a, b) => a + b, 0)} decisions through forms (${[...tally.kinds].map(([k, n]) => `${k} ${n}`).join(', ')}); ${tally.mapTaps} map taps; refused ${tally.refused.length}`;
