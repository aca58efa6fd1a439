// The shipment and movement forms play everything their decisions list, with no JSON editor and no suggested
// answer: the Guild's cross-ship (2.06.05.02) and ship-back (2.06.05.03), starred forces shipped and moved in the
// Advanced game (2.03.10, 2.04.13), a shipment paid with a Karama card (3.01.11.03), an Ornithopter played for
// range (richese.ornithopter) and a Hajr played for one more move (3.01.09). Each is checked on the server's state.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Faction, GameState, LeaderId } from '../../rooms/dune/index.ts';
import { FileStore } from '../../server/store/index.ts';
import { useWebTable } from './browser.ts';
import { botGameUntil, dealFamily } from '../helpers/engine.ts';
import { openStoredSeat } from './stored-game.ts';
import { withSkills } from '../helpers/skills.ts';

const SIX: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'];

const until = async (page: Page, holds: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !holds(); i++) await page.waitForTimeout(50);
  expect(holds(), what).to.equal(true);
};

/** The options of a select, as values. */
const values = (page: Page, selector: string) => page.locator(selector).evaluate((s) => [...(s as HTMLSelectElement).options].map((o) => o.value));

const onBoard = (state: GameState, f: Faction) => state.forces.filter((s) => s.faction === f).reduce((n, s) => n + s.regular + s.elite, 0);

