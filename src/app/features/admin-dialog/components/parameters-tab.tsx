/** 'Parâmetros': the parameters the entry screens keep on this device, per restaurant, with their refresh date. */
import { getErrorMessage } from '@app/lib/api-client';
import { formatDate, formatDateTime } from '@app/lib/dayjs';
import { notifySuccess } from '@app/lib/notify';
import { MSG } from '@domain/messages';
import type { Parametro } from '@domain/schemas/entry-lookups';
import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useCachedParametros, useClearCachedParametros } from '../api/get-cached-parametros';

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 6 });

/** Every filled value of a parameter (decimal with a comma, dates dd/MM/yyyy). */
function parametroValue(p: Parametro): string {
  const values = [
    p.vlrParametroDec !== null ? decimal.format(p.vlrParametroDec) : null,
    p.vlrParametroInt !== null ? String(p.vlrParametroInt) : null,
    p.vlrParametroDta ? formatDate(p.vlrParametroDta) || p.vlrParametroDta : null,
    p.vlrParametroTxt || null,
  ].filter((v): v is string => v !== null && v !== '');
  return values.length ? values.join(' · ') : '—';
}

export function ParametersTab() {
  const cached = useCachedParametros();
  const clear = useClearCachedParametros();

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed">
          Parâmetros guardados neste dispositivo para os apontamentos.
        </Text>
        <Button
          h={44}
          variant="light"
          color="red"
          loading={clear.isPending}
          disabled={!cached.data?.length}
          onClick={() =>
            clear.mutate(undefined, { onSuccess: () => notifySuccess(MSG.parametersCacheCleared) })
          }
        >
          Limpar cache de parâmetros
        </Button>
      </Group>
      {clear.isError && (
        <Alert color="red" title={MSG.error}>
          {getErrorMessage(clear.error)}
        </Alert>
      )}
      {cached.isPending ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{MSG.loading}</Text>
        </Group>
      ) : cached.isError ? (
        <Alert color="red" title={MSG.error}>
          {getErrorMessage(cached.error)}
        </Alert>
      ) : cached.data.length === 0 ? (
        <Text c="dimmed">{MSG.noParameters}</Text>
      ) : (
        cached.data.map((entry) => (
          <Paper key={entry.key} withBorder p="sm">
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={3} size="h5">
                  Restaurante {entry.idRestaurante}
                </Title>
                <Text size="sm" c="dimmed">
                  Atualizar em: {formatDateTime(entry.refreshAt)}
                </Text>
              </Group>
              {entry.parametros.length === 0 ? (
                <Text c="dimmed">{MSG.noParameters}</Text>
              ) : (
                <Table striped aria-label={`Parâmetros do restaurante ${entry.idRestaurante}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Parâmetro</Table.Th>
                      <Table.Th>Seq.</Table.Th>
                      <Table.Th>Valor</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {entry.parametros.map((p) => (
                      <Table.Tr key={`${p.desParametro}-${p.seqParametro}-${p.idParametro}`}>
                        <Table.Td>{p.desParametro}</Table.Td>
                        <Table.Td>{p.seqParametro}</Table.Td>
                        <Table.Td>{parametroValue(p)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
