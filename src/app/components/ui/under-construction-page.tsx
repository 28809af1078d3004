import { Page } from '@app/components/ui/page';
import { MSG } from '@domain/messages';
import { Text } from '@mantine/core';

/** A route whose screen is not built yet: its title and 'Em construção' — no fake data. */
export function UnderConstructionPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Text c="dimmed">{MSG.underConstruction}</Text>
    </Page>
  );
}
