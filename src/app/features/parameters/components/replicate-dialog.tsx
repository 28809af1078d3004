/**
 * 'Replicar': copies the searched restaurant's '/U' parameters (those of the name filter when given) onto
 * every other restaurant of a group. Pick the group, confirm (the group's values are replaced), then a
 * success toast with what was written.
 */
import { useGrupoRestauranteOptions } from '@app/api/get-grupos-restaurantes';
import { LovSelect } from '@app/components/ui/lov-select';
import { useReplicarParametros } from '@app/features/parameters/api/replicar-parametros';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';

const replicatedMessage = (qtdRestaurantes: number, qtdParametros: number) =>
  `Parâmetros replicados com sucesso: ${qtdParametros} ${qtdParametros === 1 ? 'parâmetro' : 'parâmetros'} em ${qtdRestaurantes} ${qtdRestaurantes === 1 ? 'restaurante' : 'restaurantes'}.`;

export function ReplicateDialog({
  opened,
  onClose,
  source,
  desParametro,
}: {
  opened: boolean;
  onClose: () => void;
  source: { idRestaurante: number; label: string };
  /** The name filter of the search (null = every '/U' parameter). */
  desParametro: string | null;
}) {
  const groups = useGrupoRestauranteOptions();
  const [idGrupo, setIdGrupo] = useState<number | null>(null);
  const replicar = useReplicarParametros();
  const what = desParametro ? `os parâmetros que contêm "${desParametro}"` : 'todos os parâmetros';

  function close() {
    setIdGrupo(null);
    onClose();
  }

  function confirm() {
    if (idGrupo === null) return;
    const grupo = groups.options?.find((g) => g.id === idGrupo)?.label ?? String(idGrupo);
    modals.openConfirmModal({
      title: 'Confirmar replicação',
      children: (
        <Text size="sm">
          Replicar {what} do restaurante {source.label} para todos os restaurantes do grupo {grupo}? Os
          valores atuais desses restaurantes serão substituídos.
        </Text>
      ),
      labels: { confirm: 'Confirmar', cancel: 'Cancelar' },
      onConfirm: () =>
        replicar.mutate(
          { idRestaurante: source.idRestaurante, idEmpresa: null, desParametro, idGrupo },
          {
            onSuccess: (result) => {
              notifySuccess(replicatedMessage(result.qtdRestaurantes, result.qtdParametros));
              close();
            },
            onError: (error) => notifyError(getErrorMessage(error)),
          },
        ),
    });
  }

  return (
    <Modal opened={opened} onClose={close} title="Replicar parâmetros" centered>
      <Stack gap="md">
        <Text size="sm">
          Copia {what} do restaurante {source.label} para todos os outros restaurantes do grupo escolhido.
        </Text>
        <LovSelect
          label="Grupo de restaurantes"
          options={groups.options}
          loading={groups.loading}
          value={idGrupo}
          onChange={setIdGrupo}
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={close}>
            Cancelar
          </Button>
          <Button h={44} disabled={idGrupo === null} loading={replicar.isPending} onClick={confirm}>
            Replicar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
