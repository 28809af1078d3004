/**
 * The kitchen closes the day's kanban lines on the surplus screen (/excedente) — 'Sem sobra', 'Acabou às
 * HH:MM', the produced kg — with the server unreachable while the browser says online (lie-fi): each closing
 * is stored on the tablet and says so, then arrives exactly once when the network returns; a line closed by
 * mistake is reopened. The screen is looked at on a phone, a tablet both ways and a desktop.
 */

import type { KanbanProducao } from '@domain/schemas/entry-lookups';
import type { Fechamento } from '@domain/schemas/kanban-closings';
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { queuedRecordsOf } from '../../kit/outbox-rows';
import { isoDay } from '../helpers/api';
import { browserSuite, errorsBesidesDeadNetwork, kitchenScreen, pendingCount } from '../helpers/browser';
import { checkedAtSizes, KITCHEN_SIZES } from '../helpers/layout';

const suite = browserSuite('cozinha@demo.com.br');

const lines = (page: Page) => page.getByTestId('closing-line');
const estado = (line: Locator) => line.getAttribute('data-estado');

function dayOf(idRestaurante: number): Promise<KanbanProducao[]> {
  const q = new URLSearchParams({
    idRestaurante: String(idRestaurante),
    dtaCardapio: isoDay(0),
    qtd: '1000',
  });
  return suite.call(
    'GET',
    `/api/v1/reTbKanbanProducao/findKanbanProducaoByRestauranteAndItemProdutoAndItemVendaAndData?${q}`,
  );
}

const named = (day: KanbanProducao[], name: string) =>
  day.find((k) => `${k.desItemVenda} / ${k.desProduto}` === name);

describe('closing the kanban lines of the day', () => {
  it('offline (lie-fi): Sem sobra and Acabou às are stored on the tablet, then arrive exactly once; a line is reopened', async () => {
    const { page, context, errors } = await kitchenScreen(
      suite.browser,
      '/reApontDesperdicios/excedente',
      'kanban-closings',
    );
    const restaurante = page.getByRole('combobox', { name: 'Restaurante' });
    const idRestaurante = Number((await restaurante.inputValue()).split(' - ')[0]);
    expect(idRestaurante).toBeGreaterThan(0);
    await expect.poll(() => lines(page).count(), { timeout: 30_000 }).toBeGreaterThan(1);
    const open = lines(page).and(page.locator('[data-estado="aberta"]'));
    await expect.poll(() => open.count()).toBeGreaterThan(1);
    const nameOf = async (line: Locator) => (await line.locator('p').first().textContent())?.trim() ?? '';
    const first = open.first();
    const firstName = await nameOf(first);
    const secondName = await nameOf(open.nth(1));
    const second = lines(page).filter({ hasText: secondName });
    const byName = lines(page).filter({ hasText: firstName });

    // The Wi-Fi is up, but nothing passes: the browser still says online.
    await context.route('**/api/**', (route) => route.abort());
    await first.getByRole('button', { name: 'Sem sobra' }).click();
    const confirm = page.getByRole('dialog', { name: 'Fechar sem sobra?' });
    await confirm.getByRole('button', { name: 'Sem sobra' }).click();
    await expect.poll(() => estado(byName)).toBe('semSobra');
    await expect
      .poll(() => byName.getByTestId('closing-send-state').textContent())
      .toBe('Guardado no tablet');

    await second.getByRole('button', { name: 'Acabou às…' }).click();
    const hora = second.getByLabel(/^Acabou às/);
    expect(await hora.inputValue()).toMatch(/^\d{2}:\d{2}$/);
    await hora.fill('13:40');
    await second.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => estado(second)).toBe('esgotado');
    await expect.poll(() => second.textContent()).toContain('Fechada: acabou às 13:40');
    await second.getByRole('button', { name: /produzido$/ }).click();
    await second.getByLabel(/^Quantidade produzida/).fill('12,5');
    await second.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => second.textContent()).toContain('Produzido: 12,5 kg');
    await expect
      .poll(() => second.getByTestId('closing-send-state').textContent())
      .toBe('Guardado no tablet');
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect.poll(() => pendingCount(page)).toBe('3');

    // Looked at on each screen size (still offline: the states on the tablet).
    await checkedAtSizes(
      page,
      'kanban-closings',
      '[data-testid="kanban-closings"]',
      KITCHEN_SIZES,
      (area) => [area.getByRole('button')],
    );

    await context.unroute('**/api/**');
    await expect.poll(() => pendingCount(page), { timeout: 60_000 }).toBe('0');
    await expect.poll(() => byName.getByTestId('closing-send-state').textContent()).toBe('Enviado');
    await expect.poll(() => second.getByTestId('closing-send-state').textContent()).toBe('Enviado');

    // On the server: each line with its closing.
    const day = await dayOf(idRestaurante);
    expect(named(day, firstName)).toMatchObject({ tipFechamento: 'S', horEsgotado: null });
    expect(named(day, secondName)).toMatchObject({
      tipFechamento: 'E',
      horEsgotado: '13:40',
      qtdProduzida: 12.5,
    });
    // Exactly once: the three closings of the tablet are three stored records, and sending them again
    // (a replay) answers the very same records.
    const queued = await queuedRecordsOf<Record<string, unknown>>(page, 'fechamentos');
    expect(queued).toHaveLength(3);
    const asked = new Date().toISOString();
    const stored = await suite.call<Fechamento[]>('POST', '/api/v1/reTbKanbanProducao/fechamentos', {
      fechamentos: queued,
    });
    expect(new Set(stored.map((f) => f.idFechamento)).size).toBe(3);
    const again = await suite.call<Fechamento[]>('POST', '/api/v1/reTbKanbanProducao/fechamentos', {
      fechamentos: queued,
    });
    expect(again).toEqual(stored);
    // Stored by the tablet's send, before these calls.
    for (const f of stored) expect(f.dtaRegistro < asked).toBe(true);

    // A line closed by mistake is reopened (asked first): open on the tablet at once, then on the server, its
    // produced quantity kept.
    await second.getByRole('button', { name: 'Reabrir linha' }).click();
    const ask = page.getByRole('dialog', { name: 'Reabrir a linha?' });
    await expect.poll(() => ask.textContent()).toContain('"Acabou às 13:40" deixa de valer');
    await ask.getByRole('button', { name: 'Reabrir' }).click();
    await expect.poll(() => estado(second)).toBe('aberta');
    await expect.poll(() => second.getByRole('button', { name: 'Acabou às…' }).count()).toBe(1);
    await expect
      .poll(async () => named(await dayOf(idRestaurante), secondName)?.tipFechamento, { timeout: 60_000 })
      .toBeNull();
    expect(named(await dayOf(idRestaurante), secondName)).toMatchObject({
      horEsgotado: null,
      qtdProduzida: 12.5,
    });
    await expect.poll(() => pendingCount(page)).toBe('0');
    await expect.poll(() => estado(second)).toBe('aberta');
    expect(errorsBesidesDeadNetwork(errors)).toEqual([]);
    await context.close();
  }, 180_000);
});
