/**
 * The table of a register: a header, then one <tbody data-testid="row-{id}"> per line holding its cells and,
 * under them, the row's own message (a local rule or the server's refusal). New rows show 'Novo' in the id
 * column; a stored row staged for deletion is struck through until the save (or 'Desfazer').
 */
import { RegisterCell } from '@app/components/register/register-cell';
import { type AnyRow, type RegisterConfig, ROW_MESSAGE } from '@app/components/register/register-config';
import type { RegisterLine } from '@app/components/register/register-state';
import type { Patch } from '@app/lib/staged-edits';
import { MSG } from '@domain/messages';
import { ActionIcon, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { memo, type ReactElement } from 'react';

interface RegisterTableProps<Row extends AnyRow> {
  config: Pick<RegisterConfig<Row>, 'columns' | 'idLabel' | 'canDelete'>;
  lines: readonly RegisterLine<Row>[];
  onChange: (id: number, patch: Patch<Row>) => void;
  onRemove: (id: number) => void;
  onRestore: (id: number) => void;
}

export function RegisterTable<Row extends AnyRow>({ config, lines, ...actions }: RegisterTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={96}>{config.idLabel ?? 'ID'}</Table.Th>
            {config.columns.map((c) => (
              <Table.Th key={c.field}>{c.label}</Table.Th>
            ))}
            <Table.Th w={72}>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {lines.map((line) => (
          <RegisterRow key={line.id} config={config} line={line} {...actions} />
        ))}
      </Table>
    </Table.ScrollContainer>
  );
}

/** Cells align at the top: a message under one input does not move the others. */
const TOP = { verticalAlign: 'top' } as const;

type RowProps<Row extends AnyRow> = Omit<RegisterTableProps<Row>, 'lines'> & { line: RegisterLine<Row> };

const background = (line: RegisterLine<unknown>) =>
  line.errors
    ? 'var(--mantine-color-red-0)'
    : line.removed
      ? 'var(--mantine-color-gray-1)'
      : line.isNew || line.changed
        ? 'var(--mantine-color-yellow-0)'
        : undefined;

const RegisterRow = memo(function RegisterRow<Row extends AnyRow>({
  config,
  line,
  onChange,
  onRemove,
  onRestore,
}: RowProps<Row>) {
  const { id } = line;
  const message = line.errors?.[ROW_MESSAGE];
  const deletable = config.canDelete?.(line.row) ?? true;
  return (
    <Table.Tbody
      data-testid={`row-${id}`}
      data-state={line.removed ? 'removed' : line.isNew ? 'new' : line.changed ? 'changed' : undefined}
      style={{ backgroundColor: background(line) }}
    >
      <Table.Tr style={line.removed ? { textDecoration: 'line-through' } : undefined}>
        <Table.Td style={TOP} miw={96}>
          <Group h={50} align="center" wrap="nowrap">
            {line.isNew ? (
              <Badge variant="light" color="blue" size="lg" style={{ overflow: 'visible', flexShrink: 0 }}>
                {MSG.newRecord}
              </Badge>
            ) : (
              <Text fw={500}>{id}</Text>
            )}
          </Group>
        </Table.Td>
        {config.columns.map((c) => (
          <Table.Td key={c.field} miw={c.width} style={TOP}>
            <RegisterCell column={c} line={line} onChange={onChange} />
          </Table.Td>
        ))}
        <Table.Td style={TOP}>
          <Group h={50} gap={4} wrap="nowrap">
            {line.removed ? (
              <ActionIcon
                size={44}
                variant="subtle"
                aria-label={`Desfazer exclusão do registro ${id}`}
                title="Desfazer exclusão"
                onClick={() => onRestore(id)}
              >
                <IconArrowBackUp aria-hidden />
              </ActionIcon>
            ) : (
              deletable && (
                <ActionIcon
                  size={44}
                  variant="subtle"
                  color="red"
                  aria-label={`Excluir registro ${id}`}
                  title="Excluir"
                  onClick={() => onRemove(id)}
                >
                  <IconTrash aria-hidden />
                </ActionIcon>
              )
            )}
          </Group>
        </Table.Td>
      </Table.Tr>
      {(message || line.removed) && (
        <Table.Tr>
          <Table.Td colSpan={config.columns.length + 2} pt={0}>
            {message ? (
              <Text size="sm" c="red.8" role="alert">
                {message}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                Será excluído ao salvar.
              </Text>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    </Table.Tbody>
  );
}) as <Row extends AnyRow>(props: RowProps<Row>) => ReactElement;
