/**
 * The master-data import (GET/POST /api/v1/importacao): the shapes of its answers, the names of its kinds and
 * the texts of the screen. Pure: the screen and the tests read the same rules.
 */
import { formatDecimalBR } from '@domain/numbers';

/** One column of a kind's file. */
interface ImportacaoColuna {
  nome: string;
  obrigatoria: boolean;
  descricao: string;
  exemplo: string;
}

/** A kind of data that can be imported (GET /api/v1/importacao). */
export interface ImportacaoTipo {
  tipo: string;
  descricao: string;
  colunas: ImportacaoColuna[];
}

/** One refused value: the file's line (the header is line 1), the column and why. */
export interface ImportacaoErro {
  linha: number | null;
  coluna: string | null;
  mensagem: string;
}

/** The answer of a preview (simular=1) or of an import: the counts and the refused lines. */
export interface ImportacaoResultado {
  linhas: number;
  inseridas: number;
  alteradas: number;
  inalteradas: number;
  erros: ImportacaoErro[];
}

/** Short names of the kinds for the picker; the server's `descricao` says the rest. */
const TIPO_LABEL: Readonly<Record<string, string>> = {
  grupos: 'Grupos de restaurantes',
  restaurantes: 'Restaurantes',
  satelites: 'Satélites',
  itensVenda: 'Itens de venda',
  produtos: 'Produtos',
  agrupamentos: 'Agrupamentos',
  gruposPratos: 'Grupos de pratos',
  insumos: 'Insumos',
  usuarios: 'Usuários',
  kanbans: 'Kanbans de produção',
  refeicoes: 'Refeições',
  apontamentos: 'Histórico de pesagens',
};

export function tipoLabel(t: Pick<ImportacaoTipo, 'tipo' | 'descricao'>): string {
  return TIPO_LABEL[t.tipo] ?? (t.descricao && t.descricao.length <= 60 ? t.descricao : t.tipo);
}

/** The files the server reads. */
const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx'] as const;
export const ACCEPT_ATTRIBUTE =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function isAcceptedFile(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

export const IMPORT_MSG = {
  loadFailed: 'Não foi possível carregar os tipos de dado',
  noTipos: 'Nenhum tipo de dado disponível para importação.',
  wrongFile: 'Escolha um arquivo .csv ou .xlsx.',
  emptyFile: 'O arquivo escolhido está vazio.',
  modeloFailed: 'Não foi possível baixar o modelo',
  previewFailed: 'Não foi possível conferir o arquivo',
  importFailed: 'A importação não foi feita',
  importRefused: 'A importação foi recusada: nada foi gravado.',
  canceled: 'Envio cancelado.',
  noChanges: 'O arquivo não trouxe alterações: nada foi alterado',
  chooseTipo: 'Escolha o tipo de dado para ver as colunas do arquivo.',
  chooseFile: 'Escolha um arquivo para conferir e importar.',
  needTipo: 'Escolha o tipo de dado e o arquivo para importar.',
  waitPreview: 'Aguarde a conferência do arquivo.',
  previewNotDone: 'O arquivo ainda não foi conferido: escolha-o de novo.',
  noLines: 'O arquivo não tem linhas de dados para importar.',
  noErrors: 'Nenhuma linha recusada: o arquivo pode ser importado.',
} as const;

const n = (v: number) => formatDecimalBR(v, 0);
const plural = (v: number, one: string, many: string) => `${n(v)} ${v === 1 ? one : many}`;

/** Nothing to insert or change: the import would leave the data as it is. */
export const hasNoChanges = (r: ImportacaoResultado): boolean => r.inseridas + r.alteradas === 0;

/** The result of a finished import, in one sentence. */
export function resultMessage(r: ImportacaoResultado): string {
  if (hasNoChanges(r)) return IMPORT_MSG.noChanges;
  return `${plural(r.linhas, 'linha importada', 'linhas importadas')}: ${plural(r.inseridas, 'inserida', 'inseridas')}, ${plural(r.alteradas, 'alterada', 'alteradas')}, ${plural(r.inalteradas, 'inalterada', 'inalteradas')}`;
}

/** Why the preview blocks the import (null when it does not). */
export function blockedReason(preview: ImportacaoResultado): string | null {
  const errors = preview.erros.length;
  if (errors > 0) {
    const lines = new Set(preview.erros.map((e) => e.linha)).size;
    return `Importação bloqueada: ${plural(errors, 'erro', 'erros')} em ${plural(lines, 'linha', 'linhas')}. Corrija o arquivo e escolha-o de novo.`;
  }
  if (preview.linhas === 0) return IMPORT_MSG.noLines;
  return null;
}

/** Bytes in pt-BR units: '512 bytes', '12,3 KB', '4,5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return plural(bytes, 'byte', 'bytes');
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatDecimalBR(value, value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** The refused values in the order of the file (line, then column). */
export function sortedErrors(erros: readonly ImportacaoErro[]): ImportacaoErro[] {
  return [...erros].sort(
    (a, b) => (a.linha ?? 0) - (b.linha ?? 0) || (a.coluna ?? '').localeCompare(b.coluna ?? ''),
  );
}

/** A 400 of the import carries the counts and the refused lines beside its message. */
export function resultadoOf(body: unknown): ImportacaoResultado | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Partial<ImportacaoResultado>;
  if (!Array.isArray(b.erros)) return null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    linhas: num(b.linhas),
    inseridas: num(b.inseridas),
    alteradas: num(b.alteradas),
    inalteradas: num(b.inalteradas),
    erros: b.erros,
  };
}
