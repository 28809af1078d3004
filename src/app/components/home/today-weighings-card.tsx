/** The day's work: how many weighings the user recorded today (the server's count) and their net kg. */
import { usePesagensDoDia } from '@app/api/get-pesagens-do-dia';
import { formatDate } from '@app/lib/dayjs';
import { formatKg } from '@domain/numbers';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';

export function TodayWeighingsCard() {
  const query = usePesagensDoDia();
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid="today-weighings">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <IconScale aria-hidden />
          <Title order={2} size="h4">
            Minhas pesagens de hoje
          </Title>
        </Group>
        {query.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text c="dimmed">Carregando...</Text>
          </Group>
        ) : query.isError ? (
          <Group gap="sm" justify="space-between">
            <Text c="dimmed" size="sm">
              Não foi possível buscar a contagem agora.
            </Text>
            <Button variant="default" size="md" h={44} onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </Group>
        ) : (
          <>
            <Group gap="xs" align="baseline">
              <Text fz={40} fw={700} lh={1} data-testid="today-weighings-count">
                {query.data.qtdPesagens}
              </Text>
              <Text>{query.data.qtdPesagens === 1 ? 'pesagem' : 'pesagens'}</Text>
            </Group>
            <Text c="dimmed" size="sm">
              {formatDate(query.data.data)} · {formatKg(query.data.qtdLiquido)} líquidos, já no servidor
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
