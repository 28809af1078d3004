// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { RelatoriosComparativoPage } from '@app/features/reports/components/relatorios-comparativo-page';
import { RelatoriosDesperdiciosPage } from '@app/features/reports/components/relatorios-desperdicios-page';
import { RelatoriosExcedentesPage } from '@app/features/reports/components/relatorios-excedentes-page';
import { dayjs } from '@app/lib/dayjs';
import { isoToBr } from '@domain/dates';
import { MSG } from '@domain/messages';
import { defaultComparisonPeriods } from '@domain/rules/report-periods';
import type { ComparativoResult, DesperdiciosResult, ExcedentesResult } from '@domain/schemas/relatorios';

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { fakeApi } from '../helpers/fake-api';
import { cleanupAfterEach, renderScreen } from '../helpers/render-screen';
import { REPORT_GROUP_ROUTES } from '../helpers/report-group-routes';

/** The report screens against a mocked API: filters, table with totals, states, exports. */

const DESP = 'POST /api/v1/relatorios/desperdicios';
const EXC = 'POST /api/v1/relatorios/excedentes';
const COMP = 'POST /api/v1/relatorios/comparativo';

/** A restaurant's subtotal: Centro (1) or Norte (2). */
const restauranteTotal = (
  idRestaurante: 1 | 2,
  qtdKg: number,
  vlrCusto: number,
  qtdApontamentos: number,
  co2eKg: number,
) => ({
  idRestaurante,
  desRestaurante: idRestaurante === 1 ? 'Restaurante Centro' : 'Restaurante Norte',
  qtdKg,
  vlrCusto,
  qtdApontamentos,
  co2eKg,
});

const DESPERDICIOS: DesperdiciosResult = {
  linhas: [
    {
      idRestaurante: 1,
      desRestaurante: 'Restaurante Centro',
      dtaApontamento: '2026-11-02',
      tipDesperdicio: 1,
      qtdKg: 12.5,
      vlrCusto: 150.25,
      qtdApontamentos: 3,
      co2eKg: 8.75,
    },
    {
      idRestaurante: 1,
      desRestaurante: 'Restaurante Centro',
      dtaApontamento: '2026-11-03',
      tipDesperdicio: 2,
      qtdKg: 1.25,
      vlrCusto: 10,
      qtdApontamentos: 1,
      co2eKg: 0.011,
    },
    {
      idRestaurante: 2,
      desRestaurante: 'Restaurante Norte',
      dtaApontamento: '2026-11-02',
      tipDesperdicio: 1,
      qtdKg: 1234.5,
      vlrCusto: 2000,
      qtdApontamentos: 10,
      co2eKg: 864.15,
    },
  ],
  totaisRestaurante: [
    restauranteTotal(1, 13.75, 160.25, 4, 8.761),
    restauranteTotal(2, 1234.5, 2000, 10, 864.15),
  ],
  totais: { qtdKg: 1248.25, vlrCusto: 2160.25, qtdApontamentos: 14, co2eKg: 872.911 },
};

const { table, serve, calls, bodyOf, fetchMock } = fakeApi();
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent?.replace(/\s/g, ' '));

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  serve({
    ...REPORT_GROUP_ROUTES,
    [DESP]: { body: DESPERDICIOS },
  });
});
cleanupAfterEach(() => vi.restoreAllMocks());

const renderDesperdicios = () =>
  renderScreen('/Relatorios/Desperdicios', <RelatoriosDesperdiciosPage title="Relatório de desperdícios" />);

/** Searches 01/11/2026 to 22/11/2026 and, once the rows are shown, exports them. */
async function exportNovember(format: 'CSV' | 'XLSX') {
  renderDesperdicios();
  fireEvent.change(input('Data inicial'), { target: { value: '01/11/2026' } });
  fireEvent.change(input('Data final'), { target: { value: '22/11/2026' } });
  fireEvent.click(button('Pesquisar'));
  await screen.findAllByTestId('report-row');
  fireEvent.click(button(`Exportar ${format}`));
}

