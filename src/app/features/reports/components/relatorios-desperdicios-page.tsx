import type { ScreenProps } from '@app/types/screen';
import type { DesperdiciosResult } from '@domain/schemas/relatorios';
import { useRelatoriosDesperdicios } from '../api/post-relatorios-desperdicios';
import { useRelatoriosSearch } from '../hooks/use-relatorios-search';
import type { ExportCell } from '../lib/export-csv';
import {
  CO2E_COLUMN,
  kgCostCountTotal,
  type ReportColumn,
  type ReportRow,
  type ReportTable,
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

/** Each line, then after a restaurant's last line its subtotal; the overall total. */
function wasteTable(data: DesperdiciosResult): ReportTable {
  const cells = data.linhas.map((l): ExportCell[] => [
    l.desRestaurante,
    l.dtaApontamento,
    tipoLabel(l.tipDesperdicio),
    l.qtdKg,
    l.co2eKg,
    l.vlrCusto,
    l.qtdApontamentos,
  ]);
  const subtotals = new Map(data.totaisRestaurante.map((t) => [t.idRestaurante, t]));
  const rows: ReportRow[] = [];
  data.linhas.forEach((l, i) => {
    rows.push({ key: `${l.idRestaurante}-${l.dtaApontamento}-${l.tipDesperdicio}`, cells: cells[i] });
    const next = data.linhas[i + 1];
    const t = subtotals.get(l.idRestaurante);
    if (t && next?.idRestaurante !== l.idRestaurante)
      rows.push({
        key: `total-${l.idRestaurante}`,
        subtotal: true,
        cells: [`Total ${t.desRestaurante}`, null, null, t.qtdKg, t.co2eKg, t.vlrCusto, t.qtdApontamentos],
      });
  });
  return { rows, cells, total: kgCostCountTotal(data.totais) };
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
