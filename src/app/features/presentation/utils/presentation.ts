/**
 * What the presentation page tells a user, from their access flags and the one route table: the areas they
 * may open (each flag with its screens) and the first steps of their profile (setup for an administrator,
 * the entry screens for the kitchen staff, the reports for a report viewer). Pure; tested.
 */
import {
  ACCESS_FLAG_INFO,
  ACCESS_FLAGS,
  type AccessFlag,
  type AccessRecord,
  APP_ROUTES,
  type AppRoute,
  isAllowed,
} from '@domain/access';

type Access = Partial<AccessRecord> | null | undefined;

interface AccessArea {
  flag: AccessFlag;
  label: string;
  description: string;
  /** The menu screens this flag opens (none for the label editor or the scale app). */
  links: AppRoute[];
}

const routeOf = (path: string): AppRoute => {
  const route = APP_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`rota desconhecida: ${path}`);
  return route;
};

/** The flags the user has, each with the menu screens it opens, in the order of the access screens. */
export function accessAreas(access: Access): AccessArea[] {
  return ACCESS_FLAGS.filter((flag) => access?.[flag] === true).map((flag) => ({
    flag,
    ...ACCESS_FLAG_INFO[flag],
    links:
      flag === 'indLblDesafios'
        ? [routeOf('/home')]
        : APP_ROUTES.filter((r) => r.menu !== undefined && r.flags.includes(flag)),
  }));
}

/** The flags the user lacks (indApp aside: it opens no screen). */
export function missingAreas(access: Access): { flag: AccessFlag; label: string }[] {
  return ACCESS_FLAGS.filter((flag) => flag !== 'indApp' && access?.[flag] !== true).map((flag) => ({
    flag,
    label: ACCESS_FLAG_INFO[flag].label,
  }));
}

interface FirstStep {
  route: AppRoute;
  /** What to do there, in a sentence. */
  text: string;
}

interface StepGroup {
  id: 'setup' | 'entry' | 'analysis';
  title: string;
  steps: FirstStep[];
}

const step = (path: string, text: string): FirstStep => ({ route: routeOf(path), text });

const GROUPS: readonly StepGroup[] = [
  {
    id: 'setup',
    title: 'Configurar a empresa',
    steps: [
      step(
        '/reTbInicializaDesperdicios',
        'Use o assistente de inicialização para criar os parâmetros e as configurações iniciais.',
      ),
      step('/importacao', 'Importe restaurantes, produtos e cardápios a partir de planilhas.'),
      step('/listReTbRestaurantes', 'Confira os restaurantes e seus grupos.'),
      step('/listReTbCadBalancas', 'Cadastre as balanças e ligue-as às unidades.'),
      step('/listReTbRecipientes', 'Cadastre os recipientes e suas taras.'),
      step('/listReTbDestResiduos', 'Cadastre os destinos dos resíduos.'),
      step('/listReTbDespMetas', 'Defina as metas de desperdício por unidade.'),
      step('/listNlBaseUsuarios', 'Libere o acesso dos usuários.'),
    ],
  },
  {
    id: 'entry',
    title: 'Registrar e aprovar desperdícios',
    steps: [
      step('/reApontDesperdicios/bandeja', 'Pese a sobra das bandejas (pós-consumo).'),
      step('/reApontDesperdicios/excedente', 'Registre o excedente de produção de cada item.'),
      step('/reApontDesperdicios/preparoTurno', 'Registre o pré-preparo descartado em cada turno.'),
      step('/reApontDesperdicios/preparoInsumo', 'Registre o pré-preparo descartado por insumo.'),
      step(
        '/reApontDesperdicios/pendentes',
        'Acompanhe o que foi registrado sem conexão e ainda será enviado.',
      ),
      step('/reApontDesperdicios/aprovacao', 'Analise as pesagens fora da faixa esperada.'),
    ],
  },
  {
    id: 'analysis',
    title: 'Acompanhar os resultados',
    steps: [
      step('/home', 'Veja os painéis: inicial, desafio, metas, volumes, destinos e grupo de pratos.'),
      step('/Relatorios/Desperdicios', 'Consulte e exporte (CSV ou XLSX) o desperdício por período.'),
      step('/reTbAlertas', 'Configure alertas para ser avisado quando as metas forem ultrapassadas.'),
    ],
  },
];

/**
 * The first steps the user may take, by profile: setup (administrator, parameters), entry (kitchen staff),
 * analysis (everyone: the panels; the reports and alerts by their flags). A step whose screen the user may
 * not open is left out, and so is a group left empty.
 */
export function firstSteps(access: Access): StepGroup[] {
  const groups = GROUPS.map((g) => ({
    ...g,
    steps: g.steps.filter((s) => isAllowed(access, s.route.flags)),
  }));
  const setup = groups.find((g) => g.id === 'setup');
  // '/listNlBaseUsuarios' is open to everyone, but granting access is the administrator's task.
  if (setup && access?.indRetAdm !== true)
    setup.steps = setup.steps.filter((s) => s.route.path !== '/listNlBaseUsuarios');
  return groups.filter((g) => g.steps.length > 0);
}
