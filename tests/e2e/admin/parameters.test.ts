/**
 * Parameters in real Chromium against the real server and database: the administrator changes a
 * restaurant's upper tolerance (RE-Configuracao/U seq 14) on /reTbParametros, and the tray entry of that
 * unit at once shows the new maximum and records a quantity between the old and the new maximum without
 * approval (before: 'fora da tolerância'). The parameter and the tray are restored/removed at the end.
 */
import { PARAM_CONFIG } from '@domain/constants';
import { formatDecimalBR } from '@domain/numbers';
import type { Parametro } from '@domain/schemas/entry-lookups';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { committedValue } from '../../kit/select-value';
import { rowsOf } from '../helpers/api';
import {
  browserSuite,
  choose,
  loginAndPickCompany,
  pickIfEmpty,
  screenShown,
  showMenu,
  unexpectedErrors,
  watchedSession,
} from '../helpers/browser';

const suite = browserSuite('admin@demo.com.br');
const { call } = suite;

const today = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

interface MediaQtd {
  mediaQtd: number;
  minQtd: number;
  maxQtd: number;
  exception: string | null;
}
const mediaOf = (idRestaurante: number) =>
  call<MediaQtd>('PUT', '/api/v1/reTbDesperdiciosDet/findMediaQtd', {
    idRestaurante,
    tipDesperdicio: 1,
    dtaApontamento: today(),
  });
const configOf = (idRestaurante: number) =>
  call<Parametro[]>('POST', '/api/v1/reTbParametros/byEmpresaOrRestaurante', {
    idEmpresa: null,
    idRestaurante,
    desParametro: PARAM_CONFIG,
  });

/** On the tray screen: the restaurant chosen, destination and scale filled. */
async function chooseTrayRestaurant(page: Page, r: { idRestaurante: number; desRestaurante: string }) {
  const input = page.getByRole('combobox', { name: 'Restaurante' });
  await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
  if ((await committedValue(input)) !== String(r.idRestaurante))
    await choose(page, 'Restaurante', r.desRestaurante);
  await expect.poll(() => committedValue(input)).toBe(String(r.idRestaurante));
  await expect.poll(() => input.inputValue()).toMatch(new RegExp(`^${r.idRestaurante} - `));
  await pickIfEmpty(page, 'Destino');
  await pickIfEmpty(page, 'Balança');
}

const reference = (page: Page) => page.getByText(/^Referência \(líquido\): média/);

/** Opens the tray screen from the menu on the restaurant `r`, and waits for its reference to say `maxQtd`. */
async function trayWithMaximum(
  page: Page,
  r: { idRestaurante: number; desRestaurante: string },
  maxQtd: number,
) {
  await page.getByRole('link', { name: 'Bandeja' }).first().click();
  await page.waitForURL('**/reApontDesperdicios/bandeja');
  await screenShown(page, 'Bandeja');
  await chooseTrayRestaurant(page, r);
  await expect
    .poll(() => reference(page).textContent(), { timeout: 15_000 })
    .toContain(`máximo ${formatDecimalBR(maxQtd)} kg`);
}

