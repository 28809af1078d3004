// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { checkKanbanProducao } from '@app/features/entry/api/check-kanban-producao';
import { getKanbanProducaoDoDia } from '@app/features/entry/api/get-kanban-producao';
import { ExcedentePage } from '@app/features/entry/components/desperdicios-det-itens-page';
import { MSG } from '@domain/messages';
import type { KanbanProducao } from '@domain/schemas/entry-lookups';

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { entryRoutes } from '../helpers/entry-routes';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { cleanupAfterEach, renderScreen } from '../helpers/render-screen';

/**
 * Spec §5, §7 Kanban: before a save, each weighing's kanban is checked through the §7 calls with qtd=1 (a
 * grouping without an active kanban retries …DataInativos); offline, from the day's kanbans kept on the device.
 */

const BASE = '/api/v1/reTbKanbanProducao';
const BY_ITEM = `${BASE}/findKanbanProducaoByRestauranteAndItemProdutoAndItemVendaAndData`;
const BY_GROUP = `${BASE}/findKanbanProducaoByAgrupamentoAndRestauranteAndData`;
const INACTIVE = `${BASE}/findKanbanProducaoByAgrupamentoAndRestauranteAndDataInativos`;

const kanban = (over: Partial<KanbanProducao>): KanbanProducao => ({
  idKanban: 1,
  idRestaurante: 42,
  dtaCardapio: '2026-01-01',
  idItemVenda: 10,
  desItemVenda: 'Frango',
  idProduto: 20,
  desProduto: 'Peito',
  codAgrupamento: 5,
  desAgrupamento: 'Proteínas',
  indAtivo: true,
  ...over,
});

let lie: boolean;
let dayRows: KanbanProducao[];
let byItem: KanbanProducao[];
let byGroup: KanbanProducao[];
let inactive: KanbanProducao[];
let fetchMock: ReturnType<typeof mockFetch>;
const kanbanCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((u) => u.pathname.startsWith(BASE));

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  lie = false;
  dayRows = [kanban({})];
  byItem = [kanban({})];
  byGroup = [kanban({})];
  inactive = [];
  const table = routes(entryRoutes());
  fetchMock = mockFetch((url, init): MockResponse => {
    const u = new URL(url, 'http://localhost');
    const qtd = u.searchParams.get('qtd');
    if (lie && u.pathname.startsWith(BASE)) throw new TypeError('Failed to fetch');
    if (u.pathname === BY_ITEM && qtd !== '1') return { body: dayRows }; // the whole day, for the picker
    if (u.pathname === BY_ITEM) return { body: byItem };
    if (u.pathname === BY_GROUP) return { body: byGroup };
    if (u.pathname === INACTIVE) return { body: inactive };
    return table(url, init) as MockResponse;
  });
});
cleanupAfterEach();

async function addAndSave(option: RegExp, descricao: string) {
  renderScreen('/reApontDesperdicios/excedente', <ExcedentePage title="Excedente" />);
  const picker = (await screen.findByRole('combobox', {
    name: 'Item de venda / produto ou agrupamento',
  })) as HTMLInputElement;
  await waitFor(() => expect(picker.disabled).toBe(false));
  fireEvent.click(picker);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
  fireEvent.change(await screen.findByLabelText(`Quantidade de ${descricao}`), { target: { value: '1,5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('the kanban check of an item list', () => {
  it('by sale item and product: one call with qtd=1 and both ids', async () => {
    byItem = [];
    await addAndSave(/Frango \/ Peito/, 'Frango / Peito');
    expect(await screen.findByText(MSG.divergenceItem('Frango / Peito', MSG.kanbanNotFound))).toBeTruthy();
    const checks = kanbanCalls().filter((u) => u.searchParams.get('qtd') === '1');
    expect(checks.length).toBeGreaterThan(0);
    for (const u of checks) {
      expect(u.pathname).toBe(BY_ITEM);
      expect(Object.fromEntries(u.searchParams)).toMatchObject({
        idRestaurante: '42',
        idItemVenda: '10',
        idProduto: '20',
        qtd: '1',
      });
    }
  });

  it('by grouping: no active kanban retries …DataInativos, and an inactive one refuses with Produtos Inativos', async () => {
    byGroup = [];
    inactive = [kanban({ indAtivo: false })];
    await addAndSave(/Agrupamento: Proteínas/, 'Proteínas');
    expect(await screen.findByText(MSG.divergenceItem('Proteínas', MSG.kanbanInactive))).toBeTruthy();
    const paths = kanbanCalls()
      .filter((u) => u.searchParams.get('qtd') === '1')
      .map((u) => u.pathname);
    expect(paths).toContain(BY_GROUP);
    expect(paths).toContain(INACTIVE);
    expect(paths.indexOf(BY_GROUP)).toBeLessThan(paths.indexOf(INACTIVE));
    expect(
      kanbanCalls()
        .find((u) => u.pathname === INACTIVE)
        ?.searchParams.get('codAgrupamento'),
    ).toBe('5');
  });

  it('without network (the browser says online), the day kept on the device answers the check', async () => {
    // Online, the day's kanbans are loaded for the picker and kept: here the item's kanban is inactive.
    dayRows = [kanban({ indAtivo: false })];
    await getKanbanProducaoDoDia(42, '2026-01-01');
    lie = true;
    expect(
      await checkKanbanProducao({
        idRestaurante: 42,
        dtaCardapio: '2026-01-01',
        idItemVenda: 10,
        idProduto: 20,
      }),
    ).toBe(2);
    expect(
      await checkKanbanProducao({
        idRestaurante: 42,
        dtaCardapio: '2026-01-01',
        idItemVenda: 11,
        idProduto: 20,
      }),
    ).toBe(0);
    // No day kept for that date: not known (the server checks it when the weighing is sent).
    expect(
      await checkKanbanProducao({ idRestaurante: 42, dtaCardapio: '2026-01-02', codAgrupamento: 5 }),
    ).toBeNull();
  });
});
