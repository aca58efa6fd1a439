// The arrows point one way (docs/ARCHITECTURE.md §1): server/ → rooms/ → schema/ → rooms/dune/, and client-sdk/ →
// schema/ → rooms/dune/. This reads every import of the source tree and fails on one that points upward.
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ViewRules } from '../rooms/dune/view-rules.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Each layer and the layers its files may import (their own included). */
const ALLOWED: Record<string, readonly string[]> = {
  engine: ['engine'],
  schema: ['schema', 'engine'],
  rooms: ['rooms', 'schema', 'engine'],
  'client-sdk': ['client-sdk', 'schema', 'engine'],
  server: ['server', 'rooms', 'schema', 'engine', 'client-sdk'],
  loadtest: ['loadtest', 'server', 'rooms', 'schema', 'engine', 'client-sdk'],
};

function layerOf(file: string): string | null {
  const path = relative(ROOT, file).split('\\').join('/');
  if (path.startsWith('rooms/dune/')) return 'engine';
  const top = path.split('/')[0]!;
  return top in ALLOWED ? top : null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Relative module specifiers of a file: static imports and re-exports (type-only included), dynamic imports. */
function importsOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [/^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gms, /^\s*import\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found.filter((s) => s.startsWith('.'));
}

/** Relative specifiers of the imports a file needs at run time (`import type` and all-type lists are erased). */
function runtimeImportsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gms)) {
    const [, , typeOnly, clause, spec] = match as unknown as [string, string, string | undefined, string, string];
    const braced = /^\{([^}]*)\}$/s.exec(clause.trim());
    const allTypes =
      braced !== null &&
      braced[1]!
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .every((n) => n.startsWith('type '));
    if (!typeOnly && !allTypes) found.push(spec);
  }
  for (const match of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push(match[1]!);
  return found.filter((s) => s.startsWith('.'));
}

/** The source files of every layer. */
function allSourceFiles(): string[] {
  return [...new Set(Object.keys(ALLOWED).flatMap((top) => sourceFiles(join(ROOT, top === 'engine' ? 'rooms/dune' : top))))];
}

/** Cycles of run-time imports between files, each as "a → b → … → a". */
function runtimeCycles(): string[] {
  const edges = new Map<string, string[]>();
  for (const file of allSourceFiles())
    edges.set(
      file,
      runtimeImportsOf(readFileSync(file, 'utf8')).map((spec) => resolve(dirname(file), spec)),
    );
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].map((f) => relative(ROOT, f)).join(' → '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/** Every import that leaves its layer for one it may not use, as "file → target". */
function upwardImports(): string[] {
  const bad: string[] = [];
  for (const file of allSourceFiles()) {
    const from = layerOf(file)!;
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), spec);
      const to = layerOf(target);
      if (to === null || !ALLOWED[from]!.includes(to)) bad.push(`${relative(ROOT, file)} → ${relative(ROOT, target)}`);
    }
  }
  return bad;
}

describe('architecture: imports point one way', () => {
  it('no source file imports a layer above its own', () => {
    expect(upwardImports()).to.deep.equal([]);
  });

  it('no cycle of run-time imports between files (the rules do not depend on the bots either)', () => {
    expect(runtimeCycles()).to.deep.equal([]);
    // The bots are rooms/dune/bots/, each plug-in's own bots/ folder, the answers' root (plugins/answers.ts) and the
    // thinking root (plugins/thinking.ts); the engine's entry (index.ts) loads them, so that every engine user has the
    // answers and the bots too.
    const isBot = (file: string) =>
      /^rooms\/dune\/(?:(?:plugins\/[^/]+\/)?bots\/|plugins\/(?:answers|thinking)\.ts$)/.test(relative(ROOT, file).split('\\').join('/'));
    const engine = sourceFiles(join(ROOT, 'rooms/dune')).filter((f) => !isBot(f) && relative(ROOT, f) !== join('rooms', 'dune', 'index.ts'));
    const onBots = engine.filter((f) => importsOf(readFileSync(f, 'utf8')).some((spec) => isBot(resolve(dirname(f), spec))));
    expect(onBots.map((f) => relative(ROOT, f))).to.deep.equal([]);
  });

  it('Node code loads the SDK through client-sdk/node.ts, so that the ws WebSocket is installed before the SDK is', () => {
    // A run-time import of the SDK's browser entry (or its parts) from Node code makes @colyseus/sdk take Node's own
    // WebSocket for the whole process, and every later connection lacks what the tests and the SDK rely on.
    const browserEntry = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s*['"][^'"]*client-sdk\/(?:index|client|connection)\.ts['"]/ms;
    const nodeCode = ['test', 'server', 'loadtest'].flatMap((dir) => sourceFiles(join(ROOT, dir)));
    const offenders = nodeCode.filter((f) => browserEntry.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f));
    expect(offenders).to.deep.equal([]);
    // The check reads what it must: the run-time form is caught, the type-only one is not.
    expect(browserEntry.test("import { TERRITORIES } from '../client-sdk/index.ts';")).to.equal(true);
    expect(browserEntry.test("import type { GameConnection } from '../client-sdk/index.ts';")).to.equal(false);
  });

  it('the import reader finds every form of import (or the check above could pass by reading nothing)', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      'import {\n  c,\n  d,\n} from "./c.ts";',
      "export { e } from './e.ts';",
      "export * from './f.ts';",
      "import './g.ts';",
      "const h = await import('./h.ts');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf(source)).to.have.members(['./a.ts', '../b.ts', './c.ts', './e.ts', './f.ts', './g.ts', './h.ts']);
    expect(runtimeImportsOf(`${source}\nimport { type I, type J } from './i.ts';\nimport { type K, l } from './k.ts';`)).to.have.members([
      './a.ts',
      './c.ts',
      './e.ts',
      './f.ts',
      './g.ts',
      './k.ts',
    ]);
    // The real tree has imports between layers to check at all.
    const engineImports = importsOf(readFileSync(join(ROOT, 'rooms/DuneRoom.ts'), 'utf8'));
    expect(engineImports.some((s) => s.startsWith('./dune/'))).to.equal(true);
    expect(engineImports.some((s) => s.startsWith('../schema/'))).to.equal(true);
  });
});

