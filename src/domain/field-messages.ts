/**
 * Validation messages a person reads: a zod issue becomes the field's label and the rule it broke
 * ('Quantidade acima do máximo permitido (100.000 kg)', 'Data: informação obrigatória'), never a field path
 * or the schema's wording. The server's request validation and every server-side parse of stored data use it.
 */
import { DATE_MAX, DATE_MIN, isoToBr } from './dates';
import { FIELD_LABELS } from './field-labels';
import { DATE_RANGE_RULE } from './limits';
import { formatDecimalBR } from './numbers';

/** Fields weighed in kg: their limits are written with the unit. */
const KG_FIELDS = new Set(['qtdDesperdicio', 'qtdPeso', 'qtdTara', 'qtdMaxima', 'qtdPrato', 'vlrMeta']);
const PERCENT_FIELDS = new Set(['vlrMetaPc', 'pctEvitavel']);

/** The prefixes of the field names (spec §3) and the words they stand for. */
const PREFIXES: readonly [string, string][] = [
  ['ind', ''],
  ['id', ''],
  ['des', 'Descrição'],
  ['dth', 'Data e hora'],
  ['dta', 'Data'],
  ['qtd', 'Quantidade'],
  ['vlr', 'Valor'],
  ['tip', 'Tipo'],
  ['cod', 'Código'],
  ['num', 'Número'],
  ['txt', 'Texto'],
];

/** Abbreviations of the rest of a field name. */
const WORDS: Readonly<Record<string, string>> = {
  ini: 'inicial',
  fim: 'final',
  nr: 'refeições',
  cli: 'clientes',
  colab: 'colaboradores',
  rest: 'restaurante',
  desp: 'desperdício',
  bal: 'balança',
  sat: 'satélite',
  aprov: 'aprovação',
  apont: 'apontamento',
  pc: '(%)',
  kg: '(kg)',
};

const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/**
 * The label of a field: the dictionary's, else the camelCase name in words with its prefix spelled out
 * ('qtdApontamentos' → 'Quantidade de apontamentos', 'idCentroCusto' → 'Centro custo').
 */
export function fieldLabel(name: string): string {
  const known = FIELD_LABELS[name];
  if (known) return known;
  let prefix = '';
  let rest = name;
  for (const [p, word] of PREFIXES) {
    if (name.length > p.length && name.startsWith(p) && /[A-Z0-9]/.test(name[p.length])) {
      prefix = word;
      rest = name.slice(p.length);
      break;
    }
  }
  const words = rest
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => WORDS[w.toLowerCase()] ?? w.toLowerCase());
  if (!words.length) return capitalize(prefix) || 'Campo';
  return prefix ? `${prefix} de ${words.join(' ')}` : capitalize(words.join(' '));
}

/** The shape of a zod issue this module reads (zod 4's $ZodIssue, and the copy Fastify's validation keeps). */
export interface IssueLike {
  code: string;
  path?: readonly PropertyKey[];
  message?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint | Date | string;
  maximum?: number | bigint | Date | string;
  inclusive?: boolean;
  exact?: boolean;
  format?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
  /** A refinement's own data (`rule` names the rule a building block of schemas/fields checks). */
  params?: Readonly<Record<string, unknown>>;
}

/** What one element of an array body is called: 'Pesagem' for the appointment lists, 'Linha' elsewhere. */
export type ItemNoun = 'Pesagem' | 'Linha';

/** The field an issue is about: the last name in its path (null for the body itself). */
function fieldOf(path: readonly PropertyKey[] = []): string | null {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return null;
}

const isIdField = (field: string | null) => !!field && /^(id|ind)[A-Z]/.test(field);

function limitText(value: IssueLike['maximum'], field: string | null, origin?: string): string {
  if (value instanceof Date) return value.toLocaleDateString('pt-BR', { timeZone: 'UTC' });
  const n = Number(value);
  if (origin === 'date' && Number.isFinite(n))
    return new Date(n).toLocaleDateString('pt-BR', { timeZone: 'UTC' });
  const text = formatDecimalBR(n);
  if (field && KG_FIELDS.has(field)) return `${text} kg`;
  if (field && PERCENT_FIELDS.has(field)) return `${text}%`;
  return text;
}

