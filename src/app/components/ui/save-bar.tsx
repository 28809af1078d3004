/**
 * The sticky bar of every screen with staged edits (spec §4): the unsaved count, 'Descartar alterações' and
 * 'Salvar'. `start` goes on the left (filters, totals); `actions` before the buttons (e.g. 'Adicionar').
 */
import { MSG } from '@domain/messages';
import { Badge, Button, Group, Paper } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SaveBarProps {
  count: number;
  saving: boolean;
  onDiscard: () => void;
  onSave: () => void;
  start?: ReactNode;
  actions?: ReactNode;
}

export function SaveBar({ count, saving, onDiscard, onSave, start, actions }: SaveBarProps) {
  return (
    <Paper
      withBorder
      shadow="xs"
      radius="md"
      px="md"
      py="xs"
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + 8px)', zIndex: 5 }}
    >
      <Group justify={start ? 'space-between' : 'flex-end'} align="flex-end" gap="sm">
        {start}
        <Group gap="sm" justify="flex-end">
          {count > 0 && (
            <Badge size="lg" color="orange" variant="light" role="status" tt="none">
              {MSG.unsavedCount(count)}
            </Badge>
          )}
          {actions}
          <Button
            size="md"
            h={44}
            variant="default"
            leftSection={<IconArrowBackUp aria-hidden />}
            onClick={onDiscard}
            disabled={count === 0 || saving}
          >
            Descartar alterações
          </Button>
          <Button
            size="md"
            h={44}
            leftSection={<IconDeviceFloppy aria-hidden />}
            onClick={onSave}
            loading={saving}
          >
            Salvar
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
