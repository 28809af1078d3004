import type { ReportColumn } from '@app/lib/export-columns';
import type { ExportCell } from '@app/lib/export-csv';
import type { ScreenProps } from '@app/types/screen';
import type { DesperdiciosResult } from '@domain/schemas/relatorios';
import { useRelatoriosDesperdicios } from '../api/post-relatorios-desperdicios';
import { useRelatoriosSearch } from '../hooks/use-relatorios-search';
import {
  CO2E_COLUMN,
  kgCostCountTotal,
  type ReportLine,
  type ReportTable,
  subtotalLabel,
  tipoLabel,
} from '../lib/report-columns';
import { BaseReportFields, baseReportBody, baseReportForm, periodErrors, TipoField } from './report-filters';
import { ReportView } from './report-view';

/** The columns (and the CSV/XLSX header row). */
export const RELATORIOS_DESPERDICIOS_COLUMNS: readonly ReportColumn[] = [
  { title: 'Restaurante', kind: 'text' },
  { title: 'Data', kind: 'date' },
  { title: 'Tipo de desperdício', kind: 'text' },
  { title: 'Quantidade (kg)', kind: 'kg' },
  CO2E_COLUMN,
  { title: 'Custo (R$)', kind: 'brl' },
  { title: 'Apontamentos', kind: 'int' },
];

/**
 * Each line grouped by restaurant: after a restaurant's last line (on whatever page it falls) its subtotal,
 * the server's total of all its lines; the overall total.
 */
function wasteTable(data: DesperdiciosResult): ReportTable {
  const lines = data.linhas.map(
    (l): ReportLine => ({
      key: `${l.idRestaurante}-${l.dtaApontamento}-${l.tipDesperdicio}`,
      group: String(l.idRestaurante),
      cells: [
        l.desRestaurante,
        l.dtaApontamento,
        tipoLabel(l.tipDesperdicio),
        l.qtdKg,
        l.co2eKg,
        l.vlrCusto,
        l.qtdApontamentos,
      ],
    }),
  );
  const subtotals = new Map(data.totaisRestaurante.map((t) => [String(t.idRestaurante), t]));
  const subtotalOf = (group: string, of: readonly ReportLine[]): ExportCell[] => {
    const t = subtotals.get(group);
    if (t)
      return [subtotalLabel(t.desRestaurante), null, null, t.qtdKg, t.co2eKg, t.vlrCusto, t.qtdApontamentos];
    // Not in the answer's subtotals: the sum of the restaurant's lines.
    const sum = (i: number) => of.reduce((acc, l) => acc + (Number(l.cells[i]) || 0), 0);
    return [subtotalLabel(String(of[0]?.cells[0] ?? group)), null, null, sum(3), sum(4), sum(5), sum(6)];
  };
  return { lines, subtotalOf, total: kgCostCountTotal(data.totais) };
}

/** /Relatorios/Desperdicios: waste per restaurant, day and type, with totals per restaurant and overall. */
export function RelatoriosDesperdiciosPage({ title }: ScreenProps) {
  const {
    form,
    patch,
    periodErrors: [errors],
    view,
  } = useRelatoriosSearch({
    name: 'desperdicios',
    initial: () => ({ ...baseReportForm(), tipDesperdicio: null as number | null }),
    periodsOf: (f) => [periodErrors(f.dtaIni, f.dtaFim)],
    toBody: (f) => ({ ...baseReportBody(f), tipDesperdicio: f.tipDesperdicio }),
    useData: useRelatoriosDesperdicios,
    toTable: wasteTable,
  });

  return (
    <ReportView
      title={title}
      {...view}
      filters={
        <>
          <BaseReportFields form={form} errors={errors} patch={patch} />
          <TipoField value={form.tipDesperdicio} onChange={(v) => patch({ tipDesperdicio: v })} />
        </>
      }
      columns={RELATORIOS_DESPERDICIOS_COLUMNS}
    />
  );
}
