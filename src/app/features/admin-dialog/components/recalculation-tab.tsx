/** 'Recálculo' (shown to all, spec §6): recomputes the cost rows of a period (and restaurant) from current unit costs. */

import { DateField } from '@app/components/ui/date-field';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import { getErrorMessage } from '@app/lib/api-client';
import { MSG } from '@domain/messages';
import { formatBRL } from '@domain/numbers';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useRecalculateDespCustos } from '../api/recalculate-desp-custos';

export function RecalculationTab() {
  const [ini, setIni] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [idRestaurante, setIdRestaurante] = useState<number | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const recalc = useRecalculateDespCustos();

  const submit = () => {
    recalc.reset();
    if (!ini || !fim) return setInvalid(MSG.fillFields);
    if (fim < ini) return setInvalid(MSG.periodEndBeforeStart);
    setInvalid(null);
    recalc.mutate({ dtaApontamentoIni: ini, dtaApontamentoFim: fim, idRestaurante });
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField label="Data inicial" required value={ini} onChange={setIni} size="md" />
        <DateField label="Data final" required value={fim} onChange={setFim} size="md" />
      </SimpleGrid>
      <RestaurantesLov
        label="Restaurante"
        placeholder="Todos os restaurantes"
        size="md"
        value={idRestaurante}
        onChange={(id) => setIdRestaurante(id)}
      />
      <Group>
        <Button h={44} onClick={submit} loading={recalc.isPending}>
          Recalcular
        </Button>
      </Group>
      {invalid && <Alert color="yellow">{invalid}</Alert>}
      {recalc.isSuccess && (
        <Alert color="green" title={MSG.recalculated}>
          {recalc.data && typeof recalc.data.qtdRegistros === 'number'
            ? `${recalc.data.qtdRegistros} registro(s), total ${formatBRL(recalc.data.vlrTotal ?? 0)}`
            : null}
        </Alert>
      )}
      {recalc.isError && (
        <Alert color="red" title={MSG.error}>
          {getErrorMessage(recalc.error)}
        </Alert>
      )}
    </Stack>
  );
}
