// Decisions carry their options over the wire (PROTOCOL.md, Decision options): the SDK's view of a ship decision
// lists the legal destinations, and a choice outside them is refused with the allowed places in `details`.
import { expect } from 'chai';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { TERRITORIES, type Decision, type DuneError } from '../../client-sdk/node.ts';
import { useServer, waitFor } from '../helpers/server.ts';

describe('wire: decisions carry their options', function () {
  this.timeout(60_000);
  const server = useServer();

  it('1.06.03 2.04.05 a ship decision lists its destinations; a place not listed is refused naming the allowed ones', async () => {
    const human = await server()
      .client({ karamaAutoPass: true })
      .create({ factions: ['fremen', 'harkonnen'], faction: 'fremen', bots: { harkonnen: 'easy' }, seed: 'options', botDelayMs: 0 });
    let ship: Extract<Decision, { kind: 'ship' }> | null = null;
    for (let i = 0; i < 400 && !ship; i++) {
      const d = human.decisions[0];
      if (d?.kind === 'ship') ship = d;
      else if (d) await human.act(legalAnswer(d, i, human.view)).catch(() => undefined);
      else await waitFor(() => human.decisions.length > 0, 10_000, 'a decision for the human');
    }
    expect(ship, 'a ship decision for the human').to.not.equal(null);
    const destinations = ship!.destinations!;
    expect(destinations.length).to.be.greaterThan(0);
    // 2.04.05: the Fremen send their reserves for free, near the Great Flat.
    for (const d of destinations) expect(d.cost).to.equal(0);
    expect(destinations.every((d) => d.max === ship!.destinations![0]!.max)).to.equal(true);
    const listed = new Set(destinations.flatMap((d) => d.sectors.map((sector) => `${d.territory}:${sector}`)));
    const places = TERRITORIES.flatMap((t) => (t.sectors.length > 0 ? t.sectors : [0]).map((sector) => ({ territory: t.id, sector })));
    const elsewhere = places.find((p) => !listed.has(`${p.territory}:${p.sector}`))!;
    const refused = await human.act({ type: 'ship', event: ship!.id, mode: 'reserves', to: elsewhere, count: 1 }).then(
      () => null,
      (e: DuneError) => e,
    );
    // Refused with the rule's own code (IN_STORM, INVALID_CHOICE, OCCUPIED …), and the places that are allowed.
    expect(refused, 'refused').to.not.equal(null);
    expect(refused!.details.every((d) => d.path === 'allowed')).to.equal(true);
    expect(refused!.details.map((d) => d.message)).to.have.members(destinations.map((d) => `${d.territory}:${d.sectors.join(',')}`));
    // A listed place is accepted.
    const first = destinations[0]!;
    await human.act({ type: 'ship', event: ship!.id, mode: 'reserves', to: { territory: first.territory, sector: first.sectors[0]! }, count: 1 });
    await human.leave();
  });
});
