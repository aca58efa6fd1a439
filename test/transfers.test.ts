// Transfer codes (rooms/transfers.ts) on their own clock: short-lived, good once, kept only as hashes, one per
// seat, and both minting and wrong guesses rate-limited.
import { expect } from 'chai';
import { TRANSFER_TTL_MS, TransferDesk } from '../rooms/transfers.ts';

describe('transfer codes', () => {
  let now = 1_000_000;
  const desk = () => new TransferDesk(() => now);

  it('a code moves its seat until it expires, and only once', () => {
    const d = desk();
    const { code, expiresAt } = d.mint('atreides')!;
    expect(expiresAt).to.equal(now + TRANSFER_TTL_MS);
    expect(d.check(code)).to.deep.equal({ ok: true, faction: 'atreides' });
    expect(d.take(code.toLowerCase())).to.deep.equal({ ok: true, faction: 'atreides' });
    expect(d.take(code)).to.include({ ok: false, code: 'BAD_TRANSFER_CODE' });
    const late = d.mint('atreides')!;
    now += TRANSFER_TTL_MS;
    expect(d.take(late.code)).to.include({ ok: false, code: 'BAD_TRANSFER_CODE' });
  });

  it('the desk keeps hashes, not codes', () => {
    const d = desk();
    const { code } = d.mint('fremen')!;
    const kept = JSON.stringify([...(d as unknown as { codes: Map<string, unknown> }).codes.keys()]);
    expect(kept).to.not.include(code.replace(/-/g, ''));
    expect(kept).to.match(/[0-9a-f]{64}/);
  });

  it('a seat mints a few codes per window; a room refuses redemptions after too many wrong codes', () => {
    const d = desk();
    for (let i = 0; i < 5; i++) expect(d.mint('guild')).to.not.equal(null);
    expect(d.mint('guild')).to.equal(null);
    expect(d.mint('emperor')).to.not.equal(null);
    const good = d.mint('emperor')!;
    for (let i = 0; i < 10; i++) expect(d.check(`WRONG-CODE-${i}AAA`)).to.include({ code: 'BAD_TRANSFER_CODE' });
    expect(d.check(good.code)).to.include({ ok: false, code: 'RATE_LIMITED' });
    now += 10 * 60_000;
    expect(d.check(good.code)).to.include({ ok: false, code: 'BAD_TRANSFER_CODE' });
  });
});
