/** 'Gerar divergências': runs the divergence routine for a period (default yesterday) on demand. */

import { DateField } from '@app/components/ui/date-field';
import { useGenerateDivergenciasDesp } from '@app/features/panels/api/generate-divergencias-desp';
import { usePhoneLayout } from '@app/hooks/use-layout';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { addDays, toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';

export function GenerateDivergenciasDespDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const phone = usePhoneLayout();
  return (
    <Modal opened={opened} onClose={onClose} title="Gerar divergências" fullScreen={phone} centered>
      {/* Mounted only while open: each opening starts again from yesterday. */}
      {opened && <GenerateForm onClose={onClose} />}
    </Modal>
  );
}

function GenerateForm({ onClose }: { onClose: () => void }) {
  const today = toIsoLocal(new Date());
  const yesterday = addDays(today, -1);
  const [dtaInicial, setDtaInicial] = useState<string | null>(yesterday);
  const [dtaFinal, setDtaFinal] = useState<string | null>(yesterday);
  const [errors, setErrors] = useState<{ dtaInicial?: string; dtaFinal?: string }>({});
  const mutation = useGenerateDivergenciasDesp();

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      dtaInicial: dtaInicial ? undefined : MSG.required,
      dtaFinal: !dtaFinal
        ? MSG.required
        : dtaInicial && dtaFinal < dtaInicial
          ? MSG.goalEndBeforeStart
          : undefined,
    };
    setErrors(next);
    if (next.dtaInicial || next.dtaFinal) return;
    mutation.mutate(
      { dtaInicial, dtaFinal },
      {
        onSuccess: (r) => {
          notifySuccess(MSG.divergencesGenerated(r.criadas));
          onClose();
        },
        onError: (error) => notifyError(getErrorMessage(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label="Gerar divergências">
      <Stack gap="md">
        <Text size="sm">
          Para cada dia do período, registra os restaurantes ativos sem nenhum apontamento e as balanças
          ativas sem apontamento no restaurante. Divergências já registradas não são duplicadas.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField
            size="lg"
            label="Data inicial"
            required
            value={dtaInicial}
            maxDate={today}
            onChange={(v) => {
              setDtaInicial(v);
              setErrors({});
            }}
            error={errors.dtaInicial}
            popoverProps={{ withinPortal: true }}
          />
          <DateField
            size="lg"
            label="Data final"
            required
            value={dtaFinal}
            maxDate={today}
            onChange={(v) => {
              setDtaFinal(v);
              setErrors({});
            }}
            error={errors.dtaFinal}
            popoverProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button size="lg" variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button size="lg" type="submit" loading={mutation.isPending}>
            Gerar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
