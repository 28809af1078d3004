/**
 * The register engine in real Chromium against the real server and database, on scales × units: new rows with
 * temporary ids, an edit, a local delete of a new row, save-all and reload; then a scale already active for
 * another restaurant is refused with the spec's message, verbatim.
 */
import { describe, expect, it } from 'vitest';
import { browserSuite, choose, signedInSession, unexpectedErrors } from '../helpers/browser';
import { openRows } from '../helpers/register-rows';

const suite = browserSuite('admin@demo.com.br');
const { call } = suite;

interface Link {
  idBalUnidade: number;
  idRestaurante: number;
  idBal: number;
  indInativo: number;
}

describe('register engine: scales × units', () => {
  it('adds, edits, drops a new row locally, saves all, reloads; then refuses a scale active elsewhere', async () => {
    // Three scales of our own, and one saved link to edit.
    const stamp = Date.now().toString(36).toUpperCase();
    const scales = await call<{ idBal: number; desBalanca: string }[]>(
      'POST',
      '/api/v1/reTbCadBalancas/saveAll',
      [
        { idBal: null, idSerial: `E2E-${stamp}-A`, desBalanca: `Balança E2E ${stamp} A` },
        { idBal: null, idSerial: `E2E-${stamp}-B`, desBalanca: `Balança E2E ${stamp} B` },
        { idBal: null, idSerial: `E2E-${stamp}-C`, desBalanca: `Balança E2E ${stamp} C` },
      ],
    );
    const [a, b, c] = scales;
    const restaurants = await call<{ idRestaurante: number; desRestaurante: string }[]>(
      'GET',
      '/api/v1/reTbRestaurantes/lov/search?qtd=100',
    );
    const [r1, r2] = restaurants;
    const [saved] = await call<Link[]>('POST', '/api/v1/reTbBalancasUnidades/saveAll', [
      { idBalUnidade: null, idRestaurante: r1.idRestaurante, idBal: c.idBal, indInativo: 0 },
    ]);

    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      screenshot: 'scale-units-register',
    });
    const row = await openRows(page, '/listReTbBalancasUnidades', saved.idBalUnidade);

    // Three new rows: temporary ids -1, -2, -3, shown as 'Novo'.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Adicionar' }).click();
    for (const id of [-1, -2, -3]) await expect.poll(() => row(id).textContent()).toContain('Novo');
    await choose(page, 'Restaurante da linha -1', r1.desRestaurante);
    await choose(page, 'Balança da linha -1', a.desBalanca);
    await choose(page, 'Restaurante da linha -2', r2.desRestaurante);
    await choose(page, 'Balança da linha -2', b.desBalanca);
    // A new row deleted before saving only leaves the screen.
    await page.getByRole('button', { name: 'Excluir registro -3' }).click();
    await expect.poll(() => row(-3).count()).toBe(0);
    // An edit of a saved row: deactivate it.
    await page.getByRole('switch', { name: `Ativo da linha ${saved.idBalUnidade}` }).click({ force: true });
    await expect.poll(() => page.getByText('3 alterações não salvas').isVisible()).toBe(true);

    const saves: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/v1/reTbBalancasUnidades/saveAll')) saves.push(req.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => page.getByText('Registros salvos com sucesso').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('alterações não salvas').count()).toBe(0);
    // New rows went with null ids; the deleted new row never left the browser.
    const sent = JSON.parse(saves[0]) as Link[];
    expect(sent).toHaveLength(3);
    expect(sent.filter((l) => l.idBalUnidade === null)).toHaveLength(2);
    expect(sent.some((l) => l.idBal === c.idBal && l.indInativo === 1)).toBe(true);

    // Reloaded: what the server holds.
    await page.reload();
    await expect.poll(() => row(saved.idBalUnidade).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('switch', { name: `Ativo da linha ${saved.idBalUnidade}` }).isChecked()).toBe(
      false,
    );
    const links = await call<Link[]>('GET', '/api/v1/reTbBalancasUnidades');
    const ofScale = (idBal: number) => links.filter((l) => l.idBal === idBal);
    expect(ofScale(a.idBal)).toMatchObject([{ idRestaurante: r1.idRestaurante, indInativo: 0 }]);
    expect(ofScale(b.idBal)).toMatchObject([{ idRestaurante: r2.idRestaurante, indInativo: 0 }]);
    expect(ofScale(c.idBal)).toMatchObject([{ idRestaurante: r1.idRestaurante, indInativo: 1 }]);
    for (const l of [...ofScale(a.idBal), ...ofScale(b.idBal)]) await row(l.idBalUnidade).waitFor();

    // Scale A is active for r1: active for r2 too is refused, verbatim.
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const fresh = page.locator('[data-testid^="row--"]').first();
    const freshId = Number((await fresh.getAttribute('data-testid'))?.replace('row-', ''));
    expect(freshId).toBeLessThan(0);
    await choose(page, `Restaurante da linha ${freshId}`, r2.desRestaurante);
    await choose(page, `Balança da linha ${freshId}`, a.desBalanca);
    await expect.poll(() => fresh.textContent()).toContain('Balança já está ativa para outro restaurante.');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => fresh.textContent()).toContain('Balança já está ativa para outro restaurante.');
    expect(saves).toHaveLength(1);
    const after = await call<Link[]>('GET', '/api/v1/reTbBalancasUnidades');
    expect(after.filter((l) => l.idBal === a.idBal)).toHaveLength(1);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
