import { MSG } from '@domain/messages';
import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';

/** Unknown paths (spec §2, §8). */
export function NotFoundPage({ fullPage = false }: { fullPage?: boolean }) {
  useDocumentTitle('Página não encontrada · Controle de Desperdícios');
  return (
    <Center mih={fullPage ? '100dvh' : 320} p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h2" c="dimmed">
          404
        </Title>
        <Text size="lg">{MSG.notFoundPage}</Text>
        <Anchor component={Link} to="/home">
          Voltar para o Início
        </Anchor>
      </Stack>
    </Center>
  );
}
