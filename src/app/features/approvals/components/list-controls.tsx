/** The filter fields shared by the approval list and the history. */

import { DateField } from '@app/components/ui/date-field';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import { TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { MSG } from '@domain/messages';
import { Select, Text } from '@mantine/core';

const TIPO_OPTIONS = Object.entries(TIP_DESPERDICIO_LABEL).map(([value, label]) => ({
  value: Number(value),
  label,
}));

export function RestauranteFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <RestaurantesLov
      size="md"
      label="Restaurante"
      placeholder="Todos"
      value={value}
      onChange={onChange}
      clearable
    />
  );
}

export function TipoFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <Select<number>
      size="md"
      label="Tipo de desperdício"
      placeholder="Todos"
      data={TIPO_OPTIONS}
      value={value}
      onChange={(v) => onChange(v ?? null)}
      clearable
    />
  );
}

/** A date field in dd/mm/aaaa whose value is 'YYYY-MM-DD' (or null). */
export function DateFilter({
  label,
  value,
  onChange,
  minDate,
  maxDate,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  minDate?: string | null;
  maxDate?: string | null;
}) {
  return (
    <DateField
      size="md"
      label={label}
      clearable
      value={value}
      onChange={(v) => onChange(v || null)}
      minDate={minDate ?? undefined}
      maxDate={maxDate ?? undefined}
      popoverProps={{ withinPortal: true }}
    />
  );
}

/** 'Carregando...' and 'Sem dados' of a list. */
export function ListState({ loading, empty }: { loading: boolean; empty: boolean }) {
  if (loading)
    return (
      <Text c="dimmed" role="status">
        {MSG.loading}
      </Text>
    );
  if (empty) return <Text c="dimmed">{MSG.noData}</Text>;
  return null;
}
