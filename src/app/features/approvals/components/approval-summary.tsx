/**
 * The head of an appointment's detail: its number and approval status, the net quantity and how far it lies
 * outside its tolerance first, then every field.
 */
import { QuantityRange } from '@app/features/approvals/components/quantity-range';
import { ToleranceDeviationText } from '@app/features/approvals/components/tolerance-deviation';
import { WeightOrigin } from '@app/features/approvals/components/weight-origin';
import { restauranteLabel, tipoLabel } from '@app/features/approvals/utils/format';
import { formatDate, formatDateTime } from '@app/lib/dayjs';
import { formatBRL } from '@domain/numbers';
import { STATUS_APROV_LABEL, type StatusAprov } from '@domain/rules/approvals';
import type { ApontamentoAnalise } from '@domain/schemas/approvals';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const STATUS_COLOR: Record<StatusAprov, string> = { 0: 'yellow', 1: 'green', 2: 'red' };

function StatusBadge({ status }: { status: number | null }) {
  if (status === null || !(status in STATUS_APROV_LABEL))
    return (
      <Badge color="gray" variant="light" size="lg">
        Sem aprovação
      </Badge>
    );
  return (
    <Badge color={STATUS_COLOR[status as StatusAprov]} variant="filled" size="lg" data-testid="status-aprov">
      {STATUS_APROV_LABEL[status as StatusAprov]}
    </Badge>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="md" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function ApprovalSummary({ a }: { a: ApontamentoAnalise }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            Apontamento #{a.idApontamento}
          </Title>
          <StatusBadge status={a.indStatusAprov} />
        </Group>
        <Stack gap={4} data-testid="quantidade-topo">
          <QuantityRange a={a} size="lg" />
          <ToleranceDeviationText a={a} />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          <Field label="Restaurante">{restauranteLabel(a)}</Field>
          {a.idSatelite !== null && (
            <Field label="Satélite">
              {a.codSatelite ?? a.idSatelite} - {a.desSatelite ?? ''}
            </Field>
          )}
          <Field label="Tipo de desperdício">{tipoLabel(a.tipDesperdicio)}</Field>
          <Field label="Data">{formatDate(a.dtaApontamento)}</Field>
          <Field label="Item">{a.desItem ?? '—'}</Field>
          <Field label="Destino">{a.desDestino ?? '—'}</Field>
          <Field label="Recipiente">{a.desRecipiente ?? '—'}</Field>
          <Field label="Balança">{a.desBalanca ?? '—'}</Field>
          <Field label="Origem do peso">
            <WeightOrigin origem={a.tipOrigemPeso} />
          </Field>
          <Field label="Custo">{formatBRL(a.vlrCusto)}</Field>
          <Field label="Registrado por">
            {a.desUsuario ?? '—'} em {formatDateTime(a.dtaRegistro)}
          </Field>
          {a.txtJustificativa && <Field label="Observação do registro">{a.txtJustificativa}</Field>}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
