import { Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

export const APP_TITLE = 'Controle de Desperdícios';

/**
 * A screen of the app: its title as the page's one h1 (and the document title), optional actions on the right.
 */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title ? `${title} · ${APP_TITLE}` : APP_TITLE);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
