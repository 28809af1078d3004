/** The searched cost rows per day and restaurant, with the period's totals in the footer (pt-BR numbers). */

import { formatDate } from '@app/lib/dayjs';
import { formatBRL, formatKgValue } from '@domain/numbers';
import type { CustoResumoDia } from '@domain/schemas/costs';
import { Table } from '@mantine/core';

const int = new Intl.NumberFormat('pt-BR');

export function CustosUtilitarioTable({ rows }: { rows: readonly CustoResumoDia[] }) {
  const total = rows.reduce(
    (t, r) => ({
      qtdRegistros: t.qtdRegistros + r.qtdRegistros,
      qtdKg: t.qtdKg + r.qtdKg,
      vlrCusto: t.vlrCusto + r.vlrCusto,
    }),
    { qtdRegistros: 0, qtdKg: 0, vlrCusto: 0 },
  );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="lista-custos">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Data</Table.Th>
            <Table.Th>Restaurante</Table.Th>
            <Table.Th ta="right">Registros</Table.Th>
            <Table.Th ta="right">Quantidade (kg)</Table.Th>
            <Table.Th ta="right">Custo (R$)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr
              key={`${r.dtaApontamento}-${r.idRestaurante}`}
              data-testid={`row-${r.dtaApontamento}-${r.idRestaurante}`}
            >
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.dtaApontamento)}</Table.Td>
              <Table.Td>{`${r.idRestaurante} - ${r.desRestaurante}`}</Table.Td>
              <Table.Td ta="right">{int.format(r.qtdRegistros)}</Table.Td>
              <Table.Td ta="right">{formatKgValue(r.qtdKg)}</Table.Td>
              <Table.Td ta="right">{formatBRL(r.vlrCusto)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="total-custos" fw={700}>
            <Table.Th colSpan={2}>Total</Table.Th>
            <Table.Th ta="right">{int.format(total.qtdRegistros)}</Table.Th>
            <Table.Th ta="right">{formatKgValue(total.qtdKg)}</Table.Th>
            <Table.Th ta="right">{formatBRL(Math.round(total.vlrCusto * 100) / 100)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
