/**
 * The admin dialog in real Chromium against the real server: a signed-in user presses Ctrl+L and
 * sees the version the server serves in /version.json; in the Logs tab, 'Baixar log de requisições'
 * downloads a JSON file holding the API requests the page made so far (authentication calls excluded).
 */
import { readFile } from 'node:fs/promises';
import dayjs from 'dayjs';
import { describe, expect, inject, it } from 'vitest';
import { browserSuite, loginAndPickCompany, unexpectedErrors, watchedSession } from '../helpers/browser';

const suite = browserSuite();

interface LoggedRequest {
  method: string;
  url: string;
  statusCode: number;
}

describe('admin dialog', () => {
  it('Ctrl+L opens it with the served version; the request log downloads with the requests made', async () => {
    const res = await fetch(`${inject('baseUrl')}/version.json`, { cache: 'no-store' });
    expect(res.ok).toBe(true);
    const version = (await res.json()) as { branch: string; lastCommit: string; date: string };

    const { page, context, errors } = await watchedSession(suite.browser, 'admin-dialog');
    // Every API call the page completed (the client logs all of them but authentication).
    const made = new Set<string>();
    page.on('requestfinished', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/api/') && !pathname.toLowerCase().startsWith('/api/authenticate'))
        made.add(`${req.method()} ${pathname}`);
    });

    await loginAndPickCompany(page, 'admin@demo.com.br');
    await page.waitForLoadState('networkidle');
    expect(made.size).toBeGreaterThan(0);

    await page.keyboard.press('Control+l');
    const dialog = page.getByRole('dialog', { name: 'Administração' });
    await dialog.waitFor({ timeout: 15_000 });
    const versionTable = dialog.getByRole('table', { name: 'Versão' });
    await versionTable.waitFor({ timeout: 15_000 });
    const rowText = (label: string) =>
      versionTable.getByRole('row').filter({ hasText: label }).first().textContent();
    expect(await rowText('Branch')).toBe(`Branch${version.branch}`);
    expect(await rowText('Último commit')).toBe(`Último commit${version.lastCommit}`);
    expect(await rowText('Data')).toBe(`Data${dayjs(version.date).format('DD/MM/YYYY HH:mm')}`);

    await dialog.getByRole('tab', { name: 'Logs' }).click();
    const expected = [...made];
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Baixar log de requisições' }).click();
    const file = await (await download).path();
    const log = JSON.parse(await readFile(file, 'utf8')) as LoggedRequest[];
    const logged = new Set(log.map((e) => `${e.method} ${new URL(e.url, 'http://x').pathname}`));
    expect(log.length).toBeGreaterThan(0);
    for (const request of expected) expect([...logged], request).toContain(request);
    expect(log.some((e) => e.url.toLowerCase().startsWith('/api/authenticate'))).toBe(false);

    // Escape closes the dialog.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
