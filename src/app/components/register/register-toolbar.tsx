/**
 * Above a register's table: its filters (list-of-values pickers), the unsaved count, 'Adicionar',
 * 'Descartar alterações' and 'Salvar'. Sticky under the header, so the save stays at hand on long lists.
 */

import type { RegisterFilter, UseOptions } from '@app/components/register/register-config';
import type { FilterValue } from '@app/components/register/register-resource';
import { DateField } from '@app/components/ui/date-field';
import { LovSelect } from '@app/components/ui/lov-select';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import { SaveBar } from '@app/components/ui/save-bar';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface RegisterToolbarProps {
  filters: readonly RegisterFilter[];
  values: Readonly<Record<string, FilterValue>>;
  onFilter: (field: string, value: FilterValue) => void;
  /** The register's own actions, before 'Adicionar'. */
  extraActions?: ReactNode;
  count: number;
  saving: boolean;
  canAdd: boolean;
  /** Absent: no 'Adicionar' (rows come from elsewhere). */
  onAdd?: () => void;
  onDiscard: () => void;
  onSave: () => void;
}

const noOptions: UseOptions<undefined> = () => ({ options: [] });

function FilterField({
  filter,
  value,
  onChange,
}: {
  filter: RegisterFilter;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}) {
  if (filter.kind === 'date') {
    return (
      <DateField
        label={filter.label}
        w={180}
        size="md"
        clearable
        value={typeof value === 'string' ? value : null}
        onChange={onChange}
      />
    );
  }
  return (
    <FilterPicker filter={filter} value={typeof value === 'number' ? value : null} onChange={onChange} />
  );
}

function FilterPicker({
  filter,
  value,
  onChange,
}: {
  filter: RegisterFilter;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const { options, loading } = (filter.useOptions ?? noOptions)(undefined);
  if (filter.kind === 'restaurante')
    return (
      <RestaurantesLov
        label={filter.label}
        w={320}
        value={value}
        onChange={(v) => onChange(v)}
        placeholder="Todos"
      />
    );
  return (
    <LovSelect
      label={filter.label}
      w={320}
      options={options}
      loading={loading}
      value={value}
      onChange={onChange}
      placeholder="Todos"
    />
  );
}

export function RegisterToolbar(props: RegisterToolbarProps) {
  const { filters, values, onFilter, count, saving } = props;
  return (
    <SaveBar
      count={count}
      saving={saving}
      onDiscard={props.onDiscard}
      onSave={props.onSave}
      start={
        filters.length > 0 && (
          <Group gap="sm" align="flex-end">
            {filters.map((f) => (
              <FilterField
                key={f.field}
                filter={f}
                value={values[f.field] ?? null}
                onChange={(v) => onFilter(f.field, v)}
              />
            ))}
          </Group>
        )
      }
      actions={
        <>
          {props.extraActions}
          {props.onAdd && (
            <Button
              size="md"
              h={44}
              variant="light"
              leftSection={<IconPlus aria-hidden />}
              onClick={props.onAdd}
              disabled={!props.canAdd || saving}
            >
              Adicionar
            </Button>
          )}
        </>
      }
    />
  );
}
