// The rules coverage index (rooms/dune/RULES.md) stays honest: every rule marked `tested` has a test whose title
// starts with its id.
import { expect } from 'chai';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

describe('rules coverage index', () => {
  const index = readFileSync('rooms/dune/RULES.md', 'utf8');
  const rows = [...index.matchAll(/^\| ([0-9.]+) \| [^|]* \| (\w+) \|/gm)].map((m) => ({ id: m[1]!, status: m[2]! }));
  const titles = testFiles('test').flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bit\(\s*[`'"]([^`'"]+)/g)].map((m) => m[1]!));

  it('lists all 336 numbered rules with a known status', () => {
    expect(rows).to.have.length(336);
    for (const r of rows) expect(['tested', 'implemented', 'excluded', 'open'], r.id).to.include(r.status);
  });

  it('every rule marked tested has a test titled with its id', () => {
    // Table-driven tests build titles from template literals; their ids appear quoted in the table rows.
    const sources = testFiles('test').map((f) => readFileSync(f, 'utf8')).join('\n');
    for (const { id } of rows.filter((r) => r.status === 'tested')) {
      const titled = titles.some((t) => t.startsWith(`${id} `) || t.startsWith(`${id}:`));
      const tableDriven = sources.includes(`'${id}'`);
      expect(titled || tableDriven, `${id} has no test titled with it`).to.equal(true);
    }
  });
});
