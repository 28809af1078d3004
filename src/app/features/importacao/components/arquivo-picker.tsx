import { ACCEPT_ATTRIBUTE, formatFileSize } from '@app/features/importacao/utils/importacao';
import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';

/**
 * 'Baixar modelo' and 'Escolher arquivo' side by side, over an area a file can also be dropped on; the chosen
 * file's name and size.
 */
export function ArquivoPicker({
  tipoEscolhido,
  file,
  fileError,
  busy,
  onFile,
  modelo,
}: {
  tipoEscolhido: boolean;
  file: File | null;
  fileError: string | null;
  busy: boolean;
  onFile: (file: File | null) => void;
  modelo: ReactNode;
}) {
  const resetRef = useRef<() => void>(null);
  const [over, setOver] = useState(false);
  const enabled = tipoEscolhido && !busy;

  function pick(next: File | null) {
    onFile(next);
    resetRef.current?.();
  }

  function onDragOver(event: DragEvent) {
    if (!enabled) return;
    event.preventDefault();
    setOver(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (!enabled) return;
    const dropped = event.dataTransfer.files?.[0];
    if (dropped) pick(dropped);
  }

  return (
    <Paper
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        border: `2px dashed var(--mantine-color-${over ? 'brand-5' : 'default-border'})`,
        background: over ? 'var(--mantine-color-brand-0)' : undefined,
      }}
    >
      <Stack gap="sm">
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          {modelo}
          <FileButton
            onChange={pick}
            accept={ACCEPT_ATTRIBUTE}
            resetRef={resetRef}
            disabled={!enabled}
            inputProps={{ 'aria-label': 'Escolher arquivo' }}
          >
            {(props) => (
              <Button
                {...props}
                h={44}
                leftSection={<IconUpload size={18} aria-hidden />}
                disabled={!enabled}
              >
                Escolher arquivo
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {tipoEscolhido
            ? 'Ou arraste o arquivo (.csv ou .xlsx) para esta área.'
            : 'Escolha antes o tipo de dado.'}
        </Text>
        {file && (
          <Group gap="xs" wrap="nowrap" align="center">
            <IconFileSpreadsheet size={22} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(file.size)}
            </Text>
          </Group>
        )}
        {fileError && (
          <Text c="red.8" size="sm" role="alert">
            {fileError}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
