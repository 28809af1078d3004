import { MSG } from '@domain/messages';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router-dom';

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading chunk|dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** Error boundary of the routes: a failed chunk load (spec §8) or an unexpected render error. */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  return (
    <Center mih={320} p="md">
      <Stack align="center" gap="sm" ta="center" role="alert">
        <Title order={1} size="h2">
          {MSG.genericError}
        </Title>
        <Text c="dimmed">
          {chunk
            ? 'Não foi possível carregar esta parte do sistema. Verifique a conexão e recarregue a página.'
            : 'Algo deu errado ao mostrar esta página.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
      </Stack>
    </Center>
  );
}