const plural = (n: number, one: string, many: string) => `${formatDecimalBR(n)} ${n === 1 ? one : many}`;

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`;
}

/**
 * The text of an issue without its position: the rule the field broke, with the field's label. `noun` words
 * the body-level messages of an array body ('Nenhuma pesagem informada').
 */
export function issueText(issue: IssueLike, noun: ItemNoun = 'Linha'): string {
  const field = fieldOf(issue.path);
  const label = field ? fieldLabel(field) : null;
  const onField = (rule: string) => (label ? `${label}: ${rule}` : capitalize(rule));
  const invalid = onField('valor inválido');
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  const records = noun === 'Pesagem' ? ['pesagem', 'pesagens'] : ['registro', 'registros'];

  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || (issue.input === null && issue.expected !== 'null'))
        return onField('informação obrigatória');
      if (isIdField(field)) return invalid;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return onField(issue.expected === 'int' ? 'informe um número inteiro' : 'informe um número');
      if (issue.expected === 'date') return onField('data inválida');
      if (issue.expected === 'boolean') return onField('informe sim ou não');
      if (issue.expected === 'array') return onField('informe uma lista');
      if (!label) return 'Dados enviados em formato inválido';
      return invalid;
    }
    case 'too_big': {
      if (issue.origin === 'string') return onField(`no máximo ${plural(max, 'caractere', 'caracteres')}`);
      if (issue.origin === 'array' || issue.origin === 'set') {
        if (!label) return `Envie no máximo ${plural(max, records[0], records[1])} por vez`;
        return onField(`no máximo ${plural(max, 'item', 'itens')}`);
      }
      if (issue.origin === 'depth') return 'Dados enviados com aninhamento profundo demais';
      if (isIdField(field)) return invalid;
      const limit = limitText(issue.maximum, field, issue.origin);
      if (issue.origin === 'date') return onField(`a data deve ser até ${limit}`);
      if (issue.inclusive === false) return `${label ?? 'Valor'} deve ser menor que ${limit}`;
      return `${label ?? 'Valor'} acima do máximo permitido (${limit})`;
    }
    case 'too_small': {
      if (issue.origin === 'string') {
        if (min <= 1) return onField('informação obrigatória');
        return onField(`no mínimo ${plural(min, 'caractere', 'caracteres')}`);
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        if (!label) return noun === 'Pesagem' ? 'Nenhuma pesagem informada' : 'Nenhum registro informado';
        return min <= 1
          ? onField('informe ao menos um item')
          : onField(`informe ao menos ${plural(min, 'item', 'itens')}`);
      }
      if (isIdField(field)) return invalid;
      const limit = limitText(issue.minimum, field, issue.origin);
      if (issue.origin === 'date') return onField(`a data deve ser a partir de ${limit}`);
      if (issue.inclusive === false)
        return `${label ?? 'Valor'} deve ser maior que ${min === 0 ? 'zero' : limit}`;
      return `${label ?? 'Valor'} abaixo do mínimo permitido (${limit})`;
    }
    case 'invalid_format': {
      if (issue.format === 'date' || issue.format === 'datetime') {
        const what = issue.format === 'date' ? 'data' : 'data e hora';
        return label?.startsWith('Data') ? `${label} inválida` : onField(`${what} inválida`);
      }
      if (issue.format === 'time') return onField('hora inválida');
      if (issue.format === 'text') return onField('contém um caractere não permitido');
      if (issue.format === 'key')
        return `Nome de campo com caractere não permitido${label ? ` em ${label}` : ''}`;
      if (issue.format === 'uuid' || issue.format === 'guid') return onField('identificador inválido');
      if (issue.format === 'email') return onField('e-mail inválido');
      return onField('formato inválido');
    }
    case 'invalid_value': {
      const options = (issue.values ?? []).filter((v): v is string | number | boolean =>
        ['string', 'number', 'boolean'].includes(typeof v),
      );
      if (!options.length || options.length > 8) return invalid;
      const words = options.map((v) => (typeof v === 'number' ? formatDecimalBR(v) : String(v)));
      return onField(`valor inválido (use ${listWords(words)})`);
    }
    case 'unrecognized_keys': {
      const names = (issue.keys ?? []).map(fieldLabel);
      const where = label ? ` em ${label}` : '';
      return names.length === 1
        ? `Campo não permitido${where}: ${names[0]}`
        : `Campos não permitidos${where}: ${names.join(', ')}`;
    }
    case 'not_multiple_of':
      return onField('valor fora do passo permitido');
    case 'custom':
      if (issue.params?.rule === DATE_RANGE_RULE)
        return onField(`a data deve estar entre ${isoToBr(DATE_MIN)} e ${isoToBr(DATE_MAX)}`);
      return invalid;
    default:
      // custom (a refinement without its own message), invalid_union, invalid_key, invalid_element.
      return invalid;
  }
}

/** 'Pesagem 2: ' / 'Linha 2: ' when the issue is inside an element of an array body (1-based). */
export function positionPrefix(path: readonly PropertyKey[] = [], noun: ItemNoun = 'Linha'): string {
  const index = path.find((p) => typeof p === 'number');
  return typeof index === 'number' ? `${noun} ${index + 1}: ` : '';
}

/**
 * zod's per-parse error map (`schema.safeParse(data, { error: fieldErrorMap(noun) })`): a message the schema
 * worded itself (a refinement's, a check's own text) still wins; every other issue gets issueText.
 */
export const fieldErrorMap =
  (noun: ItemNoun = 'Linha') =>
  (issue: IssueLike): string =>
    issueText(issue, noun);

/**
 * The whole message of an issue of a parse made with fieldErrorMap: its position ('Pesagem 2: '), then its
 * message (issueText when it has none).
 */
export function issueMessage(issue: IssueLike, noun: ItemNoun = 'Linha'): string {
  return `${positionPrefix(issue.path, noun)}${issue.message ?? issueText(issue, noun)}`;
}
