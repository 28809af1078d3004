/** 'Análises': the decisions already taken on an appointment, each with its approver, time and reason. */
import { formatDateTime } from '@app/lib/dayjs';
import { MSG } from '@domain/messages';
import { DECISAO_LABEL } from '@domain/rules/approvals';
import type { Analise } from '@domain/schemas/approvals';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';

export function AnalisesList({ historico }: { historico: Analise[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Análises
      </Title>
      {historico.length === 0 ? (
        <Text c="dimmed">{MSG.noData}</Text>
      ) : (
        historico.map((h) => <AnaliseCard key={h.idHistorico} h={h} />)
      )}
    </Stack>
  );
}

function AnaliseCard({ h }: { h: Analise }) {
  const decisao = DECISAO_LABEL[h.indDecisao as 1 | 2] ?? String(h.indDecisao);
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`analise-${h.idHistorico}`}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Badge color={h.indDecisao === 1 ? 'green' : 'red'} variant="light">
            {decisao}
          </Badge>
          <Text size="sm">
            por {h.desAprovador ?? '—'} em {formatDateTime(h.dthAnalise)}
          </Text>
        </Group>
        {h.txtJustificativa && (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {h.txtJustificativa}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
