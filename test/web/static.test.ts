// The web table's files at `/` (server/web.ts): the built app is served from web/dist and nothing else — no path
// from the URL reaches outside it — and a server without a build says how to make one.
import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootServer, type TestServer } from '../helpers/server.ts';

/** A GET with the path sent exactly as written (fetch would normalise the dots away). */
function rawGet(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('web table: static files', () => {
  let server: TestServer;
  let bare: TestServer;
  const dist = mkdtempSync(join(tmpdir(), 'dune-web-dist-'));

  before(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>table</title>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    writeFileSync(join(dist, 'app.css'), 'body{}');
    server = await bootServer(undefined, { webDir: dist });
    bare = await bootServer(undefined, { webDir: join(dist, 'missing') });
  });
  after(async () => {
    await server?.close();
    await bare?.close();
  });

  it('serves index.html at / and the built files by name, with their types', async () => {
    const index = await rawGet(server.port, '/');
    expect(index.status).to.equal(200);
    expect(index.type).to.match(/^text\/html/);
    expect(index.body).to.include('<title>table</title>');
    expect((await rawGet(server.port, '/app.js')).type).to.match(/^text\/javascript/);
    expect((await rawGet(server.port, '/app.css')).type).to.match(/^text\/css/);
    // The other routes are untouched.
    expect((await rawGet(server.port, '/health')).status).to.equal(200);
    expect((await rawGet(server.port, '/games')).body).to.include('"games"');
  });

  it('never serves a file outside web/dist (path traversal)', async () => {
    for (const path of [
      '/../package.json',
      '/..%2fpackage.json',
      '/%2e%2e%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%5c..%5cpackage.json',
      '/.%2e/server/web.ts',
      '//etc/passwd',
      '/app.js/../../package.json',
      '/.gitignore',
      '/missing.js',
      '/%00app.js',
    ]) {
      const answer = await rawGet(server.port, path);
      expect(answer.status, path).to.be.oneOf([400, 404]);
      expect(answer.body, path).to.not.match(/"dependencies"|root:|createEndpoint/);
    }
  });

  it('answers / with 503 and how to build the app when web/dist is missing', async () => {
    const answer = await rawGet(bare.port, '/');
    expect(answer.status).to.equal(503);
    expect(answer.body).to.include('npm run web:build');
    expect((await rawGet(bare.port, '/app.js')).status).to.equal(503);
  });
});
