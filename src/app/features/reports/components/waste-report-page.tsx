import type { ScreenProps } from '@app/routes';
import { TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import { useMemo } from 'react';
import { useRelatorioDesperdicios } from '../api/post-relatorio-desperdicios';
import { useReportSearch } from '../hooks/use-report-search';
import type { ExportCell } from '../lib/export-csv';
import type { ReportColumn, ReportRow } from '../lib/report-columns';
import {
  defaultPeriod,
  GrupoRestauranteFields,
  PeriodFields,
  periodErrors,
  TipoField,
} from './report-filters';
import { ReportView } from './report-view';

/** The columns (and the CSV/XLSX header row). */
export const WASTE_COLUMNS: readonly ReportColumn[] = [
  { title: 'Restaurante', kind: 'text' },
  { title: 'Data', kind: 'date' },
  { title: 'Tipo de desperdício', kind: 'text' },
  { title: 'Quantidade (kg)', kind: 'kg' },
  { title: 'Custo (R$)', kind: 'brl' },
  { title: 'Apontamentos', kind: 'int' },
];

const tipoLabel = (t: number) => TIP_DESPERDICIO_LABEL[t as TipDesperdicio] ?? String(t);

/** /Relatorios/Desperdicios: waste per restaurant, day and type, with totals per restaurant and overall. */
export function WasteReportPage({ title }: ScreenProps) {
  const {
    form,
    patch,
    periodErrors: [errors],
    data,
    view,
  } = useReportSearch({
    name: 'desperdicios',
    initial: () => {
      const p = defaultPeriod();
      return {
        idGrupo: null as number | null,
        idRestaurante: null as number | null,
        dtaIni: p.ini as string | null,
        dtaFim: p.fim as string | null,
        tipDesperdicio: null as number | null,
      };
    },
    periodsOf: (f) => [periodErrors(f.dtaIni, f.dtaFim)],
    toBody: (f) => ({
      idGrupo: f.idGrupo,
      idRestaurante: f.idRestaurante,
      dtaIni: f.dtaIni as string,
      dtaFim: f.dtaFim as string,
      tipDesperdicio: f.tipDesperdicio,
    }),
    useData: useRelatorioDesperdicios,
  });
  const table = useMemo(() => {
    if (!data) return undefined;
    const cells = data.linhas.map((l): ExportCell[] => [
      l.desRestaurante,
      l.dtaApontamento,
      tipoLabel(l.tipDesperdicio),
      l.qtdKg,
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
          cells: [`Total ${t.desRestaurante}`, null, null, t.qtdKg, t.vlrCusto, t.qtdApontamentos],
        });
    });
    const total: ExportCell[] = [
      'Total geral',
      null,
      null,
      data.totais.qtdKg,
      data.totais.vlrCusto,
      data.totais.qtdApontamentos,
    ];
    return { rows, cells, total };
  }, [data]);

  return (
    <ReportView
      title={title}
      {...view}
      filters={
        <>
          <GrupoRestauranteFields
            idGrupo={form.idGrupo}
            idRestaurante={form.idRestaurante}
            onChange={patch}
          />
          <PeriodFields
            labels={['Data inicial', 'Data final']}
            ini={form.dtaIni}
            fim={form.dtaFim}
            errors={errors}
            onChange={(v) => patch({ dtaIni: v.ini, dtaFim: v.fim })}
          />
          <TipoField value={form.tipDesperdicio} onChange={(v) => patch({ tipDesperdicio: v })} />
        </>
      }
      columns={WASTE_COLUMNS}
      rows={table?.rows}
      exportRows={table?.cells ?? []}
      total={table?.total}
    />
  );
}
