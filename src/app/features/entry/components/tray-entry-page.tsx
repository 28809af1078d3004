/**
 * /reApontDesperdicios/bandeja — tray waste, one weighing at a time (spec §2, §5), built for a kitchen
 * tablet: after the first entry of a shift, restaurant, destination, scale and container are remembered, the
 * quantity field has the focus, and an entry is 'type the weight, tap Salvar'. Every save goes through the
 * outbox, online or not.
 */
import { LovSelect } from '@app/components/ui/lov-select';
import { Page } from '@app/components/ui/page';
import { useMediaQtd } from '@app/features/entry/api/find-media-qtd';
import {
  type EntryFieldErrors,
  EntryFields,
  entryFieldErrors,
  recipienteOptions,
} from '@app/features/entry/components/entry-fields';
import { SavedNotice } from '@app/features/entry/components/saved-notice';
import { useEntryContext } from '@app/features/entry/hooks/use-entry-context';
import { useEntrySync } from '@app/features/entry/hooks/use-entry-sync';
import { enqueue } from '@app/lib/outbox';
import type { ScreenProps } from '@app/routes';
import { TIP_DESPERDICIO, TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { formatDecimalBR, parseDecimalBR } from '@domain/numbers';
import { evaluateWeighing, quantityError } from '@domain/rules/appointments';
import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';

const TIPO = TIP_DESPERDICIO.Bandeja;
const SAVE_MARK = 'cd-entry-save';
export const SAVE_MEASURE = 'cd-entry-stored';

export function TrayEntryPage({ title }: ScreenProps) {
  useEntrySync();
  const ctx = useEntryContext(TIPO);
  const [qtdText, setQtdText] = useState('');
  const [idRecipiente, setIdRecipiente] = useState<number | null>(ctx.choices.recipientes[TIPO] ?? null);
  const [fieldErrors, setFieldErrors] = useState<EntryFieldErrors>({});
  const [qtdError, setQtdError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [last, setLast] = useState<{ qtd: number; precisaAprovacao: boolean; at: number } | null>(null);
  const qtdRef = useRef<HTMLInputElement>(null);

  const recipientes = ctx.recipientes.data ?? [];
  const recipiente = recipientes.find((r) => r.idRecipiente === idRecipiente) ?? null;
  // A remembered container that this restaurant does not have is dropped, not sent.
  useEffect(() => {
    if (ctx.recipientes.data && idRecipiente !== null && !recipiente) setIdRecipiente(null);
  }, [ctx.recipientes.data, idRecipiente, recipiente]);
  const media = useMediaQtd(
    ctx.idRestaurante !== null && isIsoDate(ctx.date)
      ? { idRestaurante: ctx.idRestaurante, tipDesperdicio: TIPO, dtaApontamento: ctx.date }
      : null,
  );

  async function save(event?: FormEvent) {
    event?.preventDefault();
    performance.mark(SAVE_MARK);
    setError(null);
    const fields = entryFieldErrors(ctx);
    const qtd = parseDecimalBR(qtdText);
    const badQtd = quantityError(qtd);
    setFieldErrors(fields ?? {});
    setQtdError(badQtd);
    if (fields || badQtd || qtd === null || ctx.idRestaurante === null) return;
    if (ctx.blockedMessages.length) {
      setError(ctx.blockedMessages.join(' '));
      return;
    }
    const weighing = {
      idRestaurante: ctx.idRestaurante,
      tipDesperdicio: TIPO,
      dtaApontamento: ctx.date,
      qtdDesperdicio: qtd,
      idDestino: ctx.idDestino,
      idRecipiente,
      idBal: ctx.idBal,
    };
    const verdict = evaluateWeighing(weighing, {
      today: ctx.today,
      params: ctx.parametros.data ?? [],
      tareKg: recipiente?.qtdPeso ?? null,
      kanban: null,
      reference: media.data && !media.data.exception ? media.data.mediaQtd : null,
    });
    if (verdict.exception) {
      if (verdict.exception === MSG.containerTare) setQtdError(verdict.exception);
      else setError(verdict.exception);
      return;
    }
    setSaving(true);
    try {
      const restaurante = ctx.restaurantes.data?.find((r) => r.idRestaurante === ctx.idRestaurante);
      await enqueue([weighing], {
        tipDesperdicio: TIPO,
        resumo: `${TIP_DESPERDICIO_LABEL[TIPO]} · ${ctx.idRestaurante} - ${restaurante?.desRestaurante ?? ''} · ${formatDecimalBR(qtd)} kg`,
      });
      // `npm run bench` reads this: from pressing Salvar to the weighing stored on the device.
      performance.measure(SAVE_MEASURE, SAVE_MARK);
      ctx.remember({ recipientes: { [TIPO]: idRecipiente } });
      setLast({ qtd, precisaAprovacao: verdict.precisaAprovacao, at: Date.now() });
      setQtdText('');
      qtdRef.current?.focus();
    } catch {
      setError('Não foi possível guardar o apontamento neste dispositivo. Tente novamente.');
    } finally {
      setSaving(false);
    }
  }

  const blocked = ctx.blockedMessages.length > 0;
  return (
    <Page title={title}>
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={960}>
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <EntryFields ctx={ctx} errors={fieldErrors} />
            <LovSelect
              label="Recipiente"
              placeholder="Sem recipiente"
              options={recipienteOptions(recipientes)}
              loading={ctx.recipientes.isLoading}
              value={idRecipiente}
              onChange={setIdRecipiente}
              disabled={ctx.idRestaurante === null}
            />
            <TextInput
              ref={qtdRef}
              label="Quantidade (kg)"
              required
              size="xl"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,000"
              value={qtdText}
              onChange={(e) => {
                setQtdText(e.currentTarget.value);
                setQtdError(null);
              }}
              error={qtdError}
              data-autofocus
              autoFocus
              styles={{ input: { fontSize: 32, fontWeight: 600, height: 72 } }}
            />
            {media.data?.exception && (
              <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
                {media.data.exception}
              </Alert>
            )}
            {media.data && !media.data.exception && media.data.mediaQtd > 0 && (
              <Text size="sm" c="dimmed">
                Referência: média {formatDecimalBR(media.data.mediaQtd)} kg · mínimo{' '}
                {formatDecimalBR(media.data.minQtd)} kg · máximo {formatDecimalBR(media.data.maxQtd)} kg
              </Text>
            )}
            {error && (
              <Alert color="red" role="alert" data-testid="entry-error">
                {error}
              </Alert>
            )}
            <Group justify="space-between" align="center">
              <SavedNotice last={last} />
              <Button
                type="submit"
                size="xl"
                miw={200}
                loading={saving}
                disabled={blocked}
                leftSection={<IconDeviceFloppy aria-hidden />}
              >
                Salvar
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
