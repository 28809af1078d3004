import type { Totals } from '@app/features/maintenance/utils/group-desperdicios-det';
import { formatBRL, formatDecimalBR } from '@domain/numbers';

/** '3 apontamentos · 4,5 kg líquidos · R$ 12,00' (the kg are net: gross − tare). */
export function formatTotals(t: Totals): string {
  const count = t.count === 1 ? '1 apontamento' : `${t.count} apontamentos`;
  return `${count} · ${formatDecimalBR(t.kg)} kg líquidos · ${formatBRL(t.custo)}`;
}
