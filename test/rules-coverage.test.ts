// The rules coverage tool (`npm run rules:coverage`, server/rules-coverage.ts and server/rules-index.ts): the
// repository passes its checks (rooms/dune/RULES.md is what the sources generate, every implemented rule has its
// code reference and a test whose own title starts with its id, docs/RULES-DECISIONS.md names existing tests, the
// Leader Skills table covers every skill card, the CHOAM and Homeworlds tables are well formed), and the checker fails
// where it must: on fixtures whose rules or hand-kept table entries (cards, skills, CHOAM, …) are only mentioned, only
// in a describe, only quoted, or whose RULES.md is stale. Nothing runs at load time: the tool itself lists these tests
// with mocha --dry-run.
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  buildIndex,
  checkRoot,
  engineSources,
  idsIn,
  marks,
  mentions,
  parseRuleIds,
  parseStatus,
  parseTable,
  PATHS,
  RULE_COUNT,
  TABLE,
  TABLES,
  titleStartsWith,
  type Check,
  type Inputs,
  type TestTitle,
} from '../server/rules-index.ts';
import { run, summary, USAGE } from '../server/rules-coverage.ts';

const TOOL = 'server/rules-coverage.ts';
const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', TOOL, ...args], { encoding: 'utf8' });

/** Writes `files` (path → text) under a fresh temporary root. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'rules-fixture-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const RULE_IDS = [
  '# 1.01 Storm Phase',
  '1.01.01\tDECIDING FIRST PLAYER',
  '1.01.02\tSTORM MOVEMENT',
  '1.01.03\tSTORM DESTRUCTION',
  '1.01.04\tOBSTRUCTION',
  '',
].join('\n');
const ENGINE = [
  '// 1.01.01 DECIDING FIRST PLAYER: the marker the storm approaches next.',
  'export const first = 1;',
  '/** 1.01.02: the two last battle-wheel users dial. */',
  'export const dial = 2;',
  "export const why = '1.01.03: forces on sand are destroyed';",
  '',
].join('\n');
/** One leader skill rule with its test, one skill effect not built yet. */
const SKILLS_TSV = 'LS.setup\tSet-up: two dealt, one kept\timplemented\tskills/pick.ts\nLS.mentat.normal\tMentat: ask about a weapon\tpending\t\n';
/** One CHOAM ability with its test, one not built yet; the homeworlds table has only a pending rule. */
const CHOAM_TSV = 'CH.sale\tSale: a duplicate for 3\timplemented\tchoam/sale.ts\nCH.karama\tKarama: discard for 3 each\tpending\t\n';
const HOMEWORLDS_TSV = 'HW.setup\tSet-up: the homeworld cards\tpending\t\n';
/** Every hand-kept table of the fixtures, by key. */
const IT_TSV = 'IT.sandtrout.setup\tSandtrout: the card in the deck\tpending\t\n';
const RICHESE_TSV = 'RI.setup\tRichese: set-up\tpending\t\n';
const ECAZ_MORITANI_TSV = 'EC.setup\tEcaz: set-up\tpending\t\n';
const NEXUS_TSV = 'NX.deck\tThe twelve cards\tpending\t\n';
const DISCOVERY_TSV = 'DS.setup\tThe cards and the piles\tpending\t\n';
const TABLE_TSVS = {
  cards: 'ix.amal\tAmal\timplemented\tcard-windows/\n',
  skills: SKILLS_TSV,
  choam: CHOAM_TSV,
  homeworlds: HOMEWORLDS_TSV,
  'ixians-tleilaxu': IT_TSV,
  richese: RICHESE_TSV,
  'ecaz-moritani': ECAZ_MORITANI_TSV,
  'nexus-cards': NEXUS_TSV,
  discovery: DISCOVERY_TSV,
};
/** Only the titles' starts differ between the good and the bad test file. */
const testFile = (good: boolean) =>
  [
    "it('1.01.01 DECIDING FIRST PLAYER: the approached marker', () => {});",
    good ? "it('1.01.02 two dials are added', () => {});" : "describe('1.01.02 STORM MOVEMENT', () => { it('two dials are added', () => {}); });",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a test file's source, holding a template literal
    good ? "it('1.01.03: sand forces die', () => {});" : "it('covers 1.01.03 too', () => {}); const rows = [['1.01.03', 1]]; it(`${rows[0]![0]}x`, () => {});",
    "it('ix.amal a window at the start of a phase', () => {});",
    good ? "it('LS.setup: two dealt, one kept', () => {});" : "describe('LS.setup', () => { it('two dealt, one kept', () => {}); });",
    good ? "it('CH.sale a duplicate sold for 3', () => {});" : "it('sells a duplicate (CH.sale)', () => {});",
    '',
  ].join('\n');
