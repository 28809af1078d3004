/** The search filters of the satellite counts: restaurant, satellite and period, all required. */

import { useUnidadesSatelite } from '@app/api/get-unidades-satelite';
import { FilterForm, RequiredPeriodFields } from '@app/components/ui/filter-form';
import { LovSelect } from '@app/components/ui/lov-select';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import type {
  NrSateliteFilterErrors,
  NrSateliteFilterValues,
} from '@app/features/satellite-counts/utils/nr-satelite';
import { MSG } from '@domain/messages';
import { SimpleGrid } from '@mantine/core';
import { memo } from 'react';

export const NrSateliteFilters = memo(function NrSateliteFilters({
  value,
  errors,
  onChange,
  onSearch,
  searching,
}: {
  value: NrSateliteFilterValues;
  errors: NrSateliteFilterErrors;
  onChange: (patch: Partial<NrSateliteFilterValues>) => void;
  onSearch: () => void;
  searching: boolean;
}) {
  const satelites = useUnidadesSatelite(value.idRestaurante);

  return (
    <FilterForm onSearch={onSearch} searching={searching}>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
        <RestaurantesLov
          size="md"
          label="Restaurante"
          required
          value={value.idRestaurante}
          onChange={(idRestaurante) => onChange({ idRestaurante, idSatelite: null })}
          error={errors.idRestaurante}
        />
        <LovSelect
          size="md"
          label="Satélite"
          required
          hideId
          placeholder={value.idRestaurante === null ? 'Escolha o restaurante' : undefined}
          options={satelites.data?.map((s) => ({
            id: s.idSatelite,
            label: `${s.codSatelite} - ${s.desSatelite}`,
            extra: s.indInativo === 1 ? 'inativo' : undefined,
          }))}
          loading={satelites.isLoading}
          value={value.idSatelite}
          onChange={(idSatelite) => onChange({ idSatelite })}
          disabled={value.idRestaurante === null}
          error={errors.idSatelite ?? (satelites.isError ? MSG.genericError : undefined)}
        />
        <RequiredPeriodFields
          ini={value.dtaInicial}
          fim={value.dtaFinal}
          errorIni={errors.dtaInicial}
          errorFim={errors.dtaFinal}
          onIni={(dtaInicial) => onChange({ dtaInicial })}
          onFim={(dtaFinal) => onChange({ dtaFinal })}
        />
      </SimpleGrid>
    </FilterForm>
  );
});
