// The SDK's event history (client-sdk/event-log.ts): each event once and in id order, and with `eventHistory: N`
// only the last N kept, an event older than those never taken again (a reconnection sends the whole history).
import { expect } from 'chai';
import { EventLog } from '../client-sdk/event-log.ts';
import type { GameEvent } from '../rooms/dune/types.ts';

const event = (id: string) => ({ id, type: 'phase-started', phase: 'storm', turn: 1 }) as GameEvent;
const ids = (log: EventLog) => log.events.map((e) => e.id);

describe('SDK: the kept event history', () => {
  it('keeps every event once, in id order, by default', () => {
    const log = new EventLog('all');
    expect(log.add([event('e1'), event('e2'), event('e2.1')]).map((e) => e.id)).to.deep.equal(['e1', 'e2', 'e2.1']);
    expect(log.add([event('e2'), event('e3')]).map((e) => e.id)).to.deep.equal(['e3']);
    log.add([event('e1.1')]);
    expect(ids(log)).to.deep.equal(['e1', 'e1.1', 'e2', 'e2.1', 'e3']);
  });

  it('keeps only the last N with a bound, and takes none of the dropped ones again', () => {
    const log = new EventLog(2);
    log.add(['e1', 'e2', 'e3', 'e4'].map(event));
    expect(ids(log)).to.deep.equal(['e3', 'e4']);
    // A rejoin's history: all old, nothing new.
    expect(log.add(['e1', 'e2', 'e3', 'e4'].map(event))).to.deep.equal([]);
    expect(log.add([event('e5')]).map((e) => e.id)).to.deep.equal(['e5']);
    expect(ids(log)).to.deep.equal(['e4', 'e5']);
  });
});
