import type { ImportacaoTipo } from '@app/features/importacao/utils/importacao';
import { Badge, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

/** A kind's description and the columns of its file, the required ones marked. */
export function TipoColunas({ tipo }: { tipo: ImportacaoTipo }) {
  const required = tipo.colunas.filter((c) => c.obrigatoria).length;
  return (
    <Stack gap="sm">
      {tipo.descricao && <Text>{tipo.descricao}</Text>}
      <Group gap="xs" align="baseline">
        <Title order={3} size="h4" id="importacao-colunas">
          Colunas do arquivo
        </Title>
        <Text size="sm" c="dimmed">
          {tipo.colunas.length} {tipo.colunas.length === 1 ? 'coluna' : 'colunas'}, {required}{' '}
          {required === 1 ? 'obrigatória' : 'obrigatórias'}
        </Text>
      </Group>
      <SimpleGrid
        component="ul"
        aria-labelledby="importacao-colunas"
        cols={{ base: 1, sm: 2, xl: 3 }}
        spacing="xs"
        verticalSpacing="xs"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {tipo.colunas.map((c) => (
          <Paper component="li" key={c.nome} withBorder p="sm" radius="sm">
            <Stack gap={4}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Code fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {c.nome}
                </Code>
                {c.obrigatoria ? (
                  <Badge color="red" variant="light" size="sm">
                    Obrigatória
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light" size="sm">
                    Opcional
                  </Badge>
                )}
              </Group>
              {c.descricao && <Text size="sm">{c.descricao}</Text>}
              {c.exemplo !== '' && c.exemplo != null && (
                <Text size="sm" c="dimmed">
                  Exemplo: <Code>{c.exemplo}</Code>
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
