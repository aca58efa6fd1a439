// Ixians & Tleilaxu across a server restart (real servers on one file store, real SDK clients): a Face Dancer reveal
// and an Ixian selection pending when the server stops come back exactly (the same state hash, the same decision) on
// the next server, still in their owner's view alone, and play goes on from them.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stateHash, type Decision, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { FileStore } from '../../server/store/index.ts';
import { bootServer, receivedBytes } from '../helpers/server.ts';
import { leaveAll, seatStored, storeGame, viewersOf, type Watched } from '../helpers/skills-wire.ts';
import { expectProjected } from '../helpers/noninterference.ts';
import { answer } from '../helpers/choam-wire.ts';
import { feydWon } from '../helpers/tleilaxu.ts';
import { enterPhase } from '../helpers/bidding.ts';
import { ixiansBoard } from '../helpers/ixians.ts';

/**
 * Stores `position`, seats every faction and a spectator on a server, stops it, and seats them again on a new server
 * over the same store; `after` runs there. Returns the hash and the owner's decision before the stop.
 */
async function acrossRestart(
  gameId: string,
  position: GameState,
  owner: Faction,
  kind: Decision['kind'],
  after: (table: Watched, server: Awaited<ReturnType<typeof bootServer>>, before: { hash: string; decision: Decision }) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `dune-${gameId}-`));
  await storeGame(new FileStore(dir), gameId, position);
  const first = await bootServer(new FileStore(dir));
  const table = await seatStored(first, gameId, position.seating);
  const decision = table.seats.get(owner)!.decisions.find((d) => d.kind === kind);
  if (!decision) throw new Error(`${owner} has no ${kind}`);
  const hash = stateHash(first.room(gameId).game);
  await leaveAll(table);
  await first.close();
  const second = await bootServer(new FileStore(dir));
  try {
    const again = await seatStored(second, gameId, position.seating);
    await after(again, second, { hash, decision });
    await leaveAll(again);
  } finally {
    await second.close();
  }
}

/** The clients but `owner`'s, each with every byte it received and its view as JSON. */
const othersOf = (table: Watched, owner: Faction) =>
  viewersOf(table)
    .filter(([name]) => name !== owner)
    .map(([name, c]) => ({ name, text: receivedBytes(c).toString('latin1') + JSON.stringify(c.view), decisions: c.decisions }));

describe('wire: Ixians & Tleilaxu across a server restart', function () {
  this.timeout(60_000);

  it('TL.face-dancers a server restart while a Face Dancer reveal is pending resumes exactly; the Face Dancers stay the Tleilaxu alone', async () => {
    const fds = ['feyd-rautha', 'burseg', 'caid'] as const;
    await acrossRestart('fd-restart', feydWon([...fds]), 'tleilaxu', 'face-dancer', async (table, server, before) => {
      expect(stateHash(server.room(table.gameId).game)).to.equal(before.hash);
      const tleilaxu = table.seats.get('tleilaxu')!;
      expect(tleilaxu.decisions.find((d) => d.kind === 'face-dancer')).to.deep.equal(before.decision);
      expect(tleilaxu.view.private!.faceDancers).to.deep.equal([...fds]);
      for (const other of othersOf(table, 'tleilaxu')) {
        expect(
          other.decisions.some((d) => d.kind === 'face-dancer'),
          other.name,
        ).to.equal(false);
        for (const card of ['burseg', 'caid']) expect(other.text, `${other.name} received ${card}`).to.not.include(card);
      }
      expect(table.spectator.view.awaiting).to.deep.include({ seat: 'tleilaxu', kind: 'face-dancer', id: before.decision.id });
      await answer(server, table, 'tleilaxu', 'face-dancer', () => ({ reveal: true, reserves: 1, sector: 9, from: [] }));
      expect(table.spectator.view.tleilaxu).to.deep.equal({ faceDancers: 3, revealed: ['feyd-rautha'] });
      expectProjected(server, table);
    });
  });

  it('IX.bidding a server restart while the Ixian selection is pending resumes exactly; the cards it shows stay the Ixians alone', async () => {
    const position = enterPhase(ixiansBoard(), 'bidding');
    await acrossRestart('ix-restart', position, 'ixians', 'ixian-selection', async (table, server, before) => {
      expect(stateHash(server.room(table.gameId).game)).to.equal(before.hash);
      const ixians = table.seats.get('ixians')!;
      const selection = ixians.decisions.find((d) => d.kind === 'ixian-selection');
      expect(selection).to.deep.equal(before.decision);
      if (selection?.kind !== 'ixian-selection') throw new Error('no selection');
      for (const other of othersOf(table, 'ixians')) {
        expect(
          other.decisions.some((d) => d.kind === 'ixian-selection'),
          other.name,
        ).to.equal(false);
        for (const card of selection.cards) expect(other.text, `${other.name} received ${card}`).to.not.include(`"${card}"`);
      }
      await answer(server, table, 'ixians', 'ixian-selection', () => ({ card: selection.cards.at(-1)!, to: 'bottom' }));
      expect(ixians.decisions.some((d) => d.kind === 'ixian-selection')).to.equal(false);
      expectProjected(server, table);
    });
  });
});
