import { RELATORIOS_DESPERDICIOS_COLUMNS } from '@app/features/reports/components/relatorios-desperdicios-page';
import { reportFileName } from '@app/features/reports/lib/report-columns';
import { displayValue, exportRow } from '@app/lib/export-columns';
import { buildCsv, buildCsvBlob, csvField, type ExportCell, UTF8_BOM } from '@app/lib/export-csv';
import { buildXlsx, XLSX_NUM_FMT, xlsxValue } from '@app/lib/export-xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';

/** The reports' exports: CSV for Excel pt-BR and an XLSX workbook written with ExcelJS. */

describe('CSV', () => {
  it('escapes per RFC 4180 with ";" and writes numbers with a decimal comma', () => {
    expect(csvField('simples')).toBe('simples');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvField('linha\nnova')).toBe('"linha\nnova"');
    expect(csvField(1234.5)).toBe('1234,5');
    expect(csvField(null)).toBe('');
  });

  it('starts with the UTF-8 BOM and the header row, with CRLF line ends', async () => {
    const text = await buildCsv(
      ['Restaurante', 'Quantidade (kg)'],
      [
        ['Cozinha Central; Sul', 12.345],
        ['Pão & Café', 0],
      ],
    );
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Restaurante;Quantidade (kg)',
      '"Cozinha Central; Sul";12,345',
      'Pão & Café;0',
      '',
    ]);
    const blob = await buildCsvBlob(['A'], [['é']]);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(blob.type).toContain('text/csv');
  });

  it('builds in chunks and reports the progress up to 1', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`r${i}`, i]);
    const onProgress = vi.fn();
    const text = await buildCsv(['Nome', 'N'], rows, { chunkSize: 2000, onProgress });
    expect(text.split('\r\n')).toHaveLength(5002);
    expect(onProgress.mock.calls.map(([f]) => f)).toEqual([0.4, 0.8, 1, 1]);
  });
});

/** ~29,000 waste lines (the size that made the old hand-written, uncompressed XLSX weigh 18 MiB). */
function wasteLines(count: number): ExportCell[][] {
  const restaurants = ['Cozinha Central', 'Refeitório Norte', 'Restaurante Sul & Cia', 'Unidade Leste'];
  const tipos = ['Sobra limpa', 'Sobra suja', 'Resto ingesta', 'Pré-preparo'];
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 1) + (i % 330) * 86_400_000).toISOString().slice(0, 10);
    return [
      restaurants[i % restaurants.length],
      day,
      tipos[(i >> 2) % tipos.length],
      ((i * 7919) % 250_000) / 1000 + 0.0004,
      (((i * 7919) % 250_000) / 1000) * 0.7,
      ((i * 104_729) % 9_000_000) / 100,
      1 + (i % 40),
    ];
  });
}

