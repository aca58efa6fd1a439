// The SDK as a package (client-sdk/package.json): built, packed with `npm pack`, installed into a separate project
// (test/sdk-consumer), compiled there against its declarations with TypeScript strict, and run: it plays a seat
// to the end of a game with bots on a real server. A wrong use of a decision does not compile.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
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
    const typesNode = JSON.parse(readFileSync(join(ROOT, 'node_modules', '@types', 'node', 'package.json'), 'utf8')).version as string;
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
    expect(size.gzippedBytes).to.be.below(40_000);
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

  it('the compiled project plays its seat to the end of a game, with no action refused', async () => {
    const server = await bootServer();
    try {
      const { stdout } = await run(process.execPath, [join(project, 'out', 'play.js'), server.url], { cwd: project, timeout: 120_000 });
      const result = JSON.parse(stdout.trim().split('\n').pop()!) as {
        winners: string[];
        answered: number;
        refused: string[];
        kinds: string[];
        capitalIsStronghold: boolean;
      };
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
