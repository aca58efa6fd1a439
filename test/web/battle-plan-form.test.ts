// The battle plan form offers only what may be played there and says why a leader is missing (1.07.04): a leader in
// the Tanks is listed with its reason and not offered; the weapon list holds the weapons in hand and no defense, the
// defense list the defenses and no weapon, never a card that is neither (1.07.04.07), while a worthless card stands
// in either slot (3.01.01, Baliset and its kind); the plan sent is the one the server logs; the cards chosen, the
// sealed plan and its line in the log name the cards with their rules text.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Faction } from '../../rooms/dune/index.ts';
import { FileStore } from '../../server/store/index.ts';
import { useWebTable } from './browser.ts';
import { botGameUntil, dealFamily } from '../helpers/engine.ts';
import { openStoredSeat } from './stored-game.ts';

const SIX: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'];

describe('web table: the battle plan form', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-plan-form-')));
  const table = useWebTable({ store, pauseFloorMs: 0 });

  it('1.07.04 offers only the leaders and cards that may be played, says why a leader is missing, and sends the plan chosen', async () => {
    const state = structuredClone(
      botGameUntil({ factions: SIX, seed: 'web-plan-form', maxTurns: 5 }, (s) => s.turn > 1 && s.pending.some((d) => d.kind === 'battle-plan')),
    );
    const asked = state.pending.find((d) => d.kind === 'battle-plan')!;
    if (asked.kind !== 'battle-plan') throw new Error('no plan asked');
    const seat = asked.seat as Faction;
    const mine = state.factions[seat]!;
    // A hand of a weapon, a defense, a worthless card (either slot, 3.01.01) and a Karama (neither); the rest to the discard pile (custody kept).
    while (mine.hand.length > 0) state.decks.treacheryDiscard.push(mine.hand.pop()!);
    const weapon = dealFamily(state, seat, 'lasgun');
    const defense = dealFamily(state, seat, 'shield');
    const worthless = dealFamily(state, seat, 'worthless');
    const neither = dealFamily(state, seat, 'karama');
    // One of the leaders the plan may name goes to the Tanks, as a battle elsewhere would have sent it, and so leaves
    // the decision's list, as the engine would have made it.
    const dead = asked.leaders.find((l) => asked.leaders.length > 1 && mine.leaders[l] === 'pool')!;
    mine.leaders[dead] = 'tanks-face-up';
    asked.leaders = asked.leaders.filter((l) => l !== dead);
    // The opponent's seat is left open, so the battle waits for its plan while this seat's stays sealed.
    const { page, room, finish } = await openStoredSeat(table, store, 'plan-form', state, seat, [asked.opponent]);
    const form = page.locator('[data-testid=battle-plan]');
    await form.waitFor();
    const leaders = await form.locator('[name=leader] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(leaders, 'the leader in the Tanks is not offered').to.not.include(dead);
    expect(await form.locator('[data-testid=missing-leaders]').textContent()).to.match(/in the Tanks/);
    const weapons = await form.locator('[name=weapon] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(weapons, 'weapons: the lasgun, the worthless card or none').to.have.members(['', weapon, worthless]);
    await form.locator('[name=weapon]').selectOption('');
    const defenses = await form.locator('[name=defense] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(defenses, 'defenses: the shield, the worthless card or none').to.have.members(['', defense, worthless]);
    expect([...weapons, ...defenses], 'never the Karama').to.not.include(neither);
    await form.locator('[name=weapon]').selectOption(weapon);
    await form.locator('[name=defense]').selectOption(defense);
    // The cards chosen stand beside the selects with their rules text (an option cannot carry it).
    await form.locator(`[data-testid=plan-cards] [data-testid=hint][data-id=${weapon}]`).hover();
    expect(await form.locator('[data-testid=plan-cards] [data-testid=hint-text]').textContent()).to.match(/\w+ \w+ \w+/);
    await form.locator('[name=dial]').fill('0');
    await form.locator('[data-testid=submit]').click();
    for (let i = 0; i < 100 && room.game.pending.some((d) => d.id === asked.id); i++) await page.waitForTimeout(50);
    const sent = (await store.log('plan-form')).find((e) => e.seat === seat && e.action.type === 'battle-plan')?.action;
    expect(sent, 'the plan the engine recorded').to.include({ weapon, defense, dial: 0, leader: leaders[0] });
    // The log's line of the plan sealed (this seat's alone) names its cards with their rules text too.
    await page.locator(`[data-testid=log] [data-testid=hint][data-id=${weapon}]`).first().waitFor({ timeout: 5000 });
    // The sealed plan behind the shield names its cards with their rules text, shown on hover as on a tap.
    await page.locator(`[data-testid=sealed-plan] [data-testid=hint][data-id=${weapon}]`).hover();
    expect(await page.locator('[data-testid=sealed-plan] [data-testid=hint-text]').textContent()).to.match(/\w+ \w+ \w+/);
    await finish();
  });
});
