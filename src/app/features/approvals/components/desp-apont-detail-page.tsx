/**
 * The analysis of one appointment (spec §4 Approval, §6, §8): the net quantity and how far it lies outside
 * its tolerance first, every field, its analyses, and — while it is pending and the user may analyse it —
 * 'Aprovar', 'Reprovar' and 'Pedir nova pesagem' (on a phone in a bar fixed at the bottom, always in reach).
 * Each action first asks the server whether the user may analyse it; then a dialog confirms it: with the
 * required justification when the quantity is beyond min/max and approval is needed, otherwise a plain
 * confirmation sent with 'Parâmetro não exige justificativa'. Every decision is irreversible: none is sent
 * in one tap.
 */

import { Page } from '@app/components/ui/page';
import { type Decisao, useAnalyseDespApont } from '@app/features/approvals/api/analyse-desp-apont';
import { useCheckDespApontPermission } from '@app/features/approvals/api/check-desp-apont-permission';
import { useDespApont } from '@app/features/approvals/api/get-desp-apont';
import { DecisionBar } from '@app/features/approvals/components/decision-bar';
import { DespApontEvidence } from '@app/features/approvals/components/desp-apont-evidence';
import { QuantityRange } from '@app/features/approvals/components/quantity-range';
import {
  REWEIGH_DONE,
  REWEIGH_REASON,
  RequestReweighButton,
} from '@app/features/approvals/components/request-reweigh-button';
import { ToleranceDeviationText } from '@app/features/approvals/components/tolerance-deviation';
import { APPROVALS_PATH, restauranteLabel, tipoLabel } from '@app/features/approvals/utils/format';
import { usePhoneLayout } from '@app/hooks/use-layout';
import { ApiError, getErrorMessage } from '@app/lib/api-client';
import { formatDate, formatDateTime } from '@app/lib/dayjs';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { useSession } from '@app/lib/session';
import type { ScreenProps } from '@app/types/screen';
import { MSG } from '@domain/messages';
import { formatBRL } from '@domain/numbers';
import {
  DECISAO_LABEL,
  needsJustification,
  STATUS_APROV,
  STATUS_APROV_LABEL,
  type StatusAprov,
} from '@domain/rules/approvals';
import type { Analise, ApontamentoAnalise } from '@domain/schemas/approvals';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { WeightOrigin } from './weight-origin';

const STATUS_COLOR: Record<StatusAprov, string> = { 0: 'yellow', 1: 'green', 2: 'red' };

type DialogKind = 'justify' | 'confirm' | 'reweigh';
const REWEIGH_TITLE = 'Pedir nova pesagem';

const ACTION = {
  aprovar: {
    label: 'Aprovar',
    title: 'Aprovar apontamento',
    color: 'green',
    done: MSG.approved,
    failed: MSG.approveFailed,
  },
  reprovar: {
    label: 'Reprovar',
    title: 'Reprovar apontamento',
    color: 'red',
    done: MSG.rejected,
    failed: MSG.rejectFailed,
  },
} as const satisfies Record<Decisao, unknown>;

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

function BackLink() {
  return (
    <Button
      component={Link}
      to={APPROVALS_PATH}
      variant="default"
      size="md"
      leftSection={<IconArrowLeft aria-hidden size={18} />}
    >
      Voltar
    </Button>
  );
}

