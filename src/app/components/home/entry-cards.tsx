/**
 * The four entry screens as large cards, for a finger on a kitchen tablet: the one opened last on this
 * device first (marked 'Último usado'), the others in the menu's order.
 */
import { readLastEntryScreen } from '@app/lib/last-entry-screen';
import { type EntryScreenPath, orderEntryScreens } from '@app/utils/entry-screens';
import { APP_ROUTES } from '@domain/access';
import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconCarrot,
  IconChevronRight,
  IconClockHour4,
  IconSoup,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

const CARD: Record<EntryScreenPath, { hint: string; Icon: typeof IconSoup }> = {
  '/reApontDesperdicios/bandeja': { hint: 'Uma pesagem por vez', Icon: IconToolsKitchen2 },
  '/reApontDesperdicios/excedente': { hint: 'Sobras da produção, várias pesagens', Icon: IconSoup },
  '/reApontDesperdicios/preparoTurno': { hint: 'Perdas do pré-preparo no turno', Icon: IconClockHour4 },
  '/reApontDesperdicios/preparoInsumo': { hint: 'Perdas por insumo monitorado', Icon: IconCarrot },
};

const titleOf = (path: string) => APP_ROUTES.find((r) => r.path === path)?.title ?? path;

export function EntryCards() {
  // Read once: the order does not move under the finger while the page is open.
  const [order] = useState(() => orderEntryScreens(readLastEntryScreen()));
  const lastUsed = readLastEntryScreen() ? order[0] : null;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="ul"
      aria-label="Telas de apontamento"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      data-testid="entry-cards"
    >
      {order.map((path) => {
        const { hint, Icon } = CARD[path];
        return (
          <li key={path}>
            <UnstyledButton component={Link} to={path} w="100%" h="100%" data-testid="entry-card">
              <Card withBorder radius="md" padding="lg" h="100%" mih={{ base: 96, sm: 132 }}>
                <Group wrap="nowrap" justify="space-between" h="100%">
                  <Group wrap="nowrap" gap="md" style={{ minWidth: 0 }}>
                    <ThemeIcon variant="light" size={56} radius="md" aria-hidden>
                      <Icon size={32} />
                    </ThemeIcon>
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Text fw={700} fz={{ base: 'lg', sm: 'xl' }}>
                        {titleOf(path)}
                      </Text>
                      <Text c="dimmed" size="sm">
                        {hint}
                      </Text>
                      {path === lastUsed && (
                        <Badge variant="light" size="sm" w="fit-content">
                          Último usado
                        </Badge>
                      )}
                    </Stack>
                  </Group>
                  <IconChevronRight size={28} aria-hidden />
                </Group>
              </Card>
            </UnstyledButton>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
