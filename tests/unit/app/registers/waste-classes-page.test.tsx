// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { ClassesDesperdicioPage } from '@app/features/registers/components/classes-desperdicio-page';
import { MSG_CLASSE } from '@domain/rules/waste-classes';
import type { TipoClasseRow } from '@domain/schemas/waste-classes';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { openAtRow } from '../helpers/register-screen';
import { cleanupAfterEach, fetchCalls, renderScreen } from '../helpers/render-screen';

/** /listClassesDesperdicio: the class select, the share only for 'Parcialmente evitável', the save payload. */

const LIST = 'GET /api/v1/classesDesperdicio/tipos';
const SAVE = 'POST /api/v1/classesDesperdicio/tipos/saveAll';
const LIST_ITENS = 'GET /api/v1/classesDesperdicio/itensVenda';

let tipos: TipoClasseRow[];
let table: Record<string, MockResponse | ((init: RequestInit) => MockResponse)>;
let fetchMock: ReturnType<typeof mockFetch>;

const bodyOf = (key: string, i = -1) => fetchCalls(fetchMock).bodyOf(key, i);
const calls = (key: string) => fetchCalls(fetchMock).calls(key);
const share = (id: number) =>
  screen.queryByLabelText(`Parte evitável (%) da linha ${id}`) as HTMLInputElement | null;
const pick = async (combobox: string, option: RegExp) => {
  fireEvent.click(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  tipos = [
    { tipDesperdicio: 1, desTipDesperdicio: 'Bandeja', tipClasse: 'evitavel', pctEvitavel: null },
    { tipDesperdicio: 2, desTipDesperdicio: 'Excedente de produção', tipClasse: 'parcial', pctEvitavel: 40 },
    { tipDesperdicio: 3, desTipDesperdicio: 'Pré-preparo por turno', tipClasse: null, pctEvitavel: null },
    {
      tipDesperdicio: 4,
      desTipDesperdicio: 'Pré-preparo por insumo',
      tipClasse: 'inevitavel',
      pctEvitavel: null,
    },
  ];
  table = {
    [LIST]: () => ({ body: tipos }),
    [LIST_ITENS]: {
      body: [{ idItemVenda: 7, desItemVenda: 'Arroz', codExterno: 'A1', tipClasse: null, pctEvitavel: null }],
    },
    [SAVE]: (init) => {
      const items = JSON.parse(String(init.body)) as TipoClasseRow[];
      for (const i of items)
        Object.assign(tipos.find((t) => t.tipDesperdicio === i.tipDesperdicio) as object, i);
      return { body: tipos.filter((t) => items.some((i) => i.tipDesperdicio === t.tipDesperdicio)) };
    },
  };
  fetchMock = mockFetch((url, init) => routes(table)(url, init));
});
cleanupAfterEach();

describe('waste classes (/listClassesDesperdicio)', () => {
  const renderPage = () =>
    renderScreen('/listClassesDesperdicio', <ClassesDesperdicioPage title="Classes de desperdício" />);

  it('shows the share only for the partly avoidable class, and saves the code and the share', async () => {
    await openAtRow(renderPage, 1);
    expect((screen.getByRole('combobox', { name: 'Classe da linha 1' }) as HTMLInputElement).value).toBe(
      'Evitável',
    );
    expect(share(1)).toBeNull();
    expect(share(2)?.value).toBe('40');
    expect(share(3)).toBeNull();
    // No 'Adicionar': the rows are the waste types.
    expect(screen.queryByRole('button', { name: 'Adicionar' })).toBeNull();

    await pick('Classe da linha 3', /^Parcialmente evitável$/);
    await waitFor(() => expect(share(3)).not.toBeNull());
    // Saving without a share: the rule's message, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(screen.getByTestId('row-3')).findByText(MSG_CLASSE.pctObrigatorio)).toBeTruthy();
    expect(calls(SAVE)).toHaveLength(0);

    fireEvent.change(share(3) as HTMLInputElement, { target: { value: '12,5' } });
    await pick('Classe da linha 2', /^Inevitável$/);
    await waitFor(() => expect(share(2)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls(SAVE)).toHaveLength(1));
    expect(bodyOf(SAVE)).toEqual(
      expect.arrayContaining([
        { tipDesperdicio: 2, tipClasse: 'inevitavel', pctEvitavel: null },
        { tipDesperdicio: 3, tipClasse: 'parcial', pctEvitavel: 12.5 },
      ]),
    );
  });

  it('switches to the sale items', async () => {
    await openAtRow(renderPage, 1);
    fireEvent.click(screen.getByRole('radio', { name: 'Itens de venda' }));
    expect(await screen.findByTestId('row-7')).toBeTruthy();
    expect(screen.getByText('Arroz')).toBeTruthy();
    expect(screen.getByText('A1')).toBeTruthy();
  });
});
