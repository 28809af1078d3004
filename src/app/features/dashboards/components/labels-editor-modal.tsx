/**
 * The label editor (spec §2 Header; §8 Labels): the Desafio dashboard's labels with their default and an
 * editable value (blank = the default). Saving sends them all with saveAll → 'Labels atualizados com
 * sucesso!' or 'Não foi possível salvar os labels. Contate o suporte!'; the labels then reload.
 */
import { useLabels } from '@app/features/dashboards/api/get-labels';
import { useSaveLabels } from '@app/features/dashboards/api/save-labels';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { MSG } from '@domain/messages';
import { DESAFIO_TELA } from '@domain/schemas/dash-desafio';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

interface LabelsEditorModalProps {
  opened: boolean;
  onClose: () => void;
}

export function LabelsEditorModal({ opened, onClose }: LabelsEditorModalProps) {
  const query = useLabels({ desTela: DESAFIO_TELA }, { enabled: opened });
  const save = useSaveLabels();
  const [values, setValues] = useState<Record<number, string>>({});

  // Each opening starts from the stored values.
  useEffect(() => {
    if (opened && query.data)
      setValues(Object.fromEntries(query.data.map((l) => [l.idLabel, l.desValor ?? ''])));
  }, [opened, query.data]);

  const labels = query.data ?? [];

  const onSave = () => {
    const items = labels.map((l) => ({
      ...l,
      desValor: values[l.idLabel]?.trim() ? values[l.idLabel] : null,
    }));
    save.mutate(items, {
      onSuccess: () => {
        notifySuccess(MSG.labelsSaved);
        onClose();
      },
      onError: (error) => {
        console.warn('Labels: falha ao salvar', error);
        notifyError(MSG.labelsSaveFailed);
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Editar labels do Desafio" size="xl">
      <Stack gap="md">
        {query.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>{MSG.loading}</Text>
          </Group>
        )}
        {query.isError && (
          <Alert color="red" role="alert">
            {getErrorMessage(query.error)}
          </Alert>
        )}
        {query.isSuccess && labels.length === 0 && <Text c="dimmed">{MSG.noData}</Text>}
        {labels.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Labels do Desafio">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Label</Table.Th>
                  <Table.Th>Padrão</Table.Th>
                  <Table.Th>Valor</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {labels.map((l) => (
                  <Table.Tr key={l.idLabel}>
                    <Table.Td>{l.desLabel}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {l.defaultValue ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td miw={260}>
                      <TextInput
                        aria-label={`Valor de ${l.desLabel}`}
                        placeholder={l.defaultValue ?? ''}
                        value={values[l.idLabel] ?? ''}
                        onChange={(e) => {
                          const v = e.currentTarget.value;
                          setValues((prev) => ({ ...prev, [l.idLabel]: v }));
                        }}
                        size="md"
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} size="md">
            Cancelar
          </Button>
          <Button onClick={onSave} loading={save.isPending} disabled={labels.length === 0} size="md">
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
