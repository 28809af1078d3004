import { crc32 as zlibCrc32 } from 'node:zlib';
import { buildCsv, buildCsvBlob, csvField, UTF8_BOM } from '@app/features/reports/lib/export-csv';
import { buildXlsx, columnName, crc32 } from '@app/features/reports/lib/export-xlsx';
import { displayValue, exportRow, reportFileName } from '@app/features/reports/lib/report-columns';
import { describe, expect, it, vi } from 'vitest';

/** The reports' exports (issue 7): CSV for Excel pt-BR and a real, minimal XLSX (a stored ZIP of OOXML). */

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

/** A minimal reader of a stored ZIP: entries by name, checking headers, sizes and CRCs. */
function readZip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = bytes.length - 22;
  expect(view.getUint32(eocd, true)).toBe(0x06054b50);
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  let p = view.getUint32(eocd + 16, true);
  expect(p + cdSize).toBe(eocd);
  const dec = new TextDecoder();
  const out = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(p, true)).toBe(0x02014b50);
    expect(view.getUint16(p + 10, true)).toBe(0); // stored
    const crc = view.getUint32(p + 16, true);
    const size = view.getUint32(p + 20, true);
    expect(view.getUint32(p + 24, true)).toBe(size);
    const nameLen = view.getUint16(p + 28, true);
    const extra = view.getUint16(p + 30, true);
    const comment = view.getUint16(p + 32, true);
    const local = view.getUint32(p + 42, true);
    const name = dec.decode(bytes.subarray(p + 46, p + 46 + nameLen));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    expect(view.getUint32(local + 14, true)).toBe(crc);
    const localName = view.getUint16(local + 26, true);
    const localExtra = view.getUint16(local + 28, true);
    const start = local + 30 + localName + localExtra;
    const data = bytes.subarray(start, start + size);
    expect(zlibCrc32(data)).toBe(crc);
    out.set(name, dec.decode(data));
    p += 46 + nameLen + extra + comment;
  }
  return out;
}

describe('XLSX', () => {
  it('CRC-32 and column names', () => {
    const data = new TextEncoder().encode('123456789');
    expect(crc32(data)).toBe(0xcbf43926);
    expect(columnName(0)).toBe('A');
    expect(columnName(25)).toBe('Z');
    expect(columnName(26)).toBe('AA');
    expect(columnName(701)).toBe('ZZ');
  });

  it('is a valid stored ZIP with the OOXML parts; sheet1.xml holds the header, strings and numbers', async () => {
    const onProgress = vi.fn();
    const bytes = await buildXlsx(
      ['Restaurante', 'Data', 'Quantidade (kg)'],
      [
        ['Cozinha <Sul> & "Norte"', '01/11/2026', 12.345],
        ['Pão', null, 0.5],
      ],
      { onProgress, sheetName: 'Relatório de desperdícios' },
    );
    const parts = readZip(bytes);
    expect([...parts.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(parts.get('[Content_Types].xml')).toContain('/xl/worksheets/sheet1.xml');
    expect(parts.get('_rels/.rels')).toContain('Target="xl/workbook.xml"');
    expect(parts.get('xl/workbook.xml')).toContain(
      '<sheet name="Relatório de desperdícios" sheetId="1" r:id="rId1"/>',
    );
    expect(parts.get('xl/_rels/workbook.xml.rels')).toContain('Target="worksheets/sheet1.xml"');
    const sheet = parts.get('xl/worksheets/sheet1.xml') ?? '';
    const cell = (ref: string) => sheet.match(new RegExp(`<c r="${ref}"[^>]*>(.*?)</c>`))?.[1];
    expect(cell('A1')).toBe('<is><t xml:space="preserve">Restaurante</t></is>');
    expect(cell('C1')).toBe('<is><t xml:space="preserve">Quantidade (kg)</t></is>');
    expect(cell('A2')).toBe(
      '<is><t xml:space="preserve">Cozinha &lt;Sul&gt; &amp; &quot;Norte&quot;</t></is>',
    );
    expect(cell('B2')).toBe('<is><t xml:space="preserve">01/11/2026</t></is>');
    expect(cell('C2')).toBe('<v>12.345</v>');
    expect(cell('B3')).toBeUndefined();
    expect(cell('C3')).toBe('<v>0.5</v>');
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('reports progress chunk by chunk on long exports', async () => {
    const rows = Array.from({ length: 4500 }, (_, i) => [`r${i}`, i]);
    const onProgress = vi.fn();
    const bytes = await buildXlsx(['Nome', 'N'], rows, { chunkSize: 2000, onProgress });
    const fractions = onProgress.mock.calls.map(([f]) => f as number);
    expect(fractions.length).toBe(4);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(readZip(bytes).get('xl/worksheets/sheet1.xml')).toContain('<row r="4501">');
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
