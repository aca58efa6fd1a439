// The web table runs under the server's Content-Security-Policy (server/security-headers.ts) in Chromium, and the
// console watcher every browser test uses (test/web/browser.ts watchErrors) reports a violation: so the tests that
// play games through the page (table, privacy, clock, admin) fail on any CSP violation the app itself makes.
import { expect } from 'chai';
import { waitFor } from '../helpers/server.ts';
import { useWebTable, watchErrors } from './browser.ts';

describe('web table: Content-Security-Policy in Chromium', function () {
  this.timeout(60_000);
  const table = useWebTable();

  it('the lobby loads under the policy without a violation; an inline script, eval and a fetch elsewhere are refused and reported', async () => {
    const context = await table.browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const response = await page.goto(`${table.server.httpUrl}/#/`);
    expect(response?.headers()['content-security-policy'] ?? '').to.include("script-src 'self'");
    await page.waitForSelector('[data-testid=create-form]');
    // The public games have been fetched (same origin): the empty list says so.
    await page.waitForSelector('[data-testid=game-list] >> text=No public game yet');
    expect(errors, 'console errors of the lobby').to.deep.equal([]);

    const outcome = await page.evaluate(async () => {
      const injected = document.createElement('script');
      injected.textContent = 'window.injectedRan = true';
      document.head.append(injected);
      // A string timer is eval'd by the page itself (an eval in this evaluated function would be DevTools', which
      // CSP does not govern).
      (setTimeout as (code: string, ms: number) => number)('window.evalRan = true', 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const evalRan = (window as { evalRan?: boolean }).evalRan === true;
      const fetched = await fetch('http://127.0.0.2:9/exfiltrate').then(
        () => true,
        () => false,
      );
      return { injectedRan: (window as { injectedRan?: boolean }).injectedRan === true, evalRan, fetched };
    });
    expect(outcome).to.deep.equal({ injectedRan: false, evalRan: false, fetched: false });
    const violations = () => errors.filter((e) => /Content Security Policy/i.test(e));
    await waitFor(() => violations().length >= 3, 5000, 'three violations reported').catch(() => undefined);
    expect(violations().join('\n')).to.match(/inline script/i);
    expect(violations().join('\n')).to.match(/eval/i);
    expect(violations().join('\n')).to.match(/connect/i);
    await context.close();
  });
});
