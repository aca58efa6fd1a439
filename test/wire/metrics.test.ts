// GET /metrics (issue 7): Prometheus text with rooms, clients, actions, latencies, bytes sent and process metrics.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { startServer } from '../../server/app.ts';
import { FileStore } from '../../server/store/index.ts';
import { DuneClient } from '../../client-sdk/node.ts';
import { DuneError } from '../../client-sdk/errors.ts';

/** The value of one sample (`name{labels} value`), 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function scrape(httpUrl: string): Promise<string> {
  const response = await fetch(`${httpUrl}/metrics`);
  expect(response.status).to.equal(200);
  expect(response.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

describe('operator metrics', function () {
  this.timeout(30_000);

  it('GET /metrics answers in Prometheus text and counts an accepted action, a rejection and the bytes sent', async () => {
    const server = await startServer({ port: 0, store: new FileStore(mkdtempSync(join(tmpdir(), 'dune-metrics-'))) });
    try {
      // Metrics are process-wide (other tests may have run here): compare before and after.
      const before = await scrape(server.httpUrl);
      const seat = await new DuneClient(server.url, { karamaAutoPass: false }).create({
        factions: ['atreides', 'fremen'],
        seed: 'metrics',
        faction: 'atreides',
      });
      const other = await new DuneClient(server.url, { karamaAutoPass: false }).join(seat.gameId, { faction: 'fremen' });
      const actor = [seat, other].find((c) => c.decisions.length > 0)!;
      await actor.act(legalAnswer(actor.decisions[0]!, 0, actor.view));
      const refused = await actor.act({ type: 'no-such-action' } as never).then(
        () => null,
        (e: unknown) => e,
      );
      expect(refused).to.be.instanceOf(DuneError);
      const after = await scrape(server.httpUrl);

      expect(sample(after, 'dune_rooms')).to.equal(1);
      expect(sample(after, 'dune_clients')).to.equal(2);
      expect(sample(after, 'dune_actions_accepted_total{by="client"}') - sample(before, 'dune_actions_accepted_total{by="client"}')).to.equal(1);
      const code = (refused as DuneError).code;
      expect(sample(after, `dune_actions_rejected_total{code="${code}"}`) - sample(before, `dune_actions_rejected_total{code="${code}"}`)).to.equal(1);
      const accepted = 'dune_action_duration_seconds_count{result="accepted"}';
      expect(sample(after, accepted) - sample(before, accepted)).to.be.at.least(1);
      const commits = 'dune_store_duration_seconds_count{operation="commit"}';
      expect(sample(after, commits) - sample(before, commits)).to.be.at.least(1);
      expect(sample(after, 'dune_bytes_sent_total') - sample(before, 'dune_bytes_sent_total')).to.be.greaterThan(0);
      expect(sample(after, 'process_resident_memory_bytes')).to.be.greaterThan(0);
      expect(after).to.include('# TYPE dune_action_duration_seconds histogram');
      await Promise.all([seat.leave(), other.leave()]);
    } finally {
      await server.close();
    }
  });
});
