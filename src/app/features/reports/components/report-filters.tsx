/**
 * The filters every report shares: restaurant group, restaurant (of the group), a period and, where it
 * applies, the waste type. Periods are checked as the server does (periodError) before anything loads.
 */
import { useGrupoRestauranteOptions } from '@app/api/get-grupos-restaurantes';
import { DateField } from '@app/components/ui/date-field';
import { LovSelect } from '@app/components/ui/lov-select';
import { dayjs } from '@app/lib/dayjs';
import { TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { periodError } from '@domain/rules/dashboards';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRestaurantesGrupo } from '../api/get-restaurantes-grupo';

export interface PeriodErrors {
  ini?: string;
  fim?: string;
}

/** The errors of a period, by field ('Data inválida', 'A data final precisa ser menor que a inicial!', too long). */
export function periodErrors(ini: string | null, fim: string | null): PeriodErrors {
  const e: PeriodErrors = {};
  if (!ini || !isIsoDate(ini)) e.ini = MSG.invalidDate;
  if (!fim || !isIsoDate(fim)) e.fim = MSG.invalidDate;
  if (!e.ini && !e.fim) {
    const m = periodError(ini as string, fim as string);
    if (m) e.fim = m;
  }
  return e;
}

export const hasErrors = (...e: PeriodErrors[]) => e.some((x) => !!(x.ini || x.fim));

/** The current month up to today ('yyyy-MM-dd'). */
function defaultPeriod(): { ini: string; fim: string } {
  const today = dayjs();
  return { ini: today.startOf('month').format('YYYY-MM-DD'), fim: today.format('YYYY-MM-DD') };
}

/** The fields of every report's form: group, restaurant and the period (by default the current month). */
interface BaseReportForm {
  idGrupo: number | null;
  idRestaurante: number | null;
  dtaIni: string | null;
  dtaFim: string | null;
}

export function baseReportForm(): BaseReportForm {
  const p = defaultPeriod();
  return { idGrupo: null, idRestaurante: null, dtaIni: p.ini, dtaFim: p.fim };
}

/** The request body's group, restaurant and period of a valid form. */
export const baseReportBody = (f: BaseReportForm) => ({
  idGrupo: f.idGrupo,
  idRestaurante: f.idRestaurante,
  dtaIni: f.dtaIni as string,
  dtaFim: f.dtaFim as string,
});

/** Group, restaurant, then (after `beforePeriod`) 'Data inicial' and 'Data final'. */
export function BaseReportFields({
  form,
  errors,
  patch,
  beforePeriod,
}: {
  form: BaseReportForm;
  errors: PeriodErrors;
  patch: (fields: Partial<BaseReportForm>) => void;
  beforePeriod?: ReactNode;
}) {
  return (
    <>
      <GrupoRestauranteFields idGrupo={form.idGrupo} idRestaurante={form.idRestaurante} onChange={patch} />
      {beforePeriod}
      <PeriodFields
        labels={['Data inicial', 'Data final']}
        ini={form.dtaIni}
        fim={form.dtaFim}
        errors={errors}
        onChange={(v) => patch({ dtaIni: v.ini, dtaFim: v.fim })}
      />
    </>
  );
}

function GrupoRestauranteFields({
  idGrupo,
  idRestaurante,
  onChange,
}: {
  idGrupo: number | null;
  idRestaurante: number | null;
  onChange: (v: { idGrupo: number | null; idRestaurante: number | null }) => void;
}) {
  const grupos = useGrupoRestauranteOptions();
  const restaurantes = useRestaurantesGrupo(idGrupo);
  const options = restaurantes.data?.map((r) => ({ id: r.idRestaurante, label: r.desRestaurante }));
  return (
    <>
      <LovSelect
        label="Grupo de restaurantes"
        placeholder="Todos"
        size="md"
        options={grupos.options}
        loading={grupos.loading}
        value={idGrupo}
        onChange={(v) => onChange({ idGrupo: v, idRestaurante: null })}
        w={260}
      />
      <LovSelect
        label="Restaurante"
        placeholder={idGrupo ? 'Todos' : 'Escolha o grupo'}
        size="md"
        options={options}
        loading={idGrupo !== null && restaurantes.isPending}
        disabled={!idGrupo}
        value={idRestaurante}
        onChange={(v) => onChange({ idGrupo, idRestaurante: v })}
        w={260}
      />
    </>
  );
}

export function PeriodFields({
  labels,
  ini,
  fim,
  errors,
  onChange,
}: {
  labels: [string, string];
  ini: string | null;
  fim: string | null;
  errors: PeriodErrors;
  onChange: (v: { ini: string | null; fim: string | null }) => void;
}) {
  return (
    <>
      <DateField
        label={labels[0]}
        size="md"
        w={160}
        value={ini}
        error={errors.ini}
        onChange={(v) => onChange({ ini: v, fim })}
      />
      <DateField
        label={labels[1]}
        size="md"
        w={160}
        value={fim}
        error={errors.fim}
        onChange={(v) => onChange({ ini, fim: v })}
      />
    </>
  );
}

const TIPOS = Object.entries(TIP_DESPERDICIO_LABEL).map(([value, label]) => ({ value, label }));

export function TipoField({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  return (
    <Select
      label="Tipo de desperdício"
      placeholder="Todos"
      size="md"
      w={240}
      clearable
      data={TIPOS}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
    />
  );
}
