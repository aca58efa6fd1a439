// The process's settings from the environment (server/config.ts), ADMIN_ORIGINS in particular, and how `npm start`
// refuses a bad one: one line on stderr, exit status 1, no stack.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { configFromEnv } from '../server/config.ts';

const exec = promisify(execFile);

describe('configuration from the environment', () => {
  it('ADMIN_ORIGINS: none by default; comma-separated origins exactly as browsers send them', () => {
    expect(configFromEnv({}).adminOrigins).to.deep.equal([]);
    expect(configFromEnv({ ADMIN_ORIGINS: '' }).adminOrigins).to.deep.equal([]);
    expect(configFromEnv({ ADMIN_ORIGINS: 'https://ops.example.com, http://127.0.0.1:5173,' }).adminOrigins).to.deep.equal([
      'https://ops.example.com',
      'http://127.0.0.1:5173',
    ]);
  });

  it('PAUSE_FLOOR_MS: the timing floor, 1500 ms by default, 0 turns it off, bounded', () => {
    expect(configFromEnv({}).pauseFloorMs).to.equal(1500);
    expect(configFromEnv({ PAUSE_FLOOR_MS: '0' }).pauseFloorMs).to.equal(0);
    expect(configFromEnv({ PAUSE_FLOOR_MS: '2500' }).pauseFloorMs).to.equal(2500);
    for (const bad of ['-1', '60001', 'soon']) expect(() => configFromEnv({ PAUSE_FLOOR_MS: bad }), bad).to.throw(/PAUSE_FLOOR_MS/);
  });

  it('Redis durability: REDIS_WAIT_REPLICAS (default 0) and REDIS_WAIT_TIMEOUT_MS (default 1000) are whole numbers in range; WATERMARK_DIR as given', () => {
    expect(configFromEnv({})).to.include({ redisWaitReplicas: 0, redisWaitTimeoutMs: 1000, watermarkDir: null });
    expect(configFromEnv({ REDIS_WAIT_REPLICAS: '2', REDIS_WAIT_TIMEOUT_MS: '250', WATERMARK_DIR: '/var/lib/dune' })).to.include({
      redisWaitReplicas: 2,
      redisWaitTimeoutMs: 250,
      watermarkDir: '/var/lib/dune',
    });
    for (const env of [{ REDIS_WAIT_REPLICAS: '1.5' }, { REDIS_WAIT_REPLICAS: '-1' }, { REDIS_WAIT_TIMEOUT_MS: '0' }, { REDIS_WAIT_TIMEOUT_MS: 'soon' }])
      expect(() => configFromEnv(env), JSON.stringify(env)).to.throw(/REDIS_WAIT_/);
  });

  it('ADMIN_ORIGINS refuses anything a browser never sends as an Origin, naming the entry', () => {
    for (const [entry, hint] of [
      ['https://ops.example.com/', 'https://ops.example.com'],
      ['https://ops.example.com/admin', 'https://ops.example.com'],
      ['https://OPS.example.com', 'https://ops.example.com'],
      ['https://ops.example.com:443', 'https://ops.example.com'],
      ['ops.example.com', null],
      ['*', null],
      ['null', null],
      ['ftp://ops.example.com', null],
      ['https://user:secret@ops.example.com', 'https://ops.example.com'],
    ] as const) {
      const refusal = (() => {
        try {
          configFromEnv({ ADMIN_ORIGINS: `https://fine.example, ${entry}` });
          return null;
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(refusal, entry).to.be.a('string');
      expect(refusal, entry).to.include(`ADMIN_ORIGINS takes comma-separated origins (scheme://host[:port], no path), got ${entry}`);
      if (hint) expect(refusal, entry).to.include(`as a browser sends it: ${hint}`);
      expect(refusal, entry).to.not.include('\n');
    }
  });

  it('npm start refuses a bad setting with one line on stderr and exit status 1', async function () {
    this.timeout(30_000);
    const run = await exec(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      timeout: 20_000,
      env: { ...process.env, PORT: '0', ADMIN_ORIGINS: 'https://ops.example.com/admin' },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code?: number; stderr?: string }) => ({ code: e.code ?? null, stderr: e.stderr ?? '' }),
    );
    expect(run.code).to.equal(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines, run.stderr).to.have.length(1);
    expect(lines[0]).to.include('ADMIN_ORIGINS takes comma-separated origins');
    expect(lines[0]).to.not.include('    at ');
  });
});
