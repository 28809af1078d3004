import { dayjs } from '@app/lib/dayjs';
import type { ReportColumn } from '@app/lib/export-columns';
import type { ExportCell } from '@app/lib/export-csv';
import type { ScreenProps } from '@app/types/screen';
import { defaultComparisonPeriods } from '@domain/rules/report-periods';
import type { ComparativoResult } from '@domain/schemas/relatorios';
import { useRelatoriosComparativo } from '../api/post-relatorios-comparativo';
import { useRelatoriosSearch } from '../hooks/use-relatorios-search';
import { type ReportTable, tipoLabel } from '../lib/report-columns';
import {
  BaseReportFields,
  baseReportBody,
  baseReportForm,
  PeriodFields,
  periodErrors,
  TipoField,
} from './report-filters';
import { ReportView } from './report-view';

/** The columns (and the CSV/XLSX header row). */
const COMPARISON_COLUMNS: readonly ReportColumn[] = [
  { title: 'Restaurante', kind: 'text' },
  { title: 'Tipo de desperdício', kind: 'text' },
  { title: 'Base (kg)', kind: 'kg', group: 'Base', short: 'kg' },
  { title: 'Base (kg CO2e)', kind: 'kg', group: 'Base', short: 'kg CO2e' },
  { title: 'Base (R$)', kind: 'brl', group: 'Base', short: 'R$', bare: true },
  { title: 'Período (kg)', kind: 'kg', group: 'Período', short: 'kg' },
  { title: 'Período (kg CO2e)', kind: 'kg', group: 'Período', short: 'kg CO2e' },
  { title: 'Período (R$)', kind: 'brl', group: 'Período', short: 'R$', bare: true },
  { title: 'Variação kg (%)', kind: 'pct', group: 'Variação (%)', short: 'kg' },
  { title: 'Variação R$ (%)', kind: 'pct', group: 'Variação (%)', short: 'R$', bare: true },
];

function comparisonTable(data: ComparativoResult): ReportTable {
  const cells = data.linhas.map((l): ExportCell[] => [
    l.desRestaurante,
    tipoLabel(l.tipDesperdicio),
    l.qtdKgBase,
    l.co2eKgBase,
    l.vlrCustoBase,
    l.qtdKg,
    l.co2eKg,
    l.vlrCusto,
    l.variacaoKgPc,
    l.variacaoCustoPc,
  ]);
  const lines = data.linhas.map((l, i) => ({
    key: `${l.idRestaurante}-${l.tipDesperdicio}`,
    cells: cells[i],
  }));
  const t = data.totais;
  const total: ExportCell[] = [
    'Total geral',
    null,
    t.qtdKgBase,
    t.co2eKgBase,
    t.vlrCustoBase,
    t.qtdKg,
    t.co2eKg,
    t.vlrCusto,
    t.variacaoKgPc,
    t.variacaoCustoPc,
  ];
  return { lines, total };
}

/** /Relatorios/ComparativoDesperdicios: the period against a base period per restaurant and type. */
export function RelatoriosComparativoPage({ title }: ScreenProps) {
  const {
    form,
    patch,
    periodErrors: [baseErrors, errors],
    view,
  } = useRelatoriosSearch({
    name: 'comparativo',
    initial: () => {
      // Two whole weeks: the last one over against the one before.
      const { base, periodo } = defaultComparisonPeriods(dayjs().format('YYYY-MM-DD'));
      return {
        ...baseReportForm(),
        dtaIni: periodo.ini as string | null,
        dtaFim: periodo.fim as string | null,
        dtaBaseIni: base.ini as string | null,
        dtaBaseFim: base.fim as string | null,
        tipDesperdicio: null as number | null,
      };
    },
    periodsOf: (f) => [periodErrors(f.dtaBaseIni, f.dtaBaseFim), periodErrors(f.dtaIni, f.dtaFim)],
    toBody: (f) => ({
      ...baseReportBody(f),
      dtaBaseIni: f.dtaBaseIni as string,
      dtaBaseFim: f.dtaBaseFim as string,
      tipDesperdicio: f.tipDesperdicio,
    }),
    useData: useRelatoriosComparativo,
    toTable: comparisonTable,
  });

  return (
    <ReportView
      title={title}
      {...view}
      filters={
        <>
          <BaseReportFields
            form={form}
            errors={errors}
            patch={patch}
            beforePeriod={
              <PeriodFields
                labels={['Base: data inicial', 'Base: data final']}
                ini={form.dtaBaseIni}
                fim={form.dtaBaseFim}
                errors={baseErrors}
                onChange={(v) => patch({ dtaBaseIni: v.ini, dtaBaseFim: v.fim })}
              />
            }
          />
          <TipoField value={form.tipDesperdicio} onChange={(v) => patch({ tipDesperdicio: v })} />
        </>
      }
      columns={COMPARISON_COLUMNS}
    />
  );
}