describe('Relatório de desperdícios', () => {
  it('keeps the exports disabled until there is data, then shows rows, subtotals and totals in pt-BR', async () => {
    renderDesperdicios();
    expect(button('Exportar CSV').disabled).toBe(true);
    expect(button('Exportar XLSX').disabled).toBe(true);
    expect(button('Imprimir').disabled).toBe(true);
    expect(calls(DESP)).toHaveLength(0);

    fireEvent.change(input('Data inicial'), { target: { value: '01/11/2026' } });
    fireEvent.change(input('Data final'), { target: { value: '22/11/2026' } });
    fireEvent.click(button('Pesquisar'));

    const rows = await screen.findAllByTestId('report-row');
    expect(bodyOf(DESP)).toEqual({
      idGrupo: null,
      idRestaurante: null,
      dtaIni: '2026-11-01',
      dtaFim: '2026-11-22',
      tipDesperdicio: null,
    });
    expect(rows).toHaveLength(3);
    expect(cellsOf(rows[0])).toEqual([
      'Restaurante Centro',
      '02/11/2026',
      'Bandeja',
      '12,500',
      '8,750',
      'R$ 150,25',
      '3',
    ]);
    expect(cellsOf(rows[2])).toEqual([
      'Restaurante Norte',
      '02/11/2026',
      'Bandeja',
      '1.234,500',
      '864,150',
      'R$ 2.000,00',
      '10',
    ]);
    const subtotals = screen.getAllByTestId('report-subtotal');
    expect(cellsOf(subtotals[0])).toEqual([
      'Subtotal Restaurante Centro',
      '',
      '',
      '13,750',
      '8,761',
      'R$ 160,25',
      '4',
    ]);
    expect(cellsOf(screen.getByTestId('report-total'))).toEqual([
      'Total geral',
      '',
      '',
      '1.248,250',
      '872,911',
      'R$ 2.160,25',
      '14',
    ]);
    expect(button('Exportar CSV').disabled).toBe(false);
    expect(button('Exportar XLSX').disabled).toBe(false);
  });

  it('exports a CSV named by the period, with the header row as shown', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((b: Blob) => {
      created.push(b);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('relatorio-desperdicios-2026-11-01-a-2026-11-22.csv');
    });
    await exportNovember('CSV');
    await waitFor(() => expect(click).toHaveBeenCalled());
    const text = new TextDecoder().decode(await created[0].arrayBuffer());
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Restaurante;Data;Tipo de desperdício;Quantidade (kg);Emissões (kg CO2e);Custo (R$);Apontamentos',
    );
    expect(lines[1]).toBe('Restaurante Centro;02/11/2026;Bandeja;12,5;8,75;150,25;3');
    // The same subtotals as the screen, each after its restaurant's last line, then the total.
    expect(lines.slice(2)).toEqual([
      'Restaurante Centro;03/11/2026;Excedente de produção;1,25;0,011;10;1',
      'Subtotal Restaurante Centro;;;13,75;8,761;160,25;4',
      'Restaurante Norte;02/11/2026;Bandeja;1234,5;864,15;2000;10',
      'Subtotal Restaurante Norte;;;1234,5;864,15;2000;10',
      'Total geral;;;1248,25;872,911;2160,25;14',
      '',
    ]);
    expect(await screen.findByText(MSG.exportDone)).toBeTruthy();
  });

  it('exports an XLSX workbook with real dates, numbers and the bold total line', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => {
        created.push(b);
        return 'blob:report';
      }),
      revokeObjectURL: vi.fn(),
    });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await exportNovember('XLSX');
    await waitFor(() => expect(click).toHaveBeenCalled(), { timeout: 10_000 });
    expect(names).toEqual(['relatorio-desperdicios-2026-11-01-a-2026-11-22.xlsx']);
    expect(created[0].type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await created[0].arrayBuffer());
    const sheet = wb.worksheets[0];
    expect(sheet.name).toBe('Relatório de desperdícios');
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Restaurante Centro',
      new Date(Date.UTC(2026, 10, 2)),
      'Bandeja',
      12.5,
      8.75,
      150.25,
      3,
    ]);
    // The subtotals (bold) after each restaurant's last line, then the bold total.
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      'Subtotal Restaurante Centro',
      undefined,
      undefined,
      13.75,
      8.761,
      160.25,
      4,
    ]);
    expect(sheet.getRow(4).font?.bold).toBe(true);
    expect(sheet.getRow(5).font?.bold).toBeFalsy();
    expect(sheet.getRow(6).getCell(1).value).toBe('Subtotal Restaurante Norte');
    expect(sheet.getRow(6).font?.bold).toBe(true);
    expect(sheet.getRow(7).getCell(1).value).toBe('Total geral');
    expect(sheet.getRow(7).getCell(4).value).toBe(1248.25);
    expect(sheet.getRow(7).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(7);
    expect(await screen.findByText(MSG.exportDone)).toBeTruthy();
  });

  it('shows the period errors and loads nothing while they stand; shows a server error', async () => {
    renderDesperdicios();
    fireEvent.change(input('Data inicial'), { target: { value: '22/11/2026' } });
    fireEvent.change(input('Data final'), { target: { value: '01/11/2026' } });
    fireEvent.click(button('Pesquisar'));
    expect(await screen.findByText(MSG.dashEndBeforeStart)).toBeTruthy();
    expect(calls(DESP)).toHaveLength(0);

    table[DESP] = { status: 400, body: { exception: 'Falha no servidor' } };
    fireEvent.change(input('Data inicial'), { target: { value: '01/11/2026' } });
    fireEvent.click(button('Pesquisar'));
    expect(await screen.findByText('Falha no servidor')).toBeTruthy();
    expect(button('Exportar CSV').disabled).toBe(true);
  });

  it('pages the lines by the default page size, each subtotal with its restaurant’s last line over all its lines', async () => {
    // 12 lines of Centro (1 kg each) then 3 of Norte (10 kg each).
    const line = (idRestaurante: number, day: number, qtdKg: number) => ({
      idRestaurante,
      desRestaurante: idRestaurante === 1 ? 'Restaurante Centro' : 'Restaurante Norte',
      dtaApontamento: `2026-11-${String(day).padStart(2, '0')}`,
      tipDesperdicio: 1,
      qtdKg,
      vlrCusto: qtdKg,
      qtdApontamentos: 1,
      co2eKg: 0,
    });
    const many: DesperdiciosResult = {
      linhas: [
        ...Array.from({ length: 12 }, (_, i) => line(1, i + 1, 1)),
        ...Array.from({ length: 3 }, (_, i) => line(2, i + 1, 10)),
      ],
      totaisRestaurante: [restauranteTotal(1, 12, 12, 12, 0), restauranteTotal(2, 30, 30, 3, 0)],
      totais: { qtdKg: 42, vlrCusto: 42, qtdApontamentos: 15, co2eKg: 0 },
    };
    table[DESP] = { body: many };
    renderDesperdicios();
    fireEvent.click(button('Pesquisar'));
    // The user's default page size (10, spec §9): 10 of Centro's 12 lines, no subtotal yet; the total.
    expect(await screen.findAllByTestId('report-row')).toHaveLength(10);
    expect(screen.queryAllByTestId('report-subtotal')).toHaveLength(0);
    expect(screen.getByText('15 registros')).toBeTruthy();
    expect(cellsOf(screen.getByTestId('report-total'))[3]).toBe('42,000');

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(5));
    const subtotals = screen.getAllByTestId('report-subtotal');
    // Centro's subtotal is all its 12 kg, not the 2 of this page.
    expect(cellsOf(subtotals[0]).slice(0, 4)).toEqual(['Subtotal Restaurante Centro', '', '', '12,000']);
    expect(cellsOf(subtotals[1]).slice(0, 4)).toEqual(['Subtotal Restaurante Norte', '', '', '30,000']);
    expect(cellsOf(screen.getByTestId('report-total'))[3]).toBe('42,000');

    // Printed, the report holds every line with both subtotals; back on screen, the page.
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getAllByTestId('report-row')).toHaveLength(15);
    expect(screen.getAllByTestId('report-subtotal')).toHaveLength(2);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(5));
  });

  it("starts at the page size the user chose as default (settings, kept in localStorage 'pageSize')", async () => {
    localStorage.setItem('pageSize', '25');
    vi.resetModules();
    const { RelatoriosDesperdiciosPage: Page } = await import(
      '@app/features/reports/components/relatorios-desperdicios-page'
    );
    const linhas = Array.from({ length: 30 }, (_, i) => ({
      ...DESPERDICIOS.linhas[2],
      dtaApontamento: `2026-11-${String(i + 1).padStart(2, '0')}`,
    }));
    table[DESP] = {
      body: { ...DESPERDICIOS, linhas, totaisRestaurante: [DESPERDICIOS.totaisRestaurante[1]] },
    };
    renderScreen('/Relatorios/Desperdicios', <Page title="Relatório de desperdícios" />);
    fireEvent.click(button('Pesquisar'));
    expect(await screen.findAllByTestId('report-row')).toHaveLength(25);
  });

  it("says 'Sem dados' for an empty result", async () => {
    table[DESP] = {
      body: {
        linhas: [],
        totaisRestaurante: [],
        totais: { qtdKg: 0, vlrCusto: 0, qtdApontamentos: 0, co2eKg: 0 },
      },
    };
    renderDesperdicios();
    fireEvent.click(button('Pesquisar'));
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
    expect(button('Exportar XLSX').disabled).toBe(true);
  });
});

