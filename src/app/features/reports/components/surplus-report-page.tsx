import { useItemVendaOptions } from '@app/api/get-itens-venda';
import { useProdutoOptions } from '@app/api/get-produtos';
import { LovSelect } from '@app/components/ui/lov-select';
import type { ScreenProps } from '@app/routes';
import { useMemo } from 'react';
import { useRelatorioExcedentes } from '../api/post-relatorio-excedentes';
import { useReportSearch } from '../hooks/use-report-search';
import type { ExportCell } from '../lib/export-csv';
import type { ReportColumn, ReportRow } from '../lib/report-columns';
import { defaultPeriod, GrupoRestauranteFields, PeriodFields, periodErrors } from './report-filters';
import { ReportView } from './report-view';

/** The columns (and the CSV/XLSX header row). */
export const SURPLUS_COLUMNS: readonly ReportColumn[] = [
  { title: 'Restaurante', kind: 'text' },
  { title: 'Item de venda', kind: 'text' },
  { title: 'Produto', kind: 'text' },
  { title: 'Quantidade (kg)', kind: 'kg' },
  { title: 'Custo (R$)', kind: 'brl' },
  { title: 'Apontamentos', kind: 'int' },
];

const NO_ITEM = 'Sem item de venda';
const NO_PRODUCT = 'Sem produto';

/** /Relatorios/Excedentes: production surplus per restaurant, sale item and product, with totals. */
export function SurplusReportPage({ title }: ScreenProps) {
  const {
    form,
    patch,
    periodErrors: [errors],
    data,
    view,
  } = useReportSearch({
    name: 'excedentes',
    initial: () => {
      const p = defaultPeriod();
      return {
        idGrupo: null as number | null,
        idRestaurante: null as number | null,
        dtaIni: p.ini as string | null,
        dtaFim: p.fim as string | null,
        idItemVenda: null as number | null,
        idProduto: null as number | null,
      };
    },
    periodsOf: (f) => [periodErrors(f.dtaIni, f.dtaFim)],
    toBody: (f) => ({
      idGrupo: f.idGrupo,
      idRestaurante: f.idRestaurante,
      dtaIni: f.dtaIni as string,
      dtaFim: f.dtaFim as string,
      idItemVenda: f.idItemVenda,
      idProduto: f.idProduto,
    }),
    useData: useRelatorioExcedentes,
  });
  // The company's sale items and products (GET /api/v1/dashLookups/…); products of the chosen item only.
  const itens = useItemVendaOptions({ qtd: 200 });
  const produtos = useProdutoOptions({ qtd: 200, idItemVenda: form.idItemVenda ?? undefined });

  const table = useMemo(() => {
    if (!data) return undefined;
    const cells = data.linhas.map((l): ExportCell[] => [
      l.desRestaurante,
      l.idItemVenda === null ? NO_ITEM : (l.desItemVenda ?? String(l.idItemVenda)),
      l.idProduto === null ? NO_PRODUCT : (l.desProduto ?? String(l.idProduto)),
      l.qtdKg,
      l.vlrCusto,
      l.qtdApontamentos,
    ]);
    const rows: ReportRow[] = data.linhas.map((l, i) => ({
      key: `${l.idRestaurante}-${l.idItemVenda ?? 0}-${l.idProduto ?? 0}`,
      cells: cells[i],
    }));
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
          <LovSelect
            label="Item de venda"
            placeholder="Todos"
            size="md"
            w={260}
            hideId
            options={itens.options}
            loading={itens.loading}
            value={form.idItemVenda}
            onChange={(v) => patch({ idItemVenda: v, idProduto: null })}
          />
          <LovSelect
            label="Produto"
            placeholder="Todos"
            size="md"
            w={260}
            hideId
            options={produtos.options}
            loading={produtos.loading}
            value={form.idProduto}
            onChange={(v) => patch({ idProduto: v })}
          />
        </>
      }
      columns={SURPLUS_COLUMNS}
      rows={table?.rows}
      exportRows={table?.cells ?? []}
      total={table?.total}
    />
  );
}
