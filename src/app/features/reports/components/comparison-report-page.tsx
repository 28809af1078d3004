import { dayjs } from '@app/lib/dayjs';
import type { ScreenProps } from '@app/routes';
import { TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import { useMemo } from 'react';
import { useRelatorioComparativo } from '../api/post-relatorio-comparativo';
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
export const COMPARISON_COLUMNS: readonly ReportColumn[] = [
  { title: 'Restaurante', kind: 'text' },
  { title: 'Tipo de desperdício', kind: 'text' },
  { title: 'Base (kg)', kind: 'kg' },
  { title: 'Base (R$)', kind: 'brl' },
  { title: 'Período (kg)', kind: 'kg' },
  { title: 'Período (R$)', kind: 'brl' },
  { title: 'Variação kg (%)', kind: 'pct' },
  { title: 'Variação R$ (%)', kind: 'pct' },
];

const tipoLabel = (t: number) => TIP_DESPERDICIO_LABEL[t as TipDesperdicio] ?? String(t);
const monthBefore = (d: string) => dayjs(d).subtract(1, 'month').format('YYYY-MM-DD');

/** /Relatorios/ComparativoDesperdicios: the period against a base period per restaurant and type. */
export function ComparisonReportPage({ title }: ScreenProps) {
  const {
    form,
    patch,
    periodErrors: [baseErrors, errors],
    data,
    view,
  } = useReportSearch({
    name: 'comparativo',
    initial: () => {
      const p = defaultPeriod();
      return {
        idGrupo: null as number | null,
        idRestaurante: null as number | null,
        dtaBaseIni: monthBefore(p.ini) as string | null,
        dtaBaseFim: monthBefore(p.fim) as string | null,
        dtaIni: p.ini as string | null,
        dtaFim: p.fim as string | null,
        tipDesperdicio: null as number | null,
      };
    },
    periodsOf: (f) => [periodErrors(f.dtaBaseIni, f.dtaBaseFim), periodErrors(f.dtaIni, f.dtaFim)],
    toBody: (f) => ({
      idGrupo: f.idGrupo,
      idRestaurante: f.idRestaurante,
      dtaIni: f.dtaIni as string,
      dtaFim: f.dtaFim as string,
      dtaBaseIni: f.dtaBaseIni as string,
      dtaBaseFim: f.dtaBaseFim as string,
      tipDesperdicio: f.tipDesperdicio,
    }),
    useData: useRelatorioComparativo,
  });
  const table = useMemo(() => {
    if (!data) return undefined;
    const cells = data.linhas.map((l): ExportCell[] => [
      l.desRestaurante,
      tipoLabel(l.tipDesperdicio),
      l.qtdKgBase,
      l.vlrCustoBase,
      l.qtdKg,
      l.vlrCusto,
      l.variacaoKgPc,
      l.variacaoCustoPc,
    ]);
    const rows: ReportRow[] = data.linhas.map((l, i) => ({
      key: `${l.idRestaurante}-${l.tipDesperdicio}`,
      cells: cells[i],
    }));
    const t = data.totais;
    const total: ExportCell[] = [
      'Total geral',
      null,
      t.qtdKgBase,
      t.vlrCustoBase,
      t.qtdKg,
      t.vlrCusto,
      t.variacaoKgPc,
      t.variacaoCustoPc,
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
            labels={['Base: data inicial', 'Base: data final']}
            ini={form.dtaBaseIni}
            fim={form.dtaBaseFim}
            errors={baseErrors}
            onChange={(v) => patch({ dtaBaseIni: v.ini, dtaBaseFim: v.fim })}
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
      columns={COMPARISON_COLUMNS}
      rows={table?.rows}
      exportRows={table?.cells ?? []}
      total={table?.total}
    />
  );
}
