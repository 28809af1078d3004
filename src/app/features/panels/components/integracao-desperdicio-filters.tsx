/** The filters of the integration panel: restaurant, status, period of receipt, and 'Pesquisar'. */

import { DateField } from '@app/components/ui/date-field';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import { IND_STATUS_INTEGRACAO_LABEL } from '@domain/constants';
import { MSG } from '@domain/messages';
import type { IntegracaoFiltro } from '@domain/schemas/panels';
import { Button, Card, Grid, Group, Select, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface IntegracaoDesperdicioFilterValues {
  idRestaurante: number | null;
  /** 'todas' or an indStatus. */
  situacao: string;
  dtaInicial: string | null;
  dtaFinal: string | null;
}

export const NO_INTEGRACAO_DESPERDICIO_FILTERS: IntegracaoDesperdicioFilterValues = {
  idRestaurante: null,
  situacao: 'todas',
  dtaInicial: null,
  dtaFinal: null,
};

const SITUACAO_OPTIONS = [
  ...Object.entries(IND_STATUS_INTEGRACAO_LABEL).map(([value, label]) => ({ value, label })),
  { value: 'todas', label: 'Todas' },
];

/** The period is refused when it ends before it starts. */
export function integracaoDesperdicioFilterError(v: IntegracaoDesperdicioFilterValues): string | null {
  return v.dtaInicial && v.dtaFinal && v.dtaFinal < v.dtaInicial ? MSG.periodEndBeforeStart : null;
}

/** The body of findAllByFilter for the values on screen. */
export function toIntegracaoFiltro(v: IntegracaoDesperdicioFilterValues): IntegracaoFiltro {
  return {
    idRestaurante: v.idRestaurante,
    indStatus: v.situacao === 'todas' ? null : Number(v.situacao),
    dtaInicial: v.dtaInicial,
    dtaFinal: v.dtaFinal,
  };
}

export function IntegracaoDesperdicioFilters({
  values,
  onChange,
  onSearch,
  searching,
  periodError,
}: {
  values: IntegracaoDesperdicioFilterValues;
  onChange: (patch: Partial<IntegracaoDesperdicioFilterValues>) => void;
  onSearch: () => void;
  searching: boolean;
  periodError: string | null;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch();
        }}
      >
        <Stack gap="sm">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
              <RestaurantesLov
                size="md"
                label="Restaurante"
                placeholder="Todos"
                value={values.idRestaurante}
                onChange={(idRestaurante) => onChange({ idRestaurante })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 2 }}>
              <Select
                size="md"
                label="Situação"
                data={SITUACAO_OPTIONS}
                value={values.situacao}
                onChange={(v) => onChange({ situacao: v ?? 'todas' })}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, lg: 3 }}>
              <DateField
                size="md"
                label="Recebido de"
                clearable
                value={values.dtaInicial}
                onChange={(dtaInicial) => onChange({ dtaInicial })}
                popoverProps={{ withinPortal: true }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, lg: 3 }}>
              <DateField
                size="md"
                label="Recebido até"
                clearable
                value={values.dtaFinal}
                onChange={(dtaFinal) => onChange({ dtaFinal })}
                error={periodError}
                popoverProps={{ withinPortal: true }}
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end">
            <Button
              type="submit"
              size="lg"
              w={{ base: '100%', sm: 'auto' }}
              leftSection={<IconSearch aria-hidden />}
              loading={searching}
            >
              Pesquisar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
