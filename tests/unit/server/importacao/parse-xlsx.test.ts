import { Readable } from 'node:stream';
import { xlsxRows } from '@server/modules/importacao/parse-xlsx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';

/** A workbook whose first tab holds the rows, with a second tab after it. */
async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Plan1');
  ws.addRow(['codigo', 'descricao']);
  ws.addRow(['IV1', 'Frango grelhado']);
  ws.addRow(['IV2', 'Arroz']);
  wb.addWorksheet('Outra').addRow(['ignorada']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The same zip with its entries in the given order (the rest after them, as they were). */
async function reorder(file: Buffer, first: string[]): Promise<Buffer> {
  const zip = await JSZip.loadAsync(file);
  const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
  const order = [...first.filter((n) => names.includes(n)), ...names.filter((n) => !first.includes(n))];
  const out = new JSZip();
  for (const name of order) out.file(name, await zip.files[name].async('nodebuffer'));
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

async function read(file: Buffer, chunk = 4096) {
  const chunks: Buffer[] = [];
  for (let at = 0; at < file.length; at += chunk) chunks.push(file.subarray(at, at + chunk));
  const items = [];
  for await (const item of xlsxRows(Readable.from(chunks))) items.push(item);
  return items;
}

const expected = [
  { kind: 'header', names: ['codigo', 'descricao'] },
  { kind: 'row', linha: 2, cells: ['IV1', 'Frango grelhado'] },
  { kind: 'row', linha: 3, cells: ['IV2', 'Arroz'] },
];

describe('xlsxRows reads the first tab whatever the order of the zip entries', () => {
  const shared = ['xl/sharedStrings.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml'];
  const orders: Record<string, string[]> = {
    'workbook first': ['xl/workbook.xml', ...shared],
    'workbook after the worksheets (as LibreOffice and, at times, ExcelJS write it)': [
      ...shared,
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
      'xl/workbook.xml',
    ],
    'the second tab before the first, workbook last': [
      ...shared,
      'xl/worksheets/sheet2.xml',
      'xl/worksheets/sheet1.xml',
      'xl/workbook.xml',
    ],
    'the second tab before the first, workbook first': [
      'xl/workbook.xml',
      ...shared,
      'xl/worksheets/sheet2.xml',
      'xl/worksheets/sheet1.xml',
    ],
    'worksheets before the shared strings': [
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
      ...shared,
      'xl/workbook.xml',
    ],
  };
  for (const [name, order] of Object.entries(orders)) {
    it(name, async () => {
      const file = await reorder(await workbook(), order);
      expect(await read(file)).toEqual(expected);
      expect(await read(file, 97)).toEqual(expected);
    });
  }

  it('the same upload read many times gives the same rows every time', async () => {
    for (let i = 0; i < 60; i++) expect(await read(await workbook(), 1000 + i * 37)).toEqual(expected);
  });
});
