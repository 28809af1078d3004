/**
 * The company's alerts: type icon, description, target, rule, and the switches of status, notification and
 * e-mail (e-mail can only be turned off: the API has no call to turn it on), and a delete button per row.
 */

import { AlertasIcon } from '@app/features/alerts/components/alertas-icon';
import { TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import { formatDecimalBR } from '@domain/numbers';
import { type Alerta, TIP_REGRA_LABEL, type TipRegra } from '@domain/schemas/alerts';
import { ActionIcon, Stack, Switch, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

function targetLabel(a: Alerta): string[] {
  const parts: string[] = [];
  if (a.idGrupo !== null) parts.push(`Grupo: ${a.desGrupo ?? a.idGrupo}`);
  if (a.idUsuario !== null) parts.push(`Usuário: ${a.desPessoa ?? a.idUsuario}`);
  return parts;
}

function ruleLabel(a: Alerta): string {
  const parts = [TIP_REGRA_LABEL[a.tipRegra as TipRegra] ?? String(a.tipRegra)];
  if (a.tipDesperdicio !== null)
    parts.push(TIP_DESPERDICIO_LABEL[a.tipDesperdicio as TipDesperdicio] ?? String(a.tipDesperdicio));
  if (a.vlrLimite !== null) parts.push(`limite ${formatDecimalBR(a.vlrLimite)} kg`);
  return parts.join(' · ');
}

interface AlertsTableProps {
  rows: readonly Alerta[];
  /** The alert whose switch or delete is running. */
  busyId: number | null;
  onStatus: (a: Alerta, value: 0 | 1) => void;
  onNotificar: (a: Alerta, value: 0 | 1) => void;
  onEmailOff: (a: Alerta) => void;
  onDelete: (a: Alerta) => void;
}

export function AlertasTable({
  rows,
  busyId,
  onStatus,
  onNotificar,
  onEmailOff,
  onDelete,
}: AlertsTableProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="lista-alertas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>Tipo</Table.Th>
            <Table.Th>Descrição</Table.Th>
            <Table.Th>Destino</Table.Th>
            <Table.Th>Regra</Table.Th>
            <Table.Th>Ativo</Table.Th>
            <Table.Th>Notificar</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th w={64}>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => {
            const busy = busyId === a.idAlerta;
            return (
              <Table.Tr key={a.idAlerta} data-testid={`alerta-${a.idAlerta}`}>
                <Table.Td>
                  <AlertasIcon tipAlerta={a.tipAlerta} />
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {a.desAlerta}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    {targetLabel(a).map((t) => (
                      <Text key={t} size="sm">
                        {t}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{ruleLabel(a)}</Text>
                </Table.Td>
                <Table.Td>
                  <Switch
                    size="lg"
                    aria-label={`Ativo: ${a.desAlerta}`}
                    checked={a.indStatus === 1}
                    disabled={busy}
                    onChange={(e) => onStatus(a, e.currentTarget.checked ? 1 : 0)}
                  />
                </Table.Td>
                <Table.Td>
                  <Switch
                    size="lg"
                    aria-label={`Notificar: ${a.desAlerta}`}
                    checked={a.indNotificar === 1}
                    disabled={busy}
                    onChange={(e) => onNotificar(a, e.currentTarget.checked ? 1 : 0)}
                  />
                </Table.Td>
                <Table.Td>
                  <Switch
                    size="lg"
                    aria-label={`E-mail: ${a.desAlerta}`}
                    title={a.indEmail === 1 ? 'Desativar e-mail' : 'E-mail desativado'}
                    checked={a.indEmail === 1}
                    disabled={busy || a.indEmail !== 1}
                    onChange={(e) => {
                      if (!e.currentTarget.checked) onEmailOff(a);
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    size={44}
                    variant="subtle"
                    color="red"
                    aria-label={`Excluir alerta ${a.desAlerta}`}
                    disabled={busy}
                    onClick={() => onDelete(a)}
                  >
                    <IconTrash size={20} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
