// The Nexus cards on the wire: a held card is its holder's secret. Games that differ only in the card a seat draws, or
// in the card a seat holds when a Karama window asks every holder, send every other client the same bytes.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '../../server/store/index.ts';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { leaveAll } from '../helpers/skills-wire.ts';
import { expectNoninterference, playStored, viewOf } from '../helpers/noninterference.ts';
import { answer, passKarama } from '../helpers/choam-wire.ts';
import { blowWithNexus, giveNexus, nexusGame } from '../helpers/nexus-cards.ts';
import { enterBattle, place } from '../helpers/battle.ts';
import { clearedBoard } from '../helpers/engine.ts';
import type { Faction } from '../../rooms/dune/index.ts';

const OTHERS: string[] = ['atreides', 'bene-gesserit', 'emperor', 'harkonnen', 'guild', 'spectator'];

describe('wire: the Nexus cards', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-nexus-')));
  let server: TestServer;
  before(async () => {
    server = await bootServer(store);
  });
  after(() => server.close());

  it('NX.draw noninterference: games that differ only in the card the Fremen draw send every other client the same bytes', async () => {
    // The pile's top two swapped: the Fremen draw one card or the other.
    const position = (swap: boolean) => {
      const s = blowWithNexus(nexusGame('nexus-wire'), [['atreides', 'harkonnen']]).state;
      const deck = s.nexusCards!.deck;
      if (swap) [deck[0], deck[1]] = [deck[1]!, deck[0]!];
      // Neither is the Fremen's own card, nor a card the test names.
      if (deck[0] === 'fremen' || deck[1] === 'fremen') throw new Error('pick another seed');
      return s;
    };
    const play = (gameId: string, swap: boolean) =>
      playStored(server, store, gameId, position(swap), async (t) => {
        await answer(server, t, 'fremen', 'nexus-draw', () => ({ draw: true }));
      });
    const first = await play('nexus-draw-first', false);
    const second = await play('nexus-draw-second', true);
    expectNoninterference(first, second, OTHERS, ['fremen']);
    expect(viewOf(first.table, 'fremen').private!.nexusCard).to.not.equal(viewOf(second.table, 'fremen').private!.nexusCard);
    expect(viewOf(first.table, 'spectator').nexusCards!.holders).to.deep.equal(['fremen']);
    for (const run of [first, second]) await leaveAll(run.table);
  });

  it('NX.betrayal noninterference: games that differ only in the card the Harkonnen hold, one that betrays the Prescience asked or one that does not, send every other client the same bytes while the window is open and after it passes', async () => {
    const position = (card: Faction) => {
      const base = clearedBoard({
        factions: ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'],
        modules: ['nexus-cards'],
        seed: 'nexus-window',
      });
      giveNexus(base, 'harkonnen', card);
      return enterBattle(base, (x) => {
        place(x, 'atreides', 'arrakeen', 9, 3);
        place(x, 'emperor', 'arrakeen', 9, 3);
      }).state;
    };
    const play = (gameId: string, card: Faction) =>
      playStored(server, store, gameId, position(card), async (t) => {
        await answer(server, t, 'atreides', 'prescience', () => ({ element: 'leader' }));
        // The Harkonnen are asked in the window whatever they hold, and let it pass.
        await passKarama(server, t);
      });
    const betraying = await play('nexus-window-atreides', 'atreides');
    const other = await play('nexus-window-guild', 'guild');
    expectNoninterference(betraying, other, ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'guild', 'spectator'], []);
    // The Harkonnen were asked in both games, holding no treachery card: the Nexus card alone had them asked.
    for (const run of [betraying, other]) {
      const opened = run.table.events.get('spectator')!.find((e) => e.type === 'karama-window-opened') as { asked: string[] } | undefined;
      expect(opened?.asked, 'asked').to.include('harkonnen');
    }
    for (const run of [betraying, other]) await leaveAll(run.table);
  });
});