export function DespApontDetailPage({ title }: ScreenProps) {
  const params = useParams();
  const id = Number(params.id);
  const query = useDespApont(id);

  return (
    <Page title={title} actions={<BackLink />}>
      {!(Number.isInteger(id) && id > 0) ? (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={MSG.appointmentLoadFailed}
        >
          {MSG.notFoundRef('Apontamento', params.id ?? '')}
        </Alert>
      ) : query.isError ? (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={MSG.appointmentLoadFailed}
        >
          <Stack gap="sm" align="flex-start">
            {getErrorMessage(query.error, '') !== MSG.appointmentLoadFailed && (
              <Text size="sm">{getErrorMessage(query.error)}</Text>
            )}
            <Button
              variant="light"
              color="red"
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Tentar novamente
            </Button>
          </Stack>
        </Alert>
      ) : query.data ? (
        <ApprovalDetail a={query.data} onRefresh={() => void query.refetch()} />
      ) : (
        <Text c="dimmed" role="status">
          {MSG.loading}
        </Text>
      )}
    </Page>
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

function ApprovalDetail({ a, onRefresh }: { a: ApontamentoAnalise; onRefresh: () => void }) {
  const session = useSession();
  const idUsuario = session.account?.usuario.idUsuario;
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  const checkPermission = useCheckDespApontPermission();
  const analyse = useAnalyseDespApont();
  const [checking, setChecking] = useState<Decisao | null>(null);
  /** The action under way is 'Pedir nova pesagem' (a reject with its fixed reason). */
  const [reweigh, setReweigh] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Decisao | null>(null);
  /** What the open dialog asks: a justification, a plain confirmation, or to confirm 'Pedir nova pesagem'. */
  const [dialogKind, setDialogKind] = useState<DialogKind>('justify');
  const [justificativa, setJustificativa] = useState('');
  const [justificativaError, setJustificativaError] = useState<string | null>(null);

  const pending = a.indStatusAprov === STATUS_APROV.Pendente;
  const busy = checking !== null || analyse.isPending;

  function openDialog(decisao: Decisao, kind: DialogKind = 'justify') {
    setJustificativa('');
    setJustificativaError(null);
    setDialogKind(kind);
    setDialog(decisao);
  }

  function submit(decisao: Decisao, text: string) {
    analyse.mutate(
      { idApontamento: a.idApontamento, decisao, justificativa: text },
      {
        onSuccess: () => {
          setDialog(null);
          notifySuccess(text === REWEIGH_REASON ? REWEIGH_DONE : ACTION[decisao].done);
          navigate(APPROVALS_PATH);
        },
        onError: (error) => {
          notifyError(getErrorMessage(error, ACTION[decisao].failed), ACTION[decisao].failed);
          if (error instanceof ApiError && error.status === 409) {
            // Already analysed (by someone else) or no longer pending: show how it stands now.
            setDialog(null);
            onRefresh();
          } else if (
            error instanceof ApiError &&
            error.status === 400 &&
            error.message === MSG.justificationRequired &&
            (dialog === null || dialogKind === 'confirm')
          ) {
            // The server sees the quantity out of tolerance: ask for the justification after all.
            openDialog(decisao);
          }
        },
      },
    );
  }

  /** `reweighing`: 'Pedir nova pesagem', a rejection with its fixed reason (confirmed, never typed). */
  async function start(decisao: Decisao, reweighing = false) {
    if (busy) return;
    setRefusal(null);
    setReweigh(reweighing);
    setChecking(decisao);
    try {
      const permission =
        idUsuario === undefined
          ? { podeAnalisar: false, exception: MSG.approvalNoPermission }
          : await checkPermission(a.idApontamento, idUsuario);
      if (!permission.podeAnalisar) {
        setRefusal(permission.exception || MSG.approvalNoPermission);
        return;
      }
    } catch (error) {
      notifyError(getErrorMessage(error, ACTION[decisao].failed), ACTION[decisao].failed);
      return;
    } finally {
      setChecking(null);
    }
    if (reweighing) openDialog(decisao, 'reweigh');
    else if (needsJustification(a)) openDialog(decisao, 'justify');
    else openDialog(decisao, 'confirm');
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!dialog) return;
    if (dialogKind === 'reweigh') return submit(dialog, REWEIGH_REASON);
    if (dialogKind === 'confirm') return submit(dialog, MSG.approvalAutoJustification);
    const text = justificativa.trim();
    if (!text) {
      setJustificativaError(MSG.justificationRequired);
      return;
    }
    submit(dialog, text);
  }

  // On a phone, the bar is fixed at the bottom and its spacer ends the page (after the analyses).
  const decision = pending && a.podeAnalisar && (
    <DecisionBar phone={phone}>
      <Button
        size="lg"
        color="green"
        fullWidth
        leftSection={<IconCheck aria-hidden />}
        loading={checking === 'aprovar' || (analyse.isPending && analyse.variables?.decisao === 'aprovar')}
        disabled={busy}
        onClick={() => void start('aprovar')}
      >
        Aprovar
      </Button>
      <Button
        size="lg"
        color="red"
        fullWidth
        leftSection={<IconX aria-hidden />}
        loading={
          !reweigh &&
          (checking === 'reprovar' || (analyse.isPending && analyse.variables?.decisao === 'reprovar'))
        }
        disabled={busy}
        onClick={() => void start('reprovar')}
      >
        Reprovar
      </Button>
      <RequestReweighButton
        loading={reweigh && (checking === 'reprovar' || analyse.isPending)}
        disabled={busy}
        onClick={() => void start('reprovar', true)}
        compact={phone}
      />
    </DecisionBar>
  );

  return (
    <Stack gap="md">
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

      <DespApontEvidence a={a} />

      {refusal && (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="analise-recusada"
        >
          {refusal}
        </Alert>
      )}
      {pending && !a.podeAnalisar && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          {MSG.approvalNoPermission}
        </Alert>
      )}
      {!phone && decision}

      <Stack gap="xs">
        <Title order={2} size="h4">
          Análises
        </Title>
        {a.historico.length === 0 ? (
          <Text c="dimmed">{MSG.noData}</Text>
        ) : (
          a.historico.map((h) => <AnaliseCard key={h.idHistorico} h={h} />)
        )}
      </Stack>
      {phone && decision}

      <Modal
        opened={dialog !== null}
        onClose={() => !analyse.isPending && setDialog(null)}
        title={dialog ? (dialogKind === 'reweigh' ? REWEIGH_TITLE : ACTION[dialog].title) : ''}
        fullScreen={phone && dialogKind === 'justify'}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        centered
        size="md"
      >
        {dialog && (
          <form onSubmit={confirm} noValidate>
            <Stack gap="md">
              {dialogKind === 'reweigh' ? (
                <Text size="md">{MSG.reweighConfirm(a.idApontamento, REWEIGH_REASON)}</Text>
              ) : dialogKind === 'confirm' ? (
                <Text size="md">
                  {MSG.approvalAutoJustification}.{' '}
                  {dialog === 'aprovar'
                    ? MSG.approveConfirm(a.idApontamento)
                    : MSG.rejectConfirm(a.idApontamento)}
                </Text>
              ) : (
                <Text size="sm">
                  A quantidade está fora da faixa (mín / máx) deste apontamento. Informe o motivo da decisão.
                </Text>
              )}
              {dialogKind === 'justify' && (
                <Textarea
                  label="Justificativa"
                  required
                  autosize
                  minRows={3}
                  maxRows={8}
                  maxLength={2000}
                  size="md"
                  data-autofocus
                  value={justificativa}
                  error={justificativaError}
                  onChange={(e) => {
                    setJustificativa(e.currentTarget.value);
                    if (justificativaError) setJustificativaError(null);
                  }}
                />
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Button
                  variant="default"
                  size="lg"
                  fullWidth
                  onClick={() => setDialog(null)}
                  disabled={analyse.isPending}
                >
                  Cancelar
                </Button>
                <Button
                  type="submit"
                  size="lg"
                  fullWidth
                  color={dialogKind === 'reweigh' ? 'orange' : ACTION[dialog].color}
                  loading={analyse.isPending}
                >
                  Confirmar
                </Button>
              </SimpleGrid>
            </Stack>
          </form>
        )}
      </Modal>
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
