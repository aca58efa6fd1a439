// The SDK refuses a server of another protocol MAJOR plainly (PROTOCOL_MISMATCH) rather than fail later on what it
// cannot read, and leaves that server's room: tested against a real Colyseus server in its own process whose `dune`
// room announces protocol 2.0, or no version at all (a build before 1.0). A higher MINOR of this MAJOR is accepted
// by the same check, which the rest of the suite's servers (this build's MINOR) pass every time.
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { DuneClient, DuneError } from '../../client-sdk/node.ts';
import { PROTOCOL_VERSION } from '../../schema/protocol-version.ts';
import { freePort } from '../helpers/redis.ts';
import { pipeOutput } from '../support/capture-logs.ts';

async function otherServer(protocol: string): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/other-protocol-server.ts'], {
    env: { ...process.env, PORT: String(port), PROTOCOL: protocol },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeOutput(child, `other protocol :${port}`);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the stand-in server did not start')), 15_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the stand-in server exited (${code})`)));
  });
  return { child, port };
}

async function leftCount(port: number): Promise<number> {
  const body: unknown = await (await fetch(`http://127.0.0.1:${port}/left`)).json();
  return typeof body === 'object' && body !== null && 'left' in body && typeof body.left === 'number' ? body.left : -1;
}

describe('SDK: a server of another protocol MAJOR', function () {
  this.timeout(30_000);

  for (const [announced, words] of [
    ['2.0', 'protocol 2.0'],
    ['none', 'no protocol version'],
  ] as const)
    it(`refuses a server announcing ${announced === 'none' ? 'no version' : announced} with PROTOCOL_MISMATCH and leaves its room`, async () => {
      expect(PROTOCOL_VERSION.startsWith('1.'), 'this build speaks MAJOR 1').to.equal(true);
      const { child, port } = await otherServer(announced);
      try {
        const client = new DuneClient(`ws://127.0.0.1:${port}`);
        const failure = await client.create({ factions: ['atreides', 'harkonnen'], faction: 'atreides' }).then(
          () => null,
          (e: unknown) => e,
        );
        if (!(failure instanceof DuneError)) throw new Error(`expected a DuneError, got ${String(failure)}`);
        expect(failure.code).to.equal('PROTOCOL_MISMATCH');
        expect(failure.message).to.include(words).and.include(`protocol ${PROTOCOL_VERSION}`);
        for (let i = 0; i < 40 && (await leftCount(port)) === 0; i++) await new Promise((r) => setTimeout(r, 50));
        expect(await leftCount(port), 'the SDK left the room').to.equal(1);
      } finally {
        child.kill('SIGKILL');
      }
    });
});
