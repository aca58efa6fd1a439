// The rules coverage index (rooms/dune/RULES.md) and the test titles that back it, parsed in one place so that
// `npm run rules:coverage` (server/rules-coverage.ts) and test/rules-coverage.test.ts agree on what counts.
// RULES.md rows: `| id | title | status | where / why |`, status one of implemented / excluded / pending.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const RULE_STATUSES = ['implemented', 'excluded', 'pending'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];
/** Number of numbered rules in the classic rulebook (rule-ids.tsv). */
export const RULE_COUNT = 336;

export interface RuleRow {
  id: string;
  title: string;
  /** As written; not necessarily one of RULE_STATUSES (see `problems`). */
  status: string;
  where: string;
}

export function parseRulesIndex(markdown: string): RuleRow[] {
  return [...markdown.matchAll(/^\| *([0-9][0-9.]*) *\|([^|]*)\|([^|]*)\|([^|\n]*)\|?[ \t]*$/gm)].map((m) => ({
    id: m[1]!,
    title: m[2]!.trim(),
    status: m[3]!.trim(),
    where: m[4]!.trim(),
  }));
}

/** Expansion card rows: `| set.family | name | status | where / why |` (RULES.md, "Expansion treachery cards"). */
export function parseCardIndex(markdown: string): RuleRow[] {
  return [...markdown.matchAll(/^\| *((?:ix|richese|ecaz)\.[a-z-]+) *\|([^|]*)\|([^|]*)\|([^|\n]*)\|?[ \t]*$/gm)].map((m) => ({
    id: m[1]!,
    title: m[2]!.trim(),
    status: m[3]!.trim(),
    where: m[4]!.trim(),
  }));
}

/** Every `*.test.ts` under `dir`, recursively, sorted. */
export function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []))
    .sort();
}

/** The literal start of every `it(...)` title in a test source. */
export function testTitles(source: string): string[] {
  return [...source.matchAll(/\bit\(\s*[`'"]([^`'"]+)/g)].map((m) => m[1]!);
}

/**
 * Whether a rule has a test: a title starting with its id (followed by a space or colon), or — for table-driven
 * tests whose titles are template literals — the id quoted as a string literal in a test source.
 */
export function hasTest(id: string, titles: readonly string[], sources: string): boolean {
  return titles.some((t) => t.startsWith(`${id} `) || t.startsWith(`${id}:`)) || sources.includes(`'${id}'`);
}

export interface Coverage {
  implemented: number;
  excluded: number;
  /** pending (or an unknown status). */
  pending: number;
  total: number;
  pendingIds: string[];
  /** Rules marked implemented without a test titled with their id. */
  untested: RuleRow[];
  /** Malformed index: wrong row count, unknown statuses, duplicate ids. */
  problems: string[];
}

export function coverage(rows: readonly RuleRow[], titles: readonly string[], sources: string, expected: number | null = RULE_COUNT): Coverage {
  const problems: string[] = [];
  if (expected !== null && rows.length !== expected) problems.push(`the index lists ${rows.length} rules, not ${expected}`);
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.id)) problems.push(`${r.id} is listed twice`);
    seen.add(r.id);
    if (!(RULE_STATUSES as readonly string[]).includes(r.status)) problems.push(`${r.id} has unknown status '${r.status}'`);
    if (r.status === 'excluded' && r.where === '') problems.push(`${r.id} is excluded without a reason`);
  }
  const done = rows.filter((r) => r.status === 'implemented');
  const excluded = rows.filter((r) => r.status === 'excluded');
  const pending = rows.filter((r) => !done.includes(r) && !excluded.includes(r));
  return {
    implemented: done.length,
    excluded: excluded.length,
    pending: pending.length,
    total: rows.length,
    pendingIds: pending.map((r) => r.id),
    untested: done.filter((r) => !hasTest(r.id, titles, sources)),
    problems,
  };
}

/** Reads RULES.md and the tests from a project root: the numbered rules, and the expansion cards. */
export function readCoverage(root = '.'): Coverage & { cards: Coverage } {
  const markdown = readFileSync(join(root, 'rooms/dune/RULES.md'), 'utf8');
  const sources = testFiles(join(root, 'test')).map((f) => readFileSync(f, 'utf8'));
  const titles = sources.flatMap(testTitles);
  const all = sources.join('\n');
  return { ...coverage(parseRulesIndex(markdown), titles, all), cards: coverage(parseCardIndex(markdown), titles, all, null) };
}
