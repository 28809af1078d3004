/**
 * The search state every report page shares: its filter form, the errors of its periods (shown after the
 * first 'Pesquisar'), the body last searched (the same body again refetches), the table built from the
 * answer, and the props ReportView reads from all that (search, loading, error, the table, the export file name).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { hasErrors, type PeriodErrors } from '../components/report-filters';
import type { ReportTable } from '../lib/report-columns';

interface ReportSearchOptions<Form, Body, Data> {
  /** The export file's name ('desperdicios' → relatorio-desperdicios-{ini}-a-{fim}.csv). */
  name: string;
  initial: () => Form;
  /** The errors of each period of the form. */
  periodsOf: (form: Form) => PeriodErrors[];
  /** The request body of a valid form. */
  toBody: (form: Form) => Body;
  useData: (body: Body | null) => UseQueryResult<Data>;
  /** The lines of an answer (a stable function: the table is rebuilt only for new data). */
  toTable: (data: Data) => ReportTable;
}

export function useRelatoriosSearch<Form, Body extends { dtaIni: string; dtaFim: string }, Data>(
  options: ReportSearchOptions<Form, Body, Data>,
) {
  const [form, setForm] = useState(options.initial);
  const [touched, setTouched] = useState(false);
  const [body, setBody] = useState<Body | null>(null);
  const query = options.useData(body);
  const periods = options.periodsOf(form);
  const data = body ? query.data : undefined;
  const { toTable } = options;
  const table = useMemo(() => (data ? toTable(data) : undefined), [data, toTable]);

  const search = () => {
    setTouched(true);
    if (hasErrors(...periods)) return;
    const next = options.toBody(form);
    if (JSON.stringify(next) === JSON.stringify(body)) void query.refetch();
    else setBody(next);
  };

  return {
    form,
    /** Changes some fields of the form. */
    patch: (fields: Partial<Form>) => setForm((f) => ({ ...f, ...fields })),
    /** The errors of each period, once the user has searched. */
    periodErrors: touched ? periods : periods.map((): PeriodErrors => ({})),
    /** ReportView's search, loading, error, table and file name. */
    view: {
      onSearch: search,
      loading: !!body && query.isFetching,
      error: body ? query.error : null,
      fileName: body ? { name: options.name, dtaIni: body.dtaIni, dtaFim: body.dtaFim } : null,
      table,
    },
  };
}
