/**
 * 'Adicionar por grupo' of the restaurants-per-type register (spec §5): a group and a type (the filters
 * chosen, by default) → the server's validateAdd names the group's restaurants not linked to the type yet, or
 * why none ('O grupo informado não possui nenhum restaurante. Nada será adicionado.', 'Registros já
 * adicionados para o grupo selecionado'); those already staged here are left out ('Não há registros para
 * adicionar' when none is left); the rest become new rows, saved with 'Salvar'.
 */
import { useGrupoRestauranteOptions } from '@app/api/get-grupos-restaurantes';
import type { RegisterActionsProps } from '@app/components/register/register-config';
import { idFilter } from '@app/components/register/register-resource';
import { DialogActions } from '@app/components/ui/dialog-actions';
import { type LovOption, LovSelect } from '@app/components/ui/lov-select';
import { validateAddDesperdiciosRest } from '@app/features/registers/api/desperdicios-rest';
import { useDialogTask } from '@app/features/registers/hooks/use-dialog-task';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { defaultTipCardapio, TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { MSG } from '@domain/messages';
import type { DesperdicioRest } from '@domain/schemas/waste-config';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';

const TIPOS: LovOption[] = Object.entries(TIP_DESPERDICIO_LABEL).map(([id, label]) => ({
  id: Number(id),
  label,
}));

export function AddByGroupDialog({ reg }: RegisterActionsProps<DesperdicioRest>) {
  const { opened, setOpened, busy, run } = useDialogTask();
  const [idGrupo, setIdGrupo] = useState<number | null>(null);
  const [tipDesperdicio, setTipDesperdicio] = useState<number | null>(null);
  const grupos = useGrupoRestauranteOptions();

  const open = () => {
    setIdGrupo(idFilter(reg.filters.idGrupo));
    setTipDesperdicio(idFilter(reg.filters.tipDesperdicio));
    setOpened(true);
  };

  const add = (idGrupo: number, tip: number) =>
    run(async () => {
      const result = await validateAddDesperdiciosRest(idGrupo, tip);
      if (result.exception) {
        notifyError(result.exception);
        return;
      }
      const staged = new Set(
        reg.lines
          .filter((l) => l.isNew && !l.removed && l.row.tipDesperdicio === tip)
          .map((l) => l.row.idRestaurante),
      );
      const rows = result.validReTbRestaurantes.filter((r) => !staged.has(r.idRestaurante));
      if (!rows.length) {
        notifyError(MSG.nothingToAdd);
        return;
      }
      reg.addRows(
        rows.map((r) => ({
          idRestaurante: r.idRestaurante,
          desRestaurante: r.desRestaurante,
          idGrupo: r.idGrupo,
          tipDesperdicio: tip,
          tipCardapio: defaultTipCardapio(tip),
        })),
      );
      notifySuccess(MSG.restaurantsAddedByGroup(rows.length));
      setOpened(false);
    });

  return (
    <>
      <Button
        size="md"
        h={44}
        variant="light"
        leftSection={<IconUsersPlus aria-hidden />}
        onClick={open}
        disabled={reg.loading || reg.saving}
      >
        Adicionar por grupo
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Adicionar por grupo" centered>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Os restaurantes ativos do grupo que ainda não têm o tipo de desperdício serão adicionados à lista.
          </Text>
          <LovSelect
            label="Grupo"
            required
            options={grupos.options}
            loading={grupos.loading}
            value={idGrupo}
            onChange={setIdGrupo}
          />
          <LovSelect
            label="Tipo de desperdício"
            required
            options={TIPOS}
            value={tipDesperdicio}
            onChange={setTipDesperdicio}
          />
          <DialogActions
            confirmLabel="Adicionar restaurantes"
            loading={busy}
            confirmDisabled={!idGrupo || !tipDesperdicio}
            onConfirm={() => idGrupo && tipDesperdicio && void add(idGrupo, tipDesperdicio)}
            onCancel={() => setOpened(false)}
          />
        </Stack>
      </Modal>
    </>
  );
}
