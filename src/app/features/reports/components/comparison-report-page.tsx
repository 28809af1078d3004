import { dayjs } from '@app/lib/dayjs';
import type { ScreenProps } from '@app/routes';
import { TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import type { ComparativoBody } from '@domain/schemas/relatorios';
import { useMemo, useState } from 'react';
import { useRelatorioComparativo } from '../api/post-relatorio-comparativo';
import type { ExportCell } from '../lib/export-csv';
import type { ReportColumn, ReportRow } from '../lib/report-columns';
import {
  defaultPeriod,
  GrupoRestauranteFields,
  hasErrors,
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
  const [form, setForm] = useState(() => {
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
  });
  const [touched, setTouched] = useState(false);
  const [body, setBody] = useState<ComparativoBody | null>(null);
  const query = useRelatorioComparativo(body);
  const baseErrors = periodErrors(form.dtaBaseIni, form.dtaBaseFim);
  const errors = periodErrors(form.dtaIni, form.dtaFim);

  const search = () => {
    setTouched(true);
    if (hasErrors(baseErrors, errors)) return;
    const next: ComparativoBody = {
      idGrupo: form.idGrupo,
      idRestaurante: form.idRestaurante,
      dtaIni: form.dtaIni as string,
      dtaFim: form.dtaFim as string,
      dtaBaseIni: form.dtaBaseIni as string,
      dtaBaseFim: form.dtaBaseFim as string,
      tipDesperdicio: form.tipDesperdicio,
    };
    if (JSON.stringify(next) === JSON.stringify(body)) void query.refetch();
    else setBody(next);
  };

  const data = body ? query.data : undefined;
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
      onSearch={search}
      filters={
        <>
          <GrupoRestauranteFields
            idGrupo={form.idGrupo}
            idRestaurante={form.idRestaurante}
            onChange={(v) => setForm((f) => ({ ...f, ...v }))}
          />
          <PeriodFields
            labels={['Base: data inicial', 'Base: data final']}
            ini={form.dtaBaseIni}
            fim={form.dtaBaseFim}
            errors={touched ? baseErrors : {}}
            onChange={(v) => setForm((f) => ({ ...f, dtaBaseIni: v.ini, dtaBaseFim: v.fim }))}
          />
          <PeriodFields
            labels={['Data inicial', 'Data final']}
            ini={form.dtaIni}
            fim={form.dtaFim}
            errors={touched ? errors : {}}
            onChange={(v) => setForm((f) => ({ ...f, dtaIni: v.ini, dtaFim: v.fim }))}
          />
          <TipoField
            value={form.tipDesperdicio}
            onChange={(v) => setForm((f) => ({ ...f, tipDesperdicio: v }))}
          />
        </>
      }
      columns={COMPARISON_COLUMNS}
      rows={table?.rows}
      exportRows={table?.cells ?? []}
      total={table?.total}
      loading={!!body && query.isFetching}
      error={body ? query.error : null}
      fileName={body ? { name: 'comparativo', dtaIni: body.dtaIni, dtaFim: body.dtaFim } : null}
    />
  );
}
