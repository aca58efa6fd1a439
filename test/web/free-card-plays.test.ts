// Free actions through the web table that a card or a faction's power makes possible, each from its own panel and
// each followed on the server: the Guild's Karama power stops a shipment (1.14.05); the Harkonnen's takes a hand and gives back as many cards from the
// decision's form (1.14.04); CHOAM's Karama sells cards to the bank (CH.karama); a Distrans gives a card
// (richese.distrans); a Nullentropy Box searches the discard pile through its secret decision (richese.nullentropy-box);
// CHOAM asks Tupile (HW.tupile.intelligence).
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { familyOf } from '../../rooms/dune/cards/treachery.ts';
import type { Faction, GameState } from '../../rooms/dune/index.ts';
import { tupileQuote } from '../../rooms/dune/plugins/homeworlds/tupile.ts';
import { FileStore } from '../../server/store/index.ts';
import { useWebTable } from './browser.ts';
import { botGameUntil, dealFamily } from '../helpers/engine.ts';
import { openStoredSeat } from './stored-game.ts';

const SIX: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'];
const WITH_CHOAM: Faction[] = ['choam', 'atreides', 'harkonnen', 'emperor', 'fremen', 'guild'];

const until = async (page: Page, holds: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !holds(); i++) await page.waitForTimeout(50);
  expect(holds(), what).to.equal(true);
};

