/**
 * The waste configuration registers in real Chromium against the real server and database:
 * a goal overlapping an existing one is refused with the spec's message, verbatim, and nothing is saved;
 * deleting a destination in use protects it (the user is told which) while the free one is deleted.
 */
import { MSG } from '@domain/messages';
import { goalOverlapMessage } from '@domain/rules/waste-config';
import type { DespMeta, DestResiduo } from '@domain/schemas/waste-config';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { browserSuite, choose, signedInSession, unexpectedErrors } from '../helpers/browser';
import { openRows } from '../helpers/register-rows';

const suite = browserSuite('admin@demo.com.br');
const { call } = suite;
const goalsOf = () => call<DespMeta[]>('POST', '/api/v1/reTbDespMetas/findAllReTbDespMetasByFilter', {});

describe('waste configuration registers', () => {
  it('refuses a goal overlapping an existing one with the verbatim message, saving nothing', async () => {
    // An open-ended restaurant goal of the demo data: any later start for the same unit and type overlaps it.
    const before = await goalsOf();
    const existing = before.find(
      (g) => g.idSatelite === null && g.dtaFinal === null && g.tipDesperdicio === 1,
    );
    expect(existing).toBeDefined();
    const goal = existing as DespMeta;
    const restaurants = await call<{ idRestaurante: number; desRestaurante: string }[]>(
      'GET',
      '/api/v1/reTbRestaurantes/lov/search?qtd=100',
    );
    const restaurant = restaurants.find((r) => r.idRestaurante === goal.idRestaurante);
    expect(restaurant).toBeDefined();

    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      screenshot: 'goals-overlap',
    });
    await page.goto('/listReTbDespMetas');
    await page.getByRole('button', { name: 'Adicionar' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('button', { name: 'Adicionar' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const row = page.getByTestId('row--1');
    await expect.poll(() => row.textContent()).toContain('Novo');
    await choose(page, 'Restaurante da linha -1', restaurant?.desRestaurante ?? '');
    await choose(page, 'Tipo da linha -1', 'Bandeja');
    const start = dayjs(goal.dtaInicial).add(10, 'day');
    const startInput = page.getByRole('textbox', { name: 'Data inicial da linha -1' });
    await startInput.fill(start.format('DD/MM/YYYY'));
    await startInput.press('Tab');
    await page.getByRole('textbox', { name: 'Meta (kg/dia) da linha -1' }).fill('12,5');

    const saves: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/v1/reTbDespMetas/saveAll')) saves.push(req.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const message = goalOverlapMessage({ idRestaurante: goal.idRestaurante, idSatelite: null });
    expect(message).toBe(
      `Já existe nesse periodo meta para o satélite: - / restaurante: ${goal.idRestaurante}`,
    );
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(message);
    await expect.poll(() => page.getByText(message).first().isVisible()).toBe(true);
    // Nothing saved: the server holds the same goals.
    expect((await goalsOf()).length).toBe(before.length);
    // Still staged: the user can correct it (an end before the existing start, for instance).
    await expect.poll(() => page.getByText('1 alteração não salva').isVisible()).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('protects a destination in use and deletes the free one, telling the user which', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const [free, used] = await call<DestResiduo[]>('POST', '/api/v1/reTbDestResiduos/saveAll', [
      { idDestino: null, desDestino: `Destino E2E ${stamp} livre`, indInativo: 0 },
      { idDestino: null, desDestino: `Destino E2E ${stamp} em uso`, indInativo: 0 },
    ]);
    const [restaurant] = await call<{ idRestaurante: number }[]>(
      'GET',
      '/api/v1/reTbRestaurantes/lov/search?qtd=1',
    );
    await call('POST', '/api/v1/reTbDestDesperdicio/saveAll', [
      {
        idDestDesp: null,
        idRestaurante: restaurant.idRestaurante,
        idDestino: used.idDestino,
        tipDesperdicio: 1,
      },
    ]);

    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      screenshot: 'destinations-delete',
    });
    const row = await openRows(page, '/listReTbDestResiduos', used.idDestino);

    await page.getByRole('button', { name: `Excluir registro ${free.idDestino}` }).click();
    await page.getByRole('button', { name: `Excluir registro ${used.idDestino}` }).click();
    await expect.poll(() => page.getByText('2 alterações não salvas').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();

    const message = MSG.destinationsInUse(String(used.idDestino));
    await expect.poll(() => row(used.idDestino).textContent(), { timeout: 15_000 }).toContain(message);
    await expect.poll(() => row(free.idDestino).count()).toBe(0);

    // The server holds the protected one only; a reload shows the same.
    const stored = await call<DestResiduo[]>('GET', '/api/v1/reTbDestResiduos');
    expect(stored.some((d) => d.idDestino === used.idDestino)).toBe(true);
    expect(stored.some((d) => d.idDestino === free.idDestino)).toBe(false);
    await page.reload();
    await expect.poll(() => row(used.idDestino).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await row(free.idDestino).count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
