// The autopilot plans bot answers, grace periods and turn clocks on timers its room gives it. Once its room closes
// (dispose), it must plan nothing more: a timer left behind would keep acting on a game the room no longer holds.
import { expect } from 'chai';
import { createGame, type Action, type GameState } from '../rooms/dune/index.ts';
import { Autopilot, type AutopilotHost } from '../rooms/autopilot.ts';

/** A host whose timers are only counted (they never fire), on a fresh game. */
function countingHost(game: GameState): AutopilotHost & { timers: number } {
  return {
    timers: 0,
    game: () => game,
    act: async () => true,
    modeChanged: () => undefined,
    controlChanged: () => undefined,
    setTimeout(this: { timers: number }) {
      this.timers += 1;
      return { clear: () => undefined };
    },
    now: () => 0,
  };
}

describe('autopilot', () => {
  const game = createGame({ factions: ['atreides', 'harkonnen'], seed: 'autopilot' });
  const options = { botDelayMs: 0, graceSeconds: 60, turnSeconds: 30, autopilotProfile: 'easy' as const };

  it('plans a bot answer for a bot seat with an open decision, and a grace period for a dropped human', () => {
    const host = countingHost(game);
    const control = Autopilot.initialControl(game.seating, { [game.pending[0]!.seat]: 'easy' }, 'easy');
    const autopilot = new Autopilot(host, options, control);
    autopilot.sync();
    expect(host.timers).to.be.greaterThan(0);
    const before = host.timers;
    const human = game.seating.find((f) => autopilot.modeOf(f) === 'human')!;
    autopilot.dropped(human);
    expect(host.timers).to.equal(before + 1);
  });

  it('a turn clock that runs out is answered even though the wall clock was stepped back 40 s meanwhile', async () => {
    let wall = 1_700_000_000_000;
    const timers: (() => void)[] = [];
    const answers: Action[] = [];
    const host: AutopilotHost = {
      game: () => game,
      act: async (_seat, decide) => {
        const answer = decide(game);
        if (answer) answers.push(answer);
        return true;
      },
      modeChanged: () => undefined,
      controlChanged: () => undefined,
      setTimeout: (fn) => {
        timers.push(fn);
        return { clear: () => undefined };
      },
      now: () => wall,
    };
    // Every seat human, each with a 30 s clock on its open decision.
    const autopilot = new Autopilot(host, options, Autopilot.initialControl(game.seating, {}, 'easy'));
    autopilot.sync();
    expect(timers).to.have.length(game.pending.length);
    // The clocks' timers run out (they count real time), but the wall clock was stepped back 40 s meanwhile: it still
    // reads 10 s before the deadlines the clients were shown.
    wall -= 40_000;
    for (const runOut of timers) runOut();
    await new Promise((resolve) => setImmediate(resolve));
    expect(answers, 'autopilot answers every run-out clock').to.have.length(game.pending.length);
  });

  it('plans nothing once disposed: no bot answer, no turn clock, no grace period', () => {
    const host = countingHost(game);
    const control = Autopilot.initialControl(game.seating, { [game.pending[0]!.seat]: 'easy' }, 'easy');
    const autopilot = new Autopilot(host, options, control);
    autopilot.dispose();
    autopilot.sync();
    for (const f of game.seating) autopilot.dropped(f);
    expect(host.timers).to.equal(0);
  });
});
