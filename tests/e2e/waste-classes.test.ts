/**
 * Avoidable and unavoidable waste in real Chromium: the administrator classifies a waste type on
 * /listClassesDesperdicio (the share field shows only for 'Parcialmente evitável') and the Inicial dashboard
 * shows the split by class with the numbers the API gives.
 */
import { formatKg } from '@app/lib/value-format';
import type { Indicadores } from '@domain/schemas/dashboards';
import type { TipoClasseRow } from '@domain/schemas/waste-classes';
import type { GrupoRestaurante } from '@domain/schemas/waste-config';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { browserSuite, choose, signedInSession, unexpectedErrors } from './helpers/browser';

const suite = browserSuite('admin@demo.com.br');

describe('waste classes', () => {
  it('the register edits a class and its share; the dashboard shows the split by class', async () => {
    const before = await suite.call<TipoClasseRow[]>('GET', '/api/v1/classesDesperdicio/tipos');
    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      screenshot: 'waste-classes',
    });
    try {
      await page.goto('/listClassesDesperdicio');
      const classe = page.getByRole('combobox', { name: 'Classe da linha 4' });
      await expect.poll(() => classe.count(), { timeout: 30_000 }).toBe(1);
      const share = page.getByRole('textbox', { name: 'Parte evitável (%) da linha 4' });
      expect(await share.count()).toBe(0);
      await choose(page, 'Classe da linha 4', 'Parcialmente evitável');
      await expect.poll(() => share.count()).toBe(1);
      await share.fill('35,5');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(async () => {
          const rows = await suite.call<TipoClasseRow[]>('GET', '/api/v1/classesDesperdicio/tipos');
          return rows.find((r) => r.tipDesperdicio === 4);
        })
        .toMatchObject({ tipClasse: 'parcial', pctEvitavel: 35.5 });

      const groups = await suite.call<GrupoRestaurante[]>('GET', '/api/v1/reTbGruposRestaurantes/lov');
      const ini = dayjs().subtract(30, 'day');
      const fim = dayjs();
      const api = await suite.call<{ indicadores: Indicadores }>('POST', '/api/v1/home/', {
        idGrupo: groups[0].idGrupo,
        dtaPeriodoIni: ini.format('YYYY-MM-DD'),
        dtaPeriodoFim: fim.format('YYYY-MM-DD'),
        indPeriodo: 0,
      });
      await page.goto('/home');
      await choose(page, 'Grupo de restaurantes', groups[0].desGrupo);
      for (const [label, d] of [
        ['Data inicial', ini],
        ['Data final', fim],
      ] as const) {
        const input = page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();
        await input.fill(d.format('DD/MM/YYYY'));
        await input.press('Tab');
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      const split = page.getByTestId('class-split');
      await expect.poll(() => split.count(), { timeout: 30_000 }).toBe(1);
      for (const l of api.indicadores.porClasse ?? []) {
        const row = split.locator(`tr[data-classe="${l.classe}"]`);
        expect(await row.textContent()).toContain(formatKg(l.qtdKg));
      }
      const parcial = api.indicadores.porClasse?.find((l) => l.classe === 'parcial');
      expect(parcial?.qtdKg).toBeGreaterThan(0);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await suite.call(
        'POST',
        '/api/v1/classesDesperdicio/tipos/saveAll',
        before.map(({ tipDesperdicio, tipClasse, pctEvitavel }) => ({
          tipDesperdicio,
          tipClasse,
          pctEvitavel,
        })),
      );
      await context.close();
    }
  });
});
