/** The filter card of the divergences panel: restaurant, kind, situation, period and 'Pesquisar'. */

import { DateField } from '@app/components/ui/date-field';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import { TIP_DIVERGENCIA_LABEL } from '@domain/constants';
import { addDays, toIsoLocal } from '@domain/dates';
import type { DivergenciaFiltro } from '@domain/schemas/panels';
import { Button, Card, Grid, Group, Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';

type Situacao = 'abertas' | 'resolvidas' | 'todas';

export interface DivergenciasDespFilterValues {
  idRestaurante: number | null;
  tipDivergencia: number | null;
  situacao: Situacao;
  dtaInicial: string | null;
  dtaFinal: string | null;
}

/** Open divergences of the last 7 days (today included). */
export function defaultDivergenciasDespFilters(today = toIsoLocal(new Date())): DivergenciasDespFilterValues {
  return {
    idRestaurante: null,
    tipDivergencia: null,
    situacao: 'abertas',
    dtaInicial: addDays(today, -6),
    dtaFinal: today,
  };
}

const SITUACAO: Record<Situacao, number | null> = { abertas: 0, resolvidas: 1, todas: null };

export function toDivergenciaFiltro(v: DivergenciasDespFilterValues): DivergenciaFiltro {
  return {
    idRestaurante: v.idRestaurante,
    tipDivergencia: v.tipDivergencia,
    indProcessado: SITUACAO[v.situacao],
    dtaInicial: v.dtaInicial,
    dtaFinal: v.dtaFinal,
  };
}

const TIPO_OPTIONS = Object.entries(TIP_DIVERGENCIA_LABEL).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const SITUACAO_OPTIONS: { value: Situacao; label: string }[] = [
  { value: 'abertas', label: 'Abertas' },
  { value: 'resolvidas', label: 'Resolvidas' },
  { value: 'todas', label: 'Todas' },
];

export function DivergenciasDespFilters({
  value,
  onChange,
  onSearch,
  searching,
  dateError,
}: {
  value: DivergenciasDespFilterValues;
  onChange: (patch: Partial<DivergenciasDespFilterValues>) => void;
  onSearch: () => void;
  searching: boolean;
  /** The period's error (end before start), shown under the end date. */
  dateError: string | null;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }

  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={submit} aria-label="Filtros das divergências">
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <RestaurantesLov
              label="Restaurante"
              placeholder="Todos"
              value={value.idRestaurante}
              onChange={(idRestaurante) => onChange({ idRestaurante })}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <Select<number>
              size="lg"
              label="Tipo"
              placeholder="Todos"
              data={TIPO_OPTIONS}
              value={value.tipDivergencia}
              onChange={(v) => onChange({ tipDivergencia: v ?? null })}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <Select<Situacao>
              size="lg"
              label="Situação"
              data={SITUACAO_OPTIONS}
              value={value.situacao}
              onChange={(v) => v && onChange({ situacao: v })}
              allowDeselect={false}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, lg: 4 }}>
            <DateField
              size="lg"
              label="Data inicial"
              clearable
              value={value.dtaInicial}
              onChange={(dtaInicial) => onChange({ dtaInicial })}
              popoverProps={{ withinPortal: true }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, lg: 4 }}>
            <DateField
              size="lg"
              label="Data final"
              clearable
              value={value.dtaFinal}
              onChange={(dtaFinal) => onChange({ dtaFinal })}
              error={dateError}
              popoverProps={{ withinPortal: true }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Group justify="flex-end">
              <Button
                type="submit"
                size="lg"
                w={{ base: '100%', sm: 'auto' }}
                leftSection={<IconSearch aria-hidden size={20} />}
                loading={searching}
              >
                Pesquisar
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </form>
    </Card>
  );
}
