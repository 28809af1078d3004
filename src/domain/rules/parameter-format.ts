import { formatDecimalBR } from '../numbers';
import type { ParamDef } from './parameter-catalog';

/* How a parameter of the catalogue reads on the screen, and the catalogue's refusal of a value out of range. */

/** A number of the parameter with its unit: '50 kg', '20%', '7 dias', 'R$ 14,90/kg'. */
export function formatParamNumber(def: Pick<ParamDef, 'unit'>, n: number): string {
  if (def.unit === '%') return `${formatDecimalBR(n, 2)}%`;
  if (def.unit === 'R$/kg')
    return `R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}/kg`;
  return def.unit ? `${formatDecimalBR(n, 3)} ${def.unit}` : formatDecimalBR(n, 3);
}

/** A stored value as words: the option's label, 'Sim'/'Não', the date dd/MM/aaaa, the number with its unit. */
export function formatParamValue(def: ParamDef, value: number | string | null): string {
  if (value === null || value === '') return '—';
  if (def.control === 'date') {
    const [y, m, d] = String(value).slice(0, 10).split('-');
    return `${d}/${m}/${y}`;
  }
  const n = Number(value);
  if (def.control === 'switch') return n === 1 ? 'Sim' : 'Não';
  if (def.control === 'choice') return def.options?.find((o) => o.value === n)?.label ?? String(value);
  return formatParamNumber(def, n);
}

/** 'de 1 kg a 1.000 kg', '0 = Somente web, 1 = …', 'Sim ou Não', or null (a date). */
export function paramRangeText(def: ParamDef): string | null {
  if (def.control === 'switch') return 'Sim ou Não';
  if (def.control === 'choice') return def.options?.map((o) => o.label).join(', ') ?? null;
  if (def.min === undefined || def.max === undefined) return null;
  return `de ${formatParamNumber(def, def.min)} a ${formatParamNumber(def, def.max)}`;
}

/** 'Padrão: 50 kg', 'Padrão: sem data (não vence)'. */
export function paramDefaultText(def: ParamDef): string {
  return `Padrão: ${def.defaultText ?? formatParamValue(def, def.default)}`;
}

/**
 * The catalogue's refusal of a value already read by its type (a number for 'dec'/'int', 'yyyy-MM-dd' for a
 * date), or null when it is allowed: outside min/max, or not one of the choices.
 */
export function paramRangeError(def: ParamDef, value: number | string | null): string | null {
  if (def.control === 'date' || value === null || typeof value === 'string') return null;
  if (def.control === 'choice') {
    if (def.options?.some((o) => o.value === value)) return null;
    const allowed = def.options?.map((o) => `${o.value} = ${o.label}`).join(', ');
    return `Valor não permitido para ${def.name} (${allowed})`;
  }
  if (def.control === 'switch') return value === 0 || value === 1 ? null : `${def.name}: informe Sim ou Não`;
  if ((def.min !== undefined && value < def.min) || (def.max !== undefined && value > def.max))
    return `Valor fora do intervalo permitido para ${def.name} (mín. ${formatParamNumber(def, def.min ?? value)}, máx. ${formatParamNumber(def, def.max ?? value)})`;
  return null;
}
