// The loop of a client that plays a seat: answer its decisions one at a time, as they come, until the game is over.
// What to answer is the caller's (a UI, a bot); this only sequences, so that every client need not write it again.
import type { WireAction } from '../schema/messages.ts';
import type { Decision, PlayerView, Victory } from '../rooms/dune/types.ts';
import type { GameConnection } from './connection.ts';
import { DuneError } from './errors.ts';

/** Chooses the answer to `decision`; `attempt` counts this decision's earlier answers that were refused (0 first). */
export type Chooser = (decision: Decision, view: PlayerView, attempt: number) => WireAction | Promise<WireAction>;

export interface PlayOptions {
  /** Told of each refused answer (the same decision is then offered to `choose` again, with `attempt` one higher). */
  onRefused?: (error: DuneError, decision: Decision) => void;
  /** After this many refused answers to one decision the loop gives up, rejecting with the last error. Default 20. */
  maxRefusals?: number;
}

/** Plays until the game is over; resolves with the victory. Rejects if `choose` throws or gives up (maxRefusals). */
export function playUntilOver(game: GameConnection, choose: Chooser, options: PlayOptions = {}): Promise<Victory> {
  const maxRefusals = options.maxRefusals ?? 20;
  const refusals = new Map<string, number>();
  return new Promise<Victory>((resolve, reject) => {
    let busy = false;
    let settled = false;
    const stop = game.onUpdate(() => void step());
    const finish = (done: () => void) => {
      settled = true;
      stop();
      done();
    };
    const step = async (): Promise<void> => {
      if (busy || settled) return;
      const victory = game.victory;
      if (victory) return finish(() => resolve(victory));
      const decision = game.decisions[0];
      if (!decision) return;
      busy = true;
      const attempt = refusals.get(decision.id) ?? 0;
      try {
        await game.act(await choose(decision, game.view, attempt));
      } catch (error) {
        if (!(error instanceof DuneError)) return finish(() => reject(error));
        // A drop is not the answer's fault: the same decision comes back after the recovery, and is answered then.
        if (error.code !== 'DISCONNECTED' && error.code !== 'TIMEOUT') {
          refusals.set(decision.id, attempt + 1);
          options.onRefused?.(error, decision);
          if (attempt + 1 >= maxRefusals) return finish(() => reject(error));
        }
      } finally {
        busy = false;
      }
      void step();
    };
    void step();
  });
}
