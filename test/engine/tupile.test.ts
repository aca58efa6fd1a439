// The user's Tupile intelligence contract (HW.tupile.intelligence): eligibility from public facts only, one use per
// opposing faction a game, the answer by printed category, kept in one receipt CHOAM alone sees.
import { RULES_EDITION } from '../../rooms/dune/rules-edition.ts';
import { expect } from 'chai';
import { applyAction, stateHash, viewFor, type Action, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { boxFor } from '../../rooms/dune/cards/treachery.ts';
import { checkIntelligence, heldCount, tupileQuote } from '../../rooms/dune/plugins/homeworlds/tupile.ts';
import { ActionSchema } from '../../schema/messages.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { give } from '../helpers/battle.ts';
import { homeworldsBoard, thin, visit } from '../helpers/homeworlds.ts';

/** CHOAM's Tupile low (10 natives), atreides' hand and spice known, CHOAM with a force on Caladan. */
function position(edit: (s: GameState) => void = () => {}): GameState {
  const s = homeworldsBoard(true, ['atreides', 'harkonnen', 'emperor', 'choam']);
  s.phase = 'shipment-movement';
  thin(s, 'choam', 9);
  visit(s, 'choam', 'caladan', 1);
  give(s, 'atreides', 'lasgun', 'crysknife', 'shield-1', 'baliset', 'cheap-hero-1');
  s.factions.atreides!.spice = 7;
  edit(s);
  return s;
}
const ask = (target: Faction, category: 'weapons' | 'defenses' = 'weapons'): Action => ({ type: 'tupile-intelligence', target, category });

describe('engine: Tupile intelligence (HW.tupile.intelligence, the Tupile contract)', () => {
  it('HW.tupile.intelligence: outbound contact (CHOAM forces on the target’s homeworld); the answer goes to CHOAM alone', () => {
    const s = position();
    expect(tupileQuote(s)).to.deep.equal({ blocked: null, used: [], targets: ['atreides'] });
    const r = act(s, 'choam', ask('atreides'));
    const receipt = { target: 'atreides', category: 'weapons', spice: 7, count: 2, turn: 2, phase: 'shipment-movement' };
    expect(viewFor(r.state, 'choam').private!.intelligence).to.deep.equal([receipt]);
    for (const v of ['atreides', 'harkonnen', 'emperor', 'spectator'] as const) {
      const seen = JSON.stringify(viewFor(r.state, v));
      expect(seen, v).to.not.include('"count":2');
      expect(viewFor(r.state, v).private?.intelligence ?? [], v).to.deep.equal([]);
    }
    const pub = r.events.filter((e) => e.visibleTo === undefined);
    expect(pub.map((e) => e.type)).to.include('tupile-intelligence');
    // Whom CHOAM asked is public; what it asked for (the category) is in its receipt only.
    expect(JSON.stringify(pub)).to.not.match(/"spice"|"count"|"category"|weapons|defenses/);
    expect(r.events.find((e) => e.type === 'tupile-receipt')!.visibleTo).to.equal('choam');
  });

  it('HW.tupile.intelligence: inbound contact (the target’s forces on Tupile); defenses counted by printed category', () => {
    const s = position((x) => {
      x.forces = x.forces.filter((f) => f.territory !== 'caladan');
      x.factions.choam!.tanks.regular += 1;
      visit(x, 'atreides', 'tupile', 1);
    });
    const r = act(s, 'choam', ask('atreides', 'defenses'));
    expect(viewFor(r.state, 'choam').private!.intelligence[0]).to.include({ category: 'defenses', count: 1 });
  });

  it('HW.tupile.intelligence: co-visitors do not make contact, and zero forces are no contact', () => {
    const s = position((x) => {
      x.forces = x.forces.filter((f) => f.territory !== 'caladan');
      x.factions.choam!.tanks.regular += 1;
      // Harkonnen and Emperor share the Atreides' homeworld: neither is in contact with CHOAM.
      visit(x, 'harkonnen', 'caladan', 1);
      visit(x, 'emperor', 'caladan', 1);
    });
    expect(tupileQuote(s)!.targets).to.deep.equal([]);
    expectRejected(s, 'choam', ask('harkonnen'), 'NOT_ELIGIBLE');
    const zero = structuredClone(s);
    zero.forces.push({ faction: 'choam', territory: 'giedi-prime', sector: 0, regular: 0, elite: 0, advisors: 0 });
    expect(tupileQuote(zero)!.targets).to.deep.equal([]);
  });

  it('HW.tupile.intelligence: Kaitain and Salusa Secundus both give contact with the Emperor, for one use between them', () => {
    const s = position((x) => {
      visit(x, 'choam', 'kaitain', 1);
      visit(x, 'choam', 'salusa-secundus', 1);
    });
    expect(tupileQuote(s)!.targets).to.have.members(['atreides', 'emperor']);
    const r = act(s, 'choam', ask('emperor'));
    expect(tupileQuote(r.state)).to.deep.include({ used: ['emperor'], targets: ['atreides'] });
    expectRejected(r.state, 'choam', ask('emperor', 'defenses'), 'NOT_ELIGIBLE');
  });

  it('HW.tupile.low: the intelligence is open at 0–10 native CHOAM forces on Tupile, closed at 11; closed while Tupile is occupied', () => {
    const at10 = position();
    expect(viewFor(at10, 'spectator').homeworlds.find((w) => w.world === 'tupile')!.natives).to.equal(10);
    expect(checkIntelligence(at10, 'choam', 'atreides', 'weapons')).to.equal(null);
    const at11 = position((x) => {
      x.factions.choam!.reserves.regular += 1;
      x.factions.choam!.tanks.regular -= 1;
    });
    expect(tupileQuote(at11)).to.deep.include({ blocked: 'high-population', targets: [] });
    expectRejected(at11, 'choam', ask('atreides'), 'NOT_ELIGIBLE');
    const none = position((x) => thin(x, 'choam', x.factions.choam!.reserves.regular));
    expect(checkIntelligence(none, 'choam', 'atreides', 'weapons')).to.equal(null);
    const occupied = position((x) => {
      x.homeworlds!.occupiers.tupile = 'harkonnen';
      visit(x, 'harkonnen', 'tupile', 1);
    });
    expect(tupileQuote(occupied)!.blocked).to.equal('occupied');
    expectRejected(occupied, 'choam', ask('atreides'), 'NOT_ELIGIBLE');
  });

  it('HW.tupile.intelligence: one successful use per faction a game; a rejected request uses nothing', () => {
    const s = position();
    expectRejected(s, 'choam', ask('harkonnen'), 'NOT_ELIGIBLE');
    expect(s.homeworlds!.intelUsed).to.deep.equal([]);
    const r = act(s, 'choam', ask('atreides'));
    expectRejected(r.state, 'choam', ask('atreides', 'defenses'), 'NOT_ELIGIBLE');
  });

  it('HW.tupile.intelligence: malformed input is refused at the edge and by the engine, the state untouched', () => {
    const s = position();
    expect(ActionSchema.safeParse({ type: 'tupile-intelligence', target: 'atreides', category: 'spice' }).success).to.equal(false);
    expect(ActionSchema.safeParse({ type: 'tupile-intelligence', target: 'sardaukar', category: 'weapons' }).success).to.equal(false);
    expect(ActionSchema.safeParse({ type: 'tupile-intelligence', target: 'atreides', category: 'weapons', extra: 1 }).success).to.equal(false);
    expectRejected(s, 'choam', ask('choam'), 'INVALID_CHOICE');
    expectRejected(s, 'atreides', ask('harkonnen'), 'NOT_ELIGIBLE');
    expectRejected(s, 'choam', { type: 'tupile-intelligence', target: 'atreides', category: 'spice' } as unknown as Action, 'INVALID_CHOICE');
  });

  it('HW.tupile.intelligence: the quote is immutable and eligibility reads no hand and no spice (getter trap)', () => {
    const s = position();
    const before = stateHash(s);
    tupileQuote(s);
    checkIntelligence(s, 'choam', 'atreides', 'weapons');
    expect(stateHash(s)).to.equal(before);
    const trapped = structuredClone(s);
    const reads: string[] = [];
    for (const f of trapped.seating) {
      const fs = trapped.factions[f]! as unknown as Record<string, unknown>;
      for (const key of ['hand', 'spice', 'traitors', 'prediction', 'discardedTraitors', 'traitorOptions']) {
        const value = fs[key];
        const get = () => {
          reads.push(`${f}.${key}`);
          return value;
        };
        Object.defineProperty(fs, key, { get, enumerable: true });
      }
    }
    tupileQuote(trapped);
    expect(checkIntelligence(trapped, 'choam', 'atreides', 'defenses')).to.equal(null);
    expect(reads).to.deep.equal([]);
  });

  it('HW.tupile.intelligence: the receipt is a snapshot; it and the uses survive a JSON restore, still CHOAM’s alone', () => {
    const r = act(position(), 'choam', ask('atreides'));
    const later = structuredClone(r.state);
    later.factions.atreides!.spice = 0;
    expect(viewFor(later, 'choam').private!.intelligence[0]).to.include({ spice: 7 });
    const restored = checkGameState(JSON.parse(JSON.stringify(r.state)));
    if (!restored.ok) throw new Error(restored.problems.join('; '));
    expect(stateHash(restored.state)).to.equal(stateHash(r.state));
    expect(restored.state.homeworlds!.intelUsed).to.deep.equal(['atreides']);
    expect(viewFor(restored.state, 'choam').private!.intelligence).to.have.length(1);
    expect(JSON.stringify(viewFor(restored.state, 'atreides'))).to.not.include('"category"');
    expect(applyAction(restored.state, 'choam', ask('atreides')).ok).to.equal(false);
  });

  it('HW.tupile.intelligence: every card in the engine counts by its printed category; Worthless and special cards never', () => {
    const table: Record<string, 'weapons' | 'defenses' | null> = {};
    for (const c of boxFor(['base', 'ixians', 'richese', 'ecaz'], RULES_EDITION)) {
      const w = heldCount([c.id], 'weapons');
      const d = heldCount([c.id], 'defenses');
      expect(w + d, c.name).to.be.at.most(1);
      table[c.name] = w ? 'weapons' : d ? 'defenses' : null;
    }
    const weapons = ['Lasgun', 'Chaumas', 'Chaumurky', 'Ellaca Drug', 'Gom Jabbar', 'Crysknife', 'Maula Pistol', 'Slip Tip', 'Stunner'];
    const expansionWeapons = [
      'Artillery Strike',
      'Basilia Weapon',
      'Hunter Seeker',
      'Poison Blade',
      'Poison Tooth',
      'Weirding Way',
      'Mirror Weapon',
      'Stone Burner',
    ];
    const defenses = ['Shield', 'Snooper', 'Chemistry', 'Shield Snooper', 'Portable Snooper'];
    for (const name of [...weapons, ...expansionWeapons]) expect(table[name], name).to.equal('weapons');
    for (const name of defenses) expect(table[name], name).to.equal('defenses');
    const neither = Object.keys(table).filter((n) => table[n] === null);
    for (const name of ['Baliset', 'Kull Wahad', 'Cheap Hero', 'Reinforcements', 'Harass and Withdraw', 'Residual Poison', 'Karama'])
      expect(neither, name).to.include(name);
    expect(neither.length + weapons.length + expansionWeapons.length + defenses.length).to.equal(Object.keys(table).length);
  });

  it('HW.tupile.high: while Tupile shows its high face CHOAM may not sell Worthless cards (duplicates still)', async () => {
    const { enterPhase, setHand } = await import('../helpers/bidding.ts');
    const market = (natives: number) => {
      let s = enterPhase(homeworldsBoard(false, ['atreides', 'choam']), 'choam-charity', (x) => {
        thin(x, 'choam', 20 - natives);
        for (const f of ['atreides', 'choam'] as const) setHand(x, f, []);
        setHand(x, 'choam', ['kulon', 'shield-1', 'shield-2']);
        x.factions.atreides!.spice = 5;
      });
      for (const d of s.pending.filter((x) => x.kind === 'claim-charity')) s = act(s, d.seat, { type: 'claim-charity', event: d.id, claim: false }).state;
      return s;
    };
    const high = market(11);
    const d = high.pending.find((x) => x.kind === 'choam-market')!;
    if (d.kind !== 'choam-market') throw new Error('market');
    expect(d.offers.map((o) => o.card)).to.deep.equal(['shield-1', 'shield-2']);
    expectRejected(high, 'choam', { type: 'choam-market', event: d.id, sell: ['kulon'], trade: false }, 'INVALID_CHOICE');
    const low = market(10);
    const l = low.pending.find((x) => x.kind === 'choam-market')!;
    if (l.kind !== 'choam-market') throw new Error('market');
    expect(l.offers.map((o) => o.card)).to.include('kulon');
  });

  it('HW.tupile.occupied: its occupier takes 2 spice in Collection; CHOAM loses its low advantages (the intelligence, the extra revival)', async () => {
    const { lowBonus } = await import('../../rooms/dune/plugins/homeworlds/state.ts');
    const s = position((x) => {
      thin(x, 'choam', x.factions.choam!.reserves.regular);
      visit(x, 'harkonnen', 'tupile', 1);
      x.homeworlds!.occupiers.tupile = 'harkonnen';
      // Giedi Prime low (6 natives): its high face would add 2 for this income (HW.giedi-prime.high).
      thin(x, 'harkonnen', x.factions.harkonnen!.reserves.regular - 6);
    });
    expect(lowBonus(s, 'choam')).to.equal(0);
    expect(tupileQuote(s)!.blocked).to.equal('occupied');
    const free = position((x) => thin(x, 'choam', x.factions.choam!.reserves.regular));
    expect(lowBonus(free, 'choam')).to.equal(1);
    const { enterPhase } = await import('../helpers/revival.ts');
    const { collectionPhase } = await import('../../rooms/dune/phases/spice-collection/index.ts');
    const spice = s.factions.harkonnen!.spice;
    expect(enterPhase(s, 'spice-collection', collectionPhase).state.factions.harkonnen!.spice).to.equal(spice + 2);
  });
});
