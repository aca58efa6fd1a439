// Skills of the Shipment and Movement phase, their leader face up: LS.smuggler.normal, LS.planetologist.normal,
// LS.sandmaster.normal (plugins/leader-skills/movement.ts).
import { expect } from 'chai';
import type { GameEvent, GameState } from '../../rooms/dune/index.ts';
import type { MoveAction } from '../../rooms/dune/phases/shipment-movement/move.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { atEmptyShipment, giveCard, pendingFor, place } from '../helpers/shipment.ts';
import { withSkills } from '../helpers/skills.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import type { TerritoryId, LeaderId } from '../../rooms/dune/types.ts';

/** The Emperor (first) and the Harkonnen, the storm in sector 3; the Emperor's `skill` on Caid, face up. */
function board(skill: Parameters<typeof withSkills>[1][LeaderId], edit: (s: GameState) => void = () => {}): GameState {
  return atEmptyShipment(['emperor', 'harkonnen'], false, (s) => {
    withSkills(s, { caid: skill! });
    edit(s);
  });
}

const forcesAt = (s: GameState, territory: TerritoryId) =>
  s.forces.filter((f) => f.faction === 'emperor' && f.territory === territory).reduce((n, f) => n + f.regular, 0);
const used = (events: GameEvent[], card: string) => events.filter((e) => e.type === 'skill-used' && e.card === card).length;

/** A move of `count` forces from one sector of `from` to `to`, with any skill fields (`via`, `also`, a Hajr). */
const move = (
  event: string,
  from: TerritoryId,
  sector: number,
  count: number,
  to: { territory: TerritoryId; sector: number },
  extra: Partial<MoveAction> = {},
): MoveAction => ({
  type: 'move',
  event,
  from,
  groups: [{ sector, count }],
  to,
  ...extra,
});

/** The Emperor passes its shipment; its move decision is then open. */
function toMove(s: GameState): GameState {
  return act(s, 'emperor', { type: 'ship', event: pendingFor(s, 'emperor', 'ship').id, mode: 'pass' }).state;
}

describe('Leader Skills: shipment and movement', () => {
  it('LS.smuggler.normal: a shipment from off-planet to an empty territory brings one more force, free', () => {
    const s = board('smuggler');
    const reserves = s.factions.emperor!.reserves.regular;
    const spice = s.factions.emperor!.spice;
    const r = act(s, 'emperor', {
      type: 'ship',
      event: pendingFor(s, 'emperor', 'ship').id,
      mode: 'reserves',
      to: { territory: 'the-great-flat', sector: 14 },
      count: 3,
    });
    expect(forcesAt(r.state, 'the-great-flat')).to.equal(4);
    expect(r.state.factions.emperor!.reserves.regular).to.equal(reserves - 4);
    expect(r.state.factions.emperor!.spice).to.equal(spice - 6); // paid for 3
    expect(used(r.events, 'smuggler')).to.equal(1);
    expect(custodyProblems(r.state)).to.deep.equal([]);
    // Someone is there already: no extra force.
    const busy = board('smuggler', (x) => place(x, 'harkonnen', 'the-great-flat', 14, 1));
    const b = act(busy, 'emperor', {
      type: 'ship',
      event: pendingFor(busy, 'emperor', 'ship').id,
      mode: 'reserves',
      to: { territory: 'the-great-flat', sector: 14 },
      count: 3,
    });
    expect(forcesAt(b.state, 'the-great-flat')).to.equal(3);
  });

  it('LS.planetologist.normal: a move crosses one more territory, or brings a second group to the same destination', () => {
    const s = toMove(board('planetologist', (x) => place(x, 'emperor', 'funeral-plain', 14, 2)));
    const d = pendingFor(s, 'emperor', 'move');
    expect(d).to.deep.include({ range: 1, skill: 'planetologist' });
    // Funeral Plain → the Great Flat → the Greater Flat: two territories.
    const far = act(s, 'emperor', move(d.id, 'funeral-plain', 14, 2, { territory: 'the-greater-flat', sector: 15 }));
    expect(forcesAt(far.state, 'the-greater-flat')).to.equal(2);
    expect(used(far.events, 'planetologist')).to.equal(1);
    const without = toMove(board('mentat', (x) => place(x, 'emperor', 'funeral-plain', 14, 2)));
    const m = pendingFor(without, 'emperor', 'move');
    expectRejected(without, 'emperor', move(m.id, 'funeral-plain', 14, 2, { territory: 'the-greater-flat', sector: 15 }), 'OUT_OF_RANGE');
    // Two groups, from the Funeral Plain and the Greater Flat, into the Great Flat.
    const two = toMove(
      board('planetologist', (x) => {
        place(x, 'emperor', 'funeral-plain', 14, 2);
        place(x, 'emperor', 'the-greater-flat', 15, 3);
      }),
    );
    const t = pendingFor(two, 'emperor', 'move');
    const both = act(
      two,
      'emperor',
      move(
        t.id,
        'funeral-plain',
        14,
        2,
        { territory: 'the-great-flat', sector: 14 },
        { also: { from: 'the-greater-flat', groups: [{ sector: 15, count: 3 }] } },
      ),
    );
    expect(forcesAt(both.state, 'the-great-flat')).to.equal(5);
    // A second group at the extra range is refused: the two options are one or the other.
    expectRejected(
      two,
      'emperor',
      move(
        t.id,
        'funeral-plain',
        14,
        2,
        { territory: 'the-greater-flat', sector: 15 },
        { also: { from: 'the-greater-flat', groups: [{ sector: 15, count: 1 }] } },
      ),
      'OUT_OF_RANGE',
    );
    expectRejected(
      without,
      'emperor',
      move(m.id, 'funeral-plain', 14, 2, { territory: 'the-great-flat', sector: 14 }, { also: { from: 'habbanya-erg', groups: [{ sector: 15, count: 1 }] } }),
      'INVALID_CHOICE',
    );
  });

  it('LS.sandmaster.normal: a move collects 1 spice from each territory with spice it enters, the ones it names on the way too', () => {
    const spiced = (x: GameState) => {
      place(x, 'emperor', 'funeral-plain', 14, 2);
      x.spice.push({ territory: 'the-great-flat', sector: 14, amount: 6 }, { territory: 'the-greater-flat', sector: 15, amount: 2 });
    };
    // The Emperor needs a range of 2 to pass through: the Sandmaster is tested with ornithopters' range of 3.
    const s = toMove(
      board('sandmaster', (x) => {
        spiced(x);
        place(x, 'emperor', 'arrakeen', 9, 1); // ornithopters (1.06.05.04)
      }),
    );
    const d = pendingFor(s, 'emperor', 'move');
    expect(d).to.deep.include({ range: 3, skill: 'sandmaster' });
    const spice = s.factions.emperor!.spice;
    const r = act(s, 'emperor', move(d.id, 'funeral-plain', 14, 2, { territory: 'the-greater-flat', sector: 15 }, { via: ['the-great-flat'] }));
    expect(r.state.factions.emperor!.spice).to.equal(spice + 2);
    expect(r.events.filter((e) => e.type === 'skill-spice-collected').map((e) => (e as { territory: string }).territory)).to.deep.equal([
      'the-great-flat',
      'the-greater-flat',
    ]);
    expectRejected(s, 'emperor', move(d.id, 'funeral-plain', 14, 2, { territory: 'the-great-flat', sector: 14 }, { via: ['habbanya-erg'] }), 'OUT_OF_RANGE');
    // Into a territory with spice, without naming a path.
    const plain = toMove(board('sandmaster', spiced));
    const p = pendingFor(plain, 'emperor', 'move');
    const into = act(plain, 'emperor', move(p.id, 'funeral-plain', 14, 2, { territory: 'the-great-flat', sector: 14 }));
    expect(into.state.spice.find((x) => x.territory === 'the-great-flat')!.amount).to.equal(5);
    // Another skill may not name a path.
    const other = toMove(board('mentat', spiced));
    const o = pendingFor(other, 'emperor', 'move');
    expectRejected(
      other,
      'emperor',
      move(o.id, 'funeral-plain', 14, 2, { territory: 'the-great-flat', sector: 14 }, { via: ['plastic-basin'] }),
      'INVALID_CHOICE',
    );
  });
});

