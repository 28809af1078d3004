/**
 * The heart of the product, in real Chromium against the real server and database: a kitchen tablet records a
 * shift's waste without Wi-Fi, is reloaded offline, and sends everything — once — when the network returns.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { companyOfToken, outboxRow, putOutboxRows } from '../../kit/outbox-rows';
import { isoDay, rowsOf, taresOf } from '../helpers/api';
import {
  browserSuite,
  cacheHas,
  goOffline,
  goOnline,
  openInputsEntry,
  pendingCount,
  pick,
} from '../helpers/browser';
import { traySession } from '../helpers/kitchen-entry';

const suite = browserSuite('cozinha@demo.com.br');

async function saveTray(page: Page, qtd: string, expected: RegExp) {
  await page.getByRole('textbox', { name: /^Quantidade bruta/ }).fill(qtd);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(() => page.getByTestId('entry-saved').textContent()).toMatch(expected);
  await expect.poll(() => page.getByRole('textbox', { name: /^Quantidade bruta/ }).inputValue()).toBe('');
}

describe('offline-first waste entry', () => {
  it('records 3 trays and a 3-weighing list offline, survives a reload, and sends exactly 6 rows', async () => {
    const { page, context, idRestaurante } = await traySession(suite.browser, 'offline-entry-shift', 0);
    // What entry needs is kept on the device before the network goes.
    await expect.poll(() => cacheHas(page, `parametros:${idRestaurante}`), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => cacheHas(page, 'insumos'), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => cacheHas(page, `recipientes:${idRestaurante}`), { timeout: 60_000 }).toBe(true);
    // The list screen offline needs the destinations of type 4 too (fetched in the background after login).
    await expect.poll(() => cacheHas(page, `destinos:${idRestaurante}:4`), { timeout: 60_000 }).toBe(true);
    const before = await rowsOf(suite.token, idRestaurante, isoDay());

    await goOffline(context);
    await expect.poll(() => page.getByTestId('connection-status').textContent()).toBe('Offline');
    for (const qtd of ['1,250', '0,8', '2,05']) await saveTray(page, qtd, /^Guardado no tablet/);
    await expect.poll(() => pendingCount(page)).toBe('3');

    // The item list, offline: three monitored inputs, one save.
    await openInputsEntry(page, idRestaurante);
    for (let i = 0; i < 3; i++) {
      await pick(page, 'Insumo', i);
      await page.getByRole('button', { name: 'Adicionar' }).click();
    }
    // The same input twice is refused.
    await pick(page, 'Insumo', 0);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect.poll(() => page.getByText('Registro já adicionado').isVisible()).toBe(true);
    // Saving with no quantity at all is refused.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('Nenhuma pesagem informada').isVisible()).toBe(true);
    const quantities = page.getByRole('textbox', { name: /^Quantidade de / });
    await expect.poll(() => quantities.count()).toBe(3);
    for (const [i, qtd] of ['0,5', '0,75', '1,1'].entries()) await quantities.nth(i).fill(qtd);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(() => page.getByTestId('entry-saved').textContent())
      .toMatch(/^Guardado no tablet.*3 pesagens/);
    await expect.poll(() => pendingCount(page)).toBe('4');

    // Reloaded without network, the app still opens, with its 4 pending saves.
    await page.reload();
    await expect.poll(() => pendingCount(page), { timeout: 30_000 }).toBe('4');
    // The header says what the device knows: 'Offline' when the browser says it has no network; some Chromium
    // builds report a page reloaded under emulated offline as online, and then every call failing makes it
    // 'Sem conexão com o servidor'. Never 'Online'.
    const deviceOffline = await page.evaluate(() => !navigator.onLine);
    await expect
      .poll(() => page.getByTestId('connection-status').textContent())
      .toBe(deviceOffline ? 'Offline' : 'Sem conexão com o servidor');
    await page.getByTestId('pending-count').click();
    await expect.poll(() => page.getByTestId('pending-item').count()).toBe(4);

    await goOnline(context);
    await expect.poll(() => pendingCount(page), { timeout: 60_000 }).toBe('0');
    const after = await rowsOf(suite.token, idRestaurante, isoDay());
    const added = after.filter((r) => !before.some((b) => b.idApontamento === r.idApontamento));
    expect(added).toHaveLength(6);
    expect(new Set(added.map((r) => r.uuidApontamento)).size).toBe(6);
    expect(added.map((r) => Number(r.qtdDesperdicio)).sort((a, b) => a - b)).toEqual([
      0.5, 0.75, 0.8, 1.1, 1.25, 2.05,
    ]);
    expect(added.filter((r) => r.tipDesperdicio === 1)).toHaveLength(3);
    expect(added.filter((r) => r.tipDesperdicio === 4)).toHaveLength(3);
    await context.close();
  });

  it('a save whose response is lost on the way back ends as exactly one row', async () => {
    const { page, context, idRestaurante } = await traySession(suite.browser, 'offline-entry-lost', 1);
    const before = await rowsOf(suite.token, idRestaurante, isoDay());
    let dropped = 0;
    await context.route('**/api/v1/reTbDesperdiciosDet/saveAll', async (route) => {
      if (dropped === 0) {
        dropped++;
        await route.fetch(); // the server stores it…
        await route.abort('connectionreset'); // …and the answer never arrives
      } else await route.continue();
    });
    await saveTray(page, '3,333', /Pesagem de 3,333 kg/);
    await expect.poll(() => dropped, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => pendingCount(page), { timeout: 60_000 }).toBe('0');
    const after = await rowsOf(suite.token, idRestaurante, isoDay());
    const added = after.filter((r) => !before.some((b) => b.idApontamento === r.idApontamento));
    expect(added).toHaveLength(1);
    expect(Number(added[0].qtdDesperdicio)).toBe(3.333);

    // The next entry of the shift: restaurant, destination and scale are remembered, the quantity has the
    // focus — type the weight and tap Salvar.
    await page.reload();
    const restaurante = page.getByRole('combobox', { name: 'Restaurante' });
    await expect.poll(() => restaurante.inputValue()).toMatch(new RegExp(`^${idRestaurante} - `));
    await expect.poll(() => page.getByRole('combobox', { name: 'Destino' }).inputValue()).not.toBe('');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('inputmode')))
      .toBe('decimal');
    await page.keyboard.type('1,111');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByTestId('entry-saved').textContent()).toMatch(/Pesagem de 1,111 kg/);
    await context.close();
  });

  it('a save the server refuses waits in "Fila de envio do tablet" with its message: corrected and resent, or discarded', async () => {
    const { page, context, idRestaurante } = await traySession(suite.browser, 'offline-entry-attention', 2);
    const [tare] = (await taresOf(suite.token, idRestaurante)).filter((t) => t.qtdPeso > 0);
    expect(tare).toBeDefined();
    // Two weighings queued by an older version of the app, which did not check the tare: the server refuses them.
    const idEmpresa = companyOfToken(suite.token);
    const weighing = {
      idRestaurante,
      dtaApontamento: isoDay(),
      qtdDesperdicio: tare.qtdPeso,
      idRecipiente: tare.idRecipiente,
    };
    const queued = [
      outboxRow(idEmpresa, 'Bandeja · a corrigir', weighing, 0),
      outboxRow(idEmpresa, 'Bandeja · a descartar', weighing, 1),
    ];
    await putOutboxRows(page, queued);
    const uuids = queued.map((r) => r.itens[0].uuidApontamento);
    await page.goto('/reApontDesperdicios/pendentes'); // start-up replays the outbox
    const items = page.getByTestId('pending-item');
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBe(2);
    const message =
      'Quantidade informada está em desacordo com o peso do recipiente. Ajustar quantidade ou recipiente informado para a pesagem';
    await expect.poll(() => page.getByText(message).count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => pendingCount(page)).toBe('2');

    // Corrected and resent: stored once.
    await items
      .filter({ hasText: 'a corrigir' })
      .getByRole('button', { name: 'Corrigir e reenviar' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Corrigir apontamento' });
    await dialog
      .getByRole('textbox', { name: /Quantidade/ })
      .fill(String(tare.qtdPeso + 1.5).replace('.', ','));
    await dialog.getByRole('button', { name: 'Reenviar' }).click();
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBe(1);

    // Discarded after a confirmation: never sent.
    await items.getByRole('button', { name: 'Descartar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Descartar apontamento' });
    await confirm.getByRole('button', { name: 'Descartar' }).click();
    await expect.poll(() => page.getByTestId('pending-empty').isVisible()).toBe(true);
    await expect.poll(() => pendingCount(page)).toBe('0');

    const rows = await rowsOf(suite.token, idRestaurante, isoDay());
    expect(rows.filter((r) => r.uuidApontamento === uuids[0])).toHaveLength(1);
    expect(Number(rows.find((r) => r.uuidApontamento === uuids[0])?.qtdDesperdicio)).toBeCloseTo(
      tare.qtdPeso + 1.5,
    );
    expect(rows.filter((r) => r.uuidApontamento === uuids[1])).toHaveLength(0);
    await context.close();
  });
});
