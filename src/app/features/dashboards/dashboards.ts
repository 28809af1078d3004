/**
 * The dashboards of /home (spec §4 ids): id, label and the view, each lazily loaded (React.lazy) so that
 * the views and @nivo stay out of the entry chunk.
 */
import { DASHBOARD_ID, DASHBOARD_LABEL } from '@domain/constants';
import type { DashboardId } from '@domain/rules/dashboards';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DashboardViewProps } from './dashboard-view';

interface DashboardEntry {
  id: DashboardId;
  label: string;
  View: LazyExoticComponent<ComponentType<DashboardViewProps>>;
}

export const DASHBOARDS: readonly DashboardEntry[] = [
  {
    id: DASHBOARD_ID.initial,
    label: DASHBOARD_LABEL[DASHBOARD_ID.initial],
    View: lazy(() => import('./components/home-panel').then((m) => ({ default: m.HomePanel }))),
  },
  {
    id: DASHBOARD_ID.desafio,
    label: DASHBOARD_LABEL[DASHBOARD_ID.desafio],
    View: lazy(() =>
      import('./components/desafio-dash-panel').then((m) => ({ default: m.DesafioDashPanel })),
    ),
  },
  {
    id: DASHBOARD_ID.metas,
    label: DASHBOARD_LABEL[DASHBOARD_ID.metas],
    View: lazy(() => import('./components/metas-dash-panel').then((m) => ({ default: m.MetasDashPanel }))),
  },
  {
    id: DASHBOARD_ID.volumes,
    label: DASHBOARD_LABEL[DASHBOARD_ID.volumes],
    View: lazy(() =>
      import('./components/volumes-dash-panel').then((m) => ({ default: m.VolumesDashPanel })),
    ),
  },
  {
    id: DASHBOARD_ID.destinos,
    label: DASHBOARD_LABEL[DASHBOARD_ID.destinos],
    View: lazy(() =>
      import('./components/destinos-dash-panel').then((m) => ({ default: m.DestinosDashPanel })),
    ),
  },
  {
    id: DASHBOARD_ID.grupo_de_pratos,
    label: DASHBOARD_LABEL[DASHBOARD_ID.grupo_de_pratos],
    View: lazy(() =>
      import('./components/excedente-por-pratos-dashboard-panel').then((m) => ({
        default: m.ExcedentePorPratosDashboardPanel,
      })),
    ),
  },
];

export function dashboardOf(id: DashboardId): DashboardEntry {
  return DASHBOARDS.find((d) => d.id === id) ?? DASHBOARDS[0];
}
