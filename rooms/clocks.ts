// The turn clocks a room shows (`turnSeconds`): each seat's earliest deadline among its open decisions. Everyone
// sees the clocks of decisions everyone knows of; a secret decision's clock is its seat's alone, because a public
// clock that stopped when the seat answered would tell who has answered before the reveal.
import { decisionKey, type Decision, type Faction } from './dune/index.ts';

export interface SeatClocks {
  /** Earliest deadline of the seat's public decisions (ms since the epoch), 0 when none runs. */
  shown: number;
  /** Earliest deadline of all its decisions, secret ones included: for the seat itself. */
  own: number;
}

export function clocksOf(pending: readonly Decision[], deadlines: Readonly<Record<string, number>>, seat: Faction): SeatClocks {
  let shown = 0;
  let own = 0;
  const earliest = (current: number, deadline: number) => (current === 0 ? deadline : Math.min(current, deadline));
  for (const d of pending) {
    const deadline = d.seat === seat ? deadlines[decisionKey(d)] : undefined;
    if (deadline === undefined) continue;
    own = earliest(own, deadline);
    if (!d.secret) shown = earliest(shown, deadline);
  }
  return { shown, own };
}
