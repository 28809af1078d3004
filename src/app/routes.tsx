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
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router-dom';

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
    import('@app/features/entry/components/desperdicios-det-bandeja-page').then((m) => ({
      default: m.DesperdiciosDetBandejaPage,
    })),
  '/reApontDesperdicios/excedente': () =>
    import('@app/features/entry/components/desperdicios-det-itens-page').then((m) => ({
      default: m.ExcedentePage,
    })),
  '/reApontDesperdicios/preparoTurno': () =>
    import('@app/features/entry/components/desperdicios-det-itens-page').then((m) => ({
      default: m.PreparoTurnoPage,
    })),
  '/reApontDesperdicios/preparoInsumo': () =>
    import('@app/features/entry/components/desperdicios-det-itens-page').then((m) => ({
      default: m.PreparoInsumoPage,
    })),
  '/reApontDesperdicios/pendentes': () =>
    import('@app/features/entry/components/desperdicios-det-pendentes-page').then((m) => ({
      default: m.DesperdiciosDetPendentesPage,
    })),
  '/producaoSugerida': () =>
    import('@app/features/producao-sugerida/components/producao-sugerida-page').then((m) => ({
      default: m.ProducaoSugeridaPage,
    })),
  '/refeicoes': () =>
    import('@app/features/refeicoes/components/refeicoes-page').then((m) => ({ default: m.RefeicoesPage })),
  '/reApontDesperdicios/manutencao': () =>
    import('@app/features/maintenance/components/desperdicios-det-manutencao-page').then((m) => ({
      default: m.DesperdiciosDetManutencaoPage,
    })),
  '/reApontDesperdicios/aprovacao': () =>
    import('@app/features/approvals/components/desp-apont-page').then((m) => ({ default: m.DespApontPage })),
  '/reApontDesperdicios/aprovacao/:id': () =>
    import('@app/features/approvals/components/desp-apont-detail-page').then((m) => ({
      default: m.DespApontDetailPage,
    })),
  '/reApontDesperdicios/historicoAprov': () =>
    import('@app/features/approvals/components/historico-aprov-page').then((m) => ({
      default: m.HistoricoAprovPage,
    })),
  '/listReTbCadBalancas': () =>
    import('@app/features/registers/components/cad-balancas-page').then((m) => ({
      default: m.CadBalancasPage,
    })),
  '/listReTbBalancasUnidades': () =>
    import('@app/features/registers/components/balancas-unidades-page').then((m) => ({
      default: m.BalancasUnidadesPage,
    })),
  '/listReTbGruposRestaurantes': () =>
    import('@app/features/registers/components/grupos-restaurantes-page').then((m) => ({
      default: m.GruposRestaurantesPage,
    })),
  '/listReTbRestaurantes': () =>
    import('@app/features/registers/components/restaurantes-page').then((m) => ({
      default: m.RestaurantesPage,
    })),
  '/listReTbRecipientes': () =>
    import('@app/features/registers/components/recipientes-page').then((m) => ({
      default: m.RecipientesPage,
    })),
  '/listReTbRecipientesPesos': () =>
    import('@app/features/registers/components/recipientes-pesos-page').then((m) => ({
      default: m.RecipientesPesosPage,
    })),
  '/listReTbUnidadesSatelite': () =>
    import('@app/features/registers/components/unidades-satelite-page').then((m) => ({
      default: m.UnidadesSatelitePage,
    })),
  '/listReTbRestBalancasUsuarios': () =>
    import('@app/features/registers/components/rest-balancas-usuarios-page').then((m) => ({
      default: m.RestBalancasUsuariosPage,
    })),
  '/listReTbSatBalancas': () =>
    import('@app/features/registers/components/sat-balancas-page').then((m) => ({
      default: m.SatBalancasPage,
    })),
  '/listReTbDestResiduos': () =>
    import('@app/features/registers/components/dest-residuos-page').then((m) => ({
      default: m.DestResiduosPage,
    })),
  '/listReTbDestDesperdicios': () =>
    import('@app/features/registers/components/dest-desperdicio-page').then((m) => ({
      default: m.DestDesperdicioPage,
    })),
  '/listReTbDesperdiciosRest': () =>
    import('@app/features/registers/components/desperdicios-rest-page').then((m) => ({
      default: m.DesperdiciosRestPage,
    })),
  '/listReTbDespInsumos': () =>
    import('@app/features/registers/components/desp-insumos-page').then((m) => ({
      default: m.DespInsumosPage,
    })),
  '/listClassesDesperdicio': () =>
    import('@app/features/registers/components/classes-desperdicio-page').then((m) => ({
      default: m.ClassesDesperdicioPage,
    })),
  '/listReGramaturaPratos': () =>
    import('@app/features/registers/components/gramatura-pratos-page').then((m) => ({
      default: m.GramaturaPratosPage,
    })),
  '/listReTbDespMetas': () =>
    import('@app/features/registers/components/desp-metas-page').then((m) => ({ default: m.DespMetasPage })),
  '/rePainelApontamentos': () =>
    import('@app/features/panels/components/divergencias-desp-page').then((m) => ({
      default: m.DivergenciasDespPage,
    })),
  '/listReTbIntegracaoDesperdicio': () =>
    import('@app/features/panels/components/integracao-desperdicio-page').then((m) => ({
      default: m.IntegracaoDesperdicioPage,
    })),
  '/Relatorios/Excedentes': () =>
    import('@app/features/reports/components/relatorios-excedentes-page').then((m) => ({
      default: m.RelatoriosExcedentesPage,
    })),
  '/Relatorios/ComparativoDesperdicios': () =>
    import('@app/features/reports/components/relatorios-comparativo-page').then((m) => ({
      default: m.RelatoriosComparativoPage,
    })),
  '/Relatorios/Desperdicios': () =>
    import('@app/features/reports/components/relatorios-desperdicios-page').then((m) => ({
      default: m.RelatoriosDesperdiciosPage,
    })),
  '/Relatorios/SugestaoProducao': () =>
    import('@app/features/reports/components/producao-sugerida-backtest-page').then((m) => ({
      default: m.ProducaoSugeridaBacktestPage,
    })),
  '/listReTbNrSatelites': () =>
    import('@app/features/satellite-counts/components/nr-satelite-page').then((m) => ({
      default: m.NrSatelitePage,
    })),
  '/reTbParametros': () =>
    import('@app/features/parameters/components/parametros-page').then((m) => ({
      default: m.ParametrosPage,
    })),
  '/reTbInicializaDesperdicios': () =>
    import('@app/features/setup-wizard/components/inicializa-desperdicios-page').then((m) => ({
      default: m.InicializaDesperdiciosPage,
    })),
  '/reCustosUtilitario': () =>
    import('@app/features/costs/components/custos-utilitario-page').then((m) => ({
      default: m.CustosUtilitarioPage,
    })),
  '/reTbAlertas': () =>
    import('@app/features/alerts/components/alertas-page').then((m) => ({ default: m.AlertasPage })),
  '/importacao': () =>
    import('@app/features/importacao/components/importacao-page').then((m) => ({
      default: m.ImportacaoPage,
    })),
  '/nlApresentacao': () =>
    import('@app/features/presentation/components/presentation-page').then((m) => ({
      default: m.PresentationPage,
    })),
  '/resumoSemanal': () =>
    import('@app/features/dashboards/components/resumo-semanal-page').then((m) => ({
      default: m.ResumoSemanalPage,
    })),
  '/listNlBaseUsuarios': () =>
    import('@app/features/users/components/base-usuarios-page').then((m) => ({
      default: m.BaseUsuariosPage,
    })),
  '/formNlBaseUsuarios/:idUsuario': () =>
    import('@app/features/users/components/base-usuarios-form-page').then((m) => ({
      default: m.BaseUsuariosFormPage,
    })),
  '/formNlBaseUsuarios': () =>
    import('@app/features/users/components/base-usuarios-form-page').then((m) => ({
      default: m.BaseUsuariosFormPage,
    })),
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

/**
 * Any address without path parameters: its screen is found in APP_ROUTES (findRoute matches as the router does:
 * whole segments, any case, trailing slash ignored), else the 404 page. Keyed by the route's path, so another
 * screen mounts afresh, as under a route of its own. One route instead of one per screen: the router ranks and
 * compiles every route it has before the first screen shows, and that cost a slow tablet ~80 ms at each start.
 */
function MatchedScreen() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  if (!route) return <NotFoundPage />;
  return <RouteScreen key={route.path} route={route} />;
}

/** The screens whose path has parameters keep routes of their own: useParams reads them. */
const PARAM_ROUTES = APP_ROUTES.filter((route) => route.path.includes('/:'));

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
            ...PARAM_ROUTES.map(
              (route): RouteObject => ({
                path: route.path,
                element: <RouteScreen route={route} />,
                errorElement: <RouteErrorPage />,
              }),
            ),
            { path: '*', element: <MatchedScreen />, errorElement: <RouteErrorPage /> },
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
