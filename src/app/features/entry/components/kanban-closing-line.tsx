/**
 * One kanban line of the day on the surplus screen: its state (aberta, sem sobra, acabou às HH:MM, pesada),
 * the produced quantity, what became of its latest closing made on this tablet, and the actions — close it as
 * 'Sem sobra' (confirmed) or 'Acabou às HH:MM' (the time, now by default), correct a closing (a later closing
 * replaces it), reopen a line closed by mistake (confirmed), confirm or correct the produced kg.
 */
import { confirmAsk } from '@app/components/ui/confirm-action';
import { RecordSendState } from '@app/components/ui/record-send-state';
import type { ClosingLine, ClosingRequest } from '@app/features/entry/hooks/use-kanban-closings';
import { formatDecimalBR, formatDecimalInput, parseDecimalBR } from '@domain/numbers';
import { isHoraHHMM } from '@domain/rules/kanban-closings';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';

/** Every button of a line is at least this tall (touch target). */
const TOUCH = 48;

const ESTADO = {
  aberta: { color: 'gray', label: () => 'Aberta' },
  semSobra: { color: 'teal', label: () => 'Fechada: sem sobra' },
  esgotado: { color: 'orange', label: (hora: string | null) => `Fechada: acabou às ${hora ?? '—'}` },
  pesada: { color: 'blue', label: () => 'Sobra pesada' },
} as const;

type Editing = null | 'esgotado' | 'produzido';

/** One value of a line edited in place (the time it ran out, the produced kg), then confirmed or cancelled. */
function InlineEdit({
  label,
  rotulo,
  value,
  onChange,
  error,
  busy,
  color,
  onConfirm,
  onCancel,
  inputProps,
}: {
  label: string;
  rotulo: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  busy: boolean;
  color?: string;
  onConfirm: () => void;
  onCancel: () => void;
  inputProps: Pick<TextInputProps, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>;
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        size="lg"
        label={label}
        aria-label={`${label} — ${rotulo}`}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        style={{ flex: '1 1 160px' }}
        {...inputProps}
      />
      <Button size="lg" color={color} loading={busy} onClick={onConfirm}>
        Confirmar
      </Button>
      <Button size="lg" variant="default" onClick={onCancel}>
        Cancelar
      </Button>
    </Group>
  );
}

export function KanbanClosingLine({
  line,
  onClose,
}: {
  line: ClosingLine;
  onClose: (line: ClosingLine, request: ClosingRequest) => Promise<void>;
}) {
  const { view, kanban, rotulo } = line;
  const closed = view.estado === 'semSobra' || view.estado === 'esgotado';
  const [correcting, setCorrecting] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [hora, setHora] = useState('');
  const [qtd, setQtd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const look = ESTADO[view.estado];

  async function submit(request: ClosingRequest) {
    setBusy(true);
    try {
      await onClose(line, request);
      setEditing(null);
      setCorrecting(false);
      setError(null);
    } catch {
      setError('Não foi possível guardar no tablet. Tente de novo.');
    } finally {
      setBusy(false);
    }
  }

  async function semSobra() {
    const ok = await confirmAsk({
      title: 'Fechar sem sobra?',
      text: `${rotulo}: nada sobrou (0 kg). Se mudar, corrija depois.`,
      confirmLabel: 'Sem sobra',
      color: 'teal',
    });
    if (ok) await submit({ tipo: 'semSobra' });
  }

  async function reabrir() {
    const fechamento = view.estado === 'semSobra' ? 'Sem sobra' : `Acabou às ${view.horEsgotado ?? '—'}`;
    const ok = await confirmAsk({
      title: 'Reabrir a linha?',
      text: `${rotulo}: o fechamento "${fechamento}" deixa de valer e a linha volta a ficar aberta (ou com a sobra pesada, se houver).`,
      confirmLabel: 'Reabrir',
      color: 'gray',
    });
    if (ok) await submit({ tipo: 'reaberta' });
  }

  function startEsgotado() {
    setHora(view.horEsgotado ?? dayjs().format('HH:mm'));
    setError(null);
    setEditing('esgotado');
  }

  function startProduzido() {
    const start = view.qtdProduzida ?? kanban.qtdPlanejada ?? null;
    setQtd(start === null ? '' : formatDecimalInput(start));
    setError(null);
    setEditing('produzido');
  }

  async function confirmEsgotado() {
    if (!isHoraHHMM(hora.trim())) {
      setError('Informe a hora em que acabou (HH:MM)');
      return;
    }
    await submit({ tipo: 'esgotado', horEsgotado: hora.trim() });
  }

  async function confirmProduzido() {
    const value = parseDecimalBR(qtd);
    if (value === null || value < 0) {
      setError('Quantidade produzida inválida: informe um número maior ou igual a zero');
      return;
    }
    await submit({ tipo: null, qtdProduzida: value });
  }

  const showActions = (!closed || correcting) && editing === null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="closing-line" data-estado={view.estado}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Text fw={600} style={{ flex: '1 1 220px', minWidth: 0, overflowWrap: 'break-word' }}>
            {rotulo}
          </Text>
          <Badge
            size="lg"
            color={look.color}
            variant={closed ? 'filled' : 'light'}
            style={{ maxWidth: '100%' }}
          >
            {look.label(view.horEsgotado)}
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {view.qtdProduzida !== null
              ? `Produzido: ${formatDecimalBR(view.qtdProduzida)} kg`
              : 'Produzido: não informado'}
            {kanban.qtdPlanejada != null ? ` · planejado ${formatDecimalBR(kanban.qtdPlanejada)} kg` : ''}
          </Text>
          <RecordSendState send={line.send} refusedText="fechamento recusado" testId="closing-send-state" />
        </Group>
        {editing === 'esgotado' && (
          <InlineEdit
            label="Acabou às"
            rotulo={rotulo}
            value={hora}
            onChange={setHora}
            error={error}
            busy={busy}
            color="orange"
            onConfirm={confirmEsgotado}
            onCancel={() => setEditing(null)}
            inputProps={{ type: 'time' }}
          />
        )}
        {editing === 'produzido' && (
          <InlineEdit
            label="Quantidade produzida (kg)"
            rotulo={rotulo}
            value={qtd}
            onChange={setQtd}
            error={error}
            busy={busy}
            onConfirm={confirmProduzido}
            onCancel={() => setEditing(null)}
            inputProps={{ inputMode: 'decimal', autoComplete: 'off', placeholder: '0,000' }}
          />
        )}
        {editing === null && (
          <Group gap="sm" wrap="wrap">
            {showActions && (
              <>
                <Button mih={TOUCH} size="md" color="teal" variant="light" onClick={semSobra} loading={busy}>
                  Sem sobra
                </Button>
                <Button mih={TOUCH} size="md" color="orange" variant="light" onClick={startEsgotado}>
                  Acabou às…
                </Button>
              </>
            )}
            {closed && !correcting && (
              <>
                <Button mih={TOUCH} size="md" variant="default" onClick={() => setCorrecting(true)}>
                  Corrigir fechamento
                </Button>
                <Button mih={TOUCH} size="md" variant="default" onClick={reabrir} loading={busy}>
                  Reabrir linha
                </Button>
              </>
            )}
            {correcting && (
              <Button
                mih={TOUCH}
                size="md"
                variant="subtle"
                color="gray"
                onClick={() => setCorrecting(false)}
              >
                Manter
              </Button>
            )}
            <Button mih={TOUCH} size="md" variant="default" onClick={startProduzido}>
              {view.qtdProduzida === null ? 'Informar produzido' : 'Corrigir produzido'}
            </Button>
          </Group>
        )}
        {error && editing === null && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
