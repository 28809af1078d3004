// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { DesperdiciosDetBandejaPage } from '@app/features/entry/components/desperdicios-det-bandeja-page';
import { PreparoInsumoPage } from '@app/features/entry/components/desperdicios-det-itens-page';
import { MSG } from '@domain/messages';

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { entryRoutes } from '../helpers/entry-routes';
import { mockFetch, routes } from '../helpers/fetch-mock';
import { cleanupAfterEach, renderScreen } from '../helpers/render-screen';

/** Spec §8: 'Erro ao buscar informações sobre apontamentos anteriores.' when findDesperdiciosDetMediaQtd fails. */

let mediaFails: boolean;
beforeAll(() => installDomPolyfills());
beforeEach(() => {
  mediaFails = true;
  mockFetch(
    routes(
      entryRoutes({
        'POST /api/v1/reTbDesperdiciosDet/findIdInsumos': {
          body: [{ idInsumo: 7, desInsumo: 'Cebola', indInativo: 0 }],
        },
        'PUT /api/v1/reTbDesperdiciosDet/findMediaQtd': () =>
          mediaFails
            ? { status: 400, body: { statusCode: 400, message: 'falha' } }
            : { body: { mediaQtd: 1, minQtd: 0, maxQtd: 2, exception: null } },
      }),
    ),
  );
});
cleanupAfterEach();

/** Picks the input 'Cebola' (once the restaurant is chosen) and adds its line. */
async function addCebola() {
  const picker = (await screen.findByRole('combobox', { name: 'Insumo' })) as HTMLInputElement;
  await waitFor(() => expect(picker.disabled).toBe(false));
  fireEvent.click(picker);
  fireEvent.click(await screen.findByRole('option', { name: /Cebola/, hidden: true }));
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
}

describe("'Erro ao buscar informações sobre apontamentos anteriores.'", () => {
  it('shows on the tray when findDesperdiciosDetMediaQtd fails', async () => {
    renderScreen('/reApontDesperdicios/bandeja', <DesperdiciosDetBandejaPage title="Bandeja" />);
    expect(await screen.findByText(MSG.previousLoadFailed)).toBeTruthy();
  });

  it('shows on an item list when the reference of a line fails, and not when it loads', async () => {
    renderScreen('/reApontDesperdicios/preparoInsumo', <PreparoInsumoPage title="Pré-preparo por insumo" />);
    await addCebola();
    expect(await screen.findByText(MSG.previousLoadFailed)).toBeTruthy();
    cleanup();
    mediaFails = false;
    renderScreen('/reApontDesperdicios/preparoInsumo', <PreparoInsumoPage title="Pré-preparo por insumo" />);
    await addCebola();
    expect(await screen.findByRole('cell', { name: /Cebola/ })).toBeTruthy();
    expect(screen.queryByText(MSG.previousLoadFailed)).toBeNull();
  });
});
