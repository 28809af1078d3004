/**
 * CO2e in real Chromium against the real server and database: the Destinos dashboard shows the CO2e card
 * and the CO2e avoided against landfill (the same figures the API gives, in pt-BR, with the landfill factor
 * it is measured against); on the destinations screen, choosing a kind fills its default factor, and the
 * destination is saved with both.
 */

import { formatCo2e } from '@domain/numbers';
import { FATOR_CO2E_PADRAO } from '@domain/rules/co2e';
import type { DestinosDash } from '@domain/schemas/dash-destinos';
import type { DestResiduo, GrupoRestaurante } from '@domain/schemas/waste-config';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { browserSuite, choose, signedInSession, unexpectedErrors } from '../helpers/browser';
import { br, typeDate } from '../helpers/date-field';

const suite = browserSuite('admin@demo.com.br');

describe('CO2e', () => {
  it('the Destinos dashboard shows the CO2e and the CO2e avoided against landfill', async () => {
    const groups = await suite.call<GrupoRestaurante[]>('GET', '/api/v1/reTbGruposRestaurantes/lov');
    const today = dayjs();
    const ini = today.subtract(30, 'day');
    const dash = await suite.call<DestinosDash>('POST', '/api/v1/destinosDash', {
      idGrupo: groups[0].idGrupo,
      dtaPeriodoIni: ini.format('YYYY-MM-DD'),
      dtaPeriodoFim: today.format('YYYY-MM-DD'),
    });
    expect(dash.co2e?.co2eEvitadoKg).toBeGreaterThan(0);
    expect(dash.indicadores.co2eKg).toBeGreaterThan(0);

    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      screenshot: 'co2e-destinos',
    });
    await page.goto('/home');
    await choose(page, 'Grupo de restaurantes', groups[0].desGrupo);
    await typeDate(page, 'Data inicial', br(ini));
    await typeDate(page, 'Data final', br(today));
    await page.getByRole('tab', { name: 'Destinos' }).click();
    await page.getByRole('button', { name: 'Pesquisar' }).click();

    const avoided = page.getByTestId('co2e-evitado-valor');
    await expect
      .poll(() => avoided.textContent(), { timeout: 30_000 })
      .toBe(formatCo2e(dash.co2e?.co2eEvitadoKg));
    const block = await page.getByTestId('co2e-evitado').textContent();
    expect(block).toContain('Aterro de referência');
    expect(block).toContain(dash.co2e?.desDestinoAterro ?? 'fator padrão');
    // The indicators card, next to the kg.
    const cards = await page.getByTestId('indicators').textContent();
    expect(cards).toContain('Emissões');
    expect(cards).toContain(formatCo2e(dash.indicadores.co2eKg, '–'));
    // The table's column per destination.
    expect(await page.getByRole('columnheader', { name: 'Evitado × aterro' }).count()).toBe(1);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('on the destinations screen, choosing a kind fills its default factor; both are saved', async () => {
    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      screenshot: 'co2e-destinations',
    });
    await page.goto('/listReTbDestResiduos');
    const add = page.getByRole('button', { name: 'Adicionar' });
    await add.waitFor({ timeout: 30_000 });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    const name = `Horta comunitária ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Destino da linha -1' }).fill(name);
    const factor = page.getByRole('textbox', { name: 'Fator (kg CO2e/kg) da linha -1' });
    await expect.poll(() => factor.inputValue()).toBe('0,70021');
    await page.getByLabel('Tipo de destino da linha -1').click();
    await page.getByRole('option', { name: 'Compostagem' }).click();
    await expect.poll(() => factor.inputValue()).toBe('0,008884');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect
      .poll(
        async () =>
          (await suite.call<DestResiduo[]>('GET', '/api/v1/reTbDestResiduos')).find(
            (d) => d.desDestino === name,
          ),
        { timeout: 15_000 },
      )
      .toMatchObject({ tipDestino: 'COMPOSTAGEM', fatorCo2e: FATOR_CO2E_PADRAO.COMPOSTAGEM });
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
