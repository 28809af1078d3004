/**
 * The dashboard shown on /home (spec §4: initial 0, desafio 1, metas 3, volumes 4, destinos 5,
 * grupo_de_pratos 6). The dashboards come in a later issue; until then it stays 'initial'.
 */
import { DASHBOARD_ID } from '@domain/constants';
import { useSyncExternalStore } from 'react';

type DashboardId = (typeof DASHBOARD_ID)[keyof typeof DASHBOARD_ID];

let current: DashboardId = DASHBOARD_ID.initial;
const listeners = new Set<() => void>();

export function getCurrentDashboard(): DashboardId {
  return current;
}

export function setCurrentDashboard(id: DashboardId): void {
  if (id === current) return;
  current = id;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentDashboard(): DashboardId {
  return useSyncExternalStore(subscribe, getCurrentDashboard, getCurrentDashboard);
}
