/**
 * The dashboards' area of /home: the switcher of the six dashboards, the filters of the current
 * one and its view. The view is rendered only with filters that pass validateDashFilters (spec §5: nothing
 * loads while they are invalid); switching dashboards clears their data (the ['dashboards'] queries) and
 * remounts the view. The chosen group is remembered per user in localStorage 'groupCache' when the
 * remember-dashboard-group setting is on.
 */
import { useSession } from '@app/lib/session';
import { useSettings } from '@app/lib/settings';
import { MSG } from '@domain/messages';
import {
  type DashboardId,
  type DashFilters,
  defaultDashFilters,
  validateDashFilters,
} from '@domain/rules/dashboards';
import { Card, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { DASHBOARDS, dashboardOf } from '../dashboards';
import { setCurrentDashboard, useCurrentDashboard } from '../hooks/use-current-dashboard';
import { readGroupCache, todaySaoPaulo, writeGroupCache } from '../lib/group-cache';
import { DashboardFilters } from './dashboard-filters';

/** The filters at start: §9's defaults for today, with the remembered group of this user. */
function initialFilters(email: string | null | undefined, remember: boolean): DashFilters {
  return defaultDashFilters(todaySaoPaulo(), readGroupCache(email, remember));
}

export function DashboardsArea() {
  const session = useSession();
  const settings = useSettings();
  const email = session.account?.email ?? null;
  const queryClient = useQueryClient();
  const current = useCurrentDashboard();
  const [draft, setDraft] = useState<DashFilters>(() =>
    initialFilters(email, settings.rememberDashboardGroup),
  );
  // The filters the view shows: the last valid search (a remembered group loads at once).
  const [applied, setApplied] = useState<DashFilters | null>(() =>
    validateDashFilters(current, draft).length === 0 ? draft : null,
  );
  const [showErrors, setShowErrors] = useState(false);
  // Bumped on each search and switch: the view remounts.
  const [run, setRun] = useState(0);

  const errors = validateDashFilters(current, draft);
  const entry = dashboardOf(current);
  const View = entry.View;

  const change = (next: DashFilters) => {
    const idGrupo = next.reTbGruposRestaurantes?.idGrupo;
    if (idGrupo && idGrupo !== draft.reTbGruposRestaurantes?.idGrupo)
      writeGroupCache(idGrupo, email, settings.rememberDashboardGroup);
    setDraft(next);
    setShowErrors(true);
  };

  const search = () => {
    setShowErrors(true);
    if (errors.length > 0) {
      setApplied(null);
      return;
    }
    // The same search again reloads.
    void queryClient.invalidateQueries({ queryKey: ['dashboards', current] });
    setApplied(draft);
    setRun((n) => n + 1);
  };

  const switchTo = (id: DashboardId) => {
    if (id === current) return;
    queryClient.removeQueries({ queryKey: ['dashboards'] });
    setCurrentDashboard(id);
    setApplied(validateDashFilters(id, draft).length === 0 ? draft : null);
    setRun((n) => n + 1);
  };

  return (
    <Stack gap="md" data-testid="dashboards">
      <Tabs
        value={String(current)}
        onChange={(v) => v !== null && switchTo(Number(v) as DashboardId)}
        keepMounted={false}
      >
        <Tabs.List aria-label="Painéis">
          {DASHBOARDS.map((d) => (
            <Tabs.Tab key={d.id} value={String(d.id)} mih={44}>
              {d.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Card withBorder radius="md" padding="md">
        <DashboardFilters
          id={current}
          filters={draft}
          onChange={change}
          errors={showErrors ? errors : []}
          onSearch={search}
        />
      </Card>
      {applied && errors.length === 0 ? (
        <Suspense
          fallback={
            <Group justify="center" p="xl">
              <Loader size="sm" />
              <Text c="dimmed">{MSG.loading}</Text>
            </Group>
          }
        >
          <View key={`${current}-${run}`} filters={applied} />
        </Suspense>
      ) : (
        <Text c="dimmed" ta="center" p="lg">
          Preencha os filtros e clique em Pesquisar.
        </Text>
      )}
    </Stack>
  );
}
