/**
 * /reApontDesperdicios/bandeja — tray waste, one weighing at a time (spec §2, §5), built for a kitchen
 * tablet: after the first entry of a shift, restaurant, destination, scale and container are remembered, the
 * quantity field has the focus, and an entry is 'type the weight, tap Salvar'. Every save goes through the
 * outbox, online or not.
 */
import { confirmAsk } from '@app/components/ui/confirm-action';
import { LovSelect } from '@app/components/ui/lov-select';
import { Page } from '@app/components/ui/page';
import { useDesperdiciosDetMediaQtd } from '@app/features/entry/api/find-desperdicios-det-media-qtd';
import {
  type EntryFieldErrors,
  EntryFields,
  entryFieldErrors,
  recipienteOptions,
} from '@app/features/entry/components/entry-fields';
import { LateSavesBanner } from '@app/features/entry/components/late-saves-banner';
import { NetWeight } from '@app/features/entry/components/net-weight';
import { PhotoPicker } from '@app/features/entry/components/photo-picker';
import { RefusalAlert } from '@app/features/entry/components/refusal-alert';
import { SaveButton } from '@app/features/entry/components/save-button';
import { ScaleReadout } from '@app/features/entry/components/scale-readout';
import { WeighingStatus } from '@app/features/entry/components/weighing-status';
import { useEntryAttempt } from '@app/features/entry/hooks/use-entry-attempt';
import { useEntryContext } from '@app/features/entry/hooks/use-entry-context';
import { useEntrySync } from '@app/features/entry/hooks/use-entry-sync';
import { useSaveGuard } from '@app/features/entry/hooks/use-save-guard';
import {
  SCALE_FILLED_MARK,
  useScaleReading,
  useStableWeight,
} from '@app/features/entry/hooks/use-scale-reading';
import { afterNextPaint } from '@app/lib/after-paint';
import { useOnline } from '@app/lib/online';
import { enqueue } from '@app/lib/outbox/actions';
import type { ScreenProps } from '@app/types/screen';
import { TIP_DESPERDICIO, TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { formatDecimalBR, formatDecimalInput, parseDecimalBR } from '@domain/numbers';
import { isOutlier, netKg, quantityError } from '@domain/rules/appointments';
import { BLOCK_REASON, fieldsBlockReason } from '@domain/rules/entry-attempt';
import { plausibilityLimits } from '@domain/rules/plausibility';
import { evaluateWeighing } from '@domain/rules/weighing-verdict';
import type { TipOrigemPeso } from '@domain/schemas/appointments';
import { Alert, Box, Card, Flex, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';

const TIPO = TIP_DESPERDICIO.Bandeja;
const SAVE_MARK = 'cd-entry-save';
const SAVE_MEASURE = 'cd-entry-stored';

export function DesperdiciosDetBandejaPage({ title }: ScreenProps) {
  useEntrySync();
  const ctx = useEntryContext(TIPO);
  const [qtdText, setQtdText] = useState('');
  /** 'L' while the quantity is the scale's stable reading; 'D' as soon as it is typed. */
  const [origem, setOrigem] = useState<TipOrigemPeso>('D');
  const [idRecipiente, setIdRecipiente] = useState<number | null>(ctx.choices.recipientes[TIPO] ?? null);
  const [submitted, setSubmitted] = useState(false);
  const [qtdError, setQtdError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const status = useEntryAttempt(TIPO);
  const [foto, setFoto] = useState<Blob | null>(null);
  // A photo still being reduced holds the save: it belongs to this weighing, not to the next one.
  const [photoBusy, setPhotoBusy] = useState(false);
  const guard = useSaveGuard();
  const qtdRef = useRef<HTMLInputElement>(null);
  // The quantity has the focus when the screen opens — unless the worker already tapped another field. Once
  // the screen is painted: focusing lays the page out, which in the first commit made that long task longer.
  useEffect(
    () =>
      afterNextPaint(() => {
        const active = document.activeElement;
        if (!active || active === document.body) qtdRef.current?.focus();
      }),
    [],
  );
  // Field errors follow the fields once a save was tried: choosing the missing value clears its message.
  const fieldErrors: EntryFieldErrors = submitted ? (entryFieldErrors(ctx) ?? {}) : {};

  const recipientes = ctx.recipientes.data ?? [];
  const recipiente = recipientes.find((r) => r.idRecipiente === idRecipiente) ?? null;
  // A remembered container that this restaurant does not have is dropped, not sent.
  useEffect(() => {
    if (ctx.recipientes.data && idRecipiente !== null && !recipiente) setIdRecipiente(null);
  }, [ctx.recipientes.data, idRecipiente, recipiente]);
  const media = useDesperdiciosDetMediaQtd(
    ctx.idRestaurante !== null && isIsoDate(ctx.date)
      ? { idRestaurante: ctx.idRestaurante, tipDesperdicio: TIPO, dtaApontamento: ctx.date }
      : null,
  );

  const balanca = ctx.balancas.data?.find((b) => b.idBal === ctx.idBal) ?? null;
  const scale = useScaleReading(balanca);
  const filled = useRef(false);
  useStableWeight(scale.reading, (kg) => {
    filled.current = true;
    setQtdText(formatDecimalInput(kg));
    setOrigem('L');
    setQtdError(null);
  });
  // Once the read weight is in the field (after the render), for `npm run bench`.
  useEffect(() => {
    if (filled.current && qtdText) {
      filled.current = false;
      performance.mark(SCALE_FILLED_MARK);
    }
  }, [qtdText]);

  const online = useOnline();
  const tareKg = recipiente?.qtdPeso ?? null;
  const typed = parseDecimalBR(qtdText);
  const reference = media.data && !media.data.exception ? media.data.mediaQtd : null;

  async function save(event?: FormEvent) {
    event?.preventDefault();
    if (photoBusy) return;
    await guard.run(check, !qtdText.trim());
  }

  async function check() {
    performance.mark(SAVE_MARK);
    setSubmitted(true);
    const fields = entryFieldErrors(ctx);
    const qtd = parseDecimalBR(qtdText);
    const badQtd = quantityError(qtd);
    setQtdError(badQtd);
    if (fields || badQtd || qtd === null || ctx.idRestaurante === null) {
      status.block(fields ? fieldsBlockReason(fields) : (badQtd ?? MSG.quantityInvalid));
      return;
    }
    if (ctx.blockedMessages.length) {
      status.block(ctx.blockedMessages.join(' '));
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
      tipOrigemPeso: origem,
    };
    const verdict = evaluateWeighing(weighing, {
      today: ctx.today,
      params: ctx.parametros.data ?? [],
      tareKg,
      kanban: null,
      reference,
      ...plausibilityLimits(ctx.parametros.data ?? [], TIPO, recipiente),
    });
    if (verdict.exception) {
      if (verdict.exception === MSG.containerTare || verdict.exception.startsWith('Quantidade'))
        setQtdError(verdict.exception);
      status.block(verdict.exception);
      return;
    }
    const liquido = netKg(qtd, tareKg);
    if (
      isOutlier(liquido, reference) &&
      !(await confirmAsk({
        title: `Confirma ${formatDecimalBR(liquido)} kg?`,
        text: `O peso líquido é mais de 10 vezes a média deste restaurante (${formatDecimalBR(reference ?? 0)} kg). Confira a balança antes de salvar.`,
        confirmLabel: 'Confirmar e salvar',
        cancelLabel: 'Corrigir',
        color: 'orange',
      }))
    ) {
      status.block(BLOCK_REASON.outlierNotConfirmed);
      qtdRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const restaurante = ctx.restaurante;
      const item = await enqueue([weighing], {
        tipDesperdicio: TIPO,
        resumo: `${TIP_DESPERDICIO_LABEL[TIPO]} · ${ctx.idRestaurante} - ${restaurante?.desRestaurante ?? ''} · ${formatDecimalBR(qtd)} kg bruto${tareKg ? `, ${formatDecimalBR(liquido)} kg líquido` : ''}${foto ? ' · com foto' : ''}`,
        fotos: [foto],
      });
      // `npm run bench` reads this: from pressing Salvar to the weighing stored on the device.
      performance.measure(SAVE_MEASURE, SAVE_MARK);
      ctx.remember({ recipientes: { [TIPO]: idRecipiente } });
      guard.saved();
      setSubmitted(false);
      setQtdText('');
      setFoto(null);
      setOrigem('D');
      qtdRef.current?.focus();
      await status.saved(item, { bruto: qtd, liquido });
    } catch {
      status.block(BLOCK_REASON.deviceStoreFailed);
    } finally {
      setSaving(false);
    }
  }

  const blocked = ctx.blockedMessages.length > 0;
  return (
    <Page title={title}>
      <LateSavesBanner />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={960}>
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <EntryFields ctx={ctx} errors={fieldErrors} />
            <LovSelect
              standIn
              label="Recipiente"
              placeholder="Sem recipiente"
              options={recipienteOptions(recipientes)}
              loading={ctx.recipientes.isLoading}
              value={idRecipiente}
              onChange={setIdRecipiente}
              disabled={ctx.idRestaurante === null}
            />
            <ScaleReadout scale={scale} />
            <Flex
              direction={{ base: 'column', sm: 'row' }}
              gap="md"
              align={{ base: 'stretch', sm: 'flex-start' }}
            >
              <Box style={{ flex: 1, minWidth: 0 }}>
                <TextInput
                  ref={qtdRef}
                  label="Quantidade bruta (kg, com o recipiente)"
                  required
                  size="xl"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0,000"
                  value={qtdText}
                  onChange={(e) => {
                    setQtdText(e.currentTarget.value);
                    setOrigem('D');
                    setQtdError(null);
                  }}
                  error={qtdError}
                  styles={{ input: { fontSize: 32, fontWeight: 600, height: 72 } }}
                />
                <NetWeight grossKg={typed} tareKg={tareKg} recipiente={recipiente?.desRecipiente ?? null} />
                {origem === 'L' && (
                  <Text size="sm" c="green.9" data-testid="entry-origem">
                    Peso lido da balança
                  </Text>
                )}
                <Box mt="sm">
                  <PhotoPicker
                    value={foto}
                    onChange={setFoto}
                    onBusyChange={setPhotoBusy}
                    label="Foto do desperdício"
                  />
                </Box>
              </Box>
              {/* Always in the same place, level with the field: no message above or beside it moves it. */}
              <SaveButton saving={saving} blocked={blocked || photoBusy} h={72} mt={{ base: 0, sm: 30 }} />
            </Flex>
            {media.isError && online && (
              <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
                {MSG.previousLoadFailed}
              </Alert>
            )}
            {media.data?.exception && (
              <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
                {media.data.exception}
              </Alert>
            )}
            {media.data && !media.data.exception && media.data.mediaQtd > 0 && (
              <Text size="sm" c="dimmed">
                Referência (líquido): média {formatDecimalBR(media.data.mediaQtd)} kg · mínimo{' '}
                {formatDecimalBR(media.data.minQtd)} kg · máximo {formatDecimalBR(media.data.maxQtd)} kg
              </Text>
            )}
            <WeighingStatus attempt={status.attempt} />
          </Stack>
        </form>
      </Card>
      <RefusalAlert />
    </Page>
  );
}
