// Karama windows over the wire (3.01.11.01): the SDK passes a seat's windows when it holds no Karama, and the
// windows a seat is asked stay in its own private view.
import { expect } from 'chai';
import { CLASSIC_FACTIONS, type Decision, type Faction, type GameEvent } from '../../rooms/dune/index.ts';
import { familyOf } from '../../rooms/dune/cards/treachery.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { isKarama } from '../../rooms/dune/karama/cards.ts';
import { useServer, waitFor } from '../helpers/server.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';

const BOTS = (human: Faction) => Object.fromEntries(CLASSIC_FACTIONS.filter((f) => f !== human).map((f) => [f, 'easy'])) as Partial<Record<Faction, 'easy'>>;

describe('wire: Karama windows', function () {
  this.timeout(120_000);
  const server = useServer();

  it('3.01.11.01 the SDK passes windows for a seat without a Karama; other seats never see its window decisions', async () => {
    const human = await server()
      .client({ karamaAutoPass: true })
      .create({ factions: [...CLASSIC_FACTIONS], seed: 'karama-wire', faction: 'emperor', bots: BOTS('emperor'), botDelayMs: 0 });
    const watcher = await server().client().spectate(human.gameId);
    const room = server().room(human.gameId);
    const windowsSeen = new Set<string>();
    let answeredByHand = 0;
    const closed: GameEvent[] = [];
    watcher.onEvents((events) => closed.push(...events.filter((e) => e.type === 'karama-window-closed')));
    watcher.onChange((view) => {
      // The spectator sees who is asked, never a window decision or an answer.
      expect(view.private).to.equal(null);
    });
    // Played to the end, so that no bot-only room is left running after the test.
    for (let i = 0; i < 6000 && room.game.phase !== 'game-over'; i++) {
      for (const d of human.allDecisions) if (d.kind === 'karama-window') windowsSeen.add(d.id);
      const holdsKarama = (human.view.private?.hand ?? []).some(isKarama);
      const d = human.decisions.find((x) => x.kind !== 'karama-window' || holdsKarama);
      if (d) {
        if (d.kind === 'karama-window') answeredByHand += 1;
        await human.act(legalAnswer(d, i, human.view)).catch((e: Error) => {
          // The SDK may have passed the same window a moment earlier.
          if (!/STALE_EVENT|NOT_YOUR_TURN|ALREADY_SUBMITTED/.test(e.message)) throw e;
        });
      } else {
        await waitFor(
          () => human.decisions.some((x) => x.kind !== 'karama-window' || holdsKarama) || room.game.phase === 'game-over',
          10_000,
          `human decision (phase ${room.game.phase})`,
        );
      }
    }
    expect(room.game.victory).to.not.equal(null);
    expect(windowsSeen.size, 'the Emperor was asked in some windows').to.be.greaterThan(0);
    expect(windowsSeen.size).to.be.greaterThan(answeredByHand);
    expect(closed.length).to.be.greaterThan(0);
    expect(room.autopilot.rejected).to.equal(0);
    await watcher.leave();
    await human.leave();
  });

  it('the SDK also passes card play windows and the Portable Snooper question for a seat without the cards (every card set)', async () => {
    const human = await server()
      .client({ karamaAutoPass: true })
      .create({
        factions: [...CLASSIC_FACTIONS],
        seed: 'windows-wire',
        faction: 'fremen',
        bots: BOTS('fremen'),
        botDelayMs: 0,
        cards: ['base', 'ixians', 'richese', 'ecaz'],
      });
    const room = server().room(human.gameId);
    /** Decisions the SDK answers by itself for this hand. */
    const passable = (d: Decision, hand: readonly TreacheryCardId[]): boolean =>
      (d.kind === 'karama-window' && !hand.some(isKarama)) ||
      (d.kind === 'card-window' && !hand.some((id) => d.families.includes(familyOf(id)))) ||
      (d.kind === 'portable-snooper' && !hand.some((id) => familyOf(id) === 'portable-snooper'));
    const passedBySdk = new Set<string>();
    for (let i = 0; i < 8000 && room.game.phase !== 'game-over'; i++) {
      const hand = human.view.private?.hand ?? [];
      for (const d of human.allDecisions) if (passable(d, hand)) passedBySdk.add(d.id);
      const d = human.decisions.find((x) => !passable(x, hand));
      if (d) {
        await human.act(legalAnswer(d, i, human.view)).catch((e: Error) => {
          if (!/STALE_EVENT|NOT_YOUR_TURN|ALREADY_SUBMITTED/.test(e.message)) throw e;
        });
      } else {
        await waitFor(
          () => human.decisions.some((x) => !passable(x, human.view.private?.hand ?? [])) || room.game.phase === 'game-over',
          10_000,
          `human decision (phase ${room.game.phase})`,
        );
      }
    }
    expect(room.game.victory).to.not.equal(null);
    expect(passedBySdk.size).to.be.greaterThan(0);
    expect(room.autopilot.rejected).to.equal(0);
    await human.leave();
  });
});
