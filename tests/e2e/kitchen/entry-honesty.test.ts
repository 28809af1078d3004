/**
 * The kitchen tablet never misleads and never corrupts a weight, in real Chromium against the real server:
 * honest states, refusals that interrupt, a correction that keeps the value, dates that are never replaced,
 * implausible weights refused, gross/tare/net, lie-fi, and item lists that keep Salvar in place.
 */
import { formatDecimalBR, formatKg } from '@domain/numbers';
import { describe, expect, it } from 'vitest';
import { companyOfToken, outboxRow, outboxRowsOf, putOutboxRows } from '../../kit/outbox-rows';
import { isoDay, rowsOf, taresOf } from '../helpers/api';
import {
  browserSuite,
  choose,
  loginAndPickCompany,
  pendingCount,
  pick,
  pickIfEmpty,
  showMenu,
  unexpectedErrors,
  watchedSession,
} from '../helpers/browser';
import { addTwoInputs, quantity, status, traySession } from '../helpers/kitchen-entry';

const suite = browserSuite('cozinha@demo.com.br');

describe('the kitchen tablet never misleads', () => {
  it('a refused weighing interrupts the entry screen with its reason; the Fila de envio do tablet says what to fix', async () => {
    const { page, context, errors, idRestaurante } = await traySession(suite.browser, 'honesty-refusal', 2);
    const [tare] = (await taresOf(suite.token, idRestaurante)).filter((t) => t.qtdPeso > 0);
    expect(tare).toBeDefined();
    // A weighing no heavier than its container, queued by an older app version: the server refuses it.
    await putOutboxRows(page, [
      outboxRow(
        companyOfToken(suite.token),
        'Bandeja · mais leve que o recipiente',
        {
          idRestaurante,
          dtaApontamento: isoDay(),
          qtdDesperdicio: tare.qtdPeso,
          idRecipiente: tare.idRecipiente,
        },
        0,
      ),
    ]);
    await page.reload(); // start-up replays the outbox
    const alert = page.getByRole('dialog', { name: /recusado pelo servidor/ });
    await alert.waitFor({ timeout: 30_000 });
    const reason = await alert.textContent();
    expect(reason).toContain('Quantidade informada está em desacordo com o peso do recipiente');
    expect(reason).toContain('mais leve que o recipiente');
    expect(reason).not.toMatch(/qtdDesperdicio|Campo corpo|esperava|\d\.\w+/);
    await alert.getByRole('button', { name: 'Corrigir agora' }).click();
    await page.waitForURL('**/reApontDesperdicios/pendentes');
    const item = page.getByTestId('pending-item');
    await expect.poll(() => item.textContent()).toContain('Recusado · requer atenção');
    await expect.poll(() => item.textContent()).toContain('Corrigir e reenviar" para ajustar a quantidade');
    // Acknowledged: coming back to entry does not interrupt again.
    await showMenu(page);
    await page.getByRole('link', { name: 'Bandeja' }).first().click();
    await page.waitForURL('**/reApontDesperdicios/bandeja');
    await quantity(page).waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('dialog', { name: /recusado pelo servidor/ }).count()).toBe(0);
    expect(unexpectedErrors(errors).filter((e) => !e.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('"Corrigir e reenviar" keeps a weight of thousands as it was', async () => {
    const { page, context, idRestaurante } = await traySession(suite.browser, 'honesty-correction', 1);
    // Refused for its date (a week ahead): the quantity itself is never touched by the worker.
    await putOutboxRows(page, [
      outboxRow(
        companyOfToken(suite.token),
        'Bandeja · data adiantada',
        { idRestaurante, dtaApontamento: isoDay(7), qtdDesperdicio: 1234.5 },
        0,
      ),
    ]);
    await page.goto('/reApontDesperdicios/pendentes');
    const item = page.getByTestId('pending-item');
    await expect.poll(() => item.textContent(), { timeout: 30_000 }).toContain('Recusado');
    await item.getByRole('button', { name: 'Corrigir e reenviar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Corrigir apontamento' });
    const field = dialog.getByRole('textbox', { name: /Quantidade/ });
    expect(await field.inputValue()).toBe('1234,5');
    await dialog.getByRole('button', { name: 'Reenviar' }).click();
    await expect
      .poll(async () => (await outboxRowsOf(page))[0]?.status, { timeout: 30_000 })
      .toBe('attention');
    expect((await outboxRowsOf(page))[0].itens[0].qtdDesperdicio).toBe(1234.5);
    await context.close();
  });

  it('a mistyped date shows "Formato da data invalido", stays as typed and saves nothing', async () => {
    const { page, context } = await traySession(suite.browser, 'honesty-date', 0);
    const date = page.getByRole('textbox', { name: 'Data' });
    for (const typed of ['31/02/2026', '99/99/9999', 'abc']) {
      await date.fill(typed);
      await quantity(page).fill('1,5');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => page.getByText('Formato da data invalido').first().isVisible()).toBe(true);
      expect(await date.inputValue()).toBe(typed);
      expect(await outboxRowsOf(page)).toHaveLength(0);
    }
    // Corrected, it saves under the date typed.
    const [y, m, d] = isoDay().split('-');
    await date.fill(`${d}/${m}/${y}`);
    await quantity(page).fill('1,5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => status(page).getAttribute('data-state')).toMatch(/stored|sent/);
    await expect.poll(() => page.getByText('Formato da data invalido').count()).toBe(0);
    await context.close();
  });

  it('net = gross − tare is shown as typed, stored, and summed in a dashboard', async () => {
    const { page, context, idRestaurante } = await traySession(suite.browser, 'honesty-net', 0);
    const tares = (await taresOf(suite.token, idRestaurante)).filter((t) => t.qtdPeso > 0);
    expect(tares.length).toBeGreaterThan(0);
    const tare = tares[0];
    const { idGrupo } = await suite.call<{ idGrupo: number }>(
      'GET',
      `/api/v1/reTbRestaurantes/lov/findById/${idRestaurante}`,
    );
    const dashKg = async () => {
      const home = await suite.call<{
        restaurantes: { idRestaurante: number; indicadores: { qtdKg: number } }[];
      }>('POST', '/api/v1/home/', {
        idGrupo,
        dtaPeriodoIni: isoDay(),
        dtaPeriodoFim: isoDay(),
        indPeriodo: 0,
      });
      return home.restaurantes.find((r) => r.idRestaurante === idRestaurante)?.indicadores.qtdKg ?? 0;
    };
    const kgBefore = await dashKg();
    const before = await rowsOf(suite.token, idRestaurante, isoDay());

    const recipiente = page.getByRole('combobox', { name: 'Recipiente' });
    await recipiente.click();
    await page
      .getByRole('listbox')
      .filter({ visible: true })
      .getByRole('option', { name: new RegExp(tare.desRecipiente) })
      .first()
      .click();
    const gross = Math.round((tare.qtdPeso + 1.25) * 1000) / 1000;
    await quantity(page).fill(formatDecimalBR(gross));
    await expect.poll(() => page.getByTestId('entry-net-value').textContent()).toBe('Líquido 1,250 kg');
    await expect.poll(() => page.getByTestId('entry-net').textContent()).toContain(formatKg(tare.qtdPeso));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => status(page).getAttribute('data-state'), { timeout: 30_000 }).toBe('sent');
    await expect.poll(() => status(page).textContent()).toContain('líquido 1,25 kg');

    const added = (await rowsOf(suite.token, idRestaurante, isoDay())).filter(
      (r) => !before.some((b) => b.idApontamento === r.idApontamento),
    ) as unknown as { qtdDesperdicio: number; qtdTara: number; qtdLiquido: number }[];
    expect(added).toHaveLength(1);
    expect(added[0].qtdDesperdicio).toBeCloseTo(gross, 3);
    expect(added[0].qtdTara).toBeCloseTo(tare.qtdPeso, 3);
    expect(added[0].qtdLiquido).toBeCloseTo(1.25, 3);
    expect((await dashKg()) - kgBefore).toBeCloseTo(1.25, 3);
    await context.close();
  });

  it('an implausible weight is stopped on the screen, and refused by the server when it gets there', async () => {
    const { page, context, idRestaurante } = await traySession(suite.browser, 'honesty-implausible', 0);
    await quantity(page).fill('12.345,6');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/Quantidade acima do máximo permitido para Bandeja/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await outboxRowsOf(page)).toHaveLength(0);

    // The same weighing from a device that does not check: the server refuses it with the same words.
    await putOutboxRows(page, [
      outboxRow(
        companyOfToken(suite.token),
        'Bandeja · 12.345,6 kg',
        { idRestaurante, dtaApontamento: isoDay(), qtdDesperdicio: 12345.6 },
        0,
      ),
    ]);
    await page.reload();
    const alert = page.getByRole('dialog', { name: /recusado pelo servidor/ });
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toMatch(/Quantidade acima do máximo permitido para Bandeja \(\d+ kg\)/);
    const rows = await rowsOf(suite.token, idRestaurante, isoDay());
    expect(rows.some((r) => Number(r.qtdDesperdicio) === 12345.6)).toBe(false);
    await context.close();
  });

  it('a net weight 10× the average asks "Confirma X kg?" first: Corrigir queues nothing', async () => {
    const { page, context } = await watchedSession(suite.browser, 'honesty-outlier');
    await loginAndPickCompany(page, 'cozinha@demo.com.br');
    // A restaurant whose usual tray is light enough for 10× to stay under the tray maximum.
    const restaurantes = await suite.call<{ idRestaurante: number; desRestaurante: string }[]>(
      'GET',
      '/api/v1/reTbRestaurantes/lov/search?qtd=100&tipDesperdicio=1',
    );
    let chosen: { idRestaurante: number; desRestaurante: string; media: number } | null = null;
    for (const r of restaurantes) {
      const m = await suite.call<{ mediaQtd: number; exception: string | null }>(
        'PUT',
        '/api/v1/reTbDesperdiciosDet/findMediaQtd',
        { idRestaurante: r.idRestaurante, tipDesperdicio: 1, dtaApontamento: isoDay() },
      );
      if (!m.exception && m.mediaQtd > 0.2 && m.mediaQtd < 4.5) {
        chosen = { ...r, media: m.mediaQtd };
        break;
      }
    }
    expect(chosen, 'a restaurant with a light tray average').not.toBeNull();
    const r = chosen as { idRestaurante: number; desRestaurante: string; media: number };
    await page.getByRole('link', { name: 'Bandeja' }).first().click();
    await page.waitForURL('**/reApontDesperdicios/bandeja');
    await choose(page, 'Restaurante', r.desRestaurante);
    await pickIfEmpty(page, 'Destino');
    await expect
      .poll(() => page.getByText(/^Referência \(líquido\): média/).count(), { timeout: 15_000 })
      .toBe(1);
    const heavy = Math.round(r.media * 11 * 1000) / 1000;
    await quantity(page).fill(formatDecimalBR(heavy));
    await page.getByRole('button', { name: 'Salvar' }).click();
    const ask = page.getByRole('dialog', { name: `Confirma ${formatDecimalBR(heavy)} kg?` });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Corrigir' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await outboxRowsOf(page)).toHaveLength(0);
    await page.getByTestId('entry-save').click();
    await page
      .getByRole('dialog', { name: `Confirma ${formatDecimalBR(heavy)} kg?` })
      .getByRole('button', { name: 'Confirmar e salvar' })
      .click();
    await expect.poll(async () => (await outboxRowsOf(page)).length).toBe(1);
    await context.close();
  });

  it('lie-fi: the header says the server is unreachable, saves say "Guardado no tablet", and the queue drains', async () => {
    const { page, context, idRestaurante } = await traySession(suite.browser, 'honesty-liefi', 1);
    const before = await rowsOf(suite.token, idRestaurante, isoDay());
    // The Wi-Fi is up, but nothing passes: the browser still says online.
    await context.route('**/api/**', (route) => route.abort());
    const weights = ['1,101', '1,202', '1,303'];
    for (const w of weights) {
      await quantity(page).fill(w);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => status(page).getAttribute('data-state')).toBe('stored');
      await expect.poll(() => status(page).textContent()).toMatch(/^Guardado no tablet/);
      await expect.poll(() => quantity(page).inputValue()).toBe('');
    }
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect
      .poll(() => page.getByTestId('connection-status').textContent(), { timeout: 15_000 })
      .toBe('Sem conexão com o servidor');
    await expect.poll(() => pendingCount(page)).toBe('3');

    await context.unroute('**/api/**');
    await expect.poll(() => pendingCount(page), { timeout: 60_000 }).toBe('0');
    await expect.poll(() => page.getByTestId('connection-status').textContent()).toBe('Online');
    await expect.poll(() => status(page).getAttribute('data-state')).toBe('sent');
    const added = (await rowsOf(suite.token, idRestaurante, isoDay())).filter(
      (r) => !before.some((b) => b.idApontamento === r.idApontamento),
    );
    expect(added.map((r) => Number(r.qtdDesperdicio)).sort()).toEqual([1.101, 1.202, 1.303]);
    await context.close();
  });

  it('item lists: the Destino message clears, Salvar stays put, a double tap saves once', async () => {
    const { page, context } = await watchedSession(suite.browser, 'honesty-list');
    await loginAndPickCompany(page, 'cozinha@demo.com.br');
    await page.getByRole('link', { name: 'Pré-preparo por insumo' }).first().click();
    await page.waitForURL('**/reApontDesperdicios/preparoInsumo');
    await pickIfEmpty(page, 'Restaurante');
    const destino = page.getByRole('combobox', { name: 'Destino' });
    await expect.poll(() => destino.isEnabled()).toBe(true);
    const quantities = await addTwoInputs(page);
    await quantities.nth(0).fill('0,5');
    await quantities.nth(1).fill('0,25');
    const salvar = page.getByRole('button', { name: 'Salvar' });
    const where = async () => {
      const box = await salvar.boundingBox();
      return box && { x: Math.round(box.x), y: Math.round(box.y) };
    };

    // Without a destination (when the restaurant has some), the field says so; choosing one clears it.
    if (await destino.inputValue()) {
      await destino.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Escape');
    }
    if (!(await destino.inputValue())) {
      const at = await where();
      await salvar.click();
      await expect.poll(() => page.getByText('Informação obrigatória').first().isVisible()).toBe(true);
      // The field's message may push it down a line; it never jumps sideways.
      expect((await where())?.x).toBe(at?.x);
      await pick(page, 'Destino');
      await expect.poll(() => page.getByText('Informação obrigatória').count()).toBe(0);
    }

    const at = await where();
    await salvar.dblclick();
    await expect.poll(() => status(page).textContent(), { timeout: 30_000 }).toMatch(/2 pesagens/);
    expect(await status(page).textContent()).not.toMatch(/registrado\b/);
    expect(await page.getByText('Nenhuma pesagem informada').count()).toBe(0);
    expect(await page.getByText('Quantidade inválida').count()).toBe(0);
    expect(await outboxRowsOf(page)).toHaveLength(1);
    expect(await where()).toEqual(at);
    await context.close();
  });
});
