// The rules coverage index, computed in one place so that `npm run rules:coverage` (server/rules-coverage.ts),
// the RULES.md it generates and test/rules-coverage.test.ts agree on what counts.
//
// Sources (nothing else is read):
// - docs/rules/rule-ids.tsv: the 336 numbered rules, `id<TAB>TITLE` (`#` lines are section headings).
// - docs/rules/status.tsv: the rules that are not implemented, `id<TAB>excluded|pending<TAB>reason`, by hand.
//   Every other rule is implemented, which must be proved by the two references below.
// - The hand-kept tables of TABLES, each `id<TAB>name<TAB>status<TAB>where` and by hand, for what has no numbered
//   rulebook: docs/rules/cards.tsv (the expansion treachery cards, `set.card`), docs/rules/skills.tsv (the Leader
//   Skills module: `LS.<topic>` for its own rules, `LS.<skill>.normal|battle` for each skill card's two effects),
//   docs/rules/choam.tsv (the CHOAM faction, `CH.…`), docs/rules/homeworlds.tsv (the Homeworlds variant, `HW.…`)
//   docs/rules/ixians-tleilaxu.tsv (that box's factions and modules, `IX.…`, `TL.…`, `IT.…`) and docs/rules/richese.tsv
//   (the Richese faction and the Stronghold cards, `RI.…`, `SC.…`) and docs/rules/ecaz-moritani.tsv (that box's
//   factions, Duke Vidal and variants, `EC.…`, `MO.…`, `EM.…`).
//   An implemented entry is proved by its test alone (below): its rules have no number for the engine to quote.
// - The engine's own rule references: a rule id in a comment or a string literal of rooms/dune/**/*.ts
//   (rooms/dune/bots/ aside: bots play the rules, they do not implement them). The id must be whole (1.07.04 is
//   not a reference to 1.07.04.01). An implemented rule needs a reference that opens its comment or string
//   (`// 1.07.04 …`, ` * 1.07.04: …`, `'1.04.03: your hand is full'`, `handLimit: 8, // 2.05.07`,
//   `rule: '1.04.06'`): that marks the place that implements it. A mention inside a sentence is counted but does
//   not suffice. RULES.md names the best reference (compareRefs) as file:line.
// - The tests' titles: only a test whose own `it` title starts with the id followed by a space or a colon
//   counts. The enclosing `describe` titles do not: a suite names a topic, the test that pins a rule must name
//   the rule itself (so RULES.md and a failure report point at one test). Quoting the id elsewhere in a test file
//   does not count either.
//   Titles come from `mocha --dry-run --reporter json` over test/**/*.test.ts, not from parsing the sources:
//   table-driven tests build their titles at load time (`it(\`${rule} FREE REVIVAL …\`)`, 31 rules are
//   covered only that way), and a dry run gives exactly the titles mocha reports, without running any test or
//   hook. The price is loading the test files (about 5 s); mocha gives no line numbers, so a test is named by
//   its file and title.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

export const RULE_STATUSES = ['implemented', 'excluded', 'pending'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];
/** Number of numbered rules in the classic rulebook (docs/rules/rule-ids.tsv). */
export const RULE_COUNT = 336;

/** Paths inside a project root. */
export const PATHS = {
  ruleIds: 'docs/rules/rule-ids.tsv',
  status: 'docs/rules/status.tsv',
  index: 'rooms/dune/RULES.md',
  decisions: 'docs/RULES-DECISIONS.md',
  engine: 'rooms/dune',
  /** Under `engine`: not rules code. */
  notEngine: ['bots'],
  tests: 'test',
} as const;

// ---------------------------------------------------------------- hand-kept data (docs/rules/)

export interface Rule {
  id: string;
  /** Empty where the rule has none. */
  title: string;
}

const RULE_ID = /^[0-9]\.[0-9]{2}(?:\.[0-9]{2}){0,3}$/;

/** Non-empty, non-`#` lines of a TSV, with their line numbers. */
function tsvLines(text: string): { line: number; cells: string[] }[] {
  return text
    .split('\n')
    .map((l, i) => ({ line: i + 1, text: l.replace(/\r$/, '') }))
    .filter((l) => l.text.trim() !== '' && !l.text.startsWith('#'))
    .map((l) => ({ line: l.line, cells: l.text.split('\t') }));
}

export function parseRuleIds(tsv: string, file: string = PATHS.ruleIds): { rules: Rule[]; problems: string[] } {
  const rules: Rule[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of tsvLines(tsv)) {
    const [id = '', title = ''] = cells;
    if (!RULE_ID.test(id) || cells.length !== 2) {
      problems.push(`${file}:${line}: expected 'id<TAB>TITLE'`);
      continue;
    }
    if (seen.has(id)) problems.push(`${file}:${line}: ${id} is listed twice`);
    seen.add(id);
    rules.push({ id, title: title.trim() });
  }
  return { rules, problems };
}

export interface StatusEntry {
  id: string;
  status: 'excluded' | 'pending';
  reason: string;
}

