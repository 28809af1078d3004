import type { ScreenProps } from '@app/routes';
import type { ExcedentesBody } from '@domain/schemas/relatorios';
import { Select } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useRelatorioExcedentes } from '../api/post-relatorio-excedentes';
import type { ExportCell } from '../lib/export-csv';
import type { ReportColumn, ReportRow } from '../lib/report-columns';
import {
  defaultPeriod,
  GrupoRestauranteFields,
  hasErrors,
  PeriodFields,
  periodErrors,
} from './report-filters';
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

/** Options seen in the results (there is no company-wide lookup of sale items / products). */
function useSeenOptions() {
  const [items, setItems] = useState(new Map<number, string>());
  const [products, setProducts] = useState(new Map<number, string>());
  const add = (
    linhas: {
      idItemVenda: number | null;
      desItemVenda: string | null;
      idProduto: number | null;
      desProduto: string | null;
    }[],
  ) => {
    setItems((m) => {
      const n = new Map(m);
      for (const l of linhas)
        if (l.idItemVenda !== null) n.set(l.idItemVenda, l.desItemVenda ?? String(l.idItemVenda));
      return n.size === m.size ? m : n;
    });
    setProducts((m) => {
      const n = new Map(m);
      for (const l of linhas)
        if (l.idProduto !== null) n.set(l.idProduto, l.desProduto ?? String(l.idProduto));
      return n.size === m.size ? m : n;
    });
  };
  const options = (m: Map<number, string>) =>
    [...m]
      .map(([id, label]) => ({ value: String(id), label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  return { items: options(items), products: options(products), add };
}

/** /Relatorios/Excedentes: production surplus per restaurant, sale item and product, with totals. */
export function SurplusReportPage({ title }: ScreenProps) {
  const [form, setForm] = useState(() => {
    const p = defaultPeriod();
    return {
      idGrupo: null as number | null,
      idRestaurante: null as number | null,
      dtaIni: p.ini as string | null,
      dtaFim: p.fim as string | null,
      idItemVenda: null as number | null,
      idProduto: null as number | null,
    };
  });
  const [touched, setTouched] = useState(false);
  const [body, setBody] = useState<ExcedentesBody | null>(null);
  const query = useRelatorioExcedentes(body);
  const errors = periodErrors(form.dtaIni, form.dtaFim);
  const seen = useSeenOptions();
  const { add } = seen;

  // biome-ignore lint/correctness/useExhaustiveDependencies: add only merges into state
  useEffect(() => {
    if (query.data) add(query.data.linhas);
  }, [query.data]);

  const search = () => {
    setTouched(true);
    if (hasErrors(errors)) return;
    const next: ExcedentesBody = {
      idGrupo: form.idGrupo,
      idRestaurante: form.idRestaurante,
      dtaIni: form.dtaIni as string,
      dtaFim: form.dtaFim as string,
      idItemVenda: form.idItemVenda,
      idProduto: form.idProduto,
    };
    if (JSON.stringify(next) === JSON.stringify(body)) void query.refetch();
    else setBody(next);
  };

  const data = body ? query.data : undefined;
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
      onSearch={search}
      filters={
        <>
          <GrupoRestauranteFields
            idGrupo={form.idGrupo}
            idRestaurante={form.idRestaurante}
            onChange={(v) => setForm((f) => ({ ...f, ...v }))}
          />
          <PeriodFields
            labels={['Data inicial', 'Data final']}
            ini={form.dtaIni}
            fim={form.dtaFim}
            errors={touched ? errors : {}}
            onChange={(v) => setForm((f) => ({ ...f, dtaIni: v.ini, dtaFim: v.fim }))}
          />
          <Select
            label="Item de venda"
            placeholder="Todos"
            size="md"
            w={260}
            searchable
            clearable
            data={seen.items}
            value={form.idItemVenda === null ? null : String(form.idItemVenda)}
            onChange={(v) => setForm((f) => ({ ...f, idItemVenda: v ? Number(v) : null }))}
          />
          <Select
            label="Produto"
            placeholder="Todos"
            size="md"
            w={260}
            searchable
            clearable
            data={seen.products}
            value={form.idProduto === null ? null : String(form.idProduto)}
            onChange={(v) => setForm((f) => ({ ...f, idProduto: v ? Number(v) : null }))}
          />
        </>
      }
      columns={SURPLUS_COLUMNS}
      rows={table?.rows}
      exportRows={table?.cells ?? []}
      total={table?.total}
      loading={!!body && query.isFetching}
      error={body ? query.error : null}
      fileName={body ? { name: 'excedentes', dtaIni: body.dtaIni, dtaFim: body.dtaFim } : null}
    />
  );
}
