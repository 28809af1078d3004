/** The fields every entry screen starts with: restaurant, date, destination and scale (spec §2). */
import { DateField } from '@app/components/ui/date-field';
import { type LovOption, LovSelect } from '@app/components/ui/lov-select';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import type { EntryContextState } from '@app/features/entry/hooks/use-entry-context';
import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { formatDecimalBR } from '@domain/numbers';
import type { RecipientePesoLov } from '@domain/schemas/entry-lookups';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface EntryFieldErrors {
  restaurante?: string | null;
  data?: string | null;
  destino?: string | null;
  balanca?: string | null;
}

export function EntryFields({ ctx, errors = {} }: { ctx: EntryContextState; errors?: EntryFieldErrors }) {
  const destinos = ctx.destinos.data?.map((d) => ({ id: d.idDestino, label: d.desDestino }));
  const balancas = ctx.balancas.data?.map((b) => ({ id: b.idBal, label: b.desBalanca }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RestaurantesLov
          standIn
          label="Restaurante"
          required
          tipDesperdicio={ctx.tipDesperdicio}
          value={ctx.idRestaurante}
          onChange={ctx.setIdRestaurante}
          error={errors.restaurante}
        />
        <DateField
          standIn
          size="lg"
          label="Data"
          required
          value={ctx.date}
          onChange={(v) => ctx.setDate(v ?? '')}
          onTextValidity={ctx.setDateTextValid}
          error={errors.data}
          popoverProps={{ withinPortal: true }}
        />
        <LovSelect
          standIn
          label="Destino"
          required={!!destinos?.length}
          options={destinos}
          loading={ctx.destinos.isLoading}
          value={ctx.idDestino}
          onChange={ctx.setIdDestino}
          disabled={ctx.idRestaurante === null}
          error={errors.destino}
        />
        <LovSelect
          standIn
          label="Balança"
          options={balancas}
          loading={ctx.balancas.isLoading}
          value={ctx.idBal}
          onChange={ctx.setIdBal}
          disabled={ctx.idRestaurante === null}
          error={errors.balanca}
        />
      </SimpleGrid>
      {ctx.blockedMessages.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" data-testid="entry-blocked">
          <Stack gap={4}>
            {ctx.blockedMessages.map((m) => (
              <div key={m}>{m}</div>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/** The containers of the restaurant as picker options, with their tare (kg) as the third column. */
export function recipienteOptions(recipientes: readonly RecipientePesoLov[]): LovOption[] {
  return recipientes.map((r) => ({
    id: r.idRecipiente,
    label: r.desRecipiente,
    extra: `tara ${formatDecimalBR(r.qtdPeso)} kg`,
  }));
}

/** The checks of the shared fields before a save; null when they pass. */
export function entryFieldErrors(ctx: EntryContextState): EntryFieldErrors | null {
  const errors: EntryFieldErrors = {
    restaurante: ctx.idRestaurante === null ? MSG.required : null,
    data: !ctx.dateTextValid || !ctx.date || !isIsoDate(ctx.date) ? MSG.dateFormatInvalid : null,
    destino: ctx.idDestino === null && (ctx.destinos.data?.length ?? 0) > 0 ? MSG.required : null,
  };
  return Object.values(errors).some(Boolean) ? errors : null;
}
