// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { DesperdiciosDetBandejaPage } from '@app/features/entry/components/desperdicios-det-bandeja-page';
import { MSG } from '@domain/messages';

import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { entryRoutes } from '../helpers/entry-routes';
import { mockFetch, routes } from '../helpers/fetch-mock';
import { cleanupAfterEach, renderScreen } from '../helpers/render-screen';

/** Spec §8: a restaurant whose parameters fail to load says so, and entry is not offered. */

let parametrosStatus: number;
beforeAll(() => installDomPolyfills());
beforeEach(() => {
  parametrosStatus = 400;
  mockFetch(
    routes(
      entryRoutes({
        'GET /api/v1/reTbParametros': () => ({
          status: parametrosStatus,
          body: { exception: 'falha' },
        }),
      }),
    ),
  );
});
cleanupAfterEach();

describe('entry screens and their parameters', () => {
  it("show 'Não foi possível carregar os parâmetros de sistema para esse restaurante ({id})' and block saving", async () => {
    renderScreen('/reApontDesperdicios/bandeja', <DesperdiciosDetBandejaPage title="Bandeja" />);
    expect(await screen.findByText(MSG.paramsLoadFailed(42))).toBeTruthy();
    expect(MSG.paramsLoadFailed(42)).toBe(
      'Não foi possível carregar os parâmetros de sistema para esse restaurante (42)',
    );
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