export function parseStatus(tsv: string, known: ReadonlySet<string>, file: string = PATHS.status): { entries: Map<string, StatusEntry>; problems: string[] } {
  const entries = new Map<string, StatusEntry>();
  const problems: string[] = [];
  for (const { line, cells } of tsvLines(tsv)) {
    const [id = '', status = '', reason = ''] = cells.map((c) => c.trim());
    const at = `${file}:${line}`;
    if (!known.has(id)) problems.push(`${at}: '${id}' is not a rule of ${PATHS.ruleIds}`);
    else if (entries.has(id)) problems.push(`${at}: ${id} is listed twice`);
    else if (status !== 'excluded' && status !== 'pending')
      problems.push(`${at}: ${id} has status '${status}'; this file lists only excluded and pending rules`);
    else if (status === 'excluded' && reason === '') problems.push(`${at}: ${id} is excluded without a reason`);
    else entries.set(id, { id, status, reason });
  }
  return { entries, problems };
}

export interface TableEntry {
  /** The table's own id (cards.tsv: `set.card`; skills.tsv: `LS.…`; …). */
  id: string;
  name: string;
  status: string;
  where: string;
}

/**
 * A hand-kept table of ids outside the numbered rulebook, `id<TAB>name<TAB>status<TAB>where`: the tables differ
 * only in their file, the shape of their ids, what a problem calls an entry and how the summary and RULES.md name
 * them. The checks are the same for all: well-formed rows, and a test titled with the id of each implemented one.
 */
export interface Table {
  /** Its key in `Inputs.tables` and `Index.tables`. */
  key: string;
  file: string;
  /** What an entry is called in a problem (`card ix.amal is implemented …`). */
  noun: string;
  id: RegExp;
  /** The id's shape, named when an id does not match. */
  shape: string;
  /** The summary's line: `<label>: implemented N, pending P of T`, then the pending ids. */
  label: string;
  /** Its RULES.md section: the heading, the first column's name and the paragraph before the rows. */
  heading: string;
  column: string;
  intro: (c: Coverage) => string[];
}

/** docs/rules/cards.tsv: `set.card`, ix, richese or ecaz (an expansion's card set), then the card's name as a slug. */
const CARD_ID = /^(?:ix|richese|ecaz)\.[a-z][a-z-]*$/;

const counts = (c: Coverage) => `implemented ${c.implemented}, pending ${c.pending} of ${c.total}`;

/**
 * The hand-kept tables, in the order of the summary and of RULES.md. Adding one is one entry here (and its file):
 * `key` (the index's name for it), `file`, `id` (a regular expression for its ids) and `shape` (that expression in
 * words), `noun` (an entry in a problem), `label` (its summary line), and its RULES.md `heading`, first `column`
 * and `intro`.
 */