describe('web table: the shipment and movement forms (Guild shipments, starred forces, Karama payment, Ornithopter, Hajr)', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-ship-move-')));
  const table = useWebTable({ store, pauseFloorMs: 0 });

  /** Stores `state` with `seat` human, opens its page at its `kind` decision. */
  async function open(gameId: string, state: GameState, seat: Faction, kind: string) {
    const opened = await openStoredSeat(table, store, gameId, state, seat);
    const form = opened.page.locator(`[data-testid=decision][data-kind=${kind}]`);
    await form.waitFor();
    return { ...opened, form };
  }

  /** The Guild's shipment of turn 1, with spice enough to pay for one (the bots may have spent theirs on cards). */
  const guildShips = () => {
    const state = structuredClone(
      botGameUntil({ factions: SIX, seed: 'web-guild-ships', maxTurns: 3 }, (s) => s.pending.some((d) => d.seat === 'guild' && d.kind === 'ship')),
    );
    state.factions.guild!.spice += 10;
    return state;
  };

  it('2.06.05.02 the Guild cross-ships part of a stack to another territory from the form', async () => {
    const { page, form, room, finish } = await open('guild-cross', guildShips(), 'guild', 'ship');
    await form.locator('[name=mode]').selectOption('cross');
    const source = room.game.forces.find((s) => s.faction === 'guild' && s.territory === 'tueks-sietch')!;
    const sources = await form.locator('[name=from] option').allTextContents();
    await form.locator('[name=from]').selectOption(String(sources.findIndex((t) => t.startsWith("Tuek's Sietch"))));
    const to = (await values(page, '[data-testid=decision] [name=destination]'))[0]!;
    expect(to, 'another territory').to.not.equal('tueks-sietch');
    await form.locator('[name=count]').fill('2');
    await form.locator('[data-testid=submit]').click();
    // A cross-ship is a ✷ ability: the other seats' Karama window holds it until every bot has answered.
    const atSource = () => room.game.forces.find((s) => s.faction === 'guild' && s.territory === 'tueks-sietch')?.regular ?? 0;
    await until(page, () => atSource() === source.regular - 2, 'the shipment is made');
    const sent = (await store.log('guild-cross')).find((e) => e.seat === 'guild' && e.action.type === 'ship')?.action;
    expect(sent, 'the shipment the page sent').to.deep.include({ mode: 'cross', from: { territory: 'tueks-sietch', sector: source.sector }, count: 2 });
    const there = room.game.forces.filter((s) => s.faction === 'guild' && s.territory === to).reduce((n, s) => n + s.regular, 0);
    expect(there, `two Guild forces in ${to}`).to.equal(2);
    await finish();
  });

  it('2.06.05.03 the Guild ships forces back to its reserves from the form', async () => {
    const state = guildShips();
    const reserves = state.factions.guild!.reserves.regular;
    const { form, page, room, finish } = await open('guild-back', state, 'guild', 'ship');
    await form.locator('[name=mode]').selectOption('off-planet');
    await form.locator('[name=count]').fill('1');
    await form.locator('[data-testid=submit]').click();
    await until(page, () => room.game.factions.guild!.reserves.regular === reserves + 1, 'one force back in reserves');
    expect(onBoard(room.game, 'guild')).to.equal(onBoard(state, 'guild') - 1);
    await finish();
  });

  it('2.03.10 3.01.11.03 the Emperor ships starred Sardaukar, paid with a Karama card, from the form', async () => {
    const state = structuredClone(
      botGameUntil({ factions: SIX, seed: 'web-emperor-ships', maxTurns: 3, advanced: true }, (s) =>
        s.pending.some((d) => d.seat === 'emperor' && d.kind === 'ship'),
      ),
    );
    const karama = dealFamily(state, 'emperor', 'karama');
    const reserves = { ...state.factions.emperor!.reserves };
    expect(reserves.elite, 'Sardaukar in reserves').to.be.at.least(2);
    const { form, page, room, finish } = await open('emperor-starred', state, 'emperor', 'ship');
    await form.locator('[name=karama]').check();
    await form.locator('[name=count]').fill('3');
    await form.locator('[name=elite]').fill('2');
    await form.locator('[data-testid=submit]').click();
    await until(page, () => room.game.factions.emperor!.reserves.elite === reserves.elite - 2, 'two Sardaukar shipped');
    expect(room.game.factions.emperor!.reserves.regular, 'and one ordinary force').to.equal(reserves.regular - 1);
    expect(room.game.factions.emperor!.hand, 'the Karama card played').to.not.include(karama);
    expect(room.game.decks.treacheryDiscard).to.include(karama);
    await finish();
  });

  /** The Fremen's first move of the 'web-fremen-moves' game, with `skill` face up on their first leader. */
  function fremenMoveWith(skill: 'planetologist' | 'sandmaster') {
    const state = structuredClone(
      botGameUntil({ factions: SIX, seed: 'web-fremen-moves', maxTurns: 3, advanced: true }, (s) =>
        s.pending.some((d) => d.seat === 'fremen' && d.kind === 'move'),
      ),
    );
    const leader = Object.keys(state.factions.fremen!.leaders)[0] as LeaderId;
    withSkills(state, { [leader]: skill });
    const open = state.pending.find((d) => d.seat === 'fremen' && d.kind === 'move')!;
    if (open.kind === 'move') open.skill = skill;
    return state;
  }

  it('LS.planetologist.normal a face-up Planetologist moves a second group from another territory to the same place from the form', async () => {
    const state = fremenMoveWith('planetologist');
    const { form, page, room, finish } = await open('fremen-planetologist', state, 'fremen', 'move');
    const kinds = await values(page, '[data-testid=decision] [name=kind]');
    const also = kinds.find((k) => k.startsWith('also:'));
    expect(also, `a second group is offered: ${kinds.join(', ')}`).to.be.a('string');
    await form.locator('[name=kind]').selectOption(also!);
    const to = (await values(page, '[data-testid=decision] [name="move to"]'))[0]!;
    const first = await form.locator('[aria-label=Stack] option:checked').textContent();
    const second = await form.locator('[name=kind] option:checked').textContent();
    const moving = Number(first!.split(': ').at(-1)) + Number(/with the (\d+) in/.exec(second!)![1]);
    await form.locator('[name=count]').fill(first!.split(': ').at(-1)!);
    const there = () => room.game.forces.filter((s) => s.faction === 'fremen' && s.territory === to).reduce((n, s) => n + s.regular + s.elite, 0);
    const before = there();
    await form.locator('[data-testid=submit]').click();
    await until(page, () => there() === before + moving, `both groups in ${to}`);
    await finish();
  });

  it('LS.sandmaster.normal a face-up Sandmaster moves through a territory with spice, named from the form', async () => {
    const state = fremenMoveWith('sandmaster');
    const { form, page, room, finish } = await open('fremen-sandmaster', state, 'fremen', 'move');
    let route: string | undefined;
    const stacks = await form.locator('[aria-label=Stack] option').count();
    for (let i = 0; i < stacks && !route; i++) {
      await form.locator('[aria-label=Stack]').selectOption(String(i));
      // A stack with one kind of move has no kind to choose (and no list to read).
      if ((await form.locator('[name=kind]').count()) === 0) continue;
      route = (await values(page, '[data-testid=decision] [name=kind]')).find((k) => k.startsWith('route:'));
    }
    expect(route, 'a stack with a route through spice').to.be.a('string');
    await form.locator('[name=kind]').selectOption(route!);
    const via = (await form.locator('[name=kind] option:checked').textContent())!;
    await form.locator('[data-testid=submit]').click();
    await until(page, () => !room.game.pending.some((d) => d.seat === 'fremen' && d.kind === 'move' && !d.hajr), 'the move is made');
    const sent = (await store.log('fremen-sandmaster')).find((e) => e.seat === 'fremen' && e.action.type === 'move')?.action;
    expect(sent && 'via' in sent ? sent.via : undefined, via).to.be.an('array').that.is.not.empty;
    await finish();
  });

  it('richese.ornithopter 3.01.09 2.04.13 Fremen move starred Fedaykin three territories with an Ornithopter and play a Hajr for one more move', async () => {
    const state = structuredClone(
      botGameUntil({ factions: SIX, seed: 'web-fremen-moves', maxTurns: 3, advanced: true, cards: ['base', 'richese'] }, (s) =>
        s.pending.some((d) => d.seat === 'fremen' && d.kind === 'move'),
      ),
    );
    const ornithopter = dealFamily(state, 'fremen', 'ornithopter');
    const hajr = dealFamily(state, 'fremen', 'hajr');
    // One Fedaykin joins the largest Fremen stack out of the storm, from reserves (custody kept).
    const fremen = state.factions.fremen!;
    const stack = state.forces
      .filter((s) => s.faction === 'fremen' && s.regular > 0 && s.sector !== state.storm.sector)
      .sort((a, b) => b.regular - a.regular)[0]!;
    expect(fremen.reserves.elite).to.be.at.least(1);
    fremen.reserves.elite -= 1;
    stack.elite += 1;
    const moving = stack.regular + stack.elite;
    const { form, page, room, finish } = await open('fremen-ornithopter', state, 'fremen', 'move');
    const stacks = await form.locator('[aria-label=Stack] option').allTextContents();
    const at = stacks.findIndex((t) => t.endsWith(`: ${moving}`) && t.includes(stack.sector > 0 ? `(sector ${stack.sector})` : ''));
    expect(at, `the stack of ${moving} is offered: ${stacks.join(' / ')}`).to.be.at.least(0);
    await form.locator('[aria-label=Stack]').selectOption(String(at));
    const plain = await values(page, '[data-testid=decision] [name="move to"]');
    await form.locator('[name=kind]').selectOption('ornithopter-range');
    const far = (await values(page, '[data-testid=decision] [name="move to"]')).filter((t) => !plain.includes(t));
    expect(far, 'the Ornithopter reaches places a plain move does not').to.not.be.empty;
    await form.locator('[name="move to"]').selectOption(far[0]!);
    await form.locator('[name=count]').fill(String(moving));
    await form.locator('[name=elite]').fill('1');
    await form.locator('[name=hajr]').check();
    await form.locator('[data-testid=submit]').click();
    await until(page, () => room.game.forces.some((s) => s.faction === 'fremen' && s.territory === far[0] && s.elite >= 1), 'the Fedaykin moved');
    const arrived = room.game.forces.filter((s) => s.faction === 'fremen' && s.territory === far[0]).reduce((n, s) => n + s.regular + s.elite, 0);
    expect(arrived, 'the whole stack').to.be.at.least(moving);
    expect(room.game.factions.fremen!.hand, 'both cards played').to.not.include.members([ornithopter, hajr]);
    await until(page, () => room.game.pending.some((d) => d.seat === 'fremen' && d.kind === 'move' && d.hajr), 'the Hajr gives one more move');
    await page.locator('[data-testid=decision][data-kind=move] [data-testid=pass]').click();
    await finish();
  });
});
