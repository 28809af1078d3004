/**
 * The table of a register: a header, then one <tbody data-testid="row-{id}"> per line holding its cells and,
 * under them, the row's own message (a local rule or the server's refusal). New rows show 'Novo' in the id
 * column; a stored row staged for deletion is struck through until the save (or 'Desfazer').
 * The table fits its area: where it would not, the columns of lower priority (column-priority.ts) leave it
 * and each row's 'Mostrar mais' opens them under the row, full width, with their whole text; a row with an
 * error in such a column opens by itself.
 */
import { RegisterCell } from '@app/components/register/register-cell';
import {
  type AnyRow,
  columnWidth,
  type RegisterColumn,
  type RegisterConfig,
  ROW_MESSAGE,
} from '@app/components/register/register-config';
import type { RegisterLine } from '@app/components/register/register-state';
import { hiddenColumns } from '@app/lib/column-priority';
import type { Patch } from '@app/lib/staged-edits';
import { MSG } from '@domain/messages';
import { ActionIcon, Badge, Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { IconArrowBackUp, IconChevronDown, IconChevronUp, IconTrash } from '@tabler/icons-react';
import { memo, type ReactElement, useLayoutEffect, useMemo, useRef, useState } from 'react';

interface RegisterTableProps<Row extends AnyRow> {
  config: Pick<RegisterConfig<Row>, 'columns' | 'idLabel' | 'canDelete'>;
  lines: readonly RegisterLine<Row>[];
  onChange: (id: number, patch: Patch<Row>) => void;
  onRemove: (id: number) => void;
  onRestore: (id: number) => void;
}

/** The id column and the actions column (delete or undo, and 'Mostrar mais'), padding included. */
const ID_WIDTH = 96;
const ACTIONS_WIDTH = 72;
const ACTIONS_WITH_DETAILS_WIDTH = 124;

export function RegisterTable<Row extends AnyRow>({ config, lines, ...actions }: RegisterTableProps<Row>) {
  const { ref: sizeRef, width } = useElementSize<HTMLDivElement>();
  const boxRef = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(sizeRef, boxRef);
  const { columns } = config;
  // Drawn wider than its area all the same (cells wider than their stated widths): one more column leaves,
  // for this width of the area.
  const [more, setMore] = useState({ width: 0, count: 0 });
  const atLeast = more.width === width ? more.count : 0;
  const sized = useMemo(
    () => columns.map((c) => ({ width: columnWidth(c), priority: c.priority ?? 1 })),
    [columns],
  );
  const hidden = useMemo(() => {
    const some = hiddenColumns(sized, width, ID_WIDTH + ACTIONS_WIDTH, atLeast);
    // Once a column leaves, the actions column grows by the 'Mostrar mais' button: decide again with it.
    return some.size ? hiddenColumns(sized, width, ID_WIDTH + ACTIONS_WITH_DETAILS_WIDTH, atLeast) : some;
  }, [sized, width, atLeast]);
  const movable = sized.filter((c) => c.priority > 1).length;
  useLayoutEffect(() => {
    const table = boxRef.current?.querySelector('table');
    if (!table || !(width > 0) || hidden.size >= movable) return;
    if (table.scrollWidth > width + 1) setMore({ width, count: hidden.size + 1 });
  });
  const layout = useMemo(
    () => ({
      shown: columns.filter((_, i) => !hidden.has(i)),
      details: columns.filter((_, i) => hidden.has(i)),
    }),
    [columns, hidden],
  );
  return (
    <Box ref={ref}>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={ID_WIDTH}>{config.idLabel ?? 'ID'}</Table.Th>
              {layout.shown.map((c) => (
                <Table.Th key={c.field}>{c.label}</Table.Th>
              ))}
              <Table.Th w={layout.details.length ? ACTIONS_WITH_DETAILS_WIDTH : ACTIONS_WIDTH}>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          {lines.map((line) => (
            <RegisterRow key={line.id} config={config} layout={layout} line={line} {...actions} />
          ))}
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}

interface RowLayout<Row> {
  /** The columns in the table. */
  shown: readonly RegisterColumn<Row>[];
  /** The columns in the row's details. */
  details: readonly RegisterColumn<Row>[];
}

/** Cells align at the top: a message under one input does not move the others. */
const TOP = { verticalAlign: 'top' } as const;

type RowProps<Row extends AnyRow> = Omit<RegisterTableProps<Row>, 'lines'> & {
  line: RegisterLine<Row>;
  layout: RowLayout<Row>;
};

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
  layout,
  line,
  onChange,
  onRemove,
  onRestore,
}: RowProps<Row>) {
  const { id } = line;
  const message = line.errors?.[ROW_MESSAGE];
  const deletable = config.canDelete?.(line.row) ?? true;
  const [toggled, setToggled] = useState<boolean | null>(null);
  const { details } = layout;
  // A message in a column out of the table opens the details (until the user closes them).
  const detailsError = details.some((c) => line.errors?.[c.field]);
  const expanded = details.length > 0 && (toggled ?? detailsError);
  const columnCount = layout.shown.length + 2;
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
        {layout.shown.map((c) => (
          <Table.Td key={c.field} miw={c.width} style={TOP}>
            <RegisterCell column={c} line={line} onChange={onChange} />
          </Table.Td>
        ))}
        <Table.Td style={TOP}>
          <Group h={50} gap={4} wrap="nowrap">
            {details.length > 0 && (
              <ActionIcon
                size={44}
                variant="subtle"
                aria-expanded={expanded}
                aria-label={`${expanded ? 'Mostrar menos' : 'Mostrar mais'} da linha ${id}`}
                title={expanded ? 'Mostrar menos' : `Mostrar mais: ${details.map((c) => c.label).join(', ')}`}
                onClick={() => setToggled(!expanded)}
              >
                {expanded ? <IconChevronUp aria-hidden /> : <IconChevronDown aria-hidden />}
              </ActionIcon>
            )}
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
      {expanded && (
        <Table.Tr data-testid={`details-${id}`}>
          <Table.Td colSpan={columnCount} pt={0}>
            <Group align="flex-start" gap="md" wrap="wrap">
              {details.map((c) => (
                <Stack
                  key={c.field}
                  gap={4}
                  // Text gets the whole row's width: its value shows whole.
                  style={{ flex: c.editor === 'text' ? '1 1 100%' : '0 1 auto', minWidth: 0 }}
                >
                  <Text size="sm" fw={600}>
                    {c.label}
                  </Text>
                  <RegisterCell column={c} line={line} onChange={onChange} />
                </Stack>
              ))}
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
      {(message || line.removed) && (
        <Table.Tr>
          <Table.Td colSpan={columnCount} pt={0}>
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
