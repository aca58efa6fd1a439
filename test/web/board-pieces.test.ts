// The board shows every piece the view holds, and no other: each stack of forces on Arrakis as a token in its
// territory and sector with its counts (regular, starred, advisors) in words; each spice pile with its amount; the
// storm's sector; each faction's reserves and forces in the Tanks; and, with Homeworlds on, every world with its
// population face, natives and occupier, and the forces standing there. Read from the page of a seat in an
// Advanced game mid-play while only that seat's shipment is awaited (the state still), against the server's view.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isHomeworld } from '../../rooms/dune/board/homeworlds.ts';
import { viewFor, type Faction } from '../../rooms/dune/index.ts';
import { FileStore } from '../../server/store/index.ts';
import { useWebTable } from './browser.ts';
import { loadWebModule } from './web-module.ts';
import { botGameUntil } from '../helpers/engine.ts';
import { openStoredSeat } from './stored-game.ts';

/** The board's words for a stack (web/src/board/pieces.tsx). */
interface Pieces {
  describeForces(s: { regular: number; elite: number; advisors: number }): string;
}

const SIX: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'];

describe('web table: the pieces on the board', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-board-pieces-')));
  const table = useWebTable({ store, pauseFloorMs: 0 });

  it('1.06 2.02.10 HW.population every force stack, spice pile, the storm, reserves, the Tanks and the homeworlds, as the view holds them', async () => {
    const { describeForces } = await loadWebModule<Pieces>('web/src/board/pieces.tsx');
    const seat: Faction = 'bene-gesserit';
    const state = structuredClone(
      botGameUntil(
        { factions: SIX, seed: 'web-board-pieces', maxTurns: 6, advanced: true, modules: ['homeworlds'] },
        (s) => s.turn >= 3 && s.spice.length > 0 && s.factions.fremen!.tanks.regular > 0 && s.pending.some((d) => d.seat === seat && d.kind === 'ship'),
      ),
    );
    const { page, room, finish } = await openStoredSeat(table, store, 'board-pieces', state, seat);
    await page.locator('[data-testid=decision][data-kind=ship]').waitFor();
    const view = viewFor(room.game, seat);
    expect(
      view.private?.decisions.map((d) => d.kind),
      'only the shipment is awaited',
    ).to.include('ship');

    // Forces on Arrakis: one token per stack, where it stands, with its counts.
    const tokens = await page
      .locator('[data-testid=board] [data-testid=force-token]')
      .evaluateAll((gs) =>
        gs.map(
          (g) =>
            `${g.getAttribute('data-faction')} ${g.getAttribute('data-territory')}:${g.getAttribute('data-sector')} ${g.querySelector('title')?.textContent}`,
        ),
      );
    const onArrakis = view.forces.filter((s) => !isHomeworld(s.territory) && s.regular + s.elite + s.advisors > 0);
    expect(
      onArrakis.some((s) => s.advisors > 0 || s.elite > 0),
      'the position has advisors or starred forces to show',
    ).to.equal(true);
    const expected = onArrakis.map((s) => `${s.faction} ${s.territory}:${s.sector} `);
    expect(tokens.map((t) => t.slice(0, t.indexOf(' ', t.indexOf(' ') + 1) + 1)).sort()).to.deep.equal(expected.sort());
    for (const s of onArrakis) {
      const shown = tokens.find((t) => t.startsWith(`${s.faction} ${s.territory}:${s.sector} `))!;
      expect(shown, `${s.faction} in ${s.territory}`).to.include(describeForces(s));
    }

    // Spice piles, each with its amount.
    const piles = await page
      .locator('[data-testid=board] [data-testid=spice-pile]')
      .evaluateAll((gs) => gs.map((g) => `${g.getAttribute('data-territory')}:${g.getAttribute('data-sector')}=${g.querySelector('text')?.textContent}`));
    expect(piles.sort()).to.deep.equal(view.spice.map((p) => `${p.territory}:${p.sector}=${p.amount}`).sort());

    // The storm's sector.
    expect(await page.locator('[data-testid=storm-sector]').textContent()).to.include(String(view.storm.sector));

    // Reserves and the Tanks, per faction that has any.
    for (const pool of ['reserves', 'tanks'] as const) {
      const entries = await page
        .locator(`[data-testid=${pool}] .pool-entry`)
        .evaluateAll((es) => es.map((e) => `${e.getAttribute('data-faction')} ${e.querySelector('svg > title')?.textContent}`));
      const holding = view.seats.filter((s) => s[pool].regular + s[pool].elite > 0);
      expect(entries.length, pool).to.equal(holding.length);
      for (const s of holding)
        expect(
          entries.find((e) => e.startsWith(`${s.faction} `)),
          `${s.faction} ${pool}`,
        ).to.include(describeForces({ ...s[pool], advisors: 0 }));
    }

    // The homeworlds: face, natives, occupier, and the forces standing there.
    const worlds = await page.locator('[data-testid=homeworlds] li').evaluateAll((ls) =>
      ls.map((l) => ({
        world: l.getAttribute('data-world'),
        face: l.getAttribute('data-face'),
        occupier: l.getAttribute('data-occupier'),
        text: l.textContent ?? '',
        forces: l.querySelector('svg > title')?.textContent ?? '',
      })),
    );
    expect(worlds.map((w) => w.world).sort()).to.deep.equal(view.homeworlds.map((w) => w.world).sort());
    for (const w of view.homeworlds) {
      const shown = worlds.find((x) => x.world === w.world)!;
      expect(shown, w.world).to.include({ face: w.face, occupier: w.occupier ?? '' });
      expect(shown.text).to.include(`${w.natives} native`);
      for (const s of view.forces.filter((f) => f.territory === w.world)) expect(shown.forces, `${s.faction} on ${w.world}`).to.include(describeForces(s));
    }
    await finish();
  });

  it('IT.sandtrout.calm beside the board: the Sandtrout waiting to calm the next sandworm', async () => {
    const seat: Faction = 'atreides';
    const state = structuredClone(
      botGameUntil(
        { factions: SIX, seed: 'web-sandtrout', maxTurns: 10, modules: ['sandtrout'] },
        (s) => s.turn >= 2 && s.pending.some((d) => d.seat === seat),
      ),
    );
    // The card revealed earlier: set aside (out of the deck and the discard piles), waiting for a sandworm.
    state.decks.spice = state.decks.spice.filter((c) => c !== 'sandtrout');
    state.decks.spiceDiscard = state.decks.spiceDiscard.filter((c) => c !== 'sandtrout');
    state.sandtrout = { waiting: true, doubling: false };
    const { page, finish } = await openStoredSeat(table, store, 'sandtrout', state, seat);
    const panel = page.locator('[data-testid=sandtrout]');
    await panel.waitFor();
    expect(await panel.getAttribute('data-waiting')).to.equal('true');
    expect(await panel.textContent()).to.include('the next sandworm of a Spice Blow is calmed');
    await finish();
  });

  it('IT.tech.taken beside the board: who holds each Tech token; a battle winner takes one of the loser tokens from its form', async () => {
    const state = structuredClone(
      botGameUntil({ factions: SIX, seed: 'web-tech-tokens', maxTurns: 10, modules: ['tech-tokens'] }, (s) =>
        s.pending.some((d) => d.kind === 'take-tech-token'),
      ),
    );
    const take = state.pending.find((d) => d.kind === 'take-tech-token')!;
    if (take.kind !== 'take-tech-token') throw new Error('no take');
    const { page, room, finish } = await openStoredSeat(table, store, 'tech-tokens', state, take.seat);
    const panel = page.locator('[data-testid=tech-tokens]');
    await panel.waitFor();
    for (const [token, holder] of Object.entries(state.techTokens!.holders))
      expect(await panel.locator(`[data-token=${token}]`).getAttribute('data-holder'), token).to.equal(holder);
    const form = page.locator('[data-testid=decision][data-kind=take-tech-token]');
    await form.waitFor();
    const token = take.tokens[0]!;
    await form.locator('[data-testid=choice]').first().click();
    for (let i = 0; i < 100 && room.game.techTokens!.holders[token] !== take.seat; i++) await page.waitForTimeout(50);
    expect(room.game.techTokens!.holders[token], 'the token taken on the server').to.equal(take.seat);
    await panel.locator(`[data-token=${token}][data-holder=${take.seat}]`).waitFor();
    await finish();
  });

  it('SC.custody beside the board: who holds each Stronghold card this turn, each card with its text; a card set aside says so', async () => {
    const state = structuredClone(
      botGameUntil(
        { factions: SIX, seed: 'web-stronghold-cards', maxTurns: 10, advanced: true, modules: ['stronghold-cards'] },
        (s) => Object.keys(s.strongholdCards?.holders ?? {}).length > 0,
      ),
    );
    const seat = state.seating[0]!;
    const { page, finish } = await openStoredSeat(table, store, 'stronghold-cards', state, seat);
    const panel = page.locator('[data-testid=stronghold-cards]');
    await panel.waitFor();
    for (const card of ['arrakeen', 'carthag', 'habbanya-sietch', 'sietch-tabr', 'tueks-sietch'] as const) {
      const holder = state.strongholdCards!.holders[card];
      expect(await panel.locator(`[data-card=${card}]`).getAttribute('data-holder'), card).to.equal(holder ?? '');
      if (!holder) expect(await panel.locator(`[data-card=${card}]`).textContent(), card).to.include('set aside');
    }
    expect(await panel.locator('[data-card=habbanya-sietch]').getAttribute('title')).to.include('win ties');
    await finish();
  });

  it('SC.hms the HMS card’s holder copies a stronghold’s advantage from its form before the plans; the panel says so', async () => {
    const { hmsCardBattle } = await import('../helpers/stronghold-cards.ts');
    const state = hmsCardBattle(['carthag', 'habbanya-sietch'], 'hms-card-copy');
    const { page, room, finish } = await openStoredSeat(table, store, 'hms-card', state, 'ixians');
    const form = page.locator('[data-testid=decision][data-kind=hms-card-copy]');
    await form.waitFor();
    await form.locator('[data-testid=choice]', { hasText: 'Carthag' }).click();
    for (let i = 0; i < 100 && room.game.strongholdCards?.copy === undefined; i++) await page.waitForTimeout(50);
    expect(room.game.strongholdCards!.copy).to.deep.equal({ faction: 'ixians', card: 'carthag' });
    await page.locator('[data-testid=stronghold-cards]', { hasText: 'copy Carthag with the HMS card' }).waitFor();
    await finish();
  });

  it('RI.cache-lot Richese sees its cache behind its shield, declares the lot’s place and offers a card once around from its forms; others see a count', async () => {
    const { richeseBidding } = await import('../helpers/richese.ts');
    const { page, room, finish } = await openStoredSeat(table, store, 'richese-cache', richeseBidding(), 'richese');
    await page.locator('[data-testid=richese-cache]', { hasText: 'Stone Burner' }).waitFor();
    expect(await page.locator('[data-testid=richese]').textContent()).to.include('10 cards left');
    await page.locator('[data-testid=decision][data-kind=cache-position] [data-testid=choice]', { hasText: 'First' }).click();
    const form = page.locator('[data-testid=decision][data-kind=cache-lot]');
    await form.waitFor();
    await form.locator('[name=card]').selectOption('mirror-weapon');
    await form.locator('[name=direction]').selectOption('left');
    await form.locator('[data-testid=submit]').click();
    for (let i = 0; i < 100 && room.game.richese?.lot === undefined; i++) await page.waitForTimeout(50);
    expect(room.game.richese!.lot).to.deep.include({ card: 'mirror-weapon', method: 'once-around', direction: 'left' });
    await page.locator('[data-testid=cache-lot][data-card=mirror-weapon]').waitFor();
    expect(await page.locator('[data-testid=richese]').textContent()).to.include('9 cards left');
    await finish();
  });

  it('RI.black-market Richese sells a concealed card from its form, saying what it is; the log shows the claim, never the card', async () => {
    const { richeseBidding } = await import('../helpers/richese.ts');
    const { setHand } = await import('../helpers/bidding.ts');
    const state = richeseBidding((x) => setHand(x, 'richese', ['baliset', 'shield-1']), { advanced: true });
    const { page, room, finish } = await openStoredSeat(table, store, 'richese-market', state, 'richese');
    const form = page.locator('[data-testid=decision][data-kind=black-market]');
    await form.waitFor();
    await form.locator('[name=card]').selectOption('baliset');
    await form.locator('[name=claim]').selectOption('shield-1');
    await form.locator('[data-testid=submit]').click();
    // The other seats' bids may close the lot at once: the log keeps what was offered, the claim and not the card.
    const line = page.locator('[data-testid=log]', { hasText: 'a concealed card on the Black Market, saying it is Shield' });
    await line.waitFor();
    expect(await line.textContent()).to.not.include('Baliset');
    for (let i = 0; i < 100 && room.game.richese?.lot !== undefined; i++) await page.waitForTimeout(50);
    const holder = room.game.seating.find((f) => room.game.factions[f]!.hand.includes('baliset'));
    expect(holder, 'the card was sold or kept').to.not.equal(undefined);
    await finish();
  });

  it('RI.no-field Richese ships a No-Field face down from its ship form; its value behind its shield, the table sees a token; it reveals it from its actions', async () => {
    const { richeseShipping } = await import('../helpers/no-field.ts');
    const { page, room, finish } = await openStoredSeat(table, store, 'richese-no-field', richeseShipping(), 'richese');
    const form = page.locator('[data-testid=decision][data-kind=ship]');
    await form.waitFor();
    await form.locator('[name=mode]').selectOption('no-field');
    await form.locator('[name=noField]').selectOption('5');
    await form.locator('[data-testid=submit]').click();
    for (let i = 0; i < 100 && !room.game.richese?.noField; i++) await page.waitForTimeout(50);
    expect(room.game.richese!.noField).to.deep.include({ token: 5 });
    await page.locator('[data-testid=richese-no-field-value]', { hasText: 'the 5' }).waitFor();
    expect(await page.locator('[data-testid=no-field]').textContent()).to.include('counted as one force');
    await page.locator('[data-testid=log]', { hasText: 'a No-Field face down' }).waitFor();
    await page.locator('[data-testid=richese-reveal-no-field] summary').click();
    await page.locator('[data-testid=reveal-no-field]').click();
    for (let i = 0; i < 100 && room.game.richese?.noField; i++) await page.waitForTimeout(50);
    expect(room.game.richese!.noField).to.equal(null);
    await page.locator('[data-testid=log]', { hasText: 'the 5' }).waitFor();
    await finish();
  });

  it('TL.face-dancers the Tleilaxu see their Face Dancers behind their shield and reveal one from the form after a battle; others see a count', async () => {
    const { feydWon } = await import('../helpers/tleilaxu.ts');
    const state = feydWon(['feyd-rautha', 'burseg', 'caid']);
    const { page, room, finish } = await openStoredSeat(table, store, 'tleilaxu-fd', state, 'tleilaxu');
    await page.locator('[data-testid=face-dancers]').waitFor();
    expect(await page.locator('[data-testid=face-dancers]').textContent()).to.include('Feyd Rautha');
    expect(await page.locator('[data-testid=tleilaxu]').textContent()).to.include('3 held');
    const form = page.locator('[data-testid=decision][data-kind=face-dancer]');
    await form.waitFor();
    await form.locator('[name=count]').fill('2');
    await form.locator('[data-testid=submit]').click();
    for (let i = 0; i < 100 && (room.game.tleilaxu?.revealed.length ?? 0) === 0; i++) await page.waitForTimeout(50);
    expect(room.game.tleilaxu!.revealed).to.deep.equal(['feyd-rautha']);
    expect(room.game.forces.filter((s) => s.territory === 'arrakeen').map((s) => [s.faction, s.regular])).to.deep.equal([['tleilaxu', 2]]);
    await page.locator('[data-testid=tleilaxu]', { hasText: 'revealed: Feyd Rautha' }).waitFor();
    await finish();
  });

  it('EC.ambassadors.trigger Ecaz sees its Ambassador on its stronghold and beside the board, triggers it from its form when a non-ally enters, and sends forces with the Guild’s', async () => {
    const { triggerAsked } = await import('../helpers/ecaz.ts');
    const { page, room, finish } = await openStoredSeat(table, store, 'ecaz-ambassador', triggerAsked('guild').state, 'ecaz');
    await page.locator('[data-testid=board] [data-testid=ambassador-token][data-token=guild][data-territory=arrakeen]').waitFor();
    expect(await page.locator('[data-testid=ecaz] [data-testid=ambassador]').textContent()).to.include('Spacing Guild in Arrakeen');
    await page.locator('[data-testid=decision][data-kind=ambassador-trigger] [data-testid=choice]', { hasText: 'For Ecaz' }).click();
    const form = page.locator('[data-testid=decision][data-kind=ambassador-effect]');
    await form.waitFor();
    await form.locator('[name=regular]').fill('3');
    await form.locator('select[name=destination]').selectOption('funeral-plain');
    await form.locator('[data-testid=submit]').click();
    const landed = () => room.game.forces.find((s) => s.faction === 'ecaz' && s.territory === 'funeral-plain');
    for (let i = 0; i < 100 && !landed(); i++) await page.waitForTimeout(50);
    expect(landed()).to.deep.include({ sector: 14, regular: 3 });
    expect(room.game.ecaz!.placed).to.deep.equal([]);
    await page.locator('[data-testid=log]', { hasText: 'Ecaz send 3 forces from reserves to Funeral Plain' }).waitFor();
    expect(await page.locator('[data-testid=board] [data-testid=ambassador-token]').count()).to.equal(0);
    await finish();
  });

  it('MO.terror.trigger Moritani see which Terror token stands where and reveal it from their form when a non-ally ships in; every other page shows a face-down marker, never the token', async () => {
    const { pendingDecisions } = await import('../../rooms/dune/index.ts');
    const { act } = await import('../helpers/engine.ts');
    const { atEmptyShipment, pendingFor } = await import('../helpers/shipment.ts');
    // Moritani's Robbery face down in Arrakeen; the Emperor, first to act, ships two forces in.
    let waiting = atEmptyShipment(['emperor', 'moritani', 'choam', 'harkonnen', 'tleilaxu', 'fremen'], false, (s) => {
      s.moritani!.placed = [{ token: 'robbery', territory: 'arrakeen' }];
      s.moritani!.supply = s.moritani!.supply.filter((t) => t !== 'robbery');
    });
    for (const d of pendingDecisions(waiting).filter((x) => x.kind === 'offer-shipment-support'))
      waiting = act(waiting, d.seat, { type: 'offer-shipment-support', event: d.id, amount: 0 }).state;
    const ship = pendingFor(waiting, 'emperor', 'ship');
    const { state } = act(waiting, 'emperor', { type: 'ship', event: ship.id, mode: 'reserves', to: { territory: 'arrakeen', sector: 9 }, count: 2 });
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).to.deep.equal([['moritani', 'terror-trigger']]);

    // The Emperor's page while Moritani's question is open (nobody in Moritani's seat): a marker, and the token nowhere.
    const other = await openStoredSeat(table, store, 'moritani-terror-other', state, 'emperor', ['moritani']);
    const marker = other.page.locator('[data-testid=board] [data-testid=terror-token][data-territory=arrakeen]');
    await marker.waitFor();
    expect(await marker.getAttribute('data-token')).to.equal(null);
    expect(await marker.locator('title').textContent()).to.equal('A Terror token, face down in Arrakeen');
    expect(await other.page.locator('[data-testid=moritani]').textContent()).to.include('face down in Arrakeen');
    expect(await other.page.content()).to.not.match(/robbery/i);
    await other.finish();

    const spice = { emperor: state.factions.emperor!.spice, moritani: state.factions.moritani!.spice };
    const taken = Math.ceil(spice.emperor / 2);
    const { page, room, finish } = await openStoredSeat(table, store, 'moritani-terror', state, 'moritani');
    await page.locator('[data-testid=board] [data-testid=terror-token][data-territory=arrakeen][data-token=robbery]').waitFor();
    expect(await page.locator('[data-testid=terror-placed]').textContent()).to.include('Robbery in Arrakeen');
    const trigger = page.locator('[data-testid=decision][data-kind=terror-trigger]');
    expect(await trigger.textContent()).to.include('your Robbery token stands');
    await trigger.locator('[data-testid=choice]', { hasText: 'Reveal it' }).click();
    await page.locator('[data-testid=decision][data-kind=terror-effect] [data-testid=choice]', { hasText: 'Take half the spice of the Emperor' }).click();
    for (let i = 0; i < 100 && room.game.factions.moritani!.spice === spice.moritani; i++) await page.waitForTimeout(50);
    expect(room.game.moritani!.placed).to.deep.equal([]);
    expect(room.game.moritani!.gone).to.deep.equal(['robbery']);
    expect(room.game.factions.moritani!.spice).to.equal(spice.moritani + taken);
    expect(room.game.factions.emperor!.spice).to.equal(spice.emperor - taken);
    await page.locator('[data-testid=log]', { hasText: 'Moritani reveal the Robbery token there against them' }).waitFor();
    await page.locator('[data-testid=log]', { hasText: `You take ${taken} spice from the Emperor` }).waitFor();
    await page.locator('[data-testid=moritani]', { hasText: 'Revealed and out of the game: Robbery' }).waitFor();
    expect(await page.locator('[data-testid=board] [data-testid=terror-token]').count()).to.equal(0);
    await finish();
  });
});
