/**
 * The first install of the service worker survives a failed download (the kitchen's flaky Wi-Fi): one
 * precache request of the worker is cut, the install fails, and the app registers it again by itself, so the
 * tablet gets its offline support without anyone reloading the page.
 */
import { describe, expect, it } from 'vitest';
import { browserSuite, unexpectedErrors, waitForServiceWorker, watchedSession } from '../helpers/browser';

const suite = browserSuite();

describe('service worker first install', () => {
  it('retries a first install whose precache download failed, and ends controlling the page', async () => {
    const { page, context, errors } = await watchedSession(suite.browser, 'service-worker-install');
    let cut = 0;
    const workerAssets: string[] = [];
    await context.route('**/assets/**', async (route) => {
      if (route.request().serviceWorker()) {
        workerAssets.push(route.request().url());
        if (cut === 0) {
          cut++;
          return route.abort('connectionreset');
        }
      }
      return route.continue();
    });
    await page.goto('/');
    await expect.poll(() => cut, { timeout: 30_000 }).toBe(1);
    await waitForServiceWorker(page);
    // The worker's own downloads were tried again after the failed install: the cut asset among them.
    const first = workerAssets[0];
    expect(workerAssets.filter((url) => url === first).length).toBeGreaterThanOrEqual(2);
    expect(
      unexpectedErrors(errors).filter((e) => !/ERR_CONNECTION_RESET|Failed to fetch|bad-precaching/.test(e)),
    ).toEqual([]);
    await context.close();
  });

  it('a page that loaded without the worker (active meanwhile) is taken under its control', async () => {
    const { page, context, errors } = await watchedSession(suite.browser, 'service-worker-claim');
    await page.goto('/');
    await waitForServiceWorker(page);
    // Reload past the worker (as a page that loaded while it was activating): nothing controls it at first.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    await page.reload();
    await cdp.send('Network.setBypassServiceWorker', { bypass: false });
    // The app asks the active worker to claim it.
    await waitForServiceWorker(page, 15_000);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
