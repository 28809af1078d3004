/** The search filters of the satellite counts: restaurant, satellite and period, all required. */

import { useSatelites } from '@app/api/get-satelites';
import { useRestaurantes } from '@app/api/search-restaurantes';
import { DateField } from '@app/components/ui/date-field';
import { LovSelect } from '@app/components/ui/lov-select';
import type { CountFilterErrors, CountFilterValues } from '@app/features/satellite-counts/utils/counts';
import { MSG } from '@domain/messages';
import { Button, Card, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, memo } from 'react';

export const SatelliteCountsFilters = memo(function SatelliteCountsFilters({
  value,
  errors,
  onChange,
  onSearch,
  searching,
}: {
  value: CountFilterValues;
  errors: CountFilterErrors;
  onChange: (patch: Partial<CountFilterValues>) => void;
  onSearch: () => void;
  searching: boolean;
}) {
  const restaurantes = useRestaurantes();
  const satelites = useSatelites(value.idRestaurante);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }

  return (
    <Card withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label="Filtros">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
            <LovSelect
              size="md"
              label="Restaurante"
              required
              options={restaurantes.data?.map((r) => ({ id: r.idRestaurante, label: r.desRestaurante }))}
              loading={restaurantes.isLoading}
              value={value.idRestaurante}
              onChange={(idRestaurante) => onChange({ idRestaurante, idSatelite: null })}
              error={errors.idRestaurante ?? (restaurantes.isError ? MSG.genericError : undefined)}
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
            <DateField
              label="Data inicial"
              required
              value={value.dtaInicial}
              onChange={(v) => onChange({ dtaInicial: v ?? '' })}
              error={errors.dtaInicial}
            />
            <DateField
              label="Data final"
              required
              value={value.dtaFinal}
              onChange={(v) => onChange({ dtaFinal: v ?? '' })}
              error={errors.dtaFinal}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSearch aria-hidden />} loading={searching}>
              Pesquisar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
});