describe('Relatório de excedentes and comparativo', () => {
  it('excedentes: rows by restaurant, item and product with the total', async () => {
    const result: ExcedentesResult = {
      linhas: [
        {
          idRestaurante: 1,
          desRestaurante: 'Restaurante Centro',
          idItemVenda: 7,
          desItemVenda: 'Arroz branco',
          idProduto: null,
          desProduto: null,
          qtdKg: 3.5,
          vlrCusto: 21,
          qtdApontamentos: 2,
          co2eKg: 0.031,
        },
      ],
      totais: { qtdKg: 3.5, vlrCusto: 21, qtdApontamentos: 2, co2eKg: 0.031 },
    };
    table[EXC] = { body: result };
    renderScreen('/Relatorios/Excedentes', <RelatoriosExcedentesPage title="Relatório de excedentes" />);
    fireEvent.click(button('Pesquisar'));
    const [row] = await screen.findAllByTestId('report-row');
    expect(cellsOf(row)).toEqual([
      'Restaurante Centro',
      'Arroz branco',
      'Sem produto',
      '3,500',
      '0,031',
      'R$ 21,00',
      '2',
    ]);
    expect(cellsOf(screen.getByTestId('report-total'))).toEqual([
      'Total geral',
      '',
      '',
      '3,500',
      '0,031',
      'R$ 21,00',
      '2',
    ]);
    expect(Object.keys(bodyOf(EXC)).sort()).toEqual(
      ['dtaFim', 'dtaIni', 'idGrupo', 'idItemVenda', 'idProduto', 'idRestaurante'].sort(),
    );
  });

  it("excedentes: the item and product pickers list the company's lookups and filter the search", async () => {
    table['GET /api/v1/dashLookups/itensVenda'] = {
      body: [{ idItemVenda: 7, desItemVenda: 'Arroz branco', idGrupoPrato: null }],
    };
    table['GET /api/v1/dashLookups/produtos'] = { body: [{ idProduto: 9, desProduto: 'Arroz tipo 1' }] };
    table[EXC] = { body: { linhas: [], totais: { qtdKg: 0, vlrCusto: 0, qtdApontamentos: 0, co2eKg: 0 } } };
    renderScreen('/Relatorios/Excedentes', <RelatoriosExcedentesPage title="Relatório de excedentes" />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Item de venda' }));
    fireEvent.click(await screen.findByRole('option', { name: /Arroz branco/, hidden: true }));
    // The products asked for are those of the chosen item.
    await waitFor(() =>
      expect(
        fetchMock().mock.calls.some(
          ([url]) => String(url).includes('/dashLookups/produtos?') && String(url).includes('idItemVenda=7'),
        ),
      ).toBe(true),
    );
    fireEvent.click(button('Pesquisar'));
    await waitFor(() => expect(calls(EXC)).toHaveLength(1));
    expect(bodyOf(EXC)).toMatchObject({ idItemVenda: 7, idProduto: null });
  });

  it('comparativo: by default the last whole week (Monday–Sunday) against the one before', async () => {
    table[COMP] = {
      body: {
        linhas: [],
        totais: {
          qtdKgBase: 0,
          vlrCustoBase: 0,
          co2eKgBase: 0,
          qtdKg: 0,
          vlrCusto: 0,
          co2eKg: 0,
          variacaoKgPc: null,
          variacaoCustoPc: null,
        },
      },
    };
    renderScreen('/Relatorios/ComparativoDesperdicios', <RelatoriosComparativoPage title="Comparativo" />);
    const { base, periodo } = defaultComparisonPeriods(dayjs().format('YYYY-MM-DD'));
    expect(input('Base: data inicial').value).toBe(isoToBr(base.ini));
    expect(input('Base: data final').value).toBe(isoToBr(base.fim));
    expect(input('Data inicial').value).toBe(isoToBr(periodo.ini));
    expect(input('Data final').value).toBe(isoToBr(periodo.fim));
    fireEvent.click(button('Pesquisar'));
    await waitFor(() => expect(calls(COMP)).toHaveLength(1));
    expect(bodyOf(COMP)).toMatchObject({
      dtaBaseIni: base.ini,
      dtaBaseFim: base.fim,
      dtaIni: periodo.ini,
      dtaFim: periodo.fim,
    });
    // Two whole weeks: a Monday to a Sunday, the base just before the period.
    expect(dayjs(periodo.ini).day()).toBe(1);
    expect(dayjs(periodo.fim).day()).toBe(0);
    expect(dayjs(periodo.ini).diff(dayjs(base.ini), 'day')).toBe(7);
    expect(periodo.fim < dayjs().format('YYYY-MM-DD')).toBe(true);
  });

  it('comparativo: base and period with the variation, and the base period validated', async () => {
    // 10 kg (R$ 100) in the base, 8 kg (R$ 90) in the period: -20 % and -10 %.
    const BASE_AND_PERIOD = {
      qtdKgBase: 10,
      vlrCustoBase: 100,
      co2eKgBase: 7,
      qtdKg: 8,
      vlrCusto: 90,
      co2eKg: 5.6,
      variacaoKgPc: -20,
      variacaoCustoPc: -10,
    };
    const result: ComparativoResult = {
      linhas: [
        {
          idRestaurante: 1,
          desRestaurante: 'Restaurante Centro',
          tipDesperdicio: 1,
          ...BASE_AND_PERIOD,
        },
      ],
      totais: BASE_AND_PERIOD,
    };
    table[COMP] = { body: result };
    renderScreen('/Relatorios/ComparativoDesperdicios', <RelatoriosComparativoPage title="Comparativo" />);
    fireEvent.change(input('Base: data inicial'), { target: { value: '01/10/2026' } });
    fireEvent.change(input('Base: data final'), { target: { value: '30/09/2026' } });
    fireEvent.click(button('Pesquisar'));
    expect(await screen.findByText(MSG.dashEndBeforeStart)).toBeTruthy();
    expect(calls(COMP)).toHaveLength(0);

    fireEvent.change(input('Base: data final'), { target: { value: '31/10/2026' } });
    fireEvent.click(button('Pesquisar'));
    const [row] = await screen.findAllByTestId('report-row');
    expect(cellsOf(row)).toEqual([
      'Restaurante Centro',
      'Bandeja',
      '10,000',
      '7,000',
      '100,00',
      '8,000',
      '5,600',
      '90,00',
      '-20,00%',
      '-10,00%',
    ]);
    // Grouped headers: 'Base', 'Período', 'Variação (%)' over their short titles (the unit R$ in the header).
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Restaurante',
      'Tipo de desperdício',
      'Base',
      'Período',
      'Variação (%)',
      'kg',
      'kg CO2e',
      'R$',
      'kg',
      'kg CO2e',
      'R$',
      'kg',
      'R$',
    ]);
    expect(bodyOf(COMP)).toMatchObject({ dtaBaseIni: '2026-10-01', dtaBaseFim: '2026-10-31' });
  });
});
