/**
 * Above a register's table: its filters (list-of-values pickers), the unsaved count, 'Adicionar',
 * 'Descartar alterações' and 'Salvar'. Sticky under the header, so the save stays at hand on long lists.
 */
import type { RegisterFilter } from '@app/components/register/register-config';
import { LovSelect } from '@app/components/ui/lov-select';
import { MSG } from '@domain/messages';
import { Badge, Button, Group, Paper } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';

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
    <Paper
      withBorder
      shadow="xs"
      radius="md"
      px="md"
      py="xs"
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + 8px)', zIndex: 5 }}
    >
      <Group justify={filters.length ? 'space-between' : 'flex-end'} align="flex-end" gap="sm">
        {filters.length > 0 && (
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
        )}
        <Group gap="sm" justify="flex-end">
          {count > 0 && (
            <Badge size="lg" color="orange" variant="light" role="status" tt="none">
              {MSG.unsavedCount(count)}
            </Badge>
          )}
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
          <Button
            size="md"
            h={44}
            variant="default"
            leftSection={<IconArrowBackUp aria-hidden />}
            onClick={props.onDiscard}
            disabled={count === 0 || saving}
          >
            Descartar alterações
          </Button>
          <Button
            size="md"
            h={44}
            leftSection={<IconDeviceFloppy aria-hidden />}
            onClick={props.onSave}
            loading={saving}
          >
            Salvar
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