function storm(good: boolean, extra: Record<string, string> = {}): string {
  return fixture({
    [PATHS.ruleIds]: RULE_IDS,
    [PATHS.status]: '# not built\n1.01.04\tpending\tnot built yet\n',
    ...Object.fromEntries(TABLES.map((t) => [t.file, TABLE_TSVS[t.key]])),
    'rooms/dune/storm.ts': ENGINE,
    // The files the fixture's tables name (their `where`).
    'rooms/dune/skills/pick.ts': '',
    'rooms/dune/choam/sale.ts': '',
    'test/storm.test.ts': testFile(good),
    ...extra,
  });
}

describe('rules coverage: the repository', function () {
  this.timeout(180_000);
  let c: Check;
  before(() => {
    c = checkRoot('.');
  });

  it('passes every check: sources well formed, each implemented rule referenced in code and tested, RULES.md up to date', () => {
    expect(c.index.problems).to.deep.equal([]);
    expect(c.stale, `${PATHS.index} is out of date: run npm run rules:coverage -- --write`).to.equal(false);
  });

  it('lists the 336 numbered rules of docs/rules/rule-ids.tsv, each once', () => {
    const { rules, problems } = parseRuleIds(readFileSync(PATHS.ruleIds, 'utf8'));
    expect(problems).to.deep.equal([]);
    expect(rules).to.have.length(RULE_COUNT);
    expect(new Set(rules.map((r) => r.id)).size).to.equal(RULE_COUNT);
    expect([rules[0]!.id, rules.at(-1)!.id]).to.deep.equal(['0.00', '3.01.23']);
    expect(c.index.rules.total).to.equal(RULE_COUNT);
    expect(c.index.rules.implemented + c.index.rules.excluded + c.index.rules.pending).to.equal(RULE_COUNT);
  });

  it('every implemented row names a file:line that opens with its id and a test whose own title starts with it', () => {
    const implemented = c.index.rules.rows.filter((r) => r.status === 'implemented');
    expect(implemented.length).to.be.greaterThan(200);
    for (const r of implemented) {
      const best = r.code[0]!;
      expect(marks(best), `${r.id}: ${best.file}:${best.line} is a ${best.kind}`).to.equal(true);
      const line = readFileSync(join(PATHS.engine, best.file), 'utf8').split('\n')[best.line - 1]!;
      expect(idsIn(line), `${r.id} at ${best.file}:${best.line}`).to.include(r.id);
      expect(titleStartsWith(r.tests[0]!.title, r.id), r.id).to.equal(true);
      expect(c.markdown).to.include(`| ${r.id} | `);
      expect(c.markdown).to.include(`\`${best.file}:${best.line}\``);
    }
  });

  it('the summary keeps its contract: the counts line, the pending ids, then the same for each hand-kept table in order', () => {
    const lines = summary(c).trimEnd().split('\n');
    const { rules, tables } = c.index;
    expect(lines[0]).to.equal(`implemented ${rules.implemented}, excluded ${rules.excluded}, pending ${rules.pending} of 336`);
    expect(lines.slice(1, 1 + rules.pending)).to.deep.equal(rules.pendingIds);
    expect(TABLES.map((t) => t.label)).to.deep.equal([
      'expansion cards',
      'leader skills',
      'choam',
      'homeworlds',
      'ixians & tleilaxu',
      'richese & stronghold cards',
      'ecaz & moritani',
      'nexus cards',
      'discovery',
    ]);
    let at = 1 + rules.pending;
    for (const t of TABLES) {
      const { implemented, pending, total, pendingIds } = tables[t.key];
      expect(lines[at], t.key).to.equal(`${t.label}: implemented ${implemented}, pending ${pending} of ${total}`);
      expect(lines.slice(at + 1, at + 1 + pending), t.key).to.deep.equal(pendingIds);
      at += 1 + pending;
    }
    expect(lines).to.have.length(at);
  });

  it('the expansion card table lists 26 cards; those still pending are exactly the families kept out of the deck', async () => {
    const { NOT_YET_PLAYABLE } = await import('../rooms/dune/cards/treachery.ts');
    const cards = c.index.tables.cards;
    expect(cards.total).to.equal(26);
    const pending = cards.pendingIds.map((id) => id.split('.')[1]!);
    expect([...NOT_YET_PLAYABLE].sort()).to.deep.equal(pending.sort());
    for (const card of cards.rows.filter((r) => r.status === 'implemented')) expect(titleStartsWith(card.tests[0]!.title, card.id)).to.equal(true);
  });

  it('the leader skills table lists 34 rows: the module rules, then each skill of SKILLS with its normal and battle effect', async () => {
    const { SKILLS } = await import('../rooms/dune/plugins/leader-skills/catalog.ts');
    const { entries, problems } = parseTable(readFileSync(TABLE.skills.file, 'utf8'), TABLE.skills);
    expect(problems).to.deep.equal([]);
    expect(entries).to.have.length(34);
    expect(c.index.tables.skills.total).to.equal(34);
    const ids = entries.map((e) => e.id);
    const effects = SKILLS.flatMap((skill) => [`LS.${skill}.normal`, `LS.${skill}.battle`]);
    expect(ids.filter((id) => /\.(?:normal|battle)$/.test(id)).sort()).to.deep.equal([...effects].sort());
    // The rest are the module's own rules (LS.setup, …): one word each, none named after a skill.
    const moduleRules = ids.filter((id) => !effects.includes(id));
    expect(moduleRules).to.include('LS.setup');
    for (const id of moduleRules) expect((SKILLS as readonly string[]).includes(id.slice('LS.'.length)), id).to.equal(false);
    expect(moduleRules).to.have.length(34 - 2 * SKILLS.length);
  });

  it("the CHOAM and Homeworlds tables parse with no problems: 21 CHOAM rows, the Homeworlds rules and each world's three faces", () => {
    const choam = parseTable(readFileSync(TABLE.choam.file, 'utf8'), TABLE.choam);
    expect(choam.problems).to.deep.equal([]);
    expect(choam.entries).to.have.length(21);
    expect(choam.entries.map((e) => e.id)).to.include.members(['CH.setup', 'CH.worthless.baliset', 'CH.worthless.trip-to-gamont', 'CH.karama-cancel']);
    const homeworlds = parseTable(readFileSync(TABLE.homeworlds.file, 'utf8'), TABLE.homeworlds);
    expect(homeworlds.problems).to.deep.equal([]);
    const worlds = [
      'caladan',
      'wallach-ix',
      'kaitain',
      'salusa-secundus',
      'southern-hemisphere',
      'giedi-prime',
      'junction',
      'tupile',
      'tleilax',
      'ix',
      'richese',
      'ecaz',
      'grumman',
    ];
    const faces = worlds.flatMap((w) => ['high', 'low', 'occupied'].map((f) => `HW.${w}.${f}`));
    const ids = homeworlds.entries.map((e) => e.id);
    expect(ids.filter((id) => /\.(?:high|low|occupied)$/.test(id))).to.deep.equal(faces);
    expect(ids).to.include.members(['HW.setup', 'HW.karama', 'HW.tupile.intelligence']);
    expect(ids).to.have.length(15 + faces.length);
    for (const [key, n] of [
      ['choam', 21],
      ['homeworlds', 54],
    ] as const) {
      const t = c.index.tables[key];
      expect(t.total, key).to.equal(n);
      expect(t.implemented + t.pending, key).to.equal(n);
      expect(c.markdown, key).to.include(`## ${TABLE[key].heading}\n`);
    }
  });

  it('RULES.md says it is generated and points to docs/RULES-DECISIONS.md', () => {
    const head = readFileSync(PATHS.index, 'utf8').split('\n').slice(0, 8).join('\n');
    expect(head).to.include('Generated by `npm run rules:coverage -- --write`');
    expect(head).to.include('docs/RULES-DECISIONS.md');
  });

  it('docs/RULES-DECISIONS.md: every decision has its five parts, and every test it names exists with that title', () => {
    const doc = readFileSync(PATHS.decisions, 'utf8');
    const sections = doc.split(/^### /m).slice(1);
    expect(sections.length).to.be.greaterThan(20);
    for (const s of sections)
      for (const part of ['Rule', 'Question', 'Decision', 'Reason', 'Pinned by']) expect(s, s.split('\n')[0]).to.include(`- **${part}**:`);
    const known = new Set(c.tests.map((t) => `${t.file}\t${t.title}`));
    const pins = [...doc.matchAll(/^ {2}- `([^`]+)`: (.+)$/gm)].map((m) => `${m[1]}\t${m[2]}`);
    expect(pins.length).to.be.greaterThan(sections.length);
    expect(pins.filter((p) => !known.has(p))).to.deep.equal([]);
    for (const id of ['3.01.06', '1.08.01']) expect(doc).to.include(`- **Rule**: ${id}`);
  });

  it('nothing the tool owns points outside the repository', () => {
    const outside = ['..', 'shared'].join('/');
    for (const f of [
      TOOL,
      'server/rules-index.ts',
      PATHS.index,
      PATHS.decisions,
      PATHS.ruleIds,
      PATHS.status,
      ...TABLES.map((t) => t.file),
      'docs/rules/README.md',
    ])
      expect(readFileSync(f, 'utf8'), f).to.not.include(outside);
  });
});

describe('rules coverage: what counts', () => {
  const inputs = (tests: string[], engine = ENGINE, extra: Partial<Inputs> = {}): Inputs => ({
    ruleIds: RULE_IDS,
    status: '1.01.04\tpending\t\n',
    tables: TABLE_TSVS,
    engine: [{ file: 'storm.ts', source: engine }],
    tests: tests.map((title): TestTitle => ({ file: 'test/storm.test.ts', title, fullTitle: title })),
    ...extra,
  });
  const ALL = ['1.01.01 a', '1.01.02 b', '1.01.03: c', 'ix.amal d', 'LS.setup: e', 'CH.sale f'];

  it('a table entry naming a file the engine no longer has is a problem; a path may leave out its top folders, and a bare name follows the folder before it', () => {
    const cards = 'ix.amal\tAmal\timplemented\tcard-windows/window.ts, effects.ts; shipment-movement/turns.ts, gone.ts\n';
    const files = ['card-windows/window.ts', 'card-windows/effects.ts', 'phases/shipment-movement/turns.ts', 'skills/pick.ts', 'choam/sale.ts'];
    const problems = (tsv: string, present = files) => buildIndex(inputs(ALL, ENGINE, { tables: { ...TABLE_TSVS, cards: tsv }, files: present })).problems;
    expect(problems(cards)).to.deep.equal([
      'card ix.amal (docs/rules/cards.tsv) names gone.ts, which is no file of rooms/dune: the code moved, say where it is now',
    ]);
    expect(problems(cards.replace(', gone.ts', ''))).to.deep.equal([]);
    expect(problems(cards.replace(', gone.ts', ''), files.slice(1))).to.deep.equal([
      'card ix.amal (docs/rules/cards.tsv) names card-windows/window.ts, which is no file of rooms/dune: the code moved, say where it is now',
    ]);
    // Without the list of files (a fixture's inputs), nothing is checked.
    expect(buildIndex(inputs(ALL, ENGINE, { tables: { ...TABLE_TSVS, cards } })).problems).to.deep.equal([]);
  });

  it('a test counts only when its own title starts with the id and a space or a colon', () => {
    expect(buildIndex(inputs(ALL)).problems).to.deep.equal([]);
    for (const [title, ok] of [
      ['1.01.02 dials', true],
      ['1.01.02: dials', true],
      ['1.01.02', false],
      ['1.01.02.01 a sub-rule', false],
      ['1.01.021 typo', false],
      ['covers 1.01.02 too', false],
      ['1.01.0 prefix', false],
    ] as const)
      expect(titleStartsWith(title, '1.01.02'), title).to.equal(ok);
    // A describe title is not the test's own title: only `title` is read, never `fullTitle`.
    const base = inputs(['1.01.01 a', '1.01.03 c', 'ix.amal d', 'LS.setup e', 'CH.sale f']);
    const inDescribe = {
      ...base,
      tests: [...base.tests, { file: 'test/storm.test.ts', title: 'two dials are added', fullTitle: '1.01.02 STORM MOVEMENT two dials are added' }],
    };
    expect(buildIndex(inDescribe).problems).to.deep.equal([
      "1.01.02 is implemented (not in docs/rules/status.tsv) but no test's own title starts with '1.01.02 ' (describe titles and other mentions do not count)",
    ]);
  });

  it('an implemented entry of a hand-kept table (card, leader skill, CHOAM, …) needs a test titled with its id; an excluded rule needs a reason', () => {
    expect(buildIndex(inputs(ALL.slice(0, 3))).problems).to.deep.equal([
      "card ix.amal is implemented (docs/rules/cards.tsv) but no test's own title starts with 'ix.amal '",
      "skill LS.setup is implemented (docs/rules/skills.tsv) but no test's own title starts with 'LS.setup '",
      "CHOAM CH.sale is implemented (docs/rules/choam.tsv) but no test's own title starts with 'CH.sale '",
    ]);
    // A pending skill needs no test; the skill's test must name the skill itself, not a longer id.
    expect(buildIndex(inputs([...ALL.slice(0, 4), 'LS.setups e', 'LS.setup.normal e', 'CH.sale f'])).problems).to.deep.equal([
      "skill LS.setup is implemented (docs/rules/skills.tsv) but no test's own title starts with 'LS.setup '",
    ]);
    // A table's rows are checked whatever the table: a malformed one is a problem of the index.
    const broken = inputs(ALL, ENGINE, { tables: { ...TABLE_TSVS, homeworlds: `${HOMEWORLDS_TSV}HW.setup\tagain\tpending\t\n` } });
    expect(buildIndex(broken).problems).to.deep.equal(['docs/rules/homeworlds.tsv:2: HW.setup is listed twice']);
    const skills = 'LS.Setup\tx\tpending\t\nLS.mentat.dialed\tx\tpending\t\nLS.mentat.battle\tx\tdone\t\nLS.roles\tx\texcluded\t\nLS.roles\tx\tpending\t\n';
    expect(parseTable(skills, TABLE.skills).problems).to.deep.equal([
      "docs/rules/skills.tsv:1: 'LS.Setup' is not a skill id (LS.<topic>, LS.<skill>.normal, LS.<skill>.battle)",
      "docs/rules/skills.tsv:2: 'LS.mentat.dialed' is not a skill id (LS.<topic>, LS.<skill>.normal, LS.<skill>.battle)",
      "docs/rules/skills.tsv:3: LS.mentat.battle has unknown status 'done'",
      'docs/rules/skills.tsv:4: LS.roles is excluded without a reason',
      'docs/rules/skills.tsv:5: LS.roles is listed twice',
    ]);
    const known = new Set(['1.01.01', '1.01.02']);
    expect(parseStatus('1.01.01\texcluded\t\n1.01.02\tdone\tx\n1.01.02\tpending\t\n9.99\tpending\tx\n1.01.01\tpending\tx\n', known).problems).to.deep.equal([
      'docs/rules/status.tsv:1: 1.01.01 is excluded without a reason',
      "docs/rules/status.tsv:2: 1.01.02 has status 'done'; this file lists only excluded and pending rules",
      "docs/rules/status.tsv:4: '9.99' is not a rule of docs/rules/rule-ids.tsv",
    ]);
  });

  it('the CHOAM and Homeworlds tables report an id of the wrong shape', () => {
    const choam = [
      'CH.setup\tok\tpending\t',
      'CH.worthless.la-la-la\tok\tpending\t',
      'CH.Setup\tcapital\tpending\t',
      'CH.a.b.c\tthree parts\tpending\t',
      'LS.setup\tanother table\tpending\t',
      'CH.sale.\tempty part\tpending\t',
      '',
    ].join('\n');
    const choamShape = '(CH.<topic>, CH.<topic>.<sub>)';
    expect(parseTable(choam, TABLE.choam).problems).to.deep.equal([
      `docs/rules/choam.tsv:3: 'CH.Setup' is not a CHOAM id ${choamShape}`,
      `docs/rules/choam.tsv:4: 'CH.a.b.c' is not a CHOAM id ${choamShape}`,
      `docs/rules/choam.tsv:5: 'LS.setup' is not a CHOAM id ${choamShape}`,
      `docs/rules/choam.tsv:6: 'CH.sale.' is not a CHOAM id ${choamShape}`,
    ]);
    const homeworlds = [
      'HW.setup\tok\tpending\t',
      'HW.giedi-prime.occupied\tok\tpending\t',
      'HW.tupile.intelligence\tok\tpending\t',
      'HW.caladan.medium\tno such face\tpending\t',
      'HW.caladan.intelligence\tonly Tupile\tpending\t',
      'CH.setup\tanother table\tpending\t',
      '',
    ].join('\n');
    const hwShape = '(HW.<topic>, HW.<world>.high, HW.<world>.low, HW.<world>.occupied, HW.tupile.intelligence)';
    expect(parseTable(homeworlds, TABLE.homeworlds).problems).to.deep.equal([
      `docs/rules/homeworlds.tsv:4: 'HW.caladan.medium' is not a homeworld id ${hwShape}`,
      `docs/rules/homeworlds.tsv:5: 'HW.caladan.intelligence' is not a homeworld id ${hwShape}`,
      `docs/rules/homeworlds.tsv:6: 'CH.setup' is not a homeworld id ${hwShape}`,
    ]);
  });

  it('a code reference must open a comment or string; a mention in a sentence or in a range is not enough', () => {
    const passing = ENGINE.replace('// 1.01.01 DECIDING FIRST PLAYER: the marker', '// The First Player (1.01.01) is the marker');
    expect(buildIndex(inputs(ALL, passing)).problems).to.deep.equal([
      "1.01.01 is implemented (not in docs/rules/status.tsv) but rooms/dune only mentions it in passing (storm.ts:1): add a comment opening with '1.01.01' where rooms/dune implements it, or list it in docs/rules/status.tsv",
    ]);
    const ranged = ENGINE.replace('// 1.01.01 DECIDING FIRST PLAYER: the marker', '// 1.01.01–1.01.04 the storm phase, then the marker');
    const [problem, ...more] = buildIndex(inputs(ALL, ranged)).problems;
    expect(more).to.deep.equal([]);
    expect(problem).to.match(/^1\.01\.01 is implemented .* only mentions it in passing \(storm\.ts:1\)/);
    const gone = ENGINE.replace('1.01.01 DECIDING', 'DECIDING');
    expect(buildIndex(inputs(ALL, gone)).problems).to.deep.equal([
      "1.01.01 is implemented (not in docs/rules/status.tsv) but nothing in rooms/dune names it: add a comment opening with '1.01.01' where rooms/dune implements it, or list it in docs/rules/status.tsv",
    ]);
  });

  it('ids are whole and come from comments and strings only, never from code, regular expressions or longer ids', () => {
    const source = [
      'const rate = 1.01; const half = 0.16 * 2; // 1.01.04 / 1.07.01.01: storm',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: engine source holding a template literal
      'const re = /1.01.01/; const s = `1.04.06.04: at most ${limit} (1.04.07)`;',
      '/**',
      ' * see 1.01.02.',
      ' */',
      "x(a / 2, '1.01.03.01 a sub-rule');",
    ].join('\n');
    const found = mentions(source).flatMap((m) => idsIn(m.text).map((id) => `${m.line}:${id}`));
    expect(found).to.deep.equal(['1:1.01.04', '1:1.07.01.01', '2:1.04.06.04', '2:1.04.07', '4:1.01.02', '6:1.01.03.01']);
  });

  it('bots are not the engine: a rule named only under rooms/dune/bots/ has no code reference', () => {
    const root = fixture({ 'rooms/dune/storm.ts': '// 1.01.01 here\n', 'rooms/dune/bots/storm.ts': '// 1.01.02 the bot steers the storm\n' });
    try {
      expect(engineSources(root).map((s) => s.file)).to.deep.equal(['storm.ts']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('rules coverage: the checker fails on a fixture', function () {
  this.timeout(120_000);

  it('--check reports the rules, skills and CHOAM abilities tested only by a describe, a mention or a quoted id, and the missing RULES.md (exit 1)', () => {
    const root = storm(false);
    try {
      const r = cli('--check', '--root', root);
      expect(r.status, r.stderr).to.equal(1);
      expect(r.stdout).to.equal('');
      expect(r.stderr.trimEnd().split('\n')).to.deep.equal([
        "rules:coverage: 1.01.02 is implemented (not in docs/rules/status.tsv) but no test's own title starts with '1.01.02 ' (describe titles and other mentions do not count)",
        "rules:coverage: 1.01.03 is implemented (not in docs/rules/status.tsv) but no test's own title starts with '1.01.03 ' (describe titles and other mentions do not count)",
        "rules:coverage: skill LS.setup is implemented (docs/rules/skills.tsv) but no test's own title starts with 'LS.setup '",
        "rules:coverage: CHOAM CH.sale is implemented (docs/rules/choam.tsv) but no test's own title starts with 'CH.sale '",
        'rules:coverage: rooms/dune/RULES.md is out of date: run npm run rules:coverage -- --write',
      ]);
      // --write refuses while a rule lacks its test: no RULES.md is written.
      const w = run(['--write', '--root', root]);
      expect(w.code).to.equal(1);
      expect(w.err).to.include('rooms/dune/RULES.md not written');
      expect(() => readFileSync(join(root, PATHS.index))).to.throw();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('--write generates RULES.md; --check then passes, and fails again once a referenced line moves', () => {
    const root = storm(true);
    try {
      const w = run(['--write', '--root', root]);
      expect(w.err).to.equal('rules:coverage: wrote rooms/dune/RULES.md\n');
      expect(w.code).to.equal(0);
      expect(w.out).to.equal(
        [
          'implemented 3, excluded 0, pending 1 of 4',
          '1.01.04',
          'expansion cards: implemented 1, pending 0 of 1',
          'leader skills: implemented 1, pending 1 of 2',
          'LS.mentat.normal',
          'choam: implemented 1, pending 1 of 2',
          'CH.karama',
          'homeworlds: implemented 0, pending 1 of 1',
          'HW.setup',
          'ixians & tleilaxu: implemented 0, pending 1 of 1',
          'IT.sandtrout.setup',
          'richese & stronghold cards: implemented 0, pending 1 of 1',
          'RI.setup',
          'ecaz & moritani: implemented 0, pending 1 of 1',
          'EC.setup',
          'nexus cards: implemented 0, pending 1 of 1',
          'NX.deck',
          'discovery: implemented 0, pending 1 of 1',
          'DS.setup',
          '',
        ].join('\n'),
      );
      const md = readFileSync(join(root, PATHS.index), 'utf8');
      expect(md).to.include(
        '| 1.01.01 | DECIDING FIRST PLAYER | implemented | `storm.ts:1` | `test/storm.test.ts` 1.01.01 DECIDING FIRST PLAYER: the approached marker |',
      );
      expect(md).to.include('| 1.01.03 | STORM DESTRUCTION | implemented | `storm.ts:5` | `test/storm.test.ts` 1.01.03: sand forces die |');
      expect(md).to.include('| 1.01.04 | OBSTRUCTION | pending | not built yet |  |');
      expect(md).to.include('| ix.amal | Amal | implemented | card-windows/ | `test/storm.test.ts` ix.amal a window at the start of a phase |');
      expect(md).to.include('| LS.setup | Set-up: two dealt, one kept | implemented | skills/pick.ts | `test/storm.test.ts` LS.setup: two dealt, one kept |');
      expect(md).to.include('| LS.mentat.normal | Mentat: ask about a weapon | pending |  |  |');
      expect(md).to.include('| CH.sale | Sale: a duplicate for 3 | implemented | choam/sale.ts | `test/storm.test.ts` CH.sale a duplicate sold for 3 |');
      expect(md).to.include('| CH.karama | Karama: discard for 3 each | pending |  |  |');
      expect(md).to.include('| HW.setup | Set-up: the homeworld cards | pending |  |  |');
      expect(md).to.include('abilities are kept by hand in `docs/rules/choam.tsv`');
      expect(md).to.include("The Homeworlds variant of Ecaz & Moritani (`modules: ['homeworlds']` at game creation)");
      // One section per table, in the order of TABLES: cards, skills, CHOAM, Homeworlds.
      const at = ['## Expansion treachery cards', '## Leader Skills', '## CHOAM', '## Homeworlds'].map((h) => md.indexOf(`\n${h}\n`));
      expect(at.every((i) => i > 0)).to.equal(true);
      expect([...at].sort((a, b) => a - b)).to.deep.equal(at);
      expect(run(['--check', '--root', root])).to.deep.equal({ out: '', err: '', code: 0 });
      writeFileSync(join(root, 'rooms/dune/storm.ts'), `import './other.ts';\n${ENGINE}`);
      expect(run(['--check', '--root', root])).to.deep.equal({
        out: '',
        err: 'rules:coverage: rooms/dune/RULES.md is out of date: run npm run rules:coverage -- --write\n',
        code: 1,
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a test file that does not load fails the check with one line, not a stack trace', () => {
    const root = storm(true, { 'test/broken.test.ts': "throw new Error('broken at load');\n" });
    try {
      const r = run(['--check', '--root', root]);
      expect(r.code).to.equal(1);
      expect(r.err.split('\n')).to.have.length(2);
      expect(r.err).to.match(/^rules:coverage: mocha --dry-run failed/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('rules coverage: command line', function () {
  this.timeout(60_000);

  it('--help prints every option and exits 0', () => {
    const r = cli('--help');
    expect(r.status).to.equal(0);
    expect(r.stdout).to.equal(USAGE);
    for (const option of ['--write', '--check', '--root DIR', '--help']) expect(r.stdout).to.include(option);
    expect(run(['-h'])).to.deep.equal({ out: USAGE, err: '', code: 0 });
  });

  it('an unknown option: one line on stderr, exit status 2, nothing run', () => {
    const r = cli('--bogus');
    expect(r.status).to.equal(2);
    expect(r.stdout).to.equal('');
    expect(r.stderr).to.equal("rules:coverage: unknown option '--bogus' (see --help)\n");
    for (const [args, err] of [
      [['stray'], "unexpected argument 'stray'"],
      [['--root'], '--root needs a directory'],
      [['--root', '--check'], '--root needs a directory'],
      [['--write', '--check'], '--write and --check exclude each other'],
    ] as const)
      expect(run(args)).to.deep.equal({ out: '', err: `rules:coverage: ${err} (see --help)\n`, code: 2 });
  });
});
