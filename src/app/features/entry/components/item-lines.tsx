/** The lines of an item-list entry screen: a phone lists the weighings as cards; a tablet or desktop as a table. */
import type { LovOption } from '@app/components/ui/lov-select';
import {
  LineContainer,
  LineNet,
  LinePhoto,
  LineQuantity,
  LineTitle,
  RemoveLine,
} from '@app/features/entry/components/item-line-parts';
import type { ItemLine, ItemLineUpdate } from '@app/features/entry/hooks/use-item-lines';
import { MSG } from '@domain/messages';
import { Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

interface ItemLinesProps {
  lines: ItemLine[];
  /** The header of the item column. */
  itemHeader: string;
  containerOptions: LovOption[];
  tareOf: (idRecipiente: number | null) => number | null;
  onChange: ItemLineUpdate;
  onRemove: (key: string) => void;
  /** A line's quantity field took the focus. */
  onFocus: (key: string) => void;
}

export function ItemLines(props: ItemLinesProps) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return phone ? <LineCards {...props} /> : <LineTable {...props} />;
}

function LineCards({ lines, containerOptions, tareOf, onChange, onRemove, onFocus }: ItemLinesProps) {
  return (
    <Stack gap="sm" data-testid="entry-lines">
      {lines.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {MSG.noData}
        </Text>
      )}
      {lines.map((l) => (
        <Card key={l.key} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <LineTitle line={l} />
              <RemoveLine line={l} onRemove={onRemove} />
            </Group>
            <LineContainer line={l} options={containerOptions} onChange={onChange} />
            <Group gap="sm" wrap="nowrap" align="center">
              <LineQuantity line={l} onChange={onChange} onFocus={onFocus} />
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                Líquido
              </Text>
              <LineNet qtdText={l.qtdText} tareKg={tareOf(l.idRecipiente)} />
            </Group>
            <LinePhoto line={l} onChange={onChange} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function LineTable({
  lines,
  itemHeader,
  containerOptions,
  tareOf,
  onChange,
  onRemove,
  onFocus,
}: ItemLinesProps) {
  return (
    <Table verticalSpacing="sm" striped data-testid="entry-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{itemHeader}</Table.Th>
          <Table.Th w="26%">Recipiente</Table.Th>
          <Table.Th w="20%">Quantidade bruta (kg)</Table.Th>
          <Table.Th w={110}>Líquido (kg)</Table.Th>
          <Table.Th w={120}>Foto</Table.Th>
          <Table.Th w={64}>
            <VisuallyHidden>Remover</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={6}>
              <Text c="dimmed" ta="center" py="md">
                {MSG.noData}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {lines.map((l) => (
          <Table.Tr key={l.key}>
            <Table.Td>
              <LineTitle line={l} />
            </Table.Td>
            <Table.Td>
              <LineContainer line={l} options={containerOptions} onChange={onChange} />
            </Table.Td>
            <Table.Td>
              <LineQuantity line={l} onChange={onChange} onFocus={onFocus} />
            </Table.Td>
            <Table.Td data-testid="line-net">
              <LineNet qtdText={l.qtdText} tareKg={tareOf(l.idRecipiente)} />
            </Table.Td>
            <Table.Td>
              <LinePhoto line={l} onChange={onChange} />
            </Table.Td>
            <Table.Td>
              <RemoveLine line={l} onRemove={onRemove} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
