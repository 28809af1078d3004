/** The actions of the integration panel: reprocess or delete the selected records, or all of them. */

import { Button, Group } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';

export function IntegracaoDesperdicioActions({
  selectedCount,
  busy,
  onReprocessSelected,
  onReprocessAll,
  onDeleteSelected,
  onDeleteAll,
}: {
  selectedCount: number;
  /** An action is running: every button waits. */
  busy: boolean;
  onReprocessSelected: () => void;
  onReprocessAll: () => void;
  onDeleteSelected: () => void;
  onDeleteAll: () => void;
}) {
  const none = selectedCount === 0;
  const w = { base: '100%', sm: 'auto' };
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        h={44}
        w={w}
        leftSection={<IconRefresh aria-hidden />}
        disabled={none || busy}
        onClick={onReprocessSelected}
      >
        Reprocessar selecionados
      </Button>
      <Button
        h={44}
        w={w}
        variant="light"
        leftSection={<IconRefresh aria-hidden />}
        disabled={busy}
        onClick={onReprocessAll}
      >
        Reprocessar todos
      </Button>
      <Button
        h={44}
        w={w}
        color="red"
        variant="outline"
        leftSection={<IconTrash aria-hidden />}
        disabled={none || busy}
        onClick={onDeleteSelected}
      >
        Excluir selecionados
      </Button>
      <Button
        h={44}
        w={w}
        color="red"
        variant="light"
        leftSection={<IconTrash aria-hidden />}
        disabled={busy}
        onClick={onDeleteAll}
      >
        Excluir todos
      </Button>
    </Group>
  );
}
