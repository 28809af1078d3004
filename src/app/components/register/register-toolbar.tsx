/**
 * Above a register's table: its filters (list-of-values pickers), the unsaved count, 'Adicionar',
 * 'Descartar alterações' and 'Salvar'. Sticky under the header, so the save stays at hand on long lists.
 */

import type { RegisterFilter } from '@app/components/register/register-config';
import { LovSelect } from '@app/components/ui/lov-select';
import { SaveBar } from '@app/components/ui/save-bar';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

export interface RegisterToolbarProps {
  filters: readonly RegisterFilter[];
  values: Readonly<Record<string, number | null>>;
  onFilter: (field: string, value: number | null) => void;
  count: number;
  saving: boolean;
  canAdd: boolean;
  onAdd: () => void;
  onDiscard: () => void;
  onSave: () => void;
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
  const { options, loading } = filter.useOptions(undefined);
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
              <FilterPicker
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
      }
    />
  );
}
