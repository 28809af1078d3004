/**
 * The ONE route table of the app, built from APP_ROUTES (@domain/access). Every screen is lazy-loaded
 * so the entry chunk stays small; a route whose screen is not built yet renders 'Em construção'.
 */

import { NotFoundPage } from '@app/components/errors/not-found-page';
import { RouteErrorPage } from '@app/components/errors/route-error-page';
import { LoadingScreen } from '@app/components/ui/loading-screen';
import { RouteGuard } from '@app/layouts/route-guard';
import { SessionGate } from '@app/layouts/session-gate';
import { type Preloadable, preloadable } from '@app/lib/preloadable';
import type { ScreenProps } from '@app/types/screen';
import { APP_ROUTES, type AppRoute, findRoute } from '@domain/access';
import { type ComponentType, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';

type Screen = ComponentType<ScreenProps>;
type ScreenLoader = () => Promise<{ default: ComponentType<ScreenProps> }>;

const appLayout = preloadable<object>(() =>
  import('@app/layouts/app-layout').then((m) => ({ default: m.AppLayout })),
);
const AppLayout = appLayout.Component;
const UnderConstructionPage: Screen = preloadable<ScreenProps>(() =>
  import('@app/components/ui/under-construction-page').then((m) => ({ default: m.UnderConstructionPage })),
).Component;

/** The screens built so far, by APP_ROUTES path. */
export const SCREEN_LOADERS: Readonly<Record<string, ScreenLoader>> = {
  '/home': () =>
    import('@app/features/dashboards/components/home-page').then((m) => ({ default: m.HomePage })),
  '/reApontDesperdicios/bandeja': () =>
    import('@app/features/entry/components/tray-entry-page').then((m) => ({ default: m.TrayEntryPage })),
  '/reApontDesperdicios/excedente': () =>
    import('@app/features/entry/components/item-list-entry-page').then((m) => ({ default: m.ExcedentePage })),
  '/reApontDesperdicios/preparoTurno': () =>
    import('@app/features/entry/components/item-list-entry-page').then((m) => ({
      default: m.PreparoTurnoPage,
    })),
  '/reApontDesperdicios/preparoInsumo': () =>
    import('@app/features/entry/components/item-list-entry-page').then((m) => ({
      default: m.PreparoInsumoPage,
    })),
  '/reApontDesperdicios/pendentes': () =>
    import('@app/features/entry/components/pending-page').then((m) => ({ default: m.PendingPage })),
  '/reApontDesperdicios/manutencao': () =>
    import('@app/features/maintenance/components/maintenance-page').then((m) => ({
      default: m.MaintenancePage,
    })),
  '/reApontDesperdicios/aprovacao': () =>
    import('@app/features/approvals/components/approvals-page').then((m) => ({ default: m.ApprovalsPage })),
  '/reApontDesperdicios/aprovacao/:id': () =>
    import('@app/features/approvals/components/approval-detail-page').then((m) => ({
      default: m.ApprovalDetailPage,
    })),
  '/reApontDesperdicios/historicoAprov': () =>
    import('@app/features/approvals/components/history-page').then((m) => ({ default: m.HistoryPage })),
  '/listReTbCadBalancas': () =>
    import('@app/features/registers/components/scale-register-page').then((m) => ({
      default: m.ScaleRegisterPage,
    })),
  '/listReTbBalancasUnidades': () =>
    import('@app/features/registers/components/scale-units-page').then((m) => ({
      default: m.ScaleUnitsPage,
    })),
  '/listReTbGruposRestaurantes': () =>
    import('@app/features/registers/components/restaurant-groups-page').then((m) => ({
      default: m.RestaurantGroupsPage,
    })),
  '/listReTbRestaurantes': () =>
    import('@app/features/registers/components/restaurants-page').then((m) => ({
      default: m.RestaurantsPage,
    })),
  '/listReTbRecipientes': () =>
    import('@app/features/registers/components/containers-page').then((m) => ({ default: m.ContainersPage })),
  '/listReTbRecipientesPesos': () =>
    import('@app/features/registers/components/tares-page').then((m) => ({ default: m.TaresPage })),
  '/listReTbUnidadesSatelite': () =>
    import('@app/features/registers/components/satellites-page').then((m) => ({ default: m.SatellitesPage })),
  '/listReTbRestBalancasUsuarios': () =>
    import('@app/features/registers/components/scale-users-page').then((m) => ({
      default: m.ScaleUsersPage,
    })),
  '/listReTbSatBalancas': () =>
    import('@app/features/registers/components/scale-satellites-page').then((m) => ({
      default: m.ScaleSatellitesPage,
    })),
  '/listReTbDestResiduos': () =>
    import('@app/features/registers/components/destinations-page').then((m) => ({
      default: m.DestinationsPage,
    })),
  '/listReTbDestDesperdicios': () =>
    import('@app/features/registers/components/destination-wastes-page').then((m) => ({
      default: m.DestinationWastesPage,
    })),
  '/listReTbDesperdiciosRest': () =>
    import('@app/features/registers/components/restaurant-wastes-page').then((m) => ({
      default: m.RestaurantWastesPage,
    })),
  '/listReTbDespInsumos': () =>
    import('@app/features/registers/components/monitored-inputs-page').then((m) => ({
      default: m.MonitoredInputsPage,
    })),
  '/listClassesDesperdicio': () =>
    import('@app/features/registers/components/waste-classes-page').then((m) => ({
      default: m.WasteClassesPage,
    })),
  '/listReGramaturaPratos': () =>
    import('@app/features/registers/components/plate-weights-page').then((m) => ({
      default: m.PlateWeightsPage,
    })),
  '/listReTbDespMetas': () =>
    import('@app/features/registers/components/goals-page').then((m) => ({ default: m.GoalsPage })),
  '/rePainelApontamentos': () =>
    import('@app/features/panels/components/divergences-page').then((m) => ({ default: m.DivergencesPage })),
  '/listReTbIntegracaoDesperdicio': () =>
    import('@app/features/panels/components/integration-page').then((m) => ({ default: m.IntegrationPage })),
  '/Relatorios/Excedentes': () =>
    import('@app/features/reports/components/surplus-report-page').then((m) => ({
      default: m.SurplusReportPage,
    })),
  '/Relatorios/ComparativoDesperdicios': () =>
    import('@app/features/reports/components/comparison-report-page').then((m) => ({
      default: m.ComparisonReportPage,
    })),
  '/Relatorios/Desperdicios': () =>
    import('@app/features/reports/components/waste-report-page').then((m) => ({
      default: m.WasteReportPage,
    })),
  '/listReTbNrSatelites': () =>
    import('@app/features/satellite-counts/components/satellite-counts-page').then((m) => ({
      default: m.SatelliteCountsPage,
    })),
  '/reTbParametros': () =>
    import('@app/features/parameters/components/parameters-page').then((m) => ({
      default: m.ParametersPage,
    })),
  '/reTbInicializaDesperdicios': () =>
    import('@app/features/setup-wizard/components/setup-wizard-page').then((m) => ({
      default: m.SetupWizardPage,
    })),
  '/reCustosUtilitario': () =>
    import('@app/features/costs/components/costs-page').then((m) => ({ default: m.CostsPage })),
  '/reTbAlertas': () =>
    import('@app/features/alerts/components/alerts-page').then((m) => ({ default: m.AlertsPage })),
  '/importacao': () =>
    import('@app/features/importacao/components/importacao-page').then((m) => ({
      default: m.ImportacaoPage,
    })),
  '/nlApresentacao': () =>
    import('@app/features/presentation/components/presentation-page').then((m) => ({
      default: m.PresentationPage,
    })),
  '/resumoSemanal': () =>
    import('@app/features/dashboards/components/weekly-digest-page').then((m) => ({
      default: m.WeeklyDigestPage,
    })),
  '/listNlBaseUsuarios': () =>
    import('@app/features/users/components/users-page').then((m) => ({ default: m.UsersPage })),
  '/formNlBaseUsuarios/:idUsuario': () =>
    import('@app/features/users/components/user-form-page').then((m) => ({ default: m.UserFormPage })),
  '/formNlBaseUsuarios': () =>
    import('@app/features/users/components/user-form-page').then((m) => ({ default: m.UserFormPage })),
};

const SCREEN_CODE: Readonly<Record<string, Preloadable<ScreenProps>>> = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).map(([path, load]) => [path, preloadable(load)]),
);

const SCREENS: Readonly<Record<string, Screen>> = Object.fromEntries(
  Object.entries(SCREEN_CODE).map(([path, code]) => [path, code.Component]),
);

/**
 * Starts fetching the signed-in shell and the screen of `pathname` at once, while the session is still being
 * restored, instead of one after the other once it is (the layout's chunk, then the screen's). Settles when
 * both have arrived or failed.
 */
export function preloadSignedInScreen(pathname: string): Promise<unknown> {
  const route = findRoute(pathname);
  const preloads = [appLayout, route && SCREEN_CODE[route.path]];
  return Promise.allSettled(preloads.map((code) => code?.preload()));
}

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
