import type { Totals } from '@app/features/maintenance/utils/group-appointments';
import { formatDecimalBR } from '@domain/dates';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.234,56'. */
export function formatBRL(value: number): string {
  return BRL.format(value);
}

/** '3 apontamentos · 4,5 kg líquidos · R$ 12,00' (the kg are net: gross − tare). */
export function formatTotals(t: Totals): string {
  const count = t.count === 1 ? '1 apontamento' : `${t.count} apontamentos`;
  return `${count} · ${formatDecimalBR(t.kg)} kg líquidos · ${formatBRL(t.custo)}`;
}
