// Keep-alive pings spread over their interval. Colyseus pings every socket of the process in one timer callback:
// with 6,000 clients that stalled every room for 80-100 ms each interval (one socket write per ping). Here each
// interval is a round cut into slices: every slice's timer visits the next share of the clients, so a round still
// visits each client once (those connected when it began; later ones from the next round on) and a tick stays short.

/** What a round visits: the transport's live set of sockets (added at its end, removed as they close). */
type Clients<T> = Pick<Set<T>, 'size' | 'values'>;

/**
 * The ticks of the rounds: call the result `slices` times per round; each call visits the next share of `clients`,
 * so that every client present when a round begins is visited once in it.
 */
export function roundTicks<T>(clients: Clients<T>, slices: number, visit: (client: T) => void): () => void {
  if (!(slices >= 1 && Number.isInteger(slices))) throw new RangeError('slices must be a positive integer');
  let tick = 0;
  let round: Iterator<T> | null = null;
  let share = 0;
  return () => {
    if (tick++ % slices === 0) {
      // The set's iterator skips sockets removed meanwhile and reaches those added, after the round's first ones.
      round = clients.values();
      share = Math.ceil(clients.size / slices);
    }
    for (let i = 0; i < share && round; i++) {
      const next = round.next();
      if (next.done) round = null;
      else visit(next.value);
    }
  };
}

/**
 * Every `intervalMs`, visits each of `clients` once, `slices` times a share of them. `visit` is the ping (or the
 * termination of a socket that missed its pings). Returns the one timer (the transport clears it on close).
 */
export function pingInRounds<T>(clients: Clients<T>, intervalMs: number, slices: number, visit: (client: T) => void): NodeJS.Timeout {
  return setInterval(roundTicks(clients, slices, visit), Math.max(1, Math.floor(intervalMs / slices)));
}
