// The Fremen's Nexus Cunning (plugins/nexus-cards/effects/ride.ts): a ride from elsewhere when a sandworm strikes a
// territory empty of forces.
import { expect } from 'chai';
import { applyAction, pendingDecisions, viewFor, type GameEvent } from '../../rooms/dune/index.ts';
import { act } from '../helpers/engine.ts';
import { decisionOf } from '../helpers/battle.ts';
import { giveNexus, nexusGame } from '../helpers/nexus-cards.ts';
import { startSpiceBlow } from '../helpers/spice-blow.ts';

const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);

describe('The Fremen Cunning (plugins/nexus-cards/effects/ride.ts)', () => {
  it('NX.fremen.cunning a sandworm struck an empty territory: the Fremen ride, as the Nexus concludes, from a sand territory of theirs elsewhere', () => {
    const base = nexusGame('fremen-cunning');
    giveNexus(base, 'fremen', 'fremen');
    let { state, events } = startSpiceBlow(base, {
      storm: 3,
      firstPlayer: 'atreides',
      discard: ['old-gap', 'the-great-flat'],
      top: ['shai-hulud-1', 'red-chasm'],
      alliances: [['atreides', 'bene-gesserit']],
      clearBoard: true,
      forces: [['fremen', 'funeral-plain', 14, 4]],
    });
    expect(typed(events, 'shai-hulud')[0]).to.deep.include({ territory: 'the-great-flat', devoured: [], spared: [] });
    expect(viewFor(state, 'atreides').nexusCards!.emptyWorm).to.equal('the-great-flat');
    // Not from a rock territory, nor from one without their forces.
    const rock = applyAction(state, 'fremen', { type: 'nexus-card', effect: 'fremen-cunning', territory: 'rock-outcroppings' } as never);
    expect(rock.ok ? null : rock.error.message).to.match(/sand territory|no forces/);
    const r = act(state, 'fremen', { type: 'nexus-card', effect: 'fremen-cunning', territory: 'funeral-plain' } as never);
    expect(typed(r.events, 'nexus-ride-added')).to.deep.equal([{ type: 'nexus-ride-added', territory: 'funeral-plain' }]);
    state = r.state;
    for (let d = pendingDecisions(state)[0]; d?.kind === 'nexus-turn'; d = pendingDecisions(state)[0])
      state = act(state, d.seat, { type: 'nexus-turn', event: d.id, choice: 'pass' }).state;
    const ride = decisionOf(state, 'ride-worm', 'fremen');
    expect(ride).to.deep.include({ territory: 'funeral-plain', groups: [{ sector: 14, count: 4 }] });
  });
});
