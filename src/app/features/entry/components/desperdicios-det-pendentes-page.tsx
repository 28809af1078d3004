/**
 * 'Fila de envio do tablet': the saves still in this device's outbox — queued, being sent, or refused by the
 * server ('requer atenção', with the server's message). A refused one can be corrected and resent, or
 * discarded after a confirmation. Nothing leaves the outbox unless it was stored by the server or discarded.
 */
import { Page } from '@app/components/ui/page';
import { LateSavesBanner } from '@app/features/entry/components/late-saves-banner';
import { PendingPhotos } from '@app/features/entry/components/pending-photos';
import { PhotoStatus } from '@app/features/entry/components/photo-status';
import { StoragePersistenceLine } from '@app/features/entry/components/storage-persistence-line';
import { type OutboxItem, outboxKindOf } from '@app/lib/local-db';
import { notifySuccess } from '@app/lib/notify';
import { useConnection } from '@app/lib/online';
import { discardItem, resendItem } from '@app/lib/outbox/actions';
import { useOutboxItems, useOutboxPaused } from '@app/lib/outbox/hooks';
import { replayOutbox } from '@app/lib/outbox/replayer';
import type { ScreenProps } from '@app/types/screen';
import { brToIso, isoToBr, toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import { formatDecimalInput, parseDecimalBR } from '@domain/numbers';
import { dateError, origemAfterEdit, quantityError } from '@domain/rules/appointments';
import { isLateSave, LATE_SAVE_TEXT, waitedFor } from '@domain/rules/late-saves';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCloudUpload, IconEdit, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';

const STATUS: Record<OutboxItem['status'], { label: string; color: string }> = {
  pending: { label: 'Guardado no tablet', color: 'blue' },
  sending: { label: 'Enviando', color: 'blue' },
  attention: { label: 'Recusado · requer atenção', color: 'red' },
  sent: { label: 'Enviado', color: 'green' },
};

/** What the worker can do about a refusal, from what the server said. */
function fixHint(message: string | null): string {
  const m = (message ?? '').toLowerCase();
  if (/quantidade|peso do recipiente|máximo/.test(m) && !/não encontrad/.test(m))
    return 'Confira o peso na balança e toque em "Corrigir e reenviar" para ajustar a quantidade.';
  if (/data/.test(m)) return 'Toque em "Corrigir e reenviar" e informe a data certa (dd/mm/aaaa).';
  return 'Isto não se corrige aqui: descarte o apontamento, ou fale com o supervisor ou o administrador.';
}

export function DesperdiciosDetPendentesPage({ title }: ScreenProps) {
  const items = useOutboxItems();
  const paused = useOutboxPaused();
  const connection = useConnection();
  const [sending, setSending] = useState(false);
  const [editing, setEditing] = useState<OutboxItem | null>(null);

  async function sendNow() {
    setSending(true);
    try {
      await replayOutbox({ force: true });
    } finally {
      setSending(false);
    }
  }

  function confirmDiscard(item: OutboxItem) {
    modals.openConfirmModal({
      title: 'Descartar apontamento',
      children: (
        <Text size="sm">
          O apontamento “{item.resumo}” será apagado deste dispositivo e não será enviado. Deseja descartar?
        </Text>
      ),
      labels: { confirm: 'Descartar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => void discardItem(item.id).then(() => notifySuccess('Apontamento descartado.')),
    });
  }

  return (
    <Page
      title={title}
      actions={
        <Button
          size="lg"
          leftSection={<IconCloudUpload aria-hidden />}
          onClick={sendNow}
          loading={sending}
          disabled={connection === 'offline' || !items?.length}
        >
          Enviar agora
        </Button>
      }
    >
      <LateSavesBanner withLink={false} />
      <StoragePersistenceLine />
      {connection !== 'online' && (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} data-testid="pending-offline">
          {connection === 'offline' ? 'Sem conexão' : 'Sem conexão com o servidor'}: os apontamentos ficam
          guardados neste dispositivo e serão enviados assim que o servidor responder.
        </Alert>
      )}
      {paused && (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
          Envio pausado: a sessão expirou. Entre novamente para enviar os apontamentos pendentes.
        </Alert>
      )}
      {items === undefined && <Loader aria-label={MSG.loading} />}
      {items?.length === 0 && (
        <Text c="dimmed" data-testid="pending-empty">
          Nenhum apontamento pendente de envio.
        </Text>
      )}
      <Stack gap="sm" data-testid="pending-list">
        {items?.map((item) => (
          <Card key={item.id} withBorder radius="md" data-testid="pending-item">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
                <Text fw={600} style={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'break-word' }}>
                  {item.resumo}
                </Text>
                <Badge
                  color={STATUS[item.status].color}
                  size="lg"
                  variant={item.status === 'attention' ? 'filled' : 'light'}
                  style={{ flexShrink: 0, maxWidth: '100%' }}
                >
                  {STATUS[item.status].label}
                </Badge>
              </Group>
              {isLateSave(item.createdAt) && (
                <Badge color="red" size="lg" variant="filled" data-testid="pending-late">
                  {LATE_SAVE_TEXT.badge(waitedFor(item.createdAt))}
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                Registrado em {dayjs(item.createdAt).format('DD/MM/YYYY HH:mm')} por {item.usuario}
                {item.attempts > 0 ? ` · ${item.attempts} tentativa${item.attempts > 1 ? 's' : ''}` : ''}
              </Text>
              <PhotoStatus outboxId={item.id} />
              {item.status === 'attention' && (
                <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }} title={item.lastError}>
                  {fixHint(item.lastError)}
                </Alert>
              )}
              {item.status === 'attention' && (
                <Group gap="sm">
                  {/* A refused closing (meals) is corrected on the surplus (meals) screen, by a new record. */}
                  {outboxKindOf(item) === 'pesagens' && (
                    <Button size="lg" leftSection={<IconEdit aria-hidden />} onClick={() => setEditing(item)}>
                      Corrigir e reenviar
                    </Button>
                  )}
                  <Button
                    size="lg"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash aria-hidden />}
                    onClick={() => confirmDiscard(item)}
                  >
                    Descartar
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
      <PendingPhotos />
      <CorrectionModal item={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}

/** Edits the date and quantities of a refused save, keeping each weighing's uuid, and resends it. */
function CorrectionModal({ item, onClose }: { item: OutboxItem | null; onClose: () => void }) {
  return (
    <Modal opened={item !== null} onClose={onClose} title="Corrigir apontamento" size="lg">
      {item && <CorrectionForm key={item.id} item={item} onClose={onClose} />}
    </Modal>
  );
}

function CorrectionForm({ item, onClose }: { item: OutboxItem; onClose: () => void }) {
  const [date, setDate] = useState(isoToBr(item.itens[0]?.dtaApontamento ?? ''));
  const [qtds, setQtds] = useState(item.itens.map((i) => formatDecimalInput(i.qtdDesperdicio)));
  const [errors, setErrors] = useState<(string | null)[]>([]);
  const [dateErr, setDateErr] = useState<string | null>(null);

  async function submit() {
    const iso = brToIso(date) ?? date.trim();
    const badDate = dateError(iso, toIsoLocal(new Date()));
    const parsed = qtds.map((q) => parseDecimalBR(q));
    const badQtd = parsed.map(quantityError);
    setDateErr(badDate);
    setErrors(badQtd);
    if (badDate || badQtd.some(Boolean)) return;
    const itens: ApontamentoInput[] = item.itens.map((w, i) => ({
      ...w,
      dtaApontamento: iso,
      qtdDesperdicio: parsed[i]!,
      // A quantity corrected by hand is typed, not the scale's.
      tipOrigemPeso: origemAfterEdit({ qtd: w.qtdDesperdicio, origem: w.tipOrigemPeso }, parsed[i]!),
    }));
    await resendItem(item.id, itens);
    onClose();
  }

  return (
    <Stack gap="md">
      <TextInput
        size="lg"
        label="Data (dd/mm/aaaa)"
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
        error={dateErr}
      />
      {item.itens.map((w, i) => (
        <TextInput
          key={w.uuidApontamento ?? i}
          size="lg"
          label={`Quantidade (kg)${item.itens.length > 1 ? ` — pesagem ${i + 1}` : ''}`}
          description={w.uuidApontamento ? item.itemErrors[w.uuidApontamento] : undefined}
          inputMode="decimal"
          value={qtds[i]}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setQtds((prev) => prev.map((q, j) => (j === i ? v : q)));
          }}
          error={errors[i]}
        />
      ))}
      <Group justify="flex-end">
        <Button variant="default" size="md" onClick={onClose}>
          Cancelar
        </Button>
        <Button size="md" onClick={submit}>
          Reenviar
        </Button>
      </Group>
    </Stack>
  );
}
