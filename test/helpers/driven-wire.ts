// A whole game over the wire with some seats driven by their own clients: each answers from its own decoded view
// (legal answers), every other seat plays on autopilot. The expansion factions' wire tests play this way.
import type { Decision, DecisionAction, Faction, PlayerView } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { DuneError } from '../../client-sdk/node.ts';
import { quiet, settledAt, type Watched } from './skills-wire.ts';
import { waitFor, type TestServer } from './server.ts';

/** How a driven seat answers: from the decision, the move's index and its own decoded view. */
export type DrivenAnswer = (d: Decision, i: number, view: PlayerView) => DecisionAction;

/** Plays `table` to its end; returns the decision kinds the `driven` seats were asked (legal answers unless told). */
export async function playDriven(server: TestServer, table: Watched, driven: readonly Faction[], answer: DrivenAnswer = legalAnswer): Promise<Set<string>> {
  await quiet(server, table);
  const room = server.room(table.gameId);
  for (const [f, conn] of table.seats) if (!driven.includes(f)) await conn.setAutopilot(true);
  const asked = new Set<string>();
  const ready = () => driven.map((f) => table.seats.get(f)!).find((c) => c.version === room.game.actions && c.decisions.length > 0);
  for (let i = 0; i < 8000 && room.game.phase !== 'game-over'; i++) {
    await waitFor(() => ready() !== undefined || room.game.phase === 'game-over', 10_000, `a decision of ${driven.join(', ')} (phase ${room.game.phase})`);
    const conn = ready();
    const d = conn?.decisions[0];
    if (!conn || !d) continue;
    asked.add(d.kind);
    try {
      await conn.act(answer(d, i, conn.view));
    } catch (e) {
      // The autopilot may have closed the decision meanwhile (a window every seat is asked, closed by one seat's
      // answer; a question another seat's answer interrupted and set aside until it is settled): the client answered a
      // decision no longer open, as any client racing others may — with another decision of its own open the server
      // says STALE_EVENT, with none NOT_YOUR_TURN. Anything else fails.
      const gone = e instanceof DuneError && (e.code === 'STALE_EVENT' || (e.code === 'NOT_YOUR_TURN' && e.message.includes(`event ${d.id} is not open`)));
      if (!gone) throw e;
    }
  }
  await settledAt(server, table);
  return asked;
}