// The engine as a core and plug-ins (docs/ARCHITECTURE.md §12): each expansion faction and module is one folder under
// rooms/dune/plugins/, and outside those folders only the composition root imports one: the folder's entry files,
// index.ts (the rules, installing the rule set of rules.ts), answers.ts (the legal answers and the view-level rules
// clients need) and thinking.ts (the bots' own parts, which a game UI does not load).
const PLUGIN_DIR = 'rooms/dune/plugins/';
const ROOT_FILE = `${PLUGIN_DIR}index.ts`;
const ANSWERS_ROOT = `${PLUGIN_DIR}answers.ts`;
const THINKING_ROOT = `${PLUGIN_DIR}thinking.ts`;
// The rule set the rules' root installs (the plug-ins in order, the handler tables).
const RULE_SET = `${PLUGIN_DIR}rules.ts`;
const ROOT_FILES: readonly string[] = [ROOT_FILE, ANSWERS_ROOT, THINKING_ROOT, RULE_SET];
const pluginOf = (path: string): string | null =>
  path.startsWith(PLUGIN_DIR) && !ROOT_FILES.includes(path) ? path.slice(PLUGIN_DIR.length).split('/')[0]! : null;

/**
 * The files that still import a plug-in while the reshape goes on: the list may only shrink (a file that no longer
 * imports one must leave it), and a file not on it fails the test at its first such import.
 */
const NOT_YET_THROUGH_EXTENSION_POINTS: readonly string[] = [];

/** Imports between plug-ins that their declared dependencies do not cover yet (the same rule: the list only shrinks). */
const UNDECLARED_PLUGIN_IMPORTS: readonly string[] = [];

/** Every import of a plug-in by a file outside it, as "importer → plugin", over the given sources (path → text). */
function pluginImports(sources: ReadonlyMap<string, string>): { outside: string[]; between: string[] } {
  const outside = new Set<string>();
  const between = new Set<string>();
  for (const [path, text] of sources) {
    const from = pluginOf(path);
    for (const spec of importsOf(text)) {
      const to = pluginOf(
        relative(ROOT, resolve(ROOT, dirname(path), spec))
          .split('\\')
          .join('/'),
      );
      if (to === null || to === from || ROOT_FILES.includes(path)) continue;
      (from === null ? outside : between).add(`${path} → ${to}`);
    }
  }
  return { outside: [...outside].sort(), between: [...between].sort() };
}

function sourceTexts(): Map<string, string> {
  return new Map(allSourceFiles().map((f) => [relative(ROOT, f).split('\\').join('/'), readFileSync(f, 'utf8')]));
}

