/**
 * 'Duplicar' of the destinations × restaurants × wastes register (spec §5): the links of the restaurant of
 * the filter are copied to a target restaurant ('Restaurante de destino') that has none yet — stored on the
 * server or staged here; otherwise 'Registros já existem no restaurante selecionado. Nada será adicionado'.
 * The copies become new rows of the target restaurant, saved with 'Salvar'.
 */

import { useRestaurantesById } from '@app/api/get-restaurantes-by-id';
import type { RegisterActionsProps } from '@app/components/register/register-config';
import { idFilter } from '@app/components/register/register-resource';
import { DialogActions } from '@app/components/ui/dialog-actions';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import { searchDestDesperdicio } from '@app/features/registers/api/dest-desperdicio';

import { useDialogTask } from '@app/features/registers/hooks/use-dialog-task';
import { usePhoneLayout } from '@app/hooks/use-layout';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { MSG } from '@domain/messages';
import { duplicateDestinations } from '@domain/rules/waste-config';
import type { DestDesperdicioRow } from '@domain/schemas/waste-config';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';

export function DuplicateDestDesperdicioDialog({ reg }: RegisterActionsProps<DestDesperdicioRow>) {
  const { opened, setOpened, busy, run } = useDialogTask();
  const [alvo, setAlvo] = useState<number | null>(null);
  const [nomeAlvo, setNomeAlvo] = useState<string | undefined>(undefined);
  const phone = usePhoneLayout();
  const origem = idFilter(reg.filters.idRestaurante);
  const nomeOrigem = useRestaurantesById(origem).data?.desRestaurante;

  const open = () => {
    setAlvo(null);
    setOpened(true);
  };
  const close = () => !busy && setOpened(false);

  const duplicate = (idOrigem: number, idAlvo: number) =>
    run(async () => {
      const stored = await searchDestDesperdicio(idAlvo);
      const staged = reg.lines
        .filter((l) => l.isNew && !l.removed && l.row.idRestaurante === idAlvo)
        .map((l) => l.row);
      const source = reg.lines
        .filter((l) => !l.isNew && !l.removed && l.row.idRestaurante === idOrigem)
        .map((l) => l.row);
      const result = duplicateDestinations(source, [...stored, ...staged], idAlvo);
      if (!result.ok) {
        notifyError(result.message);
        return;
      }
      const destinos = new Map(source.map((r) => [r.idDestino, r.desDestino]));
      const desRestaurante = nomeAlvo;
      reg.addRows(result.rows.map((r) => ({ ...r, desRestaurante, desDestino: destinos.get(r.idDestino) })));
      notifySuccess(MSG.destinationsDuplicated(result.rows.length));
      setOpened(false);
    });

  return (
    <>
      <Button
        size="md"
        h={44}
        variant="light"
        leftSection={<IconCopy aria-hidden />}
        onClick={open}
        disabled={origem === null || reg.loading || reg.saving}
        title={
          origem === null ? 'Escolha um restaurante no filtro para duplicar os seus destinos' : undefined
        }
      >
        Duplicar
      </Button>
      <Modal opened={opened} onClose={close} title="Duplicar destinos" fullScreen={phone} centered>
        <Stack gap="md">
          <Text size="sm">
            Os destinos do restaurante {origem}
            {nomeOrigem ? ` - ${nomeOrigem}` : ''} serão adicionados ao restaurante escolhido, que não pode
            ter destinos cadastrados.
          </Text>
          <RestaurantesLov
            label="Restaurante de destino"
            required
            data-autofocus
            value={alvo}
            onChange={(id, r) => {
              setAlvo(id);
              setNomeAlvo(r?.desRestaurante);
            }}
            exclude={origem}
          />
          <DialogActions
            confirmLabel="Confirmar"
            loading={busy}
            confirmDisabled={origem === null || alvo === null}
            onConfirm={() => origem !== null && alvo !== null && void duplicate(origem, alvo)}
            onCancel={close}
            cancelDisabled={busy}
          />
        </Stack>
      </Modal>
    </>
  );
}
