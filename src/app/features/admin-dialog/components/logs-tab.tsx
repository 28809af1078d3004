/**
 * 'Logs': the client request log as a table (an entry whose body or params exceed 150 characters of JSON is
 * shown only by the 'Ver' button, spec §9), its download, and the server log as server.log after 1 second.
 */
import { getErrorMessage } from '@app/lib/api-client';
import { formatDateTime } from '@app/lib/dayjs';
import { downloadRequestLog, getRequestLog, type RequestLogEntry } from '@app/lib/request-log';
import { MSG } from '@domain/messages';
import { Alert, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useDownloadServerLog } from '../api/download-server-log';

/** Spec §9: longer bodies or params are shown only by button. */
const LOG_INLINE_MAX_CHARS = 150;

const toJson = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
};

/** True when the entry's body or params (JSON) exceed 150 characters. */
function isLongLogEntry(entry: Pick<RequestLogEntry, 'data' | 'params'>): boolean {
  return (
    toJson(entry.data).length > LOG_INLINE_MAX_CHARS || toJson(entry.params).length > LOG_INLINE_MAX_CHARS
  );
}

function Payload({ entry }: { entry: RequestLogEntry }) {
  const data = toJson(entry.data);
  const params = toJson(entry.params);
  if (!data && !params) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={2}>
      {params && <Code style={{ wordBreak: 'break-all' }}>params: {params}</Code>}
      {data && <Code style={{ wordBreak: 'break-all' }}>data: {data}</Code>}
    </Stack>
  );
}

function LogRow({ entry, index }: { entry: RequestLogEntry; index: number }) {
  const [open, setOpen] = useState(false);
  const long = isLongLogEntry(entry);
  const detailId = `request-log-detail-${index}`;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.date)}</Table.Td>
        <Table.Td>{entry.method}</Table.Td>
        <Table.Td style={{ wordBreak: 'break-all' }}>{entry.url}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          {entry.statusCode} {entry.statusText}
        </Table.Td>
        <Table.Td>
          {long ? (
            <Button
              size="xs"
              variant="light"
              mih={32}
              aria-expanded={open}
              aria-controls={detailId}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? 'Ocultar' : 'Ver'}
            </Button>
          ) : (
            <Payload entry={entry} />
          )}
        </Table.Td>
      </Table.Tr>
      {long && open && (
        <Table.Tr id={detailId}>
          <Table.Td colSpan={5}>
            <Stack gap="xs">
              {entry.params && (
                <Code block aria-label="Parâmetros da requisição">
                  {JSON.stringify(entry.params, null, 2)}
                </Code>
              )}
              {entry.data !== null && entry.data !== undefined && (
                <Code block aria-label="Corpo da requisição">
                  {JSON.stringify(entry.data, null, 2)}
                </Code>
              )}
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

export function LogsTab() {
  // Newest first; 'Atualizar' takes a fresh copy (the log grows while the dialog is open).
  const [entries, setEntries] = useState(() => getRequestLog().reverse());
  const serverLog = useDownloadServerLog();

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button h={44} onClick={() => downloadRequestLog()}>
          Baixar log de requisições
        </Button>
        <Button h={44} variant="light" loading={serverLog.isPending} onClick={() => serverLog.mutate()}>
          Baixar log do servidor
        </Button>
        <Button h={44} variant="subtle" onClick={() => setEntries(getRequestLog().reverse())}>
          Atualizar
        </Button>
      </Group>
      {serverLog.isError && (
        <Alert color="red" title={MSG.error}>
          {getErrorMessage(serverLog.error)}
        </Alert>
      )}
      {entries.length === 0 ? (
        <Text c="dimmed">{MSG.noData}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} maxHeight={420}>
          <Table striped stickyHeader aria-label="Log de requisições">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Método</Table.Th>
                <Table.Th>URL</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Dados</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry, i) => (
                <LogRow key={`${entry.date}-${i}`} entry={entry} index={i} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
