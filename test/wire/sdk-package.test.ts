// The SDK as a package (client-sdk/package.json): built, packed with `npm pack`, installed into a separate project
// (test/sdk-consumer), compiled there against its declarations with TypeScript strict and without skipLibCheck, and
// run: it plays a seat to the end of a game with bots on a real server. A wrong use of a decision does not compile.
// The README's SDK snippet is compiled there as it is written, and run to the end of a game: its process exits.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { buildSdk } from '../../client-sdk/build.ts';
import { bootServer } from '../helpers/server.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const TSC = join(ROOT, 'node_modules', '.bin', 'tsc');

describe('the SDK as a package', function () {
  this.timeout(180_000);
  let project = '';
  let size = { bundleBytes: 0, minifiedBytes: 0, gzippedBytes: 0 };

  before(async () => {
    size = await buildSdk();
    const packed = mkdtempSync(join(tmpdir(), 'dune-sdk-pack-'));
    await run('npm', ['pack', '--pack-destination', packed], { cwd: join(ROOT, 'client-sdk') });
    const tarball = readdirSync(packed).find((f) => f.endsWith('.tgz'))!;
    project = mkdtempSync(join(tmpdir(), 'dune-sdk-consumer-'));
    cpSync(join(ROOT, 'test', 'sdk-consumer'), project, { recursive: true });
    writeFileSync(join(project, 'src', 'readme.ts'), readmeSnippet());
    const typesNode = z
      .object({ version: z.string() })
      .parse(JSON.parse(readFileSync(join(ROOT, 'node_modules', '@types', 'node', 'package.json'), 'utf8'))).version;
    const manifest = {
      name: 'sdk-consumer',
      private: true,
      type: 'module',
      dependencies: { '@dune-rooms/sdk': `file:${join(packed, tarball)}` },
      devDependencies: { '@types/node': typesNode },
    };
    writeFileSync(join(project, 'package.json'), JSON.stringify(manifest));
    // The packages come from npm's cache when `npm ci` has filled it (CI does): no network needed.
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: project });
  });

  it('the browser bundle holds no zod and no `ws`, and is small', () => {
    const bundle = readFileSync(join(ROOT, 'client-sdk', 'dist', 'index.js'), 'utf8');
    expect(bundle).not.to.match(/from ["']ws["']/);
    expect(bundle).not.to.match(/zod/);
    // 38.9 KB through nine factions; the tenth (Richese: its answers, its bots' choices, its leaders and view part,
    // 1.4 KB) took it past 40 KB. The plug-ins' bots then left it for a root of their own (plugins/thinking.ts, which
    // the SDK does not load): 32.2 KB with Richese's No-Field. Each faction's legal answers reach it through the
    // answers' root. 35.7 KB through Ecaz, Moritani and their variants; 36.2 KB with every Nexus card (the view's
    // payment, strike and purchase fields, the window passes' Betrayal map).
    expect(size.gzippedBytes).to.be.below(37_000);
    console.log(`      SDK bundle: ${size.bundleBytes} bytes; minified ${size.minifiedBytes}, gzipped ${size.gzippedBytes}`);
  });

  it('a separate project compiles against the packed types, and a wrong use of a decision or a misspelt id does not', async () => {
    await run(TSC, ['-p', project]);
    cpSync(join(project, 'src', 'wrong.ts.txt'), join(project, 'src', 'wrong.ts'));
    const failed = await run(TSC, ['-p', project]).then(
      () => '',
      (e: { stdout: string }) => e.stdout,
    );
    expect(failed).to.match(/Property 'leaders' does not exist on type 'BidDecision'/);
    expect(failed).to.match(/Property 'maxBid' does not exist/);
    expect(failed).to.match(/Type '"arrakis-city"' is not assignable to type 'TerritoryId'/);
  });

  it('its declarations need no Node types: a browser client compiles with "types": [] and no @types/node file in the program', async () => {
    const { stdout } = await run(TSC, ['-p', join(project, 'tsconfig.browser.json'), '--listFiles']);
    const files = stdout.split('\n').filter((f) => f.trim() !== '');
    expect(
      files.some((f) => f.includes('/@dune-rooms/sdk/')),
      'the SDK declarations are compiled',
    ).to.equal(true);
    expect(
      files.filter((f) => f.includes('/@types/node/')),
      'Node type files pulled in',
    ).to.deep.equal([]);
  });

  it("the package ships the protocol's JSON Schemas", () => {
    const shipped = join(project, 'node_modules', '@dune-rooms', 'sdk', 'dist', 'protocol');
    expect(readdirSync(shipped)).to.include.members(['client.schema.json', 'server.schema.json']);
    for (const schema of ['client.schema.json', 'server.schema.json'])
      expect(readFileSync(join(shipped, schema), 'utf8'), schema).to.equal(readFileSync(join(ROOT, 'docs', 'protocol', schema), 'utf8'));
  });

  it("the README's snippet, compiled as it is written, plays to the end of a game, leaves, and its process exits by itself", async () => {
    const server = await bootServer();
    try {
      const started = Date.now();
      const { stdout } = await run(process.execPath, [join(project, 'out', 'readme.js')], {
        cwd: project,
        timeout: 60_000,
        env: { ...process.env, DUNE_SERVER: server.url },
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(stdout).to.match(/^winners: \[.+\] by \S+$/m);
      console.log(`      the README snippet ran to its game's end and exited in ${Date.now() - started} ms`);
    } finally {
      await server.close();
    }
  });

  it('the compiled project plays its seat to the end of a game, with no action refused', async () => {
    const server = await bootServer();
    try {
      const { stdout } = await run(process.execPath, [join(project, 'out', 'play.js'), server.url], { cwd: project, timeout: 120_000 });
      const result = z
        .object({
          winners: z.array(z.string()),
          answered: z.number(),
          refused: z.array(z.string()),
          kinds: z.array(z.string()),
          capitalIsStronghold: z.boolean(),
        })
        .parse(JSON.parse(stdout.trim().split('\n').pop()!));
      expect(result.winners.length).to.be.greaterThan(0);
      expect(result.refused).to.deep.equal([]);
      expect(result.answered).to.be.greaterThan(10);
      expect(result.kinds).to.include.members(['bid', 'ship', 'move']);
      expect(result.capitalIsStronghold).to.equal(true);
    } finally {
      await server.close();
    }
  });
});

/** The README's SDK snippet (the first `ts` block of "Use the SDK"), exactly as written. */
function readmeSnippet(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Use the SDK'));
  const block = /```ts\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README.md: no ts block under "Use the SDK"');
  return block[1]!;
}