export const TABLES = [
  {
    key: 'cards',
    file: 'docs/rules/cards.tsv',
    noun: 'card',
    id: CARD_ID,
    shape: 'ix.…, richese.…, ecaz.…',
    label: 'expansion cards',
    heading: 'Expansion treachery cards',
    column: 'card',
    intro: (c: Coverage) => [
      "Card sets are chosen at game creation (`cards: ['base', 'ixians', 'richese', 'ecaz']`, base always in play;",
      'cards/treachery.ts). Each expansion card has an id `set.card`, kept by hand in `docs/rules/cards.tsv` with its status',
      'and the engine files that play it; an implemented card needs a test whose own title starts with its id. A card',
      'still pending is kept out of the deck (`NOT_YET_PLAYABLE` in cards/treachery.ts), so a game never deals a card it',
      `cannot play: ${counts(c)}. The policies these cards needed are in`,
      '[docs/RULES-DECISIONS.md](../../docs/RULES-DECISIONS.md).',
    ],
  },
  {
    key: 'skills',
    file: 'docs/rules/skills.tsv',
    noun: 'skill',
    // `LS.<topic>` for a rule of the module, `LS.<skill>.normal|battle` for a card's effect.
    id: /^LS\.[a-z][a-z-]*(?:\.(?:normal|battle))?$/,
    shape: 'LS.<topic>, LS.<skill>.normal, LS.<skill>.battle',
    label: 'leader skills',
    heading: 'Leader Skills',
    column: 'id',
    intro: (c: Coverage) => [
      "The optional Leader Skills module of the CHOAM & Richese expansion (`modules: ['leader-skills']` at game creation;",
      'plugins/leader-skills/catalog.ts) has no numbered rulebook: its rules are kept by hand in `docs/rules/skills.tsv`, `LS.<topic>` for',
      "the module's own rules, `LS.<skill>.normal` and `LS.<skill>.battle` for each skill card's two effects, with their",
      'status and the engine files that play them; an implemented one needs a test whose own title starts with its id:',
      `${counts(c)}.`,
    ],
  },
  {
    key: 'choam',
    file: 'docs/rules/choam.tsv',
    noun: 'CHOAM',
    // `CH.<topic>` for an ability or rule of the faction, `CH.<topic>.<sub>` for one of its parts.
    id: /^CH\.[a-z][a-z-]*(?:\.[a-z][a-z-]*)?$/,
    shape: 'CH.<topic>, CH.<topic>.<sub>',
    label: 'choam',
    heading: 'CHOAM',
    column: 'id',
    intro: (c: Coverage) => [
      "The CHOAM faction of the CHOAM & Richese expansion (`factions: [..., 'choam']`) has no numbered rulebook: its",
      'abilities are kept by hand in `docs/rules/choam.tsv`, `CH.<topic>` for each ability or rule (the Advanced ones',
      'say so) and `CH.<topic>.<sub>` for its parts (`CH.worthless.baliset`: one Worthless card), with their status and',
      'the engine files that play them; an implemented one needs a test whose own title starts with its id:',
      `${counts(c)}.`,
    ],
  },
  {
    key: 'homeworlds',
    file: 'docs/rules/homeworlds.tsv',
    noun: 'homeworld',
    // `HW.<topic>` for a rule of the variant, `HW.<world>.high|low|occupied` for a homeworld card's three effects,
    // and HW.tupile.intelligence, the one rule of a single homeworld beyond its card's three faces.
    id: /^HW\.(?:[a-z][a-z-]*(?:\.(?:high|low|occupied))?|tupile\.intelligence)$/,
    shape: 'HW.<topic>, HW.<world>.high, HW.<world>.low, HW.<world>.occupied, HW.tupile.intelligence',
    label: 'homeworlds',
    heading: 'Homeworlds',
    column: 'id',
    intro: (c: Coverage) => [
      "The Homeworlds variant of Ecaz & Moritani (`modules: ['homeworlds']` at game creation) has no numbered rulebook:",
      "its rules are kept by hand in `docs/rules/homeworlds.tsv`, `HW.<topic>` for the variant's own rules and",
      '`HW.<world>.high`, `HW.<world>.low` and `HW.<world>.occupied` for the three effects of each homeworld card (and',
      '`HW.tupile.intelligence`), with their status and the engine files that play them; an implemented one needs a test',
      `whose own title starts with its id: ${counts(c)}.`,
    ],
  },
  {
    key: 'ixians-tleilaxu',
    file: 'docs/rules/ixians-tleilaxu.tsv',
    noun: 'Ixians & Tleilaxu',
    // `IX.<topic>` and `TL.<topic>` for the factions' abilities, `IT.<module>` for the box's modules, a part after a dot.
    id: /^(?:IX|TL|IT)\.[a-z][a-z-]*(?:\.[a-z][a-z-]*)?$/,
    shape: 'IX.<topic>, TL.<topic>, IT.<module>, each with an optional .<part>',
    label: 'ixians & tleilaxu',
    heading: 'Ixians & Tleilaxu',
    column: 'id',
    intro: (c: Coverage) => [
      "The Ixians & Tleilaxu expansion (its modules at game creation: `modules: ['sandtrout', 'cheap-hero-traitor', 'tech-tokens']`) has no numbered rulebook:",
      'its rules are kept by hand in `docs/rules/ixians-tleilaxu.tsv`, `IX.<topic>` for the Ixians, `TL.<topic>` for the',
      "Tleilaxu and `IT.<module>` for the box's modules (a part after a dot), with their status and the engine files that",
      `play them; an implemented one needs a test whose own title starts with its id: ${counts(c)}.`,
    ],
  },
  {
    key: 'richese',
    file: 'docs/rules/richese.tsv',
    noun: 'CHOAM & Richese',
    // `RI.<topic>` for the Richese faction, `SC.<card>` for the Advanced Stronghold cards, a part after a dot.
    id: /^(?:RI|SC)\.[a-z][a-z-]*(?:\.[a-z][a-z-]*)?$/,
    shape: 'RI.<topic>, SC.<card>, each with an optional .<part>',
    label: 'richese & stronghold cards',
    heading: 'Richese and the Stronghold cards',
    column: 'id',
    intro: (c: Coverage) => [
      'The Richese faction of the CHOAM & Richese expansion and its Advanced Stronghold cards have no numbered rulebook:',
      'their rules are kept by hand in `docs/rules/richese.tsv`, `RI.<topic>` for Richese and `SC.<card>` for each',
      'Stronghold card (`SC.custody` for the module), a part after a dot, with their status and the engine files that',
      `play them; an implemented one needs a test whose own title starts with its id: ${counts(c)}.`,
    ],
  },
  {
    key: 'ecaz-moritani',
    file: 'docs/rules/ecaz-moritani.tsv',
    noun: 'Ecaz & Moritani',
    // `EC.<topic>` for Ecaz, `MO.<topic>` for Moritani, `EM.<topic>` for the box's shared rules and variants, up to two parts.
    id: /^(?:EC|MO|EM)\.[a-z][a-z-]*(?:\.[a-z][a-z-]*)?$/,
    shape: 'EC.<topic>, MO.<topic>, EM.<topic>, each with an optional .<part>',
    label: 'ecaz & moritani',
    heading: 'Ecaz & Moritani',
    column: 'id',
    intro: (c: Coverage) => [
      'The Ecaz & Moritani expansion has no numbered rulebook: its rules are kept by hand in `docs/rules/ecaz-moritani.tsv`,',
      '`EC.<topic>` for Ecaz, `MO.<topic>` for Moritani and `EM.<topic>` for Duke Vidal, the order of reactions and the',
      "box's variants (a part after a dot), with their status and the engine files that play them; an implemented one",
      `needs a test whose own title starts with its id: ${counts(c)}.`,
    ],
  },
  {
    key: 'nexus-cards',
    file: 'docs/rules/nexus-cards.tsv',
    noun: 'Nexus cards',
    // `NX.<topic>` for the variant's rules, `NX.<faction>.<use>` for each card's three uses.
    id: /^NX\.[a-z][a-z-]*(?:\.[a-z][a-z-]*)?$/,
    shape: 'NX.<topic>, NX.<faction>.cunning|betrayal|secret-ally',
    label: 'nexus cards',
    heading: 'Nexus cards',
    column: 'id',
    intro: (c: Coverage) => [
      'The Nexus cards variant of Ecaz & Moritani has no numbered rulebook: its rules are kept by hand in',
      '`docs/rules/nexus-cards.tsv`, `NX.<topic>` for the variant and `NX.<faction>.cunning|betrayal|secret-ally` for each',
      "card's three uses, with their status and the engine files that play them; an implemented one needs a test whose",
      `own title starts with its id: ${counts(c)}.`,
    ],
  },
  {
    key: 'discovery',
    file: 'docs/rules/discovery.tsv',
    noun: 'Discovery',
    // `DS.<topic>` for the variant's rules and each token.
    id: /^DS\.[a-z][a-z-]*$/,
    shape: 'DS.<topic>',
    label: 'discovery',
    heading: 'Discovery',
    column: 'id',
    intro: (c: Coverage) => [
      'The Discovery variant of Ecaz & Moritani has no numbered rulebook: its rules are kept by hand in',
      '`docs/rules/discovery.tsv`, `DS.<topic>` for the variant and each token, with their status and the engine files',
      `that play them; an implemented one needs a test whose own title starts with its id: ${counts(c)}.`,
    ],
  },
] as const satisfies readonly Table[];

