/**
 * The restaurant groups and restaurants screens in real Chromium: the administrator creates a group, then a
 * restaurant of that group in Manaus's time zone; the server holds both, and the restaurant lookup answers
 * its zone.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite, choose, signedInSession, unexpectedErrors } from '../helpers/browser';

const suite = browserSuite('admin@demo.com.br');
const { call } = suite;

interface Grupo {
  idGrupo: number;
  desGrupo: string;
}
interface Restaurante {
  idRestaurante: number;
  desRestaurante: string;
  idGrupo: number | null;
  desFusoHorario: string;
  indInativo: number;
}

/** Opens the list screen at `path` and adds a row (id -1) once its Adicionar button shows. */
async function addRowOn(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(() => page.getByRole('button', { name: 'Adicionar' }).isVisible(), { timeout: 30_000 })
    .toBe(true);
  await page.getByRole('button', { name: 'Adicionar' }).click();
}

describe('restaurant groups and restaurants registers', () => {
  it('creates a group and a restaurant of it with a time zone', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const grupo = `Grupo E2E ${stamp}`;
    const restaurante = `Restaurante E2E ${stamp}`;
    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      screenshot: 'restaurants-register',
    });

    // The group.
    await addRowOn(page, '/listReTbGruposRestaurantes');
    await page.getByRole('textbox', { name: 'Descrição da linha -1' }).fill(grupo);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => page.getByText('Registros salvos com sucesso').first().isVisible()).toBe(true);
    const grupos = await call<Grupo[]>('GET', '/api/v1/reTbGruposRestaurantes');
    const saved = grupos.find((g) => g.desGrupo === grupo);
    expect(saved).toBeDefined();

    // The restaurant: name, group, Manaus, inactive (the shared demo lists of active restaurants stay as they are).
    await addRowOn(page, '/listReTbRestaurantes');
    await page.getByRole('textbox', { name: 'Nome da linha -1' }).fill(restaurante);
    await choose(page, 'Grupo da linha -1', grupo);
    expect(await page.getByRole('combobox', { name: 'Fuso horário da linha -1' }).inputValue()).toBe(
      'America/Sao_Paulo',
    );
    await choose(page, 'Fuso horário da linha -1', 'America/Manaus');
    await page.getByRole('switch', { name: 'Ativo da linha -1' }).click({ force: true });
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => page.getByText('Registros salvos com sucesso').first().isVisible()).toBe(true);

    const rows = await call<Restaurante[]>('GET', '/api/v1/reTbRestaurantes');
    const r = rows.find((x) => x.desRestaurante === restaurante);
    expect(r).toMatchObject({ idGrupo: saved?.idGrupo, desFusoHorario: 'America/Manaus', indInativo: 1 });
    const lov = await call<{ desFusoHorario?: string }>(
      'GET',
      `/api/v1/reTbRestaurantes/lov/findById/${r?.idRestaurante}`,
    );
    expect(lov.desFusoHorario).toBe('America/Manaus');

    // Reloaded, the screen shows what the server holds.
    await page.reload();
    await expect
      .poll(
        () => page.getByRole('combobox', { name: `Fuso horário da linha ${r?.idRestaurante}` }).inputValue(),
        {
          timeout: 30_000,
        },
      )
      .toBe('America/Manaus');

    expect(unexpectedErrors(errors)).toEqual([]);

    // The group in use is not deleted: the server's message shows (its 400 is the one console error).
    await page.goto('/listReTbGruposRestaurantes');
    await page.getByRole('button', { name: `Excluir registro ${saved?.idGrupo}` }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect
      .poll(
        () => page.getByText(`Grupo ${saved?.idGrupo} possui restaurantes vinculados`).first().isVisible(),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    expect(unexpectedErrors(errors)).toEqual([
      `Failed to load resource: the server responded with a status of 400 (Bad Request) (${new URL('/api/v1/reTbGruposRestaurantes', page.url()).href})`,
    ]);
    await context.close();
  });
});
