import { Pager, pageOf, usePaging } from '@app/components/ui/pager';
import { type ImportacaoErro, sortedErrors } from '@app/features/importacao/utils/importacao';
import { formatDecimalBR } from '@domain/numbers';
import { Stack, Table } from '@mantine/core';
import { useMemo } from 'react';

/** The refused values of a preview or of a refused import, a page at a time (there may be thousands). */
export function ErrosTable({ erros }: { erros: readonly ImportacaoErro[] }) {
  const { page, size, setPage, onSize } = usePaging();
  const sorted = useMemo(() => sortedErrors(erros), [erros]);
  const { current, rows } = pageOf(sorted, page, size);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={300}>
        <Table aria-label="Linhas recusadas" striped verticalSpacing="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>Linha</Table.Th>
              <Table.Th w="30%">Coluna</Table.Th>
              <Table.Th>Motivo</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((e, i) => (
              <Table.Tr key={`${current}-${i}-${e.linha}-${e.coluna}`}>
                <Table.Td>{e.linha == null ? '—' : formatDecimalBR(e.linha, 0)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.coluna || '—'}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.mensagem}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {sorted.length > 10 && (
        <Pager page={current} size={size} total={sorted.length} onPage={setPage} onSize={onSize} />
      )}
    </Stack>
  );
}
