/**
 * The divergences of one page: a checkbox per row (44 px target) and one for the whole page; on narrow
 * screens the table scrolls sideways inside its own box.
 */

import { PageCheckbox, RowCheckbox, selectedRowBg } from '@app/features/panels/components/selection-checkbox';
import { formatDate, formatDateTime } from '@app/lib/dayjs';
import { TIP_DIVERGENCIA_LABEL } from '@domain/constants';
import type { Divergencia } from '@domain/schemas/panels';
import { Badge, Table, Text } from '@mantine/core';

const tipoLabel = (tip: number) =>
  TIP_DIVERGENCIA_LABEL[tip as keyof typeof TIP_DIVERGENCIA_LABEL] ?? String(tip);
const restauranteLabel = (d: Divergencia) => `${d.idRestaurante} - ${d.desRestaurante}`;
const balancaLabel = (d: Divergencia) =>
  d.idBal === null ? '-' : `${d.idSerial ?? d.idBal} - ${d.desBalanca ?? ''}`;

export function DivergenciasDespTable({
  rows,
  selected,
  onToggle,
  onTogglePage,
}: {
  rows: readonly Divergencia[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onTogglePage: (checked: boolean) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="lista-divergencias">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>
              <PageCheckbox
                ids={rows.map((r) => r.idDivergencia)}
                selected={selected}
                onChange={onTogglePage}
              />
            </Table.Th>
            <Table.Th>Data</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Restaurante</Table.Th>
            <Table.Th>Balança</Table.Th>
            <Table.Th>Descrição</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Registrada em</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((d) => (
            <Table.Tr
              key={d.idDivergencia}
              data-testid={`row-${d.idDivergencia}`}
              bg={selectedRowBg(selected.has(d.idDivergencia))}
            >
              <Table.Td>
                <RowCheckbox id={d.idDivergencia} selected={selected} onToggle={onToggle} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(d.dtaDivergencia)}</Table.Td>
              <Table.Td>{tipoLabel(d.tipDivergencia)}</Table.Td>
              <Table.Td>{restauranteLabel(d)}</Table.Td>
              <Table.Td>{balancaLabel(d)}</Table.Td>
              <Table.Td maw={360}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {d.txtDivergencia ?? '-'}
                </Text>
              </Table.Td>
              <Table.Td>
                {d.indProcessado === 1 ? (
                  <Badge
                    color="green"
                    variant="light"
                    title={
                      d.dtaProcessamento ? `Resolvida em ${formatDateTime(d.dtaProcessamento)}` : undefined
                    }
                  >
                    Resolvida
                  </Badge>
                ) : (
                  <Badge color="orange" variant="light">
                    Aberta
                  </Badge>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.dtaRegistro)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
