// `npm run rules:coverage`: one line `implemented N, excluded E, pending P of 336`, then the pending rule ids, one
// per line. Exits 1 when a rule marked implemented has no test whose title starts with its id, or the
// index is malformed (the reasons go to stderr).
import { pathToFileURL } from 'node:url';
import { readCoverage, type Coverage } from './rules-index.ts';

export function report(c: Coverage & { cards?: Coverage }): { out: string; err: string; code: number } {
  const lines = [`implemented ${c.implemented}, excluded ${c.excluded}, pending ${c.pending} of ${c.total}`, ...c.pendingIds];
  if (c.cards) lines.push(`expansion cards: implemented ${c.cards.implemented}, pending ${c.cards.pending} of ${c.cards.total}`, ...c.cards.pendingIds);
  const out = lines.join('\n') + '\n';
  const all = [c, ...(c.cards ? [c.cards] : [])];
  const errors = all.flatMap((x) => [...x.problems, ...x.untested.map((r) => `${r.id} is marked ${r.status} but no test title starts with '${r.id} '`)]);
  return { out, err: errors.map((e) => `rules:coverage: ${e}\n`).join(''), code: errors.length > 0 ? 1 : 0 };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { out, err, code } = report(readCoverage(process.argv[2] ?? '.'));
  process.stdout.write(out);
  process.stderr.write(err);
  process.exitCode = code;
}
