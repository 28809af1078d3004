// @vitest-environment jsdom
import { addDays } from '@domain/dates';
import 'fake-indexeddb/auto';
import { DesperdiciosDetBandejaPage } from '@app/features/entry/components/desperdicios-det-bandeja-page';
import { PARAM_CONFIG, PARAM_REFEICOES } from '@domain/constants';
import { MSG } from '@domain/messages';
import type { Parametro } from '@domain/schemas/entry-lookups';

import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parametroRow } from '../../../kit/factories/parametro';
import { installDomPolyfills } from '../helpers/dom';
import { entryRoutes } from '../helpers/entry-routes';
import { mockFetch, routes } from '../helpers/fetch-mock';
import { cleanupAfterEach, fetchCalls, renderScreen } from '../helpers/render-screen';

/** Spec §4: the entry-mode expiry met by entry is saved by the server, then the parameters are reloaded. */

const SWITCH = 'POST /api/v1/reTbParametros/modoApontamento';
const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

const param = (desParametro: string, seqParametro: number, v: Partial<Parametro>) =>
  parametroRow(
    {
      idParametro: seqParametro + (desParametro === PARAM_CONFIG ? 100 : 200),
      idEmpresa: 1,
      idRestaurante: 42,
      desParametro,
      seqParametro,
    },
    v,
  );

/** The stored parameters: mode 'both' whose limit date has passed, until the server switches them. */
let switched: boolean;
const stored = () => [
  param(PARAM_CONFIG, 7, { vlrParametroInt: switched ? 1 : 2 }),
  param(PARAM_CONFIG, 12, { vlrParametroDta: addDays(today, switched ? -1 : -5) }),
];

let fetchMock: ReturnType<typeof mockFetch>;
beforeAll(() => installDomPolyfills());
beforeEach(() => {
  switched = false;
  const table = routes(
    entryRoutes({
      [SWITCH]: () => {
        switched = true;
        return { body: { expirado: true, modo: 1 } };
      },
    }),
  );
  fetchMock = mockFetch((url, init) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/v1/reTbParametros') {
      const des = u.searchParams.get('desParametro');
      return { body: stored().filter((p) => p.desParametro === des && des !== PARAM_REFEICOES) };
    }
    return table(url, init);
  });
});
cleanupAfterEach();

describe('the entry-mode expiry (RE-Configuracao/U seq 7 and 12)', () => {
  it('is sent to the server once, the parameters reload, and this visit says it expired and that entry is blocked', async () => {
    renderScreen('/reApontDesperdicios/bandeja', <DesperdiciosDetBandejaPage title="Bandeja" />);
    expect(await screen.findByText(MSG.paramExpired(42), { exact: false })).toBeTruthy();
    await waitFor(() => expect(fetchCalls(fetchMock).calls(SWITCH)).toHaveLength(1));
    expect(fetchCalls(fetchMock).bodyOf(SWITCH)).toEqual({ idRestaurante: 42 });
    // Reloaded: the parameters now say app-only (the limit moved to yesterday).
    const configLoads = () =>
      fetchMock.mock.calls.filter(([url]) =>
        String(url).includes(`desParametro=${encodeURIComponent(PARAM_CONFIG)}`),
      ).length;
    await waitFor(() => expect(configLoads()).toBeGreaterThanOrEqual(2));
    expect(screen.getByText(MSG.paramExpired(42), { exact: false })).toBeTruthy();
    expect(screen.getByText(MSG.entryBlocked, { exact: false })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetchCalls(fetchMock).calls(SWITCH)).toHaveLength(1);
  });

  it('the next visit, with the switch saved, only says that entry is through the app', async () => {
    switched = true;
    renderScreen('/reApontDesperdicios/bandeja', <DesperdiciosDetBandejaPage title="Bandeja" />);
    expect(await screen.findByText(MSG.entryBlocked, { exact: false })).toBeTruthy();
    expect(screen.queryByText(MSG.paramExpired(42), { exact: false })).toBeNull();
    expect(fetchCalls(fetchMock).calls(SWITCH)).toHaveLength(0);
  });
});