export type TableKey = (typeof TABLES)[number]['key'];

/** The tables by key. */
export const TABLE = Object.fromEntries(TABLES.map((t) => [t.key, t])) as Record<TableKey, Table>;

/** The entries of a hand-kept table (every line, malformed ones too) and what is wrong with them. */
export function parseTable(tsv: string, table: Table): { entries: TableEntry[]; problems: string[] } {
  const entries: TableEntry[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of tsvLines(tsv)) {
    const [id = '', name = '', status = '', where = ''] = cells.map((c) => c.trim());
    const at = `${table.file}:${line}`;
    if (!table.id.test(id)) problems.push(`${at}: '${id}' is not a ${table.noun} id (${table.shape})`);
    else if (seen.has(id)) problems.push(`${at}: ${id} is listed twice`);
    else if (!(RULE_STATUSES as readonly string[]).includes(status)) problems.push(`${at}: ${id} has unknown status '${status}'`);
    else if (status === 'excluded' && where === '') problems.push(`${at}: ${id} is excluded without a reason`);
    seen.add(id);
    entries.push({ id, name, status, where });
  }
  return { entries, problems };
}

// ---------------------------------------------------------------- the engine's rule references

/** The text of one line of a comment or string literal. */
export interface Mention {
  line: number;
  text: string;
  /** A comment (else a string literal). */
  comment: boolean;
  /**
   * The text opens its string (not a template's later line, nor text after a `${…}`), or its comment line begins
   * a sentence: the comment line before it, if any, is empty or ends with `.`, `:`, `;`, `!` or `?`.
   */
  opens: boolean;
  /** The comment line or string is all here (a string with no `${…}` on one line, any comment line). */
  whole: boolean;
  /** A comment after code on the same line: it annotates that line. */
  trailing: boolean;
}

// A `/` after one of these (or at the start) begins a regular expression literal, otherwise it divides.
const BEFORE_REGEX = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);
const KEYWORDS_BEFORE_REGEX = /(?:^|[^\w$])(?:return|typeof|case|in|of|void|yield|await|delete|throw|new|else|do)$/;

/**
 * The comments and string literals (template text included) of a TypeScript source, one entry per line of each,
 * comment markers and a block comment's leading `*` removed. A small lexer, not a parser: it knows strings,
 * template literals with nested `${…}`, comments and regular expression literals, which is all it takes to tell
 * prose from code (the TypeScript 7 package ships no JavaScript API to do it).
 */
