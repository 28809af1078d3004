/**
 * The ONE route table of the app, built from APP_ROUTES (@domain/access). Every screen is lazy-loaded
 * so the entry chunk stays small; a route whose screen is not built yet renders 'Em construção'.
 */

import { NotFoundPage } from '@app/components/errors/not-found-page';
import { RouteErrorPage } from '@app/components/errors/route-error-page';
import { LoadingScreen } from '@app/components/ui/loading-screen';
import { RouteGuard } from '@app/layouts/route-guard';
import { SessionGate } from '@app/layouts/session-gate';
import { APP_ROUTES, type AppRoute } from '@domain/access';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';

/** What every screen receives: its title from APP_ROUTES. */
export interface ScreenProps {
  title: string;
}
type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

const AppLayout = lazy(() => import('@app/layouts/app-layout').then((m) => ({ default: m.AppLayout })));
const UnderConstructionPage: Screen = lazy(() =>
  import('@app/components/ui/under-construction-page').then((m) => ({ default: m.UnderConstructionPage })),
);

/** The screens built so far, by APP_ROUTES path. Later issues add theirs here. */
export const SCREENS: Readonly<Record<string, Screen>> = {
  '/home': lazy(() =>
    import('@app/features/dashboards/components/home-page').then((m) => ({ default: m.HomePage })),
  ),
  '/reApontDesperdicios/bandeja': lazy(() =>
    import('@app/features/entry/components/tray-entry-page').then((m) => ({ default: m.TrayEntryPage })),
  ),
  '/reApontDesperdicios/excedente': lazy(() =>
    import('@app/features/entry/components/item-list-entry-page').then((m) => ({ default: m.ExcedentePage })),
  ),
  '/reApontDesperdicios/preparoTurno': lazy(() =>
    import('@app/features/entry/components/item-list-entry-page').then((m) => ({
      default: m.PreparoTurnoPage,
    })),
  ),
  '/reApontDesperdicios/preparoInsumo': lazy(() =>
    import('@app/features/entry/components/item-list-entry-page').then((m) => ({
      default: m.PreparoInsumoPage,
    })),
  ),
  '/reApontDesperdicios/pendentes': lazy(() =>
    import('@app/features/entry/components/pending-page').then((m) => ({ default: m.PendingPage })),
  ),
  '/reApontDesperdicios/manutencao': lazy(() =>
    import('@app/features/maintenance/components/maintenance-page').then((m) => ({
      default: m.MaintenancePage,
    })),
  ),
  '/reApontDesperdicios/aprovacao': lazy(() =>
    import('@app/features/approvals/components/approvals-page').then((m) => ({ default: m.ApprovalsPage })),
  ),
  '/reApontDesperdicios/aprovacao/:id': lazy(() =>
    import('@app/features/approvals/components/approval-detail-page').then((m) => ({
      default: m.ApprovalDetailPage,
    })),
  ),
  '/reApontDesperdicios/historicoAprov': lazy(() =>
    import('@app/features/approvals/components/history-page').then((m) => ({ default: m.HistoryPage })),
  ),
  '/listReTbCadBalancas': lazy(() =>
    import('@app/features/registers/components/scale-register-page').then((m) => ({
      default: m.ScaleRegisterPage,
    })),
  ),
  '/listReTbBalancasUnidades': lazy(() =>
    import('@app/features/registers/components/scale-units-page').then((m) => ({
      default: m.ScaleUnitsPage,
    })),
  ),
  '/listReTbRecipientes': lazy(() =>
    import('@app/features/registers/components/containers-page').then((m) => ({ default: m.ContainersPage })),
  ),
  '/listReTbRecipientesPesos': lazy(() =>
    import('@app/features/registers/components/tares-page').then((m) => ({ default: m.TaresPage })),
  ),
  '/listReTbUnidadesSatelite': lazy(() =>
    import('@app/features/registers/components/satellites-page').then((m) => ({ default: m.SatellitesPage })),
  ),
  '/listReTbRestBalancasUsuarios': lazy(() =>
    import('@app/features/registers/components/scale-users-page').then((m) => ({
      default: m.ScaleUsersPage,
    })),
  ),
  '/listReTbSatBalancas': lazy(() =>
    import('@app/features/registers/components/scale-satellites-page').then((m) => ({
      default: m.ScaleSatellitesPage,
    })),
  ),
  '/listReTbDestResiduos': lazy(() =>
    import('@app/features/registers/components/destinations-page').then((m) => ({
      default: m.DestinationsPage,
    })),
  ),
  '/listReTbDestDesperdicios': lazy(() =>
    import('@app/features/registers/components/destination-wastes-page').then((m) => ({
      default: m.DestinationWastesPage,
    })),
  ),
  '/listReTbDesperdiciosRest': lazy(() =>
    import('@app/features/registers/components/restaurant-wastes-page').then((m) => ({
      default: m.RestaurantWastesPage,
    })),
  ),
  '/listReTbDespInsumos': lazy(() =>
    import('@app/features/registers/components/monitored-inputs-page').then((m) => ({
      default: m.MonitoredInputsPage,
    })),
  ),
  '/listReGramaturaPratos': lazy(() =>
    import('@app/features/registers/components/plate-weights-page').then((m) => ({
      default: m.PlateWeightsPage,
    })),
  ),
  '/listReTbDespMetas': lazy(() =>
    import('@app/features/registers/components/goals-page').then((m) => ({ default: m.GoalsPage })),
  ),
  '/rePainelApontamentos': lazy(() =>
    import('@app/features/panels/components/divergences-page').then((m) => ({ default: m.DivergencesPage })),
  ),
  '/listReTbIntegracaoDesperdicio': lazy(() =>
    import('@app/features/panels/components/integration-page').then((m) => ({ default: m.IntegrationPage })),
  ),
  '/Relatorios/Excedentes': lazy(() =>
    import('@app/features/reports/components/surplus-report-page').then((m) => ({
      default: m.SurplusReportPage,
    })),
  ),
  '/Relatorios/ComparativoDesperdicios': lazy(() =>
    import('@app/features/reports/components/comparison-report-page').then((m) => ({
      default: m.ComparisonReportPage,
    })),
  ),
  '/Relatorios/Desperdicios': lazy(() =>
    import('@app/features/reports/components/waste-report-page').then((m) => ({
      default: m.WasteReportPage,
    })),
  ),
  '/listReTbNrSatelites': lazy(() =>
    import('@app/features/satellite-counts/components/satellite-counts-page').then((m) => ({
      default: m.SatelliteCountsPage,
    })),
  ),
  '/reTbParametros': lazy(() =>
    import('@app/features/parameters/components/parameters-page').then((m) => ({
      default: m.ParametersPage,
    })),
  ),
  '/reTbInicializaDesperdicios': lazy(() =>
    import('@app/features/setup-wizard/components/setup-wizard-page').then((m) => ({
      default: m.SetupWizardPage,
    })),
  ),
  '/reCustosUtilitario': lazy(() =>
    import('@app/features/costs/components/costs-page').then((m) => ({ default: m.CostsPage })),
  ),
  '/reTbAlertas': lazy(() =>
    import('@app/features/alerts/components/alerts-page').then((m) => ({ default: m.AlertsPage })),
  ),
  '/listNlBaseUsuarios': lazy(() =>
    import('@app/features/users/components/users-page').then((m) => ({ default: m.UsersPage })),
  ),
  '/formNlBaseUsuarios/:idUsuario': lazy(() =>
    import('@app/features/users/components/user-form-page').then((m) => ({ default: m.UserFormPage })),
  ),
  '/formNlBaseUsuarios': lazy(() =>
    import('@app/features/users/components/user-form-page').then((m) => ({ default: m.UserFormPage })),
  ),
};

function RouteScreen({ route }: { route: AppRoute }) {
  const Screen = SCREENS[route.path] ?? UnderConstructionPage;
  return (
    <RouteGuard route={route}>
      <Screen title={route.title} />
    </RouteGuard>
  );
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <SessionGate />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        {
          element: (
            <Suspense fallback={<LoadingScreen />}>
              <AppLayout />
            </Suspense>
          ),
          errorElement: <RouteErrorPage />,
          children: [
            ...APP_ROUTES.map(
              (route): RouteObject => ({
                path: route.path,
                element: <RouteScreen route={route} />,
                errorElement: <RouteErrorPage />,
              }),
            ),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(buildRoutes());
}
