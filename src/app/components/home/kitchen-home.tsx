/**
 * /home of a user who only records weighings (indApontamentos alone): what they use, first. The entry screens
 * as large cards (the last used first), what waits on this tablet, today's weighings; a supervisor's pending
 * approvals per unit come first.
 */

import { EntryCards } from '@app/components/home/entry-cards';
import { PendingApprovalsByUnit } from '@app/components/home/pending-approvals-by-unit';
import { TabletQueueCard } from '@app/components/home/tablet-queue-card';
import { TodayWeighingsCard } from '@app/components/home/today-weighings-card';
import { Page } from '@app/components/ui/page';
import { displayNameOf, useSession } from '@app/lib/session';
import type { ScreenProps } from '@app/types/screen';
import { SimpleGrid, Text } from '@mantine/core';

export function KitchenHome({ title }: ScreenProps) {
  const session = useSession();
  const name = displayNameOf(session);
  return (
    <Page title={title}>
      <Text c="dimmed" mt={-8}>
        Olá, {name}!
      </Text>
      {/* A supervisor's pending approvals wait on them: first (nothing for a user without approval rights). */}
      <PendingApprovalsByUnit />
      <EntryCards />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TabletQueueCard />
        <TodayWeighingsCard />
      </SimpleGrid>
    </Page>
  );
}
