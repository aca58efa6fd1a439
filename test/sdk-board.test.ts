// The SDK's board data: what a client needs to draw Arrakis and to name legal places.
import { expect } from 'chai';
import { areAdjacent, HOMEWORLDS, neighbours, sectorsOf, STRONGHOLDS, TERRITORIES, WORLDS } from '../client-sdk/board.ts';
import { applyAction, createGame, pendingDecisions } from '../rooms/dune/index.ts';
import { playUntil } from './helpers/engine.ts';

describe('SDK: the board as typed data', () => {
  it('exports the 42 territories with their sectors and neighbours, the strongholds and the homeworlds', () => {
    expect(TERRITORIES).to.have.length(42);
    expect(STRONGHOLDS).to.have.length(5);
    expect(sectorsOf('sietch-tabr')).to.deep.equal([13]);
    expect(sectorsOf('polar-sink')).to.deep.equal([0]);
    for (const t of TERRITORIES) for (const n of neighbours(t.id)) expect(areAdjacent(n, t.id), `${t.id}–${n}`).to.equal(true);
    expect(WORLDS.map((w) => HOMEWORLDS[w].native)).to.include('choam');
  });

  it('2.04.02 the Fremen placement lists each territory’s sectors, and a wrong sector is refused naming the right ones', () => {
    const state = playUntil(createGame({ factions: ['fremen', 'atreides'], seed: 'sectors', seating: 'listed' }), 'place-fremen');
    const d = pendingDecisions(state).find((x) => x.kind === 'place-fremen');
    if (d?.kind !== 'place-fremen') throw new Error('no Fremen placement');
    expect(d.sectors).to.deep.equal({ 'sietch-tabr': [13], 'false-wall-south': [3, 4], 'false-wall-west': [15, 16, 17] });
    const r = applyAction(state, 'fremen', { type: 'place-fremen', event: d.id, placements: [{ territory: 'sietch-tabr', sector: 0, count: 10 }] });
    expect(r.ok).to.equal(false);
    if (!r.ok) expect(r.error.message).to.match(/sietch-tabr has no sector 0: its sectors are 13/);
  });
});