describe('web table: free card plays and powers (Karama powers, Distrans, Nullentropy Box, Tupile)', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-free-plays-')));
  const table = useWebTable({ store, pauseFloorMs: 0 });

  /** Stores `state` with `seat` human, opens its page and waits for its next decision (the bots stop there). */
  async function open(gameId: string, state: GameState, seat: Faction) {
    const opened = await openStoredSeat(table, store, gameId, state, seat);
    await opened.page.waitForSelector('[data-testid=decision]');
    return opened;
  }

  it('1.14.04 the Harkonnen spend a Karama on a hand in the bidding and give back as many cards from the form', async () => {
    const state = structuredClone(
      botGameUntil(
        { factions: SIX, seed: 'web-harkonnen-power', maxTurns: 3, advanced: true },
        (s) => s.phase === 'bidding' && s.pending.some((d) => d.seat === 'harkonnen' && d.kind === 'bid'),
      ),
    );
    const karama = dealFamily(state, 'harkonnen', 'karama');
    const { page, room, finish } = await open('harkonnen-power', state, 'harkonnen');
    const high = room.game.round?.phase === 'bidding' ? room.game.round.highBidder : null;
    const target = SIX.find((f) => f !== 'harkonnen' && f !== high && room.game.factions[f]!.hand.length > 0)!;
    const taken = [...room.game.factions[target]!.hand];
    const before = room.game.factions.harkonnen!.hand.length;
    await page.locator('[data-testid=karama-power] summary').click();
    const offered = await page.locator('[data-testid=power-target] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(offered, 'another seat holding cards, never the top bidder')
      .to.include(target)
      .and.not.include(high ?? 'none');
    await page.locator('[data-testid=power-target]').selectOption(target);
    await page.locator('[data-testid=karama-power] [data-testid=play-power]').click();
    // The return is a decision of its own, with its form: give back exactly as many as were taken.
    const form = page.locator('[data-testid=decision][data-kind=harkonnen-return]');
    await form.waitFor();
    const boxes = form.locator('[data-testid=give-back]');
    for (let i = 0; i < taken.length; i++) await boxes.nth(i).check();
    await form.locator('[data-testid=submit]').click();
    await until(page, () => !room.game.pending.some((d) => d.kind === 'harkonnen-return'), 'the return is answered');
    expect(room.game.karama.powersUsed, 'the power is spent').to.include('harkonnen');
    expect(room.game.factions.harkonnen!.hand, 'the Karama is discarded').to.not.include(karama);
    expect(room.game.factions.harkonnen!.hand.length, 'as many given back as taken').to.equal(before - 1);
    expect(room.game.factions[target]!.hand.length, 'the target holds as many cards as before').to.equal(taken.length);
    await page.waitForSelector('[data-testid=karama-power]', { state: 'detached' });
    await finish();
  });

  it('1.14.05 the Guild spend a Karama to stop a shipment: only players yet to ship (never the Fremen) are offered', async () => {
    const state = structuredClone(
      botGameUntil(
        { factions: SIX, seed: 'web-guild-power', maxTurns: 3, advanced: true },
        (s) =>
          s.phase === 'shipment-movement' && s.round?.phase === 'shipment-movement' && s.round.done.length === 0 && s.pending.some((d) => d.seat === 'guild'),
      ),
    );
    const karama = dealFamily(state, 'guild', 'karama');
    const { page, room, finish } = await open('guild-power', state, 'guild');
    const round = room.game.round?.phase === 'shipment-movement' ? room.game.round : null;
    await page.locator('[data-testid=karama-power] summary').click();
    const offered = await page.locator('[data-testid=power-target] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(offered, 'never the Fremen, never the Guild').to.not.include('fremen').and.not.include('guild');
    expect(
      offered.every((f) => !round?.done.includes(f as Faction)),
      'only players yet to ship',
    ).to.equal(true);
    const target = offered[0] as Faction;
    await page.locator('[data-testid=power-target]').selectOption(target);
    await page.locator('[data-testid=karama-power] [data-testid=play-power]').click();
    await until(page, () => room.game.round?.phase === 'shipment-movement' && room.game.round.blocked === target, `${target}'s shipment is stopped`);
    expect(room.game.karama.powersUsed).to.include('guild');
    expect(room.game.decks.treacheryDiscard).to.include(karama);
    await finish();
  });

  it('CH.karama CHOAM spends a Karama to sell the cards it picks, 3 spice each', async () => {
    const state = structuredClone(
      botGameUntil(
        { factions: WITH_CHOAM, seed: 'web-choam-power', maxTurns: 3, advanced: true },
        (s) => s.phase !== 'setup' && s.pending.some((d) => d.seat === 'choam'),
      ),
    );
    const karama = dealFamily(state, 'choam', 'karama');
    const sold = dealFamily(state, 'choam', 'lasgun');
    const { page, room, finish } = await open('choam-power', state, 'choam');
    const before = { spice: room.game.factions.choam!.spice, hand: [...room.game.factions.choam!.hand] };
    await page.locator('[data-testid=choam-karama] summary').click();
    const labels = await page.locator('[data-testid=choam-karama] label').allTextContents();
    expect(
      labels.map((l) => l.trim()),
      'the other cards of the hand',
    ).to.have.length(before.hand.length - 1);
    await page.locator('[data-testid=choam-karama] label', { hasText: 'Lasgun' }).locator('input').check();
    await page.locator('[data-testid=choam-karama] [data-testid=play-power]').click();
    await until(page, () => (room.game.karama.powersUsed ?? []).includes('choam'), 'the power is spent');
    expect(room.game.factions.choam!.spice, '3 spice from the bank').to.equal(before.spice + 3);
    expect(room.game.factions.choam!.hand).to.not.include(karama).and.not.include(sold);
    expect(room.game.decks.treacheryDiscard, 'both discarded face up').to.include(karama).and.include(sold);
    await finish();
  });

  it('richese.distrans gives the chosen card to the chosen seat; richese.nullentropy-box takes a card from the discard pile', async () => {
    const state = structuredClone(
      botGameUntil(
        { factions: SIX, seed: 'web-card-plays', maxTurns: 3, cards: ['base', 'richese'] },
        (s) => s.phase === 'shipment-movement' && s.pending.some((d) => d.seat === 'atreides' && (d.kind === 'ship' || d.kind === 'move')),
      ),
    );
    const distrans = dealFamily(state, 'atreides', 'distrans');
    const box = dealFamily(state, 'atreides', 'nullentropy-box');
    const gift = dealFamily(state, 'atreides', 'snooper');
    // Something to search for: the deck's top card goes to the discard pile when the pile is empty.
    if (state.decks.treacheryDiscard.length === 0) state.decks.treacheryDiscard.push(state.decks.treachery.pop()!);
    state.factions.atreides!.spice = Math.max(state.factions.atreides!.spice, 5);
    const to = SIX.find((f) => f !== 'atreides' && state.factions[f]!.hand.length < (f === 'harkonnen' ? 8 : 4))!;
    const { page, room, finish } = await open('card-plays', state, 'atreides');
    const toBefore = room.game.factions[to]!.hand.length;
    await page.locator('[data-testid=distrans] summary').click();
    await page.locator('[data-testid=distrans-give]').selectOption(gift);
    await page.locator('[data-testid=distrans-to]').selectOption(to);
    await page.locator('[data-testid=play-distrans]').click();
    await until(page, () => room.game.factions[to]!.hand.includes(gift), `${to} holds the card given`);
    expect(room.game.factions[to]!.hand).to.have.length(toBefore + 1);
    expect(room.game.factions.atreides!.hand).to.not.include(distrans).and.not.include(gift);
    expect(room.game.decks.treacheryDiscard, 'the Distrans is discarded').to.include(distrans);

    const spice = room.game.factions.atreides!.spice;
    await page.locator('[data-testid=nullentropy-search] summary').click();
    await page.locator('[data-testid=nullentropy-search] [data-testid=search]').click();
    const form = page.locator('[data-testid=decision][data-kind=nullentropy]');
    await form.waitFor();
    const offered = await form.locator('[data-testid=choice]').allTextContents();
    expect(offered.length, 'the discard pile, the Box excepted').to.be.greaterThan(0);
    const pile = room.game.nullentropy!.pile;
    await form.locator('[data-testid=choice]').first().click();
    await until(page, () => room.game.nullentropy === null, 'the search ends');
    const taken = room.game.factions.atreides!.hand.find((c) => pile.includes(c) && familyOf(c) !== 'nullentropy-box');
    expect(taken, 'a card of the pile is in hand').to.not.equal(undefined);
    expect(room.game.factions.atreides!.spice, 'the 2 spice fee').to.equal(spice - 2);
    expect(room.game.decks.treacheryDiscard.at(-1), 'the Box on top of the pile').to.equal(box);
    await finish();
  });

  it('HW.tupile.intelligence CHOAM asks a faction it is in contact with through Tupile, and reads the answer behind its shield', async () => {
    const state = botGameUntil(
      { factions: WITH_CHOAM, seed: 'tupile-1', maxTurns: 6, modules: ['homeworlds'] },
      (s) => s.phase !== 'setup' && (tupileQuote(s)?.targets.length ?? 0) > 0 && s.pending.some((d) => d.seat === 'choam'),
    );
    const { page, room, finish } = await open('tupile-request', state, 'choam');
    const target = tupileQuote(room.game)!.targets[0]!;
    await page.locator('[data-testid=tupile-request] summary').click();
    await page.locator('[data-testid=tupile-target]').selectOption(target);
    await page.locator('[data-testid=tupile-category]').selectOption('defenses');
    await page.locator('[data-testid=tupile-request] [data-testid=ask]').click();
    await page.waitForSelector('[data-testid=intelligence]');
    expect(
      room.game.homeworlds!.receipts.map((r) => [r.target, r.category]),
      'one receipt',
    ).to.deep.equal([[target, 'defenses']]);
    expect(await page.locator('[data-testid=intelligence]').textContent()).to.include('defenses');
    await finish();
  });
});
