import type { ImportKind } from './kind';

function cell(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV template of a kind: a BOM (Excel then reads UTF-8), the header with ';' and one example line. */
export function templateCsv(kind: ImportKind): string {
  const header = kind.colunas.map((c) => cell(c.nome)).join(';');
  const example = kind.colunas.map((c) => cell(c.exemplo)).join(';');
  return `\uFEFF${header}\r\n${example}\r\n`;
}
