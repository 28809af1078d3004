import { useDashLookupsItensVendaOptions } from '@app/api/get-dash-lookups-itens-venda';
import { useDashLookupsProdutosOptions } from '@app/api/get-dash-lookups-produtos';
import { LovSelect } from '@app/components/ui/lov-select';
import type { ReportColumn } from '@app/lib/export-columns';
import type { ExportCell } from '@app/lib/export-csv';
import type { ScreenProps } from '@app/types/screen';
import type { ExcedentesResult } from '@domain/schemas/relatorios';
import { useRelatoriosExcedentes } from '../api/post-relatorios-excedentes';
import { useRelatoriosSearch } from '../hooks/use-relatorios-search';
import { CO2E_COLUMN, kgCostCountTotal, type ReportTable } from '../lib/report-columns';
import { BaseReportFields, baseReportBody, baseReportForm, periodErrors } from './report-filters';
import { ReportView } from './report-view';

/** The columns (and the CSV/XLSX header row). */
const SURPLUS_COLUMNS: readonly ReportColumn[] = [
  { title: 'Restaurante', kind: 'text' },
  { title: 'Item de venda', kind: 'text' },
  { title: 'Produto', kind: 'text' },
  { title: 'Quantidade (kg)', kind: 'kg' },
  CO2E_COLUMN,
  { title: 'Custo (R$)', kind: 'brl' },
  { title: 'Apontamentos', kind: 'int' },
];

const NO_ITEM = 'Sem item de venda';
const NO_PRODUCT = 'Sem produto';

function surplusTable(data: ExcedentesResult): ReportTable {
  const cells = data.linhas.map((l): ExportCell[] => [
    l.desRestaurante,
    l.idItemVenda === null ? NO_ITEM : (l.desItemVenda ?? String(l.idItemVenda)),
    l.idProduto === null ? NO_PRODUCT : (l.desProduto ?? String(l.idProduto)),
    l.qtdKg,
    l.co2eKg,
    l.vlrCusto,
    l.qtdApontamentos,
  ]);
  const lines = data.linhas.map((l, i) => ({
    key: `${l.idRestaurante}-${l.idItemVenda ?? 0}-${l.idProduto ?? 0}`,
    cells: cells[i],
  }));
  return { lines, total: kgCostCountTotal(data.totais) };
}

/** /Relatorios/Excedentes: production surplus per restaurant, sale item and product, with totals. */
export function RelatoriosExcedentesPage({ title }: ScreenProps) {
  const {
    form,
    patch,
    periodErrors: [errors],
    view,
  } = useRelatoriosSearch({
    name: 'excedentes',
    initial: () => ({
      ...baseReportForm(),
      idItemVenda: null as number | null,
      idProduto: null as number | null,
    }),
    periodsOf: (f) => [periodErrors(f.dtaIni, f.dtaFim)],
    toBody: (f) => ({ ...baseReportBody(f), idItemVenda: f.idItemVenda, idProduto: f.idProduto }),
    useData: useRelatoriosExcedentes,
    toTable: surplusTable,
  });
  // The company's sale items and products (GET /api/v1/dashLookups/…); products of the chosen item only.
  const itens = useDashLookupsItensVendaOptions({ qtd: 200 });
  const produtos = useDashLookupsProdutosOptions({ qtd: 200, idItemVenda: form.idItemVenda ?? undefined });

  return (
    <ReportView
      title={title}
      {...view}
      filters={
        <>
          <BaseReportFields form={form} errors={errors} patch={patch} />
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
    />
  );
}