describe('Leader Skills: movement limits', () => {
  it("LS.sandmaster.normal: once per territory in the phase, however many moves enter it (a Hajr's second move)", () => {
    const s = toMove(
      board('sandmaster', (x) => {
        place(x, 'emperor', 'funeral-plain', 14, 2);
        place(x, 'emperor', 'plastic-basin', 12, 2);
        x.spice.push({ territory: 'the-great-flat', sector: 14, amount: 6 });
        giveCard(x, 'emperor', 'Hajr');
      }),
    );
    const hajr = s.factions.emperor!.hand.find((c) => c === 'hajr')!;
    const flat = { territory: 'the-great-flat', sector: 14 } as const;
    const first = act(s, 'emperor', move(pendingFor(s, 'emperor', 'move').id, 'funeral-plain', 14, 2, flat, { hajr }));
    const second = act(first.state, 'emperor', move(pendingFor(first.state, 'emperor', 'move').id, 'plastic-basin', 12, 2, flat));
    const collected = [...first.events, ...second.events].filter((e) => e.type === 'skill-spice-collected');
    expect(collected).to.have.length(1);
  });

  it('LS.planetologist.normal: a Bene Gesserit second group is refused unless both groups move and arrive as fighters', () => {
    const s = atEmptyShipment(['bene-gesserit', 'emperor'], true, (x) => {
      withSkills(x, { alia: 'planetologist' });
      place(x, 'emperor', 'the-great-flat', 14, 1);
      x.factions['bene-gesserit']!.reserves.regular -= 4;
      x.forces.push(
        { faction: 'bene-gesserit', territory: 'the-greater-flat', sector: 15, regular: 0, elite: 0, advisors: 2 },
        { faction: 'bene-gesserit', territory: 'funeral-plain', sector: 14, regular: 2, elite: 0, advisors: 0 },
      );
      x.firstPlayer = 'bene-gesserit';
    });
    let t = s;
    for (let i = 0; i < 5 && !t.pending.some((d) => d.kind === 'move' && d.seat === 'bene-gesserit'); i++) {
      const d = t.pending.find((x) => x.seat === 'bene-gesserit')!;
      t = act(
        t,
        'bene-gesserit',
        d.kind === 'ship' ? { type: 'ship', event: d.id, mode: 'pass' } : ({ type: d.kind, event: d.id, territories: [] } as never),
      ).state;
    }
    const m = pendingFor(t, 'bene-gesserit', 'move');
    expectRejected(
      t,
      'bene-gesserit',
      move(
        m.id,
        'the-greater-flat',
        15,
        2,
        { territory: 'the-great-flat', sector: 14 },
        { also: { from: 'funeral-plain', groups: [{ sector: 14, count: 2 }] } },
      ),
      'INVALID_CHOICE',
    );
  });
});