export function mentions(source: string): Mention[] {
  const out: Mention[] = [];
  const n = source.length;
  let i = 0;
  let line = 1;
  let codeOnLine = false; // code (or a string) already seen on the current line
  let prev = ''; // last significant code character
  const templates: number[] = []; // brace depth of each open `${`

  const newline = () => {
    line++;
    codeOnLine = false;
  };
  let lastComment = { line: 0, text: '' }; // the last comment line seen on a line of its own
  const emit = (startLine: number, text: string, m: Omit<Mention, 'line' | 'text'>): void => {
    text.split('\n').forEach((t, k) => {
      const at = startLine + k;
      const clean = m.comment ? t.replace(/^\s*\*+(?!\/)/, '').trim() : t.trim();
      let opens = m.opens && (m.comment || k === 0);
      if (m.comment && !m.trailing) {
        if (lastComment.line === at - 1 && lastComment.text !== '' && !/[.:;!?]$/.test(lastComment.text)) opens = false;
        lastComment = { line: at, text: clean };
      }
      if (clean !== '') out.push({ line: at, text: clean, ...m, opens, whole: m.whole && (m.comment || !text.includes('\n')) });
    });
  };
  // A quoted string's text, `i` on the opening quote; leaves `i` after the closing one.
  const quoted = (close: string): string => {
    let text = '';
    i++;
    while (i < n && source[i] !== close && source[i] !== '\n') {
      if (source[i] === '\\' && i + 1 < n) {
        if (source[i + 1] === '\n') newline();
        text += source[i + 1];
        i += 2;
      } else text += source[i++];
    }
    if (source[i] === close) i++;
    return text;
  };
  // Template text from `i` up to the closing backtick or a `${`; `first`: right after the opening backtick.
  const templateText = (first: boolean): void => {
    const startLine = line;
    let text = '';
    let closed = false;
    while (i < n) {
      const c = source[i]!;
      if (c === '\\' && i + 1 < n) {
        if (source[i + 1] === '\n') newline();
        text += source[i + 1];
        i += 2;
      } else if (c === '`') {
        i++;
        prev = '`';
        closed = true;
        break;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        templates.push(0);
        prev = '{';
        break;
      } else {
        if (c === '\n') newline();
        text += c;
        i++;
      }
    }
    codeOnLine = true;
    emit(startLine, text, { comment: false, opens: first, whole: first && closed, trailing: false });
  };

  while (i < n) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '\n') {
      newline();
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') i++;
    else if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      emit(line, source.slice(i, stop).replace(/^\/+/, ''), { comment: true, opens: true, whole: true, trailing: codeOnLine });
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end;
      emit(line, source.slice(i + 2, stop).replace(/^\*+/, ''), { comment: true, opens: true, whole: true, trailing: codeOnLine });
      line += source.slice(i, stop).split('\n').length - 1;
      i = end === -1 ? n : end + 2;
    } else if (c === "'" || c === '"') {
      const startLine = line;
      const text = quoted(c);
      emit(startLine, text, { comment: false, opens: true, whole: true, trailing: false });
      codeOnLine = true;
      prev = c;
    } else if (c === '`') {
      i++;
      templateText(true);
    } else if (c === '/' && (BEFORE_REGEX.has(prev) || KEYWORDS_BEFORE_REGEX.test(source.slice(Math.max(0, i - 8), i).trimEnd()))) {
      // A regular expression literal: skip it (a class may hold a `/`).
      i++;
      let inClass = false;
      while (i < n && source[i] !== '\n') {
        const r = source[i]!;
        if (r === '\\') i += 2;
        else {
          i++;
          if (r === '[') inClass = true;
          else if (r === ']') inClass = false;
          else if (r === '/' && !inClass) break;
        }
      }
      while (i < n && /[a-z]/i.test(source[i]!)) i++;
      codeOnLine = true;
      prev = 'a';
    } else {
      codeOnLine = true;
      if (templates.length > 0) {
        if (c === '{') templates[templates.length - 1]!++;
        else if (c === '}') {
          if (templates[templates.length - 1] === 0) {
            templates.pop();
            i++;
            templateText(false);
            continue;
          }
          templates[templates.length - 1]!--;
        }
      }
      prev = /[\w$]/.test(c) ? 'a' : c;
      i++;
    }
  }
  return out;
}

const ID_IN_TEXT = /(?<![0-9.])[0-9]\.[0-9]{2}(?:\.[0-9]{2}){0,3}(?![0-9]|\.[0-9])/g;
const ID_SOURCE = '[0-9]\\.[0-9]{2}(?:\\.[0-9]{2}){0,3}';
// The ids a comment or string opens with: `1.07.04 …`, `rule 1.07.04 …`, `- 1.09.05 …` (a list item),
// `1.01.04 / 1.07.01.01: …`, `1.10.01.04/.05`
// (the first only). Not `1.04.03) …`: that is the end of a parenthesis begun on the line before.
const LEADING_IDS = new RegExp(`^(?:[-•] )?(?:rules? )?(${ID_SOURCE}(?:\\s*(?:,|/|&|and|or)\\s*${ID_SOURCE})*)(?![0-9]|\\.[0-9]|\\))`, 'i');
// A range of whole ids, `0.01–0.16`: its ends are named only as bounds.
const RANGE = new RegExp(`${ID_SOURCE}\\s*[–-]\\s*${ID_SOURCE}`, 'g');

/** The whole rule ids in a text, in order. */
export function idsIn(text: string): string[] {
  return text.match(ID_IN_TEXT) ?? [];
}

/** The ids a comment or string line opens with. */
export function leadingIds(text: string): string[] {
  const m = LEADING_IDS.exec(text);
  return m ? idsIn(m[1]!) : [];
}

/** How a comment or string refers to a rule, best first. */
export const REF_KINDS = ['marker', 'message', 'annotation', 'tag', 'mention', 'range'] as const;
export type RefKind = (typeof REF_KINDS)[number];

export interface CodeRef {
  /** Relative to rooms/dune, `/`-separated. */
  file: string;
  line: number;
  /**
   * - marker: a comment line of its own opening with the id and saying more (`// 1.07.04 …`, ` * 1.07.04: …`);
   * - message: a string opening with the id and saying more (`'1.04.03: your hand is full'`);
   * - annotation: a comment after code on its line (`handLimit: 8, // 2.05.07`): it sits on the code or data it names;
   * - tag: a string or comment holding nothing but ids (`rule: '1.04.06'`), often in a table of abilities;
   * - mention: the id anywhere else in a comment or string;
   * - range: the id only as the bound of a range (`0.01–0.16`).
   */
  kind: RefKind;
  /** In the file's opening comment, which says what the whole module does. */
  header: boolean;
}