describe('XLSX (ExcelJS)', () => {
  async function readBack(bytes: Uint8Array) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = wb.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    return { wb, sheet };
  }

  it('values by kind: ISO dates become UTC-midnight Dates, numbers are rounded, labels stay text', () => {
    expect(xlsxValue('date', '2026-11-02')).toEqual(new Date(Date.UTC(2026, 10, 2)));
    expect(xlsxValue('date', 'Total geral')).toBe('Total geral');
    expect(xlsxValue('date', null)).toBeNull();
    expect(xlsxValue('kg', 1.23456)).toBe(1.235);
    expect(xlsxValue('brl', 2.345)).toBe(2.35);
    expect(xlsxValue('int', Number.NaN)).toBeNull();
    expect(xlsxValue('text', 'Pão')).toBe('Pão');
  });

  it('the real report columns: compressed, real dates and numbers with formats, bold frozen header, fitted widths', async () => {
    const lines = [
      ...wasteLines(29_000),
      ['Total geral', null, null, 123_456.789, 86_419.752, 9_876_543.21, 580_000],
    ];
    const onProgress = vi.fn();
    const bytes = await buildXlsx(RELATORIOS_DESPERDICIOS_COLUMNS, lines, {
      onProgress,
      sheetName: 'Relatório de desperdícios',
      boldRows: [lines.length - 1],
    });
    // The old writer stored the same lines uncompressed in ~18 MiB.
    console.info(`XLSX, ${lines.length} lines: ${(bytes.length / 1024 / 1024).toFixed(2)} MiB`);
    expect(bytes.length).toBeLessThan(3 * 1024 * 1024);
    // A deflated ZIP (method 8), not a stored one.
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(new DataView(bytes.buffer, bytes.byteOffset).getUint16(8, true)).toBe(8);
    const fractions = onProgress.mock.calls.map(([f]) => f as number);
    expect(fractions.length).toBeGreaterThan(10);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);

    const { sheet } = await readBack(bytes);
    expect(sheet.name).toBe('Relatório de desperdícios');
    expect(sheet.rowCount).toBe(lines.length + 1);
    // Header: the titles, bold, frozen (the view splits below row 1).
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      ...RELATORIOS_DESPERDICIOS_COLUMNS.map((c) => c.title),
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // First data line: a real date shown dd/mm/yyyy; numbers with their formats.
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('Cozinha Central');
    expect(row.getCell(2).value).toEqual(new Date(Date.UTC(2026, 0, 1)));
    expect(row.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(row.getCell(4).value).toBe(0);
    expect(row.getCell(4).numFmt).toBe('#,##0.000');
    expect(row.getCell(5).value).toBe(0);
    expect(row.getCell(5).numFmt).toBe('#,##0.000');
    expect(row.getCell(6).numFmt).toBe(XLSX_NUM_FMT.brl);
    expect(XLSX_NUM_FMT.brl).toContain('R$');
    expect(row.getCell(7).value).toBe(1);
    expect(row.getCell(7).numFmt).toBe('#,##0');
    const other = sheet.getRow(1000);
    expect(typeof other.getCell(4).value).toBe('number');
    expect(other.getCell(4).value).toBe(
      lines[998][3] !== null ? Math.round((lines[998][3] as number) * 1000) / 1000 : null,
    );
    expect(other.getCell(2).value).toBeInstanceOf(Date);
    // The total line: its label kept as text in the first column, bold.
    const last = sheet.getRow(lines.length + 1);
    expect(last.getCell(1).value).toBe('Total geral');
    expect(last.getCell(2).value).toBeNull();
    expect(last.getCell(4).value).toBe(123_456.789);
    expect(last.getCell(5).value).toBe(86_419.752);
    expect(last.getCell(6).value).toBe(9_876_543.21);
    expect(last.font?.bold).toBe(true);
    // Widths fitted to the content: the restaurant names, wider than the header; none unset.
    const widths = RELATORIOS_DESPERDICIOS_COLUMNS.map((_, i) => sheet.getColumn(i + 1).width ?? 0);
    for (const w of widths) expect(w).toBeGreaterThanOrEqual(8);
    expect(widths[0]).toBeGreaterThanOrEqual('Restaurante Sul & Cia'.length);
    expect(widths[2]).toBeGreaterThanOrEqual('Tipo de desperdício'.length);
    expect(widths[1]).toBeLessThan(20);
  }, 60_000);

  it('an empty report still has its header; the sheet name is cleaned to Excel rules', async () => {
    const { sheet } = await readBack(
      await buildXlsx(RELATORIOS_DESPERDICIOS_COLUMNS, [], { sheetName: 'a/b: [c]?*' }),
    );
    expect(sheet.name).toBe('a b c');
    expect(sheet.rowCount).toBe(1);
  });
});

describe('report columns', () => {
  it('show pt-BR numbers and dd/MM/yyyy; export rounded numbers and dd/MM/yyyy dates', () => {
    expect(displayValue('kg', 1234.5)).toBe('1.234,500');
    expect(displayValue('brl', 1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(displayValue('pct', -12.5)).toBe('-12,50%');
    expect(displayValue('pct', null)).toBe('–');
    expect(displayValue('date', '2026-11-02')).toBe('02/11/2026');
    expect(
      exportRow(
        [
          { title: 'D', kind: 'date' },
          { title: 'K', kind: 'kg' },
          { title: 'R', kind: 'brl' },
        ],
        ['2026-11-02', 1.23456, 2.345],
      ),
    ).toEqual(['02/11/2026', 1.235, 2.35]);
    expect(reportFileName('desperdicios', '2026-11-01', '2026-11-22', 'csv')).toBe(
      'relatorio-desperdicios-2026-11-01-a-2026-11-22.csv',
    );
  });
});
