/**
 * Pure rules of the master-data import files (server and client): column names, and the values as ERPs and
 * spreadsheets write them (decimal comma, Brazilian dates, S/N booleans). Each parser answers either the value
 * or a pt-BR message; "empty" is always null (the column's obligation is checked apart).
 */

import { isTimeZone } from '../time-zones';
import { isEmail } from './email';

export type Parsed<T> = { ok: true; value: T | null } | { ok: false; mensagem: string };

export const IMPORT_MSG = {
  required: 'Informação obrigatória',
  tooLong: (max: number) => `Texto maior que ${max} caracteres`,
  controlChar: 'O texto tem caracteres de controle inválidos',
  invalidInteger: (raw: string) => `"${raw}" não é um número inteiro válido`,
  invalidDecimal: (raw: string) => `"${raw}" não é um número válido (use 12,5 ou 12.5)`,
  negative: 'O valor não pode ser negativo',
  tooManyDecimals: (places: number) => `O valor pode ter no máximo ${places} casas decimais`,
  tooLarge: 'O valor é grande demais',
  invalidDate: (raw: string) => `"${raw}" não é uma data válida (use dd/mm/aaaa ou aaaa-mm-dd)`,
  invalidBoolean: (raw: string) => `"${raw}" não é um valor válido (use S/N, sim/não, 1/0 ou true/false)`,
  invalidTimeZone: (raw: string) => `"${raw}" não é um fuso horário IANA válido (ex.: America/Sao_Paulo)`,
  invalidEmail: (raw: string) => `"${raw}" não é um e-mail válido`,
  invalidTime: (raw: string) => `"${raw}" não é um horário válido (use HH:MM, ex.: 13:45)`,
  invalidUuid: (raw: string) =>
    `"${raw}" não é um identificador válido (UUID, ex.: 3f2b8c1e-9d4a-4e7b-8a61-0c5d2e9f7a13)`,
  invalidWasteType: (raw: string) =>
    `"${raw}" não é um tipo de desperdício válido: use 1 (Bandeja), 2 (Excedente de produção), 3 (Pré-preparo por turno) ou 4 (Pré-preparo por insumo)`,
  closedTwoWays:
    'Informe semSobra = S ou esgotadoAs, não os dois: o kanban fecha sem sobra ou acabou em um horário',
  noMeals: 'Informe qtdRefeicoes (servidas) ou qtdPlanejadas',
  uuidTaken: (uuid: string) =>
    `A pesagem ${uuid} já foi gravada com outro restaurante, dia, tipo ou peso; corrija-a na manutenção de apontamentos`,
  unknownColumn: (name: string) => `Coluna desconhecida: ${name}`,
  missingColumn: (name: string) => `Coluna obrigatória ausente: ${name}`,
  duplicatedColumn: (name: string) => `Coluna repetida: ${name}`,
  duplicatedKey: (key: string, line: number) => `Registro ${key} repetido no arquivo (linha ${line})`,
  notFound: (what: string, code: string) => `${what} com código "${code}" não encontrado`,
  emptyFile: 'O arquivo está vazio',
  noRows: 'O arquivo não tem linhas de dados',
  notAnObject: 'A linha deve ser um objeto com as colunas do modelo',
  notAnArray: 'O JSON deve ser uma lista de objetos com as colunas do modelo',
  invalidFile: 'Não foi possível ler o arquivo: formato inválido',
  invalidXlsx: 'Não foi possível ler a planilha XLSX',
  unsupportedType:
    'Tipo de conteúdo não suportado; envie text/csv, multipart/form-data (campo arquivo) ou application/json',
  missingFile: 'Envie o arquivo no campo "arquivo"',
  tooLarge413: (mb: number) => `O arquivo é grande demais: o limite é ${mb} MB`,
  busy: 'Já existe uma importação em andamento para esta empresa. Aguarde o término e tente novamente.',
  tooMany: (seconds: number) =>
    `Limite de importações por minuto atingido. Tente novamente em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  failed: (errors: number, capped: boolean) =>
    `A importação não foi gravada: ${capped ? 'mais de ' : ''}${errors} ${errors === 1 ? 'erro encontrado' : 'erros encontrados'}. Corrija o arquivo e envie novamente.`,
  moreErrors: (max: number) => `Há mais erros; apenas os primeiros ${max} são mostrados`,
} as const;

/** Lower case, no accents, no spaces/underscores/hyphens: 'Cód. Grupo', 'cod_grupo' and 'codGrupo' all match. */
export function normalizeColumnName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');
}

/** Text: trimmed; empty is null. */
export function parseText(raw: string, max: number): Parsed<string> {
  const v = raw.trim();
  if (v === '') return { ok: true, value: null };
  if (v.length > max) return { ok: false, mensagem: IMPORT_MSG.tooLong(max) };
  if (hasControlChar(v)) return { ok: false, mensagem: IMPORT_MSG.controlChar };
  return { ok: true, value: v };
}

/** Whether a text holds control characters (tab, line feed and carriage return are allowed). */
function hasControlChar(v: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the check is about control characters
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(v);
}

/**
 * A decimal written '12,5', '12.5', '1.234,56' or '1,234.56' (the last separator is the decimal one when both
 * appear); a lone separator followed by exactly three digits and preceded by up to three ('1.234') is a
 * decimal too: files of this product never carry thousands without decimals. At most `places` decimals.
 */
export function parseDecimal(raw: string, places = 3, { min = 0 }: { min?: number } = {}): Parsed<number> {
  let v = raw.trim().replace(/\s+/g, '');
  if (v === '') return { ok: true, value: null };
  const lastComma = v.lastIndexOf(',');
  const lastDot = v.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalSep = lastComma > lastDot ? ',' : '.';
    const thousandSep = decimalSep === ',' ? '.' : ',';
    const [intPart, ...rest] = v.split(decimalSep);
    if (rest.length !== 1 || !/^\d{1,3}([.,]\d{3})*$/.test(intPart) || intPart.includes(decimalSep)) {
      return { ok: false, mensagem: IMPORT_MSG.invalidDecimal(raw.trim()) };
    }
    v = `${intPart.split(thousandSep).join('')}.${rest[0]}`;
  } else if (lastComma >= 0) {
    v = v.replace(',', '.');
  }
  if (!/^-?\d+(\.\d+)?$/.test(v) && !/^-?\.\d+$/.test(v)) {
    return { ok: false, mensagem: IMPORT_MSG.invalidDecimal(raw.trim()) };
  }
  const decimals = v.includes('.') ? v.split('.')[1].length : 0;
  if (decimals > places) return { ok: false, mensagem: IMPORT_MSG.tooManyDecimals(places) };
  const n = Number(v);
  if (!Number.isFinite(n) || Math.abs(n) >= 1e9) return { ok: false, mensagem: IMPORT_MSG.tooLarge };
  if (n < min) return { ok: false, mensagem: IMPORT_MSG.negative };
  return { ok: true, value: n };
}

/** A whole number (int4), not negative unless `min` says so. '12,0' and '12.0' are accepted. */
export function parseInteger(raw: string, { min = 0 }: { min?: number } = {}): Parsed<number> {
  const v = raw.trim();
  if (v === '') return { ok: true, value: null };
  const m = /^(-?\d+)([.,]0+)?$/.exec(v);
  if (!m) return { ok: false, mensagem: IMPORT_MSG.invalidInteger(v) };
  const n = Number(m[1]);
  if (!Number.isSafeInteger(n) || n > 2_147_483_647 || n < -2_147_483_648) {
    return { ok: false, mensagem: IMPORT_MSG.tooLarge };
  }
  if (n < min) return { ok: false, mensagem: IMPORT_MSG.negative };
  return { ok: true, value: n };
}

function validDay(y: number, m: number, d: number): boolean {
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A day written dd/MM/yyyy (also d/M/yyyy) or yyyy-MM-dd (an ISO time part is ignored) → 'yyyy-MM-dd'. */
export function parseDateValue(raw: string): Parsed<string> {
  const v = raw.trim();
  if (v === '') return { ok: true, value: null };
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  let y: number;
  let mo: number;
  let d: number;
  if (m) {
    [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else {
    m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(v);
    if (!m) return { ok: false, mensagem: IMPORT_MSG.invalidDate(v) };
    [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  if (!validDay(y, mo, d)) return { ok: false, mensagem: IMPORT_MSG.invalidDate(v) };
  return { ok: true, value: `${pad(y, 4)}-${pad(mo)}-${pad(d)}` };
}

const TRUE_WORDS = new Set(['s', 'sim', '1', 'true', 'verdadeiro', 'v', 'y', 'yes']);
const FALSE_WORDS = new Set(['n', 'nao', '0', 'false', 'falso', 'f', 'no']);

/** A time of day written H:MM or HH:MM (seconds allowed, HH:MM:SS) → 'HH:MM'. */
export function parseTime(raw: string): Parsed<string> {
  const v = raw.trim();
  if (v === '') return { ok: true, value: null };
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(v);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59)
    return { ok: false, mensagem: IMPORT_MSG.invalidTime(v) };
  return { ok: true, value: `${pad(Number(m[1]))}:${m[2]}` };
}

/** A UUID (any case) → lower case. */
export function parseUuid(raw: string): Parsed<string> {
  const v = raw.trim();
  if (v === '') return { ok: true, value: null };
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v))
    return { ok: false, mensagem: IMPORT_MSG.invalidUuid(v) };
  return { ok: true, value: v.toLowerCase() };
}

/** A waste type by its number (1 to 4, as TIP_DESPERDICIO). */
export function parseWasteType(raw: string): Parsed<number> {
  const v = raw.trim();
  if (v === '') return { ok: true, value: null };
  if (!/^[1-4]$/.test(v)) return { ok: false, mensagem: IMPORT_MSG.invalidWasteType(v) };
  return { ok: true, value: Number(v) };
}

/** S/N, sim/não, 1/0, true/false (any case, with or without accent). */
export function parseBoolean(raw: string): Parsed<boolean> {
  const v = normalizeColumnName(raw.trim());
  if (v === '') return { ok: true, value: null };
  if (TRUE_WORDS.has(v)) return { ok: true, value: true };
  if (FALSE_WORDS.has(v)) return { ok: true, value: false };
  return { ok: false, mensagem: IMPORT_MSG.invalidBoolean(raw.trim()) };
}

/** An IANA time zone the runtime knows, links included (the restaurants screen's rule: isTimeZone), or UTC. */
export function parseTimeZone(raw: string): Parsed<string> {
  const v = raw.trim();
  if (v === '') return { ok: true, value: null };
  if (!isTimeZone(v)) return { ok: false, mensagem: IMPORT_MSG.invalidTimeZone(v) };
  return { ok: true, value: v };
}

export function parseEmail(raw: string): Parsed<string> {
  const v = raw.trim();
  if (v === '') return { ok: true, value: null };
  if (hasControlChar(v)) return { ok: false, mensagem: IMPORT_MSG.controlChar };
  if (v.length > 200 || !isEmail(v)) return { ok: false, mensagem: IMPORT_MSG.invalidEmail(v) };
  return { ok: true, value: v };
}

/**
 * A list of codes separated by '|' (or ';' inside a ','-separated file): trimmed, empty items dropped, each
 * checked as a text of at most `max` characters, without control characters.
 */
export function parseCodeList(raw: string, max = 60): Parsed<string[]> {
  const codes = [
    ...new Set(
      raw
        .split(/[|;]/)
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
  for (const code of codes) {
    const checked = parseText(code, max);
    if (!checked.ok) return checked;
  }
  return { ok: true, value: codes };
}

/** The field separator of a CSV file, from its header line: ';' when it has more of them than ',' . */
export function detectDelimiter(headerLine: string): ';' | ',' {
  let semi = 0;
  let comma = 0;
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ';') semi++;
    else if (!quoted && ch === ',') comma++;
  }
  return semi >= comma && semi > 0 ? ';' : comma > 0 ? ',' : ';';
}