describe('parameters', () => {
  it("an administrator's new tolerance is used at once by a new tray entry of that restaurant", async () => {
    // A unit the kitchen tests do not use (the last of the list) with a tray reference for today.
    const restaurants = await call<{ idRestaurante: number; desRestaurante: string }[]>(
      'GET',
      '/api/v1/reTbRestaurantes/lov/search?qtd=100&tipDesperdicio=1',
    );
    let restaurant: { idRestaurante: number; desRestaurante: string } | undefined;
    let before: MediaQtd | undefined;
    for (const r of [...restaurants].reverse()) {
      const m = await mediaOf(r.idRestaurante);
      if (!m.exception && m.mediaQtd > 0) {
        restaurant = r;
        before = m;
        break;
      }
    }
    expect(restaurant, 'a restaurant with a tray reference').toBeDefined();
    const r = restaurant as { idRestaurante: number; desRestaurante: string };
    const old = before as MediaQtd;
    const stored = await configOf(r.idRestaurante);
    const seq14 = stored.find((p) => p.seqParametro === 14) as Parametro;
    const seq16 = stored.find((p) => p.seqParametro === 16);
    expect(seq14?.vlrParametroDec).toBeGreaterThan(0);
    expect(seq16?.vlrParametroInt).toBe(1);
    const oldPct = seq14.vlrParametroDec as number;
    const newPct = oldPct + 50;
    // Above the old maximum, below the new one.
    const qtd = Math.round(old.mediaQtd * (1 + (oldPct + 25) / 100) * 1000) / 1000;
    expect(qtd).toBeGreaterThan(old.maxQtd);

    const { page, context, errors } = await watchedSession(suite.browser, 'parameters-tolerance');
    const restore = () =>
      call('POST', '/api/v1/reTbParametros/saveAll', [
        {
          idParametro: seq14.idParametro,
          idRestaurante: seq14.idRestaurante,
          desParametro: seq14.desParametro,
          seqParametro: 14,
          tipParametro: 'dec',
          vlrParametroDec: oldPct,
          txtObservacao: seq14.txtObservacao,
          txtParametro: seq14.txtParametro,
        },
      ]);
    const recorded: number[] = [];
    try {
      await loginAndPickCompany(page, 'admin@demo.com.br');

      // 1. The tray screen with the current bounds.
      await trayWithMaximum(page, r, old.maxQtd);

      // 2. The administrator raises seq 14 on /reTbParametros and saves.
      await showMenu(page);
      await page.getByText('Administrador', { exact: true }).first().click();
      await page.getByRole('link', { name: 'Parâmetros', exact: true }).click();
      await page.waitForURL('**/reTbParametros');
      await screenShown(page, 'Parâmetros');
      await choose(page, 'Restaurante', r.desRestaurante);
      await page.getByRole('textbox', { name: 'Parâmetro' }).fill('Configuracao');
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      // The parameter by its human name (the code is secondary text).
      const value = page.getByRole('textbox', { name: 'Tolerância acima da média', exact: true });
      await value.waitFor({ timeout: 15_000 });
      expect(await value.inputValue()).toBe(formatDecimalBR(oldPct, 4));
      await value.fill(formatDecimalBR(newPct, 4));
      await expect.poll(() => page.getByText('1 alteração não salva').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expect
        .poll(() => page.getByText('Alterações salvas com sucesso').first().isVisible(), { timeout: 15_000 })
        .toBe(true);
      const saved = (await configOf(r.idRestaurante)).find((p) => p.seqParametro === 14);
      expect(saved?.vlrParametroDec).toBe(newPct);
      const now = await mediaOf(r.idRestaurante);
      expect(now.mediaQtd).toBe(old.mediaQtd);
      expect(Math.abs(now.maxQtd - old.mediaQtd * (1 + newPct / 100))).toBeLessThan(0.002);

      // 3. Back on the tray screen (same session): the new maximum, and the quantity needs no approval.
      await trayWithMaximum(page, r, now.maxQtd);
      const rowsBefore = await rowsOf(suite.token, r.idRestaurante, today());
      await page.getByRole('textbox', { name: /^Quantidade bruta/ }).fill(formatDecimalBR(qtd));
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() => page.getByTestId('entry-saved').textContent(), { timeout: 30_000 })
        .toMatch(new RegExp(`^Enviado.*Pesagem de ${formatDecimalBR(qtd)} kg`));
      expect(await page.getByTestId('entry-saved').textContent()).not.toContain('fora da tolerância');
      // The server, with the same parameters, did not send it to approval either.
      const added = async () =>
        (await rowsOf(suite.token, r.idRestaurante, today())).filter(
          (x) => !rowsBefore.some((b) => b.idApontamento === x.idApontamento),
        );
      await expect.poll(async () => (await added()).length, { timeout: 30_000 }).toBe(1);
      const [row] = (await added()) as unknown as { idApontamento: number; indStatusAprov: number | null }[];
      recorded.push(row.idApontamento);
      expect(row.indStatusAprov).toBeNull();
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await restore();
      if (recorded.length)
        await call('DELETE', '/api/v1/reTbDesperdiciosDet/deleteByIDs', { idApontamento: recorded });
      await context.close();
    }
    expect((await configOf(r.idRestaurante)).find((p) => p.seqParametro === 14)?.vlrParametroDec).toBe(
      oldPct,
    );
  });
});