/** A file of declarations (types.ts): a reference there describes data, the code elsewhere implements it. */
const isDeclarations = (file: string) => file === 'types.ts' || file.endsWith('/types.ts');

/**
 * The order references are shown in: one that marks the rule (opens with its id) before a mere mention, then code
 * before declarations (types.ts), then by kind, a file's opening comment before the rest of it, then by file and line.
 */
export function compareRefs(a: CodeRef, b: CodeRef): number {
  return (
    Number(marks(b)) - Number(marks(a)) ||
    Number(isDeclarations(a.file)) - Number(isDeclarations(b.file)) ||
    REF_KINDS.indexOf(a.kind) - REF_KINDS.indexOf(b.kind) ||
    Number(b.header) - Number(a.header) ||
    (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line)
  );
}

function refKind(m: Mention, id: string): RefKind {
  const inRange = [...m.text.matchAll(RANGE)].some((r) => idsIn(r[0]).includes(id));
  const elsewhere = idsIn(m.text.replace(RANGE, '')).includes(id);
  if (inRange && !elsewhere) return 'range';
  const onlyIds = !/[\p{L}\p{N}]/u.test(m.text.replace(ID_IN_TEXT, '').replace(/\b(?:rules?|and|or)\b/gi, ''));
  if (m.trailing && m.comment) return 'annotation';
  if (onlyIds && m.whole) return 'tag';
  if (!m.opens || !leadingIds(m.text).includes(id)) return 'mention';
  return m.comment ? 'marker' : 'message';
}

/** The last line of a source's opening comment (0 when it opens with code). */
function headerEnd(source: string): number {
  const lines = source.split('\n');
  let inBlock = false;
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i]!.trim();
    if (inBlock) {
      if (t.includes('*/')) inBlock = false;
      continue;
    }
    if (t.startsWith('//')) continue;
    if (t.startsWith('/*')) {
      inBlock = !t.includes('*/');
      continue;
    }
    return i;
  }
  return lines.length;
}

/** Every reference to a known rule id in the given sources, best first (compareRefs) for each id. */
export function codeRefs(sources: readonly { file: string; source: string }[], known: ReadonlySet<string>): Map<string, CodeRef[]> {
  const refs = new Map<string, CodeRef[]>();
  for (const { file, source } of sources) {
    const header = headerEnd(source);
    for (const m of mentions(source))
      for (const id of new Set(idsIn(m.text)))
        if (known.has(id)) {
          let list = refs.get(id);
          if (!list) {
            list = [];
            refs.set(id, list);
          }
          list.push({ file, line: m.line, kind: refKind(m, id), header: m.comment && m.line <= header });
        }
  }
  for (const list of refs.values()) list.sort(compareRefs);
  return refs;
}

/** Every `*.test.ts` (or `.ts` when `ext` says so) under `dir`, recursively, sorted; [] when `dir` is missing. */
export function sourceFiles(dir: string, ext = '.test.ts', skip: readonly string[] = []): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return skip.includes(e.name) ? [] : sourceFiles(path, ext);
      return e.name.endsWith(ext) ? [path] : [];
    })
    .sort();
}

/** Engine sources of a project root, named relative to rooms/dune. */
export function engineSources(root: string): { file: string; source: string }[] {
  const dir = join(root, PATHS.engine);
  return sourceFiles(dir, '.ts', PATHS.notEngine).map((f) => ({ file: posix(relative(dir, f)), source: readFileSync(f, 'utf8') }));
}

// ---------------------------------------------------------------- the tests' titles

export interface TestTitle {
  /** Relative to the project root, `/`-separated. */
  file: string;
  /** The test's own title (the `it` argument). */
  title: string;
  /** The enclosing describe titles and the title, as mocha reports them. */
  fullTitle: string;
}

/** Whether a test's own title starts with `id` followed by a space or a colon. */
export function titleStartsWith(title: string, id: string): boolean {
  return title.startsWith(`${id} `) || title.startsWith(`${id}:`);
}

const requireHere = createRequire(import.meta.url);

