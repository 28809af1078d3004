/** The search filters of the maintenance screen: grouping, restaurant, satellite, period and waste type. */

import { useUnidadesSatelite } from '@app/api/get-unidades-satelite';
import { FilterForm, RequiredPeriodFields } from '@app/components/ui/filter-form';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import type { GroupBy } from '@app/features/maintenance/utils/group-desperdicios-det';
import { TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { addDays, isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { ConsultaApontamentosBody } from '@domain/schemas/appointments';
import { SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, useMemo } from 'react';

export interface MaintenanceFilterValues {
  agrupamento: GroupBy;
  idRestaurante: number | null;
  idSatelite: number | null;
  /** yyyy-MM-dd, or '' when empty. */
  dtaIni: string;
  dtaFim: string;
  tipDesperdicio: number | null;
}

export interface MaintenanceFilterErrors {
  dtaIni?: string;
  dtaFim?: string;
}

/** The last 7 days through today, grouped by restaurant. */
export function defaultFilters(today: string): MaintenanceFilterValues {
  return {
    agrupamento: 'restaurante',
    idRestaurante: null,
    idSatelite: null,
    dtaIni: addDays(today, -6),
    dtaFim: today,
    tipDesperdicio: null,
  };
}

export function filterErrors(v: MaintenanceFilterValues): MaintenanceFilterErrors | null {
  const errors: MaintenanceFilterErrors = {};
  if (!isIsoDate(v.dtaIni)) errors.dtaIni = MSG.required;
  if (!isIsoDate(v.dtaFim)) errors.dtaFim = MSG.required;
  else if (!errors.dtaIni && v.dtaFim < v.dtaIni) errors.dtaFim = MSG.periodEndBeforeStart;
  return errors.dtaIni || errors.dtaFim ? errors : null;
}

export function toSearchBody(v: MaintenanceFilterValues): ConsultaApontamentosBody {
  return {
    idRestaurante: v.idRestaurante,
    idSatelite: v.agrupamento === 'satelite' && v.idRestaurante !== null ? v.idSatelite : null,
    tipDesperdicio: v.tipDesperdicio,
    dtaApontamentoIni: v.dtaIni,
    dtaApontamentoFim: v.dtaFim,
  };
}

const TYPE_OPTIONS = [
  { value: '0', label: 'Todos' },
  ...Object.entries(TIP_DESPERDICIO_LABEL).map(([value, label]) => ({ value, label })),
];
const GROUP_OPTIONS = [
  { value: 'restaurante', label: 'Restaurante' },
  { value: 'satelite', label: 'Satélite' },
];

export const MaintenanceFilters = memo(function MaintenanceFilters({
  value,
  errors,
  onChange,
  onSearch,
  searching,
}: {
  value: MaintenanceFilterValues;
  errors: MaintenanceFilterErrors;
  onChange: (patch: Partial<MaintenanceFilterValues>) => void;
  onSearch: () => void;
  searching: boolean;
}) {
  const bySatelite = value.agrupamento === 'satelite';
  const satelites = useUnidadesSatelite(bySatelite ? value.idRestaurante : null);
  const sateliteOptions = useMemo(
    () =>
      (satelites.data ?? []).map((s) => ({
        value: String(s.idSatelite),
        label: `${s.codSatelite} - ${s.desSatelite}${s.indInativo === 1 ? ' (inativo)' : ''}`,
      })),
    [satelites.data],
  );

  return (
    <FilterForm onSearch={onSearch} searching={searching}>
      <Stack gap={4} align="flex-start">
        <Text size="sm" fw={500} id="maintenance-group-by">
          Agrupar por
        </Text>
        <SegmentedControl
          data={GROUP_OPTIONS}
          value={value.agrupamento}
          onChange={(v) => onChange({ agrupamento: v as GroupBy })}
          aria-labelledby="maintenance-group-by"
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: bySatelite ? 5 : 4 }} spacing="md">
        <RestaurantesLov
          size="sm"
          label="Restaurante"
          placeholder="Todos"
          value={value.idRestaurante}
          onChange={(idRestaurante) => onChange({ idRestaurante, idSatelite: null })}
        />
        {bySatelite && (
          <Select
            label="Satélite"
            placeholder={value.idRestaurante === null ? 'Escolha o restaurante' : 'Todos'}
            searchable
            clearable
            data={sateliteOptions}
            value={value.idSatelite === null ? null : String(value.idSatelite)}
            onChange={(v) => onChange({ idSatelite: v ? Number(v) : null })}
            nothingFoundMessage={satelites.isLoading ? MSG.loading : MSG.noResults}
            disabled={value.idRestaurante === null}
            error={satelites.isError ? MSG.genericError : undefined}
          />
        )}
        <RequiredPeriodFields
          ini={value.dtaIni}
          fim={value.dtaFim}
          errorIni={errors.dtaIni}
          errorFim={errors.dtaFim}
          onIni={(dtaIni) => onChange({ dtaIni })}
          onFim={(dtaFim) => onChange({ dtaFim })}
        />
        <Select
          label="Tipo de desperdício"
          data={TYPE_OPTIONS}
          value={String(value.tipDesperdicio ?? 0)}
          onChange={(v) => onChange({ tipDesperdicio: v && v !== '0' ? Number(v) : null })}
          allowDeselect={false}
        />
      </SimpleGrid>
    </FilterForm>
  );
});
