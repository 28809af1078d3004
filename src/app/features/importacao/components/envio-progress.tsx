import type { Envio } from '@app/features/importacao/hooks/use-importacao-flow';
import { formatFileSize } from '@app/features/importacao/utils/importacao';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/**
 * The upload under way: bytes sent (a bar with its percentage), then 'Processando…' while the server reads
 * the file. Cancelling is offered while sending and during a preview; once an import's file has reached the
 * server, stopping the wait would not stop the writing, so the button goes.
 */
export function EnvioProgress({ envio, onCancel }: { envio: Envio; onCancel: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const percent = envio.total > 0 ? Math.min(100, Math.round((envio.loaded / envio.total) * 100)) : 0;
  const verb = envio.op === 'simular' ? 'Conferindo o arquivo' : 'Importando';
  const cancellable = !(envio.uploaded && envio.op === 'importar');
  return (
    <Stack ref={ref} gap="xs" role="status" aria-live="polite">
      {envio.uploaded ? (
        <>
          <Text fw={500}>{verb}: processando…</Text>
          <Progress value={100} animated striped aria-label="Processando…" size="lg" />
          {envio.op === 'importar' && (
            <Text size="sm" c="dimmed">
              O arquivo chegou ao servidor e está sendo gravado. Aguarde sem fechar a página.
            </Text>
          )}
        </>
      ) : (
        <>
          <Text fw={500}>
            {verb}: enviando {percent}% ({formatFileSize(envio.loaded)} de {formatFileSize(envio.total)})
          </Text>
          <Progress value={percent} aria-label="Envio do arquivo" size="lg" />
        </>
      )}
      {cancellable && (
        <Group>
          <Button variant="default" h={44} leftSection={<IconX size={18} aria-hidden />} onClick={onCancel}>
            Cancelar envio
          </Button>
        </Group>
      )}
    </Stack>
  );
}