describe('architecture: the engine is a core and plug-ins', () => {
  it('outside the plug-in folders only the composition root imports a plug-in (and the files not yet moved to extension points, a list that only shrinks)', () => {
    const { outside } = pluginImports(sourceTexts());
    const files = [...new Set(outside.map((line) => line.split(' → ')[0]!))].sort();
    expect(files).to.deep.equal([...NOT_YET_THROUGH_EXTENSION_POINTS].sort());
  });

  it('a plug-in imports another only where it declares that dependency, and the declared ones form no circle', async () => {
    const { PLUGINS } = await import('../rooms/dune/plugins/index.ts');
    const { dependencyCircle } = await import('../rooms/dune/extension-points.ts');
    const declared = new Map<string, readonly string[]>(PLUGINS.map((p) => [p.name, 'dependsOn' in p ? (p.dependsOn as readonly string[]) : []]));
    const { between } = pluginImports(sourceTexts());
    const undeclared = between.filter((line) => {
      const [path, to] = line.split(' → ') as [string, string];
      return !(declared.get(pluginOf(path)!) ?? []).includes(to);
    });
    expect(undeclared).to.deep.equal([...UNDECLARED_PLUGIN_IMPORTS].sort());
    // Each plug-in folder is one installed plug-in of the same name, installed after what it depends on.
    const folders = readdirSync(join(ROOT, PLUGIN_DIR), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...declared.keys()].sort()).to.deep.equal(folders.sort());
    for (const [name, deps] of declared) for (const d of deps) expect(declared.has(d), `${name} depends on ${d}, installed`).to.equal(true);
    expect(dependencyCircle(PLUGINS)).to.equal(null);
    // The circle check finds one.
    expect(
      dependencyCircle([
        { name: 'a', dependsOn: ['b'] },
        { name: 'b', dependsOn: ['c'] },
        { name: 'c', dependsOn: ['a'] },
      ]),
    ).to.deep.equal(['a', 'b', 'c', 'a']);
  });

  it('the check finds a planted import: a phase importing a plug-in, a plug-in importing another undeclared', () => {
    const planted = new Map([
      ['rooms/dune/phases/storm/planted.ts', "import { choamView } from '../../plugins/choam/state.ts';"],
      ['rooms/dune/plugins/choam/planted.ts', "import type { SkillId } from '../leader-skills/catalog.ts';"],
      [ROOT_FILE, "import { choam } from './choam/plugin.ts';"],
      [ANSWERS_ROOT, "import { choamAnswerPlugin } from './choam/bots/answers.ts';"],
      [RULE_SET, "import { choam } from './choam/plugin.ts';"],
    ]);
    const { outside, between } = pluginImports(planted);
    expect(outside).to.deep.equal(['rooms/dune/phases/storm/planted.ts → choam']);
    expect(between).to.deep.equal(['rooms/dune/plugins/choam/planted.ts → leader-skills']);
  });

  it('inside the engine, only its entry (index.ts) and the composed types (types.ts) import a composition root', () => {
    const importers = [...sourceTexts()]
      .filter(([path]) => path.startsWith('rooms/dune/') && !path.startsWith(PLUGIN_DIR))
      .filter(([path, text]) =>
        importsOf(text).some((spec) =>
          ROOT_FILES.includes(
            relative(ROOT, resolve(ROOT, dirname(path), spec))
              .split('\\')
              .join('/'),
          ),
        ),
      )
      .map(([path]) => path)
      .sort();
    expect(importers).to.deep.equal(['rooms/dune/index.ts', 'rooms/dune/types.ts']);
  });

  it('the answers root imports no rules entry (a plug-in plugin.ts, the rules root), so a browser loads it without the rules', () => {
    const specs = importsOf(readFileSync(join(ROOT, ANSWERS_ROOT), 'utf8')).map((spec) =>
      relative(ROOT, resolve(ROOT, PLUGIN_DIR, spec))
        .split('\\')
        .join('/'),
    );
    expect(specs.filter((path) => path === ROOT_FILE || path.endsWith('/plugin.ts'))).to.deep.equal([]);
    expect(specs.some((path) => pluginOf(path) !== null)).to.equal(true);
  });

  it('the thinking root lists plug-ins of the rules in their order; no file the answers root loads imports a thinking part', async () => {
    const { PLUGINS } = await import('../rooms/dune/plugins/index.ts');
    const { THINKING_PLUGINS } = await import('../rooms/dune/plugins/thinking.ts');
    const order = PLUGINS.map((p) => p.name);
    const names = THINKING_PLUGINS.map((p) => p.name);
    expect(names.map((n) => order.indexOf(n))).to.deep.equal([...names.map((n) => order.indexOf(n))].sort((a, b) => a - b));
    expect(names.every((n) => order.includes(n))).to.equal(true);
    // What a browser loads with the answers: the files the answers root reaches by run-time imports.
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const spec of runtimeImportsOf(readFileSync(file, 'utf8'))) if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
    };
    visit(join(ROOT, ANSWERS_ROOT));
    const thinking = [...reached].map((f) => relative(ROOT, f).split('\\').join('/')).filter((f) => f === THINKING_ROOT || f.endsWith('/bots/thinking.ts'));
    expect(thinking).to.deep.equal([]);
    expect(reached.size).to.be.greaterThan(50);
  });

  it('the answers root lists the plug-ins of the rules in their order, each with the same view-level rules', async () => {
    const { PLUGINS } = await import('../rooms/dune/plugins/index.ts');
    const { ANSWER_PLUGINS } = await import('../rooms/dune/plugins/answers.ts');
    expect(ANSWER_PLUGINS.map((p) => p.name)).to.deep.equal(PLUGINS.map((p) => p.name));
    const hooks = ['karamaBarred', 'moveRange', 'moveRouteProblem', 'shipmentQuote', 'homeworldShipmentProblem', 'draftedPlan'] as const;
    PLUGINS.forEach((rules, i) => {
      const answers: ViewRules = ANSWER_PLUGINS[i]!;
      const own: ViewRules = rules;
      for (const hook of hooks) expect(answers[hook], `${rules.name}.${hook}`).to.equal(own[hook]);
    });
  });
});
