// Checks the hand-copied game data against the reference CSVs (rows embedded below) and the numbered rules.
import { expect } from 'chai';
import { CLASSIC_FACTIONS, FACTIONS, type Faction } from '../rooms/dune/types.ts';
import { ARRAKIS_TERRITORY_IDS, STRONGHOLDS, TERRITORIES, TERRITORY_IDS, isTerritoryId, territory } from '../rooms/dune/board/territories.ts';
import { areAdjacent, neighbours } from '../rooms/dune/board/adjacency.ts';
import { DISCOVERY_CARDS, SPICE_CARDS, SPICE_CARD_IDS, spiceCard } from '../rooms/dune/cards/spice.ts';
import { BASE_TREACHERY_DECK, treacheryCard } from '../rooms/dune/cards/treachery.ts';
import { TREACHERY_CARD_IDS, isTreacheryCardId } from '../rooms/dune/cards/ids.ts';
import { BASE_CARDS } from '../rooms/dune/cards/sets/base.ts';
import { ECAZ_CARDS } from '../rooms/dune/cards/sets/ecaz.ts';
import { IXIAN_CARDS, IXIAN_DEFENSES } from '../rooms/dune/cards/sets/ixians.ts';
import { RICHESE_CACHE } from '../rooms/dune/cards/sets/richese.ts';
import { WORLDS } from '../rooms/dune/plugins/homeworlds/catalog.ts';
import { DISCOVERED_PLACES } from '../rooms/dune/board/discoveries.ts';
import { ALL_LEADERS, LEADER_IDS, isLeaderId, leader, leadersOf } from '../rooms/dune/factions/leaders.ts';
import { FACTION_PROFILES, FREMEN_STARTING_PLACEMENT } from '../rooms/dune/factions/profiles.ts';

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/['.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A CSV's id as a catalog id (the id unions): fails the test when the catalog does not know it. */
function known<T extends string>(id: string, is: (id: string) => id is T): T {
  if (!is(id)) throw new Error(`${id} is not in the catalog`);
  return id;
}

// Territories.csv (dunebot), verbatim: name,sector,rock,stronghold,nearShieldWall,inFremenRange.
const TERRITORIES_CSV = `
Arrakeen,9,TRUE,TRUE,FALSE,FALSE
Arsunt (East Sector),10,FALSE,FALSE,FALSE,FALSE
Arsunt (West Sector),11,FALSE,FALSE,FALSE,FALSE
Basin,8,FALSE,FALSE,FALSE,FALSE
Bight Of The Cliff (North Sector),13,FALSE,FALSE,FALSE,TRUE
Bight Of The Cliff (South Sector),14,FALSE,FALSE,FALSE,TRUE
Broken Land (East Sector),10,FALSE,FALSE,FALSE,TRUE
Broken Land (West Sector),11,FALSE,FALSE,FALSE,TRUE
Carthag,10,TRUE,TRUE,FALSE,FALSE
Cielago Depression (Center Sector),1,FALSE,FALSE,FALSE,FALSE
Cielago Depression (East Sector),2,FALSE,FALSE,FALSE,FALSE
Cielago Depression (West Sector),18,FALSE,FALSE,FALSE,FALSE
Cielago East (East Sector),3,FALSE,FALSE,FALSE,FALSE
Cielago East (West Sector),2,FALSE,FALSE,FALSE,FALSE
Cielago North (Center Sector),1,FALSE,FALSE,FALSE,FALSE
Cielago North (East Sector),2,FALSE,FALSE,FALSE,FALSE
Cielago North (West Sector),18,FALSE,FALSE,FALSE,FALSE
Cielago South (East Sector),2,FALSE,FALSE,FALSE,FALSE
Cielago South (West Sector),1,FALSE,FALSE,FALSE,FALSE
Cielago West (North Sector),17,FALSE,FALSE,FALSE,TRUE
Cielago West (South Sector),18,FALSE,FALSE,FALSE,TRUE
False Wall East (Far North Sector),8,TRUE,FALSE,TRUE,FALSE
False Wall East (Far South Sector),4,TRUE,FALSE,TRUE,FALSE
False Wall East (Middle Sector),6,TRUE,FALSE,TRUE,FALSE
False Wall East (North Sector),7,TRUE,FALSE,TRUE,FALSE
False Wall East (South Sector),5,TRUE,FALSE,TRUE,FALSE
False Wall South (East Sector),4,TRUE,FALSE,FALSE,FALSE
False Wall South (West Sector),3,TRUE,FALSE,FALSE,FALSE
False Wall West (Middle Sector),16,TRUE,FALSE,FALSE,TRUE
False Wall West (North Sector),15,TRUE,FALSE,FALSE,TRUE
False Wall West (South Sector),17,TRUE,FALSE,FALSE,TRUE
Funeral Plain,14,FALSE,FALSE,FALSE,TRUE
Gara Kulon,7,FALSE,FALSE,TRUE,FALSE
Habbanya Erg (East Sector),16,FALSE,FALSE,FALSE,TRUE
Habbanya Erg (West Sector),15,FALSE,FALSE,FALSE,TRUE
Habbanya Ridge Flat (East Sector),17,FALSE,FALSE,FALSE,FALSE
Habbanya Ridge Flat (West Sector),16,FALSE,FALSE,FALSE,FALSE
Habbanya Sietch,16,TRUE,TRUE,FALSE,FALSE
Hagga Basin (East Sector),11,FALSE,FALSE,FALSE,TRUE
Hagga Basin (West Sector),12,FALSE,FALSE,FALSE,TRUE
Harg Pass (East Sector),4,FALSE,FALSE,FALSE,FALSE
Harg Pass (West Sector),3,FALSE,FALSE,FALSE,FALSE
Hole In The Rock,8,FALSE,FALSE,TRUE,FALSE
Imperial Basin (Center Sector),9,TRUE,FALSE,TRUE,FALSE
Imperial Basin (East Sector),8,TRUE,FALSE,TRUE,FALSE
Imperial Basin (West Sector),10,TRUE,FALSE,TRUE,FALSE
Meridian (East Sector),1,FALSE,FALSE,FALSE,FALSE
Meridian (West Sector),18,FALSE,FALSE,FALSE,FALSE
Old Gap (East Sector),8,FALSE,FALSE,FALSE,FALSE
Old Gap (Middle Sector),9,FALSE,FALSE,FALSE,FALSE
Old Gap (West Sector),10,FALSE,FALSE,FALSE,FALSE
Pasty Mesa (Far North Sector),7,TRUE,FALSE,TRUE,FALSE
Pasty Mesa (Far South Sector),4,TRUE,FALSE,TRUE,FALSE
Pasty Mesa (North Sector),6,TRUE,FALSE,TRUE,FALSE
Pasty Mesa (South Sector),5,TRUE,FALSE,TRUE,FALSE
Plastic Basin (Middle Sector),12,TRUE,FALSE,FALSE,TRUE
Plastic Basin (North Sector),11,TRUE,FALSE,FALSE,TRUE
Plastic Basin (South Sector),13,TRUE,FALSE,FALSE,TRUE
Polar Sink,-1,FALSE,FALSE,FALSE,TRUE
Red Chasm,6,FALSE,FALSE,FALSE,FALSE
Rim Wall West,8,TRUE,FALSE,FALSE,FALSE
Rock Outcroppings (North Sector),12,FALSE,FALSE,FALSE,TRUE
Rock Outcroppings (South Sector),13,FALSE,FALSE,FALSE,TRUE
Shield Wall (North Sector),8,TRUE,FALSE,TRUE,FALSE
Shield Wall (South Sector),7,TRUE,FALSE,TRUE,FALSE
Sietch Tabr,13,TRUE,TRUE,FALSE,TRUE
Sihaya Ridge,8,FALSE,FALSE,TRUE,FALSE
South Mesa (Middle Sector),4,FALSE,FALSE,FALSE,FALSE
South Mesa (North Sector),5,FALSE,FALSE,FALSE,FALSE
South Mesa (South Sector),3,FALSE,FALSE,FALSE,FALSE
The Great Flat,14,FALSE,FALSE,FALSE,TRUE
The Greater Flat,15,FALSE,FALSE,FALSE,TRUE
The Minor Erg (Far North Sector),7,FALSE,FALSE,TRUE,FALSE
The Minor Erg (Far South Sector),4,FALSE,FALSE,TRUE,FALSE
The Minor Erg (North Sector),6,FALSE,FALSE,TRUE,FALSE
The Minor Erg (South Sector),5,FALSE,FALSE,TRUE,FALSE
Tsimpo (East Sector),10,FALSE,FALSE,FALSE,TRUE
Tsimpo (Middle Sector),11,FALSE,FALSE,FALSE,TRUE
Tsimpo (West Sector),12,FALSE,FALSE,FALSE,TRUE
Tuek's Sietch,4,TRUE,TRUE,FALSE,FALSE
Wind Pass (Far North Sector),13,FALSE,FALSE,FALSE,TRUE
Wind Pass (Far South Sector),16,FALSE,FALSE,FALSE,TRUE
Wind Pass (North Sector),14,FALSE,FALSE,FALSE,TRUE
Wind Pass (South Sector),15,FALSE,FALSE,FALSE,TRUE
Wind Pass North (North Sector),16,FALSE,FALSE,FALSE,TRUE
Wind Pass North (South Sector),17,FALSE,FALSE,FALSE,TRUE
`;
const CSV_ROWS = TERRITORIES_CSV.trim()
  .split('\n')
  .map((line) => {
    const [name = '', sector = '', rock, stronghold, near, fremen] = line.split(',');
    return {
      id: slug(name.replace(/ \(.*\)$/, '')),
      sector: Number(sector),
      rock: rock === 'TRUE',
      stronghold: stronghold === 'TRUE',
      nearShieldWall: near === 'TRUE',
      inFremenRange: fremen === 'TRUE',
    };
  });

describe('ids: the unions and the lists the edge checks', () => {
  it('territories: the 42 of Arrakis, then the homeworlds, the HMS and the discovered places; leaders: 62 (Duke Vidal among them); spice cards: the base deck of 21, the Sandtrout, the six Discovery cards and the Great Maker, each once', () => {
    expect(ARRAKIS_TERRITORY_IDS).to.deep.equal(TERRITORIES.map((t) => t.id));
    expect(TERRITORY_IDS).to.deep.equal([...ARRAKIS_TERRITORY_IDS, ...WORLDS, 'hms', ...DISCOVERED_PLACES]);
    expect(new Set(TERRITORY_IDS).size).to.equal(42 + WORLDS.length + 1 + 5);
    expect(LEADER_IDS).to.deep.equal(ALL_LEADERS.map((l) => l.id));
    expect(new Set(LEADER_IDS).size).to.equal(62);
    expect(SPICE_CARD_IDS).to.deep.equal([...SPICE_CARDS.map((c) => c.id), 'sandtrout', ...DISCOVERY_CARDS.map((c) => c.id), 'great-maker']);
    expect(new Set(SPICE_CARD_IDS).size).to.equal(29);
  });

  it('no leader id is also a treachery card id (a Prescience leader answer may be either)', () => {
    expect(LEADER_IDS.filter((id) => isTreacheryCardId(id))).to.deep.equal([]);
  });
});

describe('board: territories', () => {
  it('has 42 territories with unique kebab-case ids', () => {
    expect(TERRITORIES).to.have.length(42);
    const ids = TERRITORIES.map((t) => t.id);
    expect(new Set(ids).size).to.equal(42);
    for (const id of ids) expect(id).to.match(/^[a-z]+(-[a-z]+)*$/);
    for (const t of TERRITORIES) expect(slug(t.name)).to.equal(t.id);
  });

  it('includes the ids the engine names', () => {
    for (const id of [
      'arrakeen',
      'carthag',
      'sietch-tabr',
      'habbanya-sietch',
      'tueks-sietch',
      'polar-sink',
      'false-wall-south',
      'false-wall-west',
      'the-great-flat',
      'imperial-basin',
    ]) {
      expect(isTerritoryId(id), id).to.equal(true);
    }
  });

  it('accounts for every CSV row: 86 rows, one per territory sector', () => {
    expect(CSV_ROWS).to.have.length(86);
    const seen = new Set<string>();
    for (const row of CSV_ROWS) {
      const t = territory(known(row.id, isTerritoryId));
      if (row.id === 'polar-sink') expect(row.sector).to.equal(-1);
      else expect(t.sectors, row.id).to.include(row.sector);
      seen.add(`${row.id}@${row.sector}`);
    }
    // and nothing in our data that the CSV lacks
    const ours = TERRITORIES.flatMap((t) => (t.sectors.length ? t.sectors.map((s) => `${t.id}@${s}`) : [`${t.id}@-1`]));
    expect(ours).to.have.length(86);
    expect(new Set(ours)).to.deep.equal(seen);
    expect(new Set(CSV_ROWS.map((r) => r.id)).size).to.equal(TERRITORIES.length);
  });

  it('keeps sectors ascending within 1..18; only the Polar Sink has none', () => {
    for (const t of TERRITORIES) {
      expect(t.sectors, t.id).to.deep.equal([...t.sectors].sort((a, b) => a - b));
      for (const s of t.sectors) expect(s).to.be.within(1, 18);
      expect(t.sectors.length === 0, t.id).to.equal(t.id === 'polar-sink');
    }
    expect(territory('cielago-north').sectors).to.deep.equal([1, 2, 18]);
  });

  it('takes kind and nearShieldWall from the CSV (Imperial Basin excepted)', () => {
    for (const row of CSV_ROWS) {
      const t = territory(known(row.id, isTerritoryId));
      const expected = row.id === 'polar-sink' ? 'polar-sink' : row.stronghold ? 'stronghold' : row.rock && row.id !== 'imperial-basin' ? 'rock' : 'sand';
      expect(t.kind, row.id).to.equal(expected);
      expect(t.nearShieldWall, row.id).to.equal(row.nearShieldWall);
    }
  });

  it('1.01.03 the Imperial Basin is sand but protected from storm; other sand is not', () => {
    const basin = territory('imperial-basin');
    expect(basin.kind).to.equal('sand');
    expect(basin.protectedFromStorm).to.equal(true);
    for (const t of TERRITORIES) {
      if (t.id === 'imperial-basin') continue;
      expect(t.protectedFromStorm, t.id).to.equal(t.kind !== 'sand');
    }
  });

  it('1.06.06 the Polar Sink is never in storm', () => {
    expect(territory('polar-sink').protectedFromStorm).to.equal(true);
    expect(territory('polar-sink').sectors).to.deep.equal([]);
  });

  it('lists the five strongholds', () => {
    expect([...STRONGHOLDS].sort()).to.deep.equal(
      TERRITORIES.filter((t) => t.kind === 'stronghold')
        .map((t) => t.id)
        .sort(),
    );
    expect(STRONGHOLDS).to.have.length(5);
    for (const id of STRONGHOLDS) expect(territory(id).sectors).to.have.length(1);
  });

  it('throws on an unknown territory id', () => {
    // @ts-expect-error an unknown id does not compile (the id unions); the lookup refuses it at run time too
    expect(() => territory('arrakis')).to.throw(Error, /arrakis/);
    expect(isTerritoryId('arrakis')).to.equal(false);
  });
});

describe('board: adjacency', () => {
  const ids = TERRITORIES.map((t) => t.id);

  it('has 103 borders, symmetric and irreflexive, between valid territories', () => {
    let ends = 0;
    for (const a of ids) {
      const list = neighbours(a);
      expect(list.length, a).to.be.greaterThan(0);
      expect(new Set(list).size, a).to.equal(list.length);
      expect(list, a).to.not.include(a);
      for (const b of list) {
        expect(isTerritoryId(b), b).to.equal(true);
        expect(neighbours(b), `${b} -> ${a}`).to.include(a);
        expect(areAdjacent(a, b)).to.equal(true);
      }
      ends += list.length;
    }
    expect(ends / 2).to.equal(103);
  });

  it('repairs the Wind Pass / Wind Pass North defect', () => {
    expect(neighbours('wind-pass')).to.include('wind-pass-north');
    expect(neighbours('wind-pass-north')).to.include('wind-pass');
  });

  it('keeps False Wall East–Shield Wall and Plastic Basin–Bight Of The Cliff', () => {
    expect(areAdjacent('false-wall-east', 'shield-wall')).to.equal(true);
    expect(areAdjacent('plastic-basin', 'bight-of-the-cliff')).to.equal(true);
  });

  it('spot checks: Habbanya Sietch borders only Habbanya Ridge Flat; Arrakeen and Carthag do not touch', () => {
    expect(neighbours('habbanya-sietch')).to.deep.equal(['habbanya-ridge-flat']);
    expect(areAdjacent('arrakeen', 'carthag')).to.equal(false);
    expect(neighbours('polar-sink')).to.have.length(8);
  });

  it('only joins territories in the same or neighbouring storm sectors (Polar Sink aside)', () => {
    const gap = (a: number, b: number): number => Math.min((a - b + 18) % 18, (b - a + 18) % 18);
    for (const a of ids) {
      for (const b of neighbours(a)) {
        if (a === 'polar-sink' || b === 'polar-sink') continue;
        const min = Math.min(...territory(a).sectors.flatMap((x) => territory(b).sectors.map((y) => gap(x, y))));
        expect(min, `${a} / ${b}`).to.be.at.most(1);
      }
    }
  });

  it('3.01.07 near the Shield Wall = the Shield Wall and its neighbours', () => {
    const near = TERRITORIES.filter((t) => t.nearShieldWall).map((t) => t.id);
    expect(near.sort()).to.deep.equal(['shield-wall', ...neighbours('shield-wall')].sort());
  });

  it("2.04.05 within two territories of the Great Flat matches the CSV's Fremen range", () => {
    const range = new Set<string>(['the-great-flat']);
    for (const a of neighbours('the-great-flat')) {
      range.add(a);
      for (const b of neighbours(a)) range.add(b);
    }
    const csv = new Set(CSV_ROWS.filter((r) => r.inFremenRange).map((r) => r.id));
    expect(range).to.deep.equal(csv);
  });

  it('throws on an unknown territory id', () => {
    // @ts-expect-error an unknown id does not compile (the id unions); the lookup refuses it at run time too
    expect(() => neighbours('arrakis')).to.throw(Error, /arrakis/);
  });
});

describe('cards: spice deck', () => {
  it('0.05 spice deck has 21 cards: 15 territory cards, 6 Shai-Hulud', () => {
    expect(SPICE_CARDS).to.have.length(21);
    expect(new Set(SPICE_CARDS.map((c) => c.id)).size).to.equal(21);
    expect(SPICE_CARDS.filter((c) => c.kind === 'territory')).to.have.length(15);
    const worms = SPICE_CARDS.filter((c) => c.kind === 'shai-hulud');
    expect(worms.map((c) => c.id)).to.deep.equal([1, 2, 3, 4, 5, 6].map((n) => `shai-hulud-${n}`));
    for (const w of worms) expect([w.territory, w.sector, w.amount]).to.deep.equal([null, null, 0]);
  });

  it('holds 118 spice in all (SpiceCards.csv)', () => {
    expect(SPICE_CARDS.reduce((sum, c) => sum + c.amount, 0)).to.equal(118);
    expect(spiceCard('cielago-south').amount).to.equal(12);
    expect(spiceCard('the-great-flat').amount).to.equal(10);
  });

  it('1.02.04 each blow icon lies in a sector of its own sand territory', () => {
    for (const c of SPICE_CARDS.filter((x) => x.kind === 'territory')) {
      expect(c.id).to.equal(c.territory);
      const t = territory(c.territory!);
      expect(t.kind, c.id).to.equal('sand');
      expect(t.sectors, c.id).to.include(c.sector);
      expect(c.name).to.equal(t.name);
      expect(c.amount).to.be.greaterThan(0);
    }
  });

  it('throws on an unknown card id', () => {
    // @ts-expect-error an unknown id does not compile (the id unions); the lookup refuses it at run time too
    expect(() => spiceCard('shai-hulud-7')).to.throw(Error, /shai-hulud-7/);
  });
});

describe('cards: treachery deck', () => {
  const count = (pred: (c: (typeof BASE_TREACHERY_DECK)[number]) => boolean): number => BASE_TREACHERY_DECK.filter(pred).length;

  it('0.06 the base treachery deck has 33 cards, each with its own id', () => {
    expect(BASE_TREACHERY_DECK).to.have.length(33);
    expect(new Set(BASE_TREACHERY_DECK.map((c) => c.id)).size).to.equal(33);
    for (const c of BASE_TREACHERY_DECK) expect(c.set).to.equal('base');
  });

  it('3.01 has 9 weapons (incl. the Lasgun), 8 defenses, 5 worthless, 11 special', () => {
    expect(count((c) => c.category === 'weapon')).to.equal(9);
    expect(count((c) => c.category === 'defense')).to.equal(8);
    expect(count((c) => c.category === 'worthless')).to.equal(5);
    expect(count((c) => c.category === 'special')).to.equal(11);
    expect(count((c) => c.family === 'projectile-weapon')).to.equal(4);
    expect(count((c) => c.family === 'poison-weapon')).to.equal(4);
    expect(treacheryCard('lasgun')).to.include({ category: 'weapon', family: 'lasgun' });
    expect(count((c) => c.family === 'shield')).to.equal(4);
    expect(count((c) => c.family === 'snooper')).to.equal(4);
    expect(count((c) => c.category === 'worthless' && c.family !== 'worthless')).to.equal(0);
  });

  it('numbers duplicate copies and leaves single cards unnumbered', () => {
    const ids = BASE_TREACHERY_DECK.map((c) => c.id);
    for (const id of [
      'shield-1',
      'shield-2',
      'shield-3',
      'shield-4',
      'snooper-1',
      'snooper-2',
      'snooper-3',
      'snooper-4',
      'truthtrance-1',
      'truthtrance-2',
      'karama-1',
      'karama-2',
      'cheap-hero-1',
      'cheap-hero-2',
      'cheap-heroine',
      'lasgun',
      'crysknife',
    ]) {
      expect(ids, id).to.include(id);
    }
    expect(treacheryCard('shield-3').name).to.equal('Shield');
    expect(treacheryCard('ellaca-drug')).to.include({ category: 'weapon', family: 'poison-weapon' });
  });

  it('throws on an unknown card id', () => {
    // @ts-expect-error an unknown id does not compile (the id unions); the lookup refuses it at run time too
    expect(() => treacheryCard('shield')).to.throw(Error, /shield/);
  });

  it('lists every physical card id once in cards/ids.ts: exactly the ids of every card of every set, in set order', () => {
    const built = [...BASE_CARDS, ...IXIAN_CARDS, ...IXIAN_DEFENSES, ...RICHESE_CACHE, ...ECAZ_CARDS].map((c) => c.id);
    expect([...TREACHERY_CARD_IDS]).to.deep.equal(built);
    expect(new Set(TREACHERY_CARD_IDS).size).to.equal(60);
    expect(isTreacheryCardId('shield-2')).to.equal(true);
    expect(isTreacheryCardId('shield')).to.equal(false);
  });
});

describe('factions: leaders', () => {
  // Leaders.csv (dunebot), classic and CHOAM rows: faction,leader,strength.
  const LEADERS_CSV: readonly [string, string, number][] = [
    ['Atreides', 'Gurney Halleck', 4],
    ['Atreides', 'Dr. Yueh', 1],
    ['Atreides', 'Duncan Idaho', 2],
    ['Atreides', 'Lady Jessica', 5],
    ['Atreides', 'Thufir Hawat', 5],
    ['BG', 'Wanna Yueh', 5],
    ['BG', 'Margot Dame Fenring', 5],
    ['BG', 'Reverend Ramallo', 5],
    ['BG', 'Alia', 5],
    ['BG', 'Princess Irulan', 5],
    ['Emperor', 'Cpt. Aramsham', 5],
    ['Emperor', 'Count Fenring', 6],
    ['Emperor', 'Bashar', 2],
    ['Emperor', 'Caid', 3],
    ['Emperor', 'Burseg', 3],
    ['Fremen', 'Shadout Mapes', 3],
    ['Fremen', 'Stilgar', 7],
    ['Fremen', 'Chani', 6],
    ['Fremen', 'Otheym', 5],
    ['Fremen', 'Jamis', 2],
    ['Harkonnen', 'Umman Kudu', 1],
    ['Harkonnen', 'Feyd Rautha', 6],
    ['Harkonnen', 'Beast Rabban', 4],
    ['Harkonnen', 'Cpt. Iakin Nefud', 2],
    ['Harkonnen', 'Piter de Vries', 3],
    ['Guild', 'Master Bewt', 3],
    ['Guild', 'Esmar Tuek', 3],
    ['Guild', 'Staban Tuek', 5],
    ['Guild', 'Soo Soo Sook', 2],
    ['Guild', 'Rep', 1],
    ['CHOAM', 'Viscount Tull', 2],
    ['CHOAM', 'Duke Verdun', 3],
    ['CHOAM', 'Auditor', 2],
    ['CHOAM', 'Rajiv Londine', 3],
    ['CHOAM', 'Lady Jalma', 4],
    ['CHOAM', 'Frankos Aru', 4],
    ['BT', 'Hidar Fen Ajidica', 4],
    ['BT', 'Master Zaaf', 3],
    ['BT', 'Wykk', 2],
    ['BT', 'Blin', 1],
  ];
  const CSV_FACTION: Record<string, Faction> = {
    Atreides: 'atreides',
    BG: 'bene-gesserit',
    Emperor: 'emperor',
    Fremen: 'fremen',
    Harkonnen: 'harkonnen',
    Guild: 'guild',
    CHOAM: 'choam',
    BT: 'tleilaxu',
  };

  it('has 5 leader discs per faction, the Auditor and Duke Vidal, 62 in all, with unique slug ids', () => {
    expect(ALL_LEADERS).to.have.length(62);
    expect(new Set(ALL_LEADERS.map((l) => l.id)).size).to.equal(62);
    for (const f of FACTIONS) {
      expect(leadersOf(f), f).to.have.length(5);
      for (const l of leadersOf(f)) expect(l.faction).to.equal(f);
    }
    for (const l of ALL_LEADERS) expect(l.id).to.equal(slug(l.name));
    for (const id of ['thufir-hawat', 'feyd-rautha', 'cpt-iakin-nefud'] as const) expect(leader(id).id).to.equal(id);
  });

  it('matches every classic, CHOAM and Tleilaxu row of Leaders.csv', () => {
    for (const [faction, name, strength] of LEADERS_CSV) {
      expect(leader(known(slug(name), isLeaderId)), name).to.deep.equal({ id: slug(name), name, faction: CSV_FACTION[faction], strength });
    }
  });

  it('TL.zoal Zoal (variable in Leaders.csv) is stored at his revival price, 3', () => {
    expect(leader('zoal')).to.deep.equal({ id: 'zoal', name: 'Zoal', faction: 'tleilaxu', strength: 3 });
  });

  it('orders each faction by strength descending, then name', () => {
    for (const f of FACTIONS) {
      const list = leadersOf(f);
      const sorted = [...list].sort((a, b) => b.strength - a.strength || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      expect(
        list.map((l) => l.id),
        f,
      ).to.deep.equal(sorted.map((l) => l.id));
    }
  });

  it('throws on an unknown leader id', () => {
    // @ts-expect-error an unknown id does not compile (the id unions); the lookup refuses it at run time too
    expect(() => leader('paul-atreides')).to.throw(Error, /paul-atreides/);
  });
});

describe('factions: profiles', () => {
  // Reserves stated by each 2.xx.02 rule; Fremen also place 10 by choice (2.04.02).
  const RESERVES: Record<Faction, number> = {
    atreides: 10,
    'bene-gesserit': 19,
    emperor: 20,
    fremen: 10,
    harkonnen: 10,
    guild: 15,
    choam: 20,
    tleilaxu: 20,
    ixians: 14, // IX.setup: 6 of 20 in the HMS
    richese: 20, // RI.setup
    ecaz: 14, // EC.setup: 6 of 20 in Imperial Basin
    moritani: 14, // MO.setup: 6 placed by choice (a set-up decision, last of all)
  };

  it('has a profile for every faction, keyed by its id', () => {
    expect(Object.keys(FACTION_PROFILES).sort()).to.deep.equal([...FACTIONS].sort());
    for (const f of FACTIONS) expect(FACTION_PROFILES[f].id).to.equal(f);
  });

  it('2.01.01 2.02.01 2.03.01 2.04.01 2.05.01 2.06.01 starting spice 10, 5, 10, 3, 10, 5', () => {
    const spice = CLASSIC_FACTIONS.map((f) => FACTION_PROFILES[f].startingSpice);
    expect(spice).to.deep.equal([10, 5, 10, 3, 10, 5]);
  });

  it('2.01.02 2.02.02 2.03.02 2.04.02 2.05.02 2.06.02 starting forces + reserves = token total', () => {
    for (const f of CLASSIC_FACTIONS) {
      const p = FACTION_PROFILES[f];
      const placed = p.startingForces.reduce((n, s) => n + s.count, 0);
      const chosen = f === 'fremen' ? FREMEN_STARTING_PLACEMENT.forces : 0;
      expect(placed + chosen + RESERVES[f], f).to.equal(p.forces.regular + p.forces.elite);
      expect(p.forces.regular + p.forces.elite, f).to.equal(20);
    }
    expect(FACTION_PROFILES.emperor.forces).to.deep.equal({ regular: 15, elite: 5 });
    expect(FACTION_PROFILES.fremen.forces).to.deep.equal({ regular: 17, elite: 3 });
  });

  it('0.13 fixed placements are in real sectors of their territory (Polar Sink: sector 0)', () => {
    for (const f of CLASSIC_FACTIONS) {
      for (const s of FACTION_PROFILES[f].startingForces) {
        const t = territory(s.territory);
        if (t.id === 'polar-sink') expect(s.sector).to.equal(0);
        else expect(t.sectors, `${f} ${t.id}`).to.include(s.sector);
      }
    }
    expect(FACTION_PROFILES.atreides.startingForces).to.deep.equal([{ territory: 'arrakeen', sector: 9, count: 10 }]);
    expect(FACTION_PROFILES.harkonnen.startingForces).to.deep.equal([{ territory: 'carthag', sector: 10, count: 10 }]);
    expect(FACTION_PROFILES.guild.startingForces).to.deep.equal([{ territory: 'tueks-sietch', sector: 4, count: 5 }]);
    expect(FACTION_PROFILES['bene-gesserit'].startingForces).to.deep.equal([{ territory: 'polar-sink', sector: 0, count: 1 }]);
    expect(FACTION_PROFILES.emperor.startingForces).to.deep.equal([]);
    expect(FACTION_PROFILES.fremen.startingForces).to.deep.equal([]);
  });

  it('2.04.02 Fremen place 10 forces over Sietch Tabr, False Wall South and False Wall West', () => {
    expect(FREMEN_STARTING_PLACEMENT.forces).to.equal(10);
    expect([...FREMEN_STARTING_PLACEMENT.territories].sort()).to.deep.equal(['false-wall-south', 'false-wall-west', 'sietch-tabr']);
    for (const id of FREMEN_STARTING_PLACEMENT.territories) expect(isTerritoryId(id)).to.equal(true);
  });

  it('1.05.01.02 free revival: Atreides 2, BG 1, Emperor 1, Fremen 3, Harkonnen 2, Guild 1', () => {
    expect(CLASSIC_FACTIONS.map((f) => FACTION_PROFILES[f].freeRevival)).to.deep.equal([2, 1, 1, 3, 2, 1]);
  });

  it('1.04.02 hand limit is 4; 2.05.07 Harkonnen 8', () => {
    for (const f of CLASSIC_FACTIONS) expect(FACTION_PROFILES[f].handLimit, f).to.equal(f === 'harkonnen' ? 8 : 4);
  });
});
