// The timing floor (rooms/pause-floor.ts): how long an answer to a question every seat is asked waits before the
// engine gets it, from when the room first showed the question.
import { expect } from 'chai';
import type { Action, Decision, GameState } from '../rooms/dune/index.ts';
import { FLOORED_KINDS, PauseFloor } from '../rooms/pause-floor.ts';

const decision = (id: string, seat: 'atreides' | 'choam', kind: string, secret = true) => ({ id, seat, kind, secret }) as unknown as Decision;
const gameWith = (pending: Decision[]) => ({ pending }) as unknown as GameState;
const answer = (event: string) => ({ type: 'karama-window', event, cancel: null, card: null }) as Action;

describe('§11 a question’s length reveals nothing (docs/ARCHITECTURE.md): the timing floor (rooms/pause-floor.ts)', () => {
  it('holds an answer to a question put to every seat, holder or not (a Karama or card window, the Portable Snooper question, the Kull Wahad reaction …), until the floor has passed since it opened', () => {
    expect([...FLOORED_KINDS].sort()).to.deep.equal([
      'audit-payoff',
      'call-traitor',
      'card-window',
      'choam-battle-support',
      'choam-market',
      'choam-worthless',
      'ecaz-karama',
      'extortion-pay',
      'family-atomics',
      'kaitain-discard',
      'karama-window',
      'kull-wahad',
      'moritani-assassinate',
      'moritani-karama',
      'offer-bid-support',
      'offer-shipment-support',
      'pay-ally-revival',
      'portable-snooper',
      'truthtrance',
      'weather-control',
    ]);
    const floor = new PauseFloor(1500);
    const open = [decision('e7.1', 'atreides', 'karama-window'), decision('e7.1', 'choam', 'karama-window'), decision('e8', 'choam', 'bid', false)];
    floor.sync(open, 10_000);
    const game = gameWith(open);
    expect(floor.holdFor(game, 'atreides', answer('e7.1'), 10_000)).to.equal(1500);
    expect(floor.holdFor(game, 'choam', answer('e7.1'), 10_400)).to.equal(1100);
    expect(floor.holdFor(game, 'choam', answer('e7.1'), 11_500)).to.equal(0);
    // Other decisions, another seat's id, free actions: at once.
    expect(floor.holdFor(game, 'choam', { type: 'bid', event: 'e8', amount: 1 } as Action, 10_000)).to.equal(0);
    expect(floor.holdFor(game, 'choam', answer('e9'), 10_000)).to.equal(0);
    expect(floor.holdFor(game, 'choam', { type: 'bribe', to: 'atreides', amount: 1 }, 10_000)).to.equal(0);
    // A later sync keeps the first sight; a closed decision is forgotten, and one seen again opens anew.
    floor.sync(open, 10_900);
    expect(floor.holdFor(game, 'atreides', answer('e7.1'), 11_000)).to.equal(500);
    floor.sync([], 12_000);
    floor.sync(open, 20_000);
    expect(floor.holdFor(game, 'atreides', answer('e7.1'), 20_000)).to.equal(1500);
  });

  it('a floor of 0 holds nothing; a question answered before the room noted it waits the whole floor', () => {
    const open = [decision('e3', 'choam', 'kull-wahad', false)];
    const none = new PauseFloor(0);
    none.sync(open, 0);
    expect(none.holdFor(gameWith(open), 'choam', { type: 'kull-wahad', event: 'e3', play: false }, 0)).to.equal(0);
    const unseen = new PauseFloor(700);
    expect(unseen.holdFor(gameWith(open), 'choam', { type: 'kull-wahad', event: 'e3', play: false }, 5_000)).to.equal(700);
  });
});