/** The tests of the given files, as `mocha --dry-run` lists them (nothing is run). Throws when mocha fails. */
export function dryRunTests(root: string, files: readonly string[]): TestTitle[] {
  if (files.length === 0) return [];
  const dir = mkdtempSync(join(tmpdir(), 'rules-coverage-'));
  const output = join(dir, 'tests.json');
  try {
    // --no-config and explicit files: only these files are loaded, whatever .mocharc.json adds. tsx is loaded by
    // its absolute URL so that a root without node_modules (a test fixture) works too.
    const tsx = pathToFileURL(requireHere.resolve('tsx')).href;
    const mocha = requireHere.resolve('mocha/bin/mocha.js');
    const run = spawnSync(
      process.execPath,
      ['--import', tsx, mocha, '--no-config', '--no-package', '--dry-run', '--exit', '--reporter', 'json', '--reporter-option', `output=${output}`, ...files],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.status !== 0 || !existsSync(output)) {
      const why = (run.stderr || run.stdout || String(run.error ?? '')).trim().split('\n').slice(0, 5).join(' / ');
      throw new Error(`mocha --dry-run failed (exit ${run.status}): ${why}`);
    }
    const report = JSON.parse(readFileSync(output, 'utf8')) as { tests: { title: string; fullTitle: string; file: string }[] };
    return report.tests.map((t) => ({ file: posix(relative(root, t.file)), title: t.title, fullTitle: t.fullTitle }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- the index

export interface Row {
  id: string;
  title: string;
  status: RuleStatus;
  /** excluded or pending: why; a hand-kept table's row (TABLES): its `where`. */
  reason: string;
  /** Best first. Empty when none. */
  code: CodeRef[];
  /** Tests whose own title starts with the id: test/engine/ first, then mocha's order. */
  tests: TestTitle[];
}

export interface Coverage {
  implemented: number;
  excluded: number;
  pending: number;
  total: number;
  pendingIds: string[];
  rows: Row[];
}

export interface Index {
  rules: Coverage;
  /** Each hand-kept table of TABLES. */
  tables: Record<TableKey, Coverage>;
  /** Everything that makes the index wrong: malformed sources, an implemented rule or table entry without its proof. */
  problems: string[];
}

export interface Inputs {
  ruleIds: string;
  status: string;
  /** The text of each hand-kept table of TABLES. */
  tables: Readonly<Record<TableKey, string>>;
  engine: readonly { file: string; source: string }[];
  /** Every source file of the engine, bots included, relative to rooms/dune: what a table's `where` may name (unchecked when absent). */
  files?: readonly string[];
  tests: readonly TestTitle[];
}

/** A reference that opens its comment or string with the id: what marks the place a rule is implemented. */
export const marks = (r: CodeRef): boolean => r.kind !== 'mention' && r.kind !== 'range';

function tally(rows: Row[]): Coverage {
  const count = (s: RuleStatus) => rows.filter((r) => r.status === s).length;
  return {
    implemented: count('implemented'),
    excluded: count('excluded'),
    pending: count('pending'),
    total: rows.length,
    pendingIds: rows.filter((r) => r.status === 'pending').map((r) => r.id),
    rows,
  };
}

/** The index from its sources; pure. */
export function buildIndex(input: Inputs): Index {
  const ids = parseRuleIds(input.ruleIds);
  const known = new Set(ids.rules.map((r) => r.id));
  const status = parseStatus(input.status, known);
  const problems = [...ids.problems, ...status.problems];
  const refs = codeRefs(input.engine, known);
  // The engine's rule tests (test/engine/) first, then the others; mocha's order within each.
  const engineFirst = (t: TestTitle) => (t.file.startsWith(`${PATHS.tests}/engine/`) ? 0 : 1);
  const testsFor = (id: string) => input.tests.filter((t) => titleStartsWith(t.title, id)).sort((a, b) => engineFirst(a) - engineFirst(b));

  const rules = ids.rules.map((r): Row => {
    const s = status.entries.get(r.id);
    return { id: r.id, title: r.title, status: s?.status ?? 'implemented', reason: s?.reason ?? '', code: refs.get(r.id) ?? [], tests: testsFor(r.id) };
  });
  for (const r of rules.filter((x) => x.status === 'implemented')) {
    const where = `add a comment opening with '${r.id}' where ${PATHS.engine} implements it, or list it in ${PATHS.status}`;
    if (r.code.length === 0) problems.push(`${r.id} is implemented (not in ${PATHS.status}) but nothing in ${PATHS.engine} names it: ${where}`);
    else if (!r.code.some(marks))
      problems.push(
        `${r.id} is implemented (not in ${PATHS.status}) but ${PATHS.engine} only mentions it in passing (${r.code[0]!.file}:${r.code[0]!.line}): ${where}`,
      );
    if (r.tests.length === 0)
      problems.push(
        `${r.id} is implemented (not in ${PATHS.status}) but no test's own title starts with '${r.id} ' (describe titles and other mentions do not count)`,
      );
  }
  const tables = Object.fromEntries(TABLES.map((t) => [t.key, tally(tableRows(input.tables[t.key], t, testsFor, problems, input.files))])) as Record<
    TableKey,
    Coverage
  >;
  return { rules: tally(rules), tables, problems };
}

/**
 * The rows of a hand-kept table. Its entries have no code reference to check (an expansion's rules have no number
 * to quote), so an implemented one is proved by its test alone; the missing ones are added to `problems`.
 */
function tableRows(tsv: string, table: Table, testsFor: (id: string) => TestTitle[], problems: string[], files?: readonly string[]): Row[] {
  const parsed = parseTable(tsv, table);
  problems.push(...parsed.problems);
  if (files)
    for (const e of parsed.entries)
      for (const path of missingPaths(e.where, files))
        problems.push(`${table.noun} ${e.id} (${table.file}) names ${path}, which is no file of ${PATHS.engine}: the code moved, say where it is now`);
  const rows = parsed.entries.map((e): Row => ({ id: e.id, title: e.name, status: e.status as RuleStatus, reason: e.where, code: [], tests: testsFor(e.id) }));
  for (const r of rows.filter((x) => x.status === 'implemented' && x.tests.length === 0))
    problems.push(`${table.noun} ${r.id} is implemented (${table.file}) but no test's own title starts with '${r.id} '`);
  return rows;
}

/**
 * The `.ts` paths a table's `where` names that are no engine file. A path with a folder may leave out the folders
 * above it (`shipment-movement/turns.ts`); a bare file name is looked for in the folder named before it, then anywhere.
 */
function missingPaths(where: string, files: readonly string[]): string[] {
  const missing: string[] = [];
  let folder = '';
  for (const path of where.match(/[\w./-]+\.ts\b/g) ?? []) {
    const found = path.includes('/')
      ? files.find((f) => f === path || f.endsWith(`/${path}`))
      : (files.find((f) => f === `${folder}/${path}`) ?? files.find((f) => f === path || f.endsWith(`/${path}`)));
    if (found === undefined) missing.push(path);
    else if (path.includes('/')) folder = found.slice(0, found.lastIndexOf('/'));
  }
  return missing;
}

/** Reads the sources of a project root (runs mocha --dry-run over its tests). */
export function readInputs(root = '.'): Inputs {
  const read = (p: string) => readFileSync(join(root, p), 'utf8');
  const files = sourceFiles(join(root, PATHS.tests)).map((f) => relative(root, f));
  return {
    ruleIds: read(PATHS.ruleIds),
    status: read(PATHS.status),
    tables: Object.fromEntries(TABLES.map((t) => [t.key, read(t.file)])) as Record<TableKey, string>,
    engine: engineSources(root),
    files: sourceFiles(join(root, PATHS.engine), '.ts').map((f) => posix(relative(join(root, PATHS.engine), f))),
    tests: dryRunTests(root, files),
  };
}

// ---------------------------------------------------------------- RULES.md

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n/g, ' ');
const more = (n: number) => (n > 0 ? ` (+${n})` : '');

function codeCell(r: Row): string {
  const [best] = r.code;
  return best ? `\`${best.file}:${best.line}\`${more(r.code.length - 1)}` : '';
}

function testCell(r: Row): string {
  const [first] = r.tests;
  return first ? `\`${first.file}\` ${cell(first.title)}${more(r.tests.length - 1)}` : '';
}

/** A row of a hand-kept table's section (TABLES): no code column, the table says where. */
const tableRow = (r: Row) => `| ${r.id} | ${cell(r.title)} | ${r.status} | ${cell(r.reason)} | ${testCell(r)} |`;

/** The generated rooms/dune/RULES.md. */
export function renderIndex(index: Index): string {
  const { rules } = index;
  const lines = [
    '# Rules coverage index',
    '',
    '<!-- Generated by `npm run rules:coverage -- --write` (server/rules-coverage.ts); do not edit by hand. -->',
    '',
    'Generated by `npm run rules:coverage -- --write`: edit the sources below, then regenerate (`npm test` fails while',
    'this file is out of date). How the engine reads the rules where they leave room: [docs/RULES-DECISIONS.md](../../docs/RULES-DECISIONS.md).',
    '',
    `Every numbered rule of the classic rulebook (${rules.total} ids, \`${PATHS.ruleIds}\`) and where it stands:`,
    `implemented ${rules.implemented}, excluded ${rules.excluded}, pending ${rules.pending} of ${rules.total}.`,
    '',
    `- **implemented**: every rule not listed in \`${PATHS.status}\`. It needs a comment or string in the engine`,
    '  (`rooms/dune/`, `bots/` aside) that opens with its id where it is implemented (`// 1.07.04 …`), and a test whose',
    '  own `it` title starts with the id (a `describe` title does not count). The row names the best code reference',
    '  (`file:line` under `rooms/dune/`; further references counted in brackets) and the first such test (others counted).',
    `- **excluded**: deliberately not modelled because it is physical or social (or a heading or precedence principle`,
    `  with no behaviour of its own); the reason comes from \`${PATHS.status}\`.`,
    `- **pending**: not built yet (\`${PATHS.status}\`); Advanced-game rules (1.13, 1.14 and abilities beyond each`,
    "  faction's Basic range) are marked so.",
    '',
    '| id | title | status | code / reason | test |',
    '|---|---|---|---|---|',
    ...rules.rows.map((r) => `| ${r.id} | ${cell(r.title)} | ${r.status} | ${r.status === 'implemented' ? codeCell(r) : cell(r.reason)} | ${testCell(r)} |`),
    '',
    ...TABLES.flatMap((t) => {
      const c = index.tables[t.key];
      return [
        `## ${t.heading}`,
        '',
        ...t.intro(c),
        '',
        `| ${t.column} | name | status | where / why | test |`,
        '|---|---|---|---|---|',
        ...c.rows.map(tableRow),
        '',
      ];
    }),
  ];
  return lines.join('\n');
}

export interface Check {
  index: Index;
  /** Every test of the root, as the dry run listed it. */
  tests: TestTitle[];
  /** The RULES.md these sources generate. */
  markdown: string;
  /** Whether the RULES.md on disk differs from `markdown`. */
  stale: boolean;
}

/** Builds the index of a project root and compares it with its RULES.md. */
export function checkRoot(root = '.'): Check {
  const inputs = readInputs(root);
  const index = buildIndex(inputs);
  const markdown = renderIndex(index);
  const path = join(root, PATHS.index);
  const stale = !existsSync(path) || readFileSync(path, 'utf8') !== markdown;
  return { index, tests: [...inputs.tests], markdown, stale };
}

function posix(p: string): string {
  return p.split(sep).join('/');
}
