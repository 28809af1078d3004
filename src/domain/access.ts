/**
 * Access flags (spec §3, §6) and the one route table of the product (spec §2).
 * Used by the client to guard and build menus, and by the server to guard its API.
 */
export const ACCESS_FLAGS = [
  'indRetAdm',
  'indApontamentos',
  'indParametros',
  'indAlertas',
  'indRelatorios',
  'indNrSatelites',
  'indLblDesafios',
  'indApp',
] as const;

export type AccessFlag = (typeof ACCESS_FLAGS)[number];
export type AccessRecord = Record<AccessFlag, boolean>;

/** indApp is not counted by the "has any access" test (spec §3). */
export function hasAnyAccess(access: Partial<AccessRecord> | null | undefined): boolean {
  if (!access) return false;
  return ACCESS_FLAGS.some((flag) => flag !== 'indApp' && access[flag] === true);
}

/** A route with no flags is open to any signed-in user; otherwise it needs at least one (spec §6). */
export function isAllowed(
  access: Partial<AccessRecord> | null | undefined,
  flags: readonly AccessFlag[],
): boolean {
  if (flags.length === 0) return true;
  if (!access) return false;
  return flags.some((flag) => access[flag] === true);
}

/** The flags of a stored access row (extra columns ignored; anything but true reads false). */
export function toAccessRecord(row: Partial<Record<AccessFlag, unknown>>): AccessRecord {
  return Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, row[flag] === true])) as AccessRecord;
}

export function grantedFlags(access: Partial<AccessRecord> | null | undefined): AccessFlag[] {
  return ACCESS_FLAGS.filter((flag) => access?.[flag] === true);
}

export type MenuGroup =
  | 'inicio'
  | 'desperdicios'
  | 'apontamentos'
  | 'satelites'
  | 'relatorios'
  | 'recipientes'
  | 'paineis'
  | 'administrador';

export interface AppRoute {
  /** Path pattern as in react-router (":param" segments). */
  path: string;
  /** Page title, pt-BR. */
  title: string;
  flags: readonly AccessFlag[];
  /** Sidebar group, when the route is a menu item. */
  menu?: MenuGroup;
  /** An approvals screen: its menu item is hidden from a user who approves no unit of the company. */
  approvals?: true;
}

/**
 * The address whose prerendered shell is the login form (src/app/screen-shells.tsx): '/' shows it to whoever
 * is signed out; the server marks that shell so that a signed-in start never shows it.
 */
export const SIGNED_OUT_SHELL = '/';

const ADM = ['indRetAdm'] as const;
const APONT = ['indApontamentos'] as const;
const PARAM = ['indParametros'] as const;
const REL = ['indRelatorios'] as const;

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/home', title: 'Início', flags: [], menu: 'inicio' },
  { path: '/resumoSemanal', title: 'Resumo semanal', flags: [] },
  { path: '/listNlBaseUsuarios', title: 'Usuários', flags: [], menu: 'administrador' },
  { path: '/formNlBaseUsuarios/:idUsuario', title: 'Usuário', flags: [] },
  { path: '/formNlBaseUsuarios', title: 'Novo usuário', flags: [] },
  { path: '/nlApresentacao', title: 'Apresentação', flags: [] },

  {
    path: '/listReTbDesperdiciosRest',
    title: 'Tipos de desperdício por restaurante',
    flags: ADM,
    menu: 'desperdicios',
  },
  {
    path: '/listReTbDestDesperdicios',
    title: 'Destinos x restaurantes x desperdícios',
    flags: ADM,
    menu: 'desperdicios',
  },
  { path: '/listReTbDespInsumos', title: 'Insumos monitorados', flags: ADM, menu: 'desperdicios' },
  {
    path: '/listClassesDesperdicio',
    title: 'Classes de desperdício (evitável e inevitável)',
    flags: ADM,
    menu: 'desperdicios',
  },
  { path: '/listReTbDestResiduos', title: 'Cadastro de destinos', flags: ADM, menu: 'desperdicios' },
  { path: '/listReTbCadBalancas', title: 'Cadastro de balanças', flags: ADM, menu: 'desperdicios' },
  {
    path: '/listReGramaturaPratos',
    title: 'Cadastro de gramatura de pratos',
    flags: ADM,
    menu: 'desperdicios',
  },
  { path: '/listReTbBalancasUnidades', title: 'Balanças x unidades', flags: ADM, menu: 'desperdicios' },
  {
    path: '/listReTbRestBalancasUsuarios',
    title: 'Restaurantes x balanças x usuários',
    flags: ADM,
    menu: 'desperdicios',
  },
  {
    path: '/listReTbDespMetas',
    title: 'Metas por desperdício x grupo de unidades',
    flags: ADM,
    menu: 'desperdicios',
  },

  { path: '/reApontDesperdicios/bandeja', title: 'Bandeja', flags: APONT, menu: 'apontamentos' },
  {
    path: '/reApontDesperdicios/excedente',
    title: 'Excedente de produção',
    flags: APONT,
    menu: 'apontamentos',
  },
  {
    path: '/reApontDesperdicios/preparoTurno',
    title: 'Pré-preparo por turno',
    flags: APONT,
    menu: 'apontamentos',
  },
  {
    path: '/reApontDesperdicios/preparoInsumo',
    title: 'Pré-preparo por insumo',
    flags: APONT,
    menu: 'apontamentos',
  },
  {
    path: '/reApontDesperdicios/pendentes',
    title: 'Fila de envio do tablet',
    flags: APONT,
    menu: 'apontamentos',
  },
  {
    path: '/producaoSugerida',
    title: 'Produção sugerida',
    flags: ['indApontamentos', 'indRetAdm'],
    menu: 'apontamentos',
  },
  {
    path: '/refeicoes',
    title: 'Refeições',
    flags: ['indApontamentos', 'indRetAdm'],
    menu: 'apontamentos',
  },
  {
    path: '/reApontDesperdicios/manutencao',
    title: 'Manutenção de apontamentos',
    flags: APONT,
    menu: 'apontamentos',
  },
  {
    path: '/reApontDesperdicios/aprovacao',
    title: 'Apontamentos pendentes',
    flags: APONT,
    menu: 'apontamentos',
    approvals: true,
  },
  { path: '/reApontDesperdicios/aprovacao/:id', title: 'Análise de apontamento', flags: APONT },
  {
    path: '/reApontDesperdicios/historicoAprov',
    title: 'Histórico de aprovações',
    flags: APONT,
    menu: 'apontamentos',
    approvals: true,
  },

  { path: '/listReTbUnidadesSatelite', title: 'Unidades satélite', flags: ADM, menu: 'satelites' },
  { path: '/listReTbSatBalancas', title: 'Satélites x balanças', flags: ADM, menu: 'satelites' },
  {
    path: '/listReTbNrSatelites',
    title: 'Refeições por satélite',
    flags: ['indNrSatelites'],
    menu: 'satelites',
  },

  { path: '/Relatorios/Excedentes', title: 'Relatório de excedentes', flags: REL, menu: 'relatorios' },
  {
    path: '/Relatorios/ComparativoDesperdicios',
    title: 'Comparativo de desperdícios',
    flags: REL,
    menu: 'relatorios',
  },
  { path: '/Relatorios/Desperdicios', title: 'Relatório de desperdícios', flags: REL, menu: 'relatorios' },
  {
    path: '/Relatorios/SugestaoProducao',
    title: 'Se tivesse seguido a sugestão',
    flags: ['indRelatorios', 'indRetAdm'],
    menu: 'relatorios',
  },

  { path: '/listReTbRecipientes', title: 'Recipientes', flags: ADM, menu: 'recipientes' },
  {
    path: '/listReTbRecipientesPesos',
    title: 'Taras de recipientes',
    flags: ['indApontamentos', 'indRetAdm'],
    menu: 'recipientes',
  },

  { path: '/rePainelApontamentos', title: 'Painel de apontamentos', flags: ADM, menu: 'paineis' },
  {
    path: '/listReTbIntegracaoDesperdicio',
    title: 'Integração de desperdícios',
    flags: ADM,
    menu: 'paineis',
  },

  {
    path: '/listReTbGruposRestaurantes',
    title: 'Grupos de restaurantes',
    flags: ADM,
    menu: 'administrador',
  },
  { path: '/listReTbRestaurantes', title: 'Restaurantes', flags: ADM, menu: 'administrador' },
  { path: '/reTbParametros', title: 'Parâmetros', flags: PARAM, menu: 'administrador' },
  {
    path: '/reTbInicializaDesperdicios',
    title: 'Inicialização de desperdícios',
    flags: PARAM,
    menu: 'administrador',
  },
  { path: '/reCustosUtilitario', title: 'Custos utilitário', flags: PARAM, menu: 'administrador' },
  { path: '/reTbAlertas', title: 'Alertas', flags: ['indAlertas'], menu: 'administrador' },
  { path: '/importacao', title: 'Importação de dados', flags: ADM, menu: 'administrador' },
];

export const MENU_GROUPS: readonly { id: MenuGroup; label: string }[] = [
  { id: 'inicio', label: 'Início' },
  { id: 'desperdicios', label: 'Desperdícios' },
  { id: 'apontamentos', label: 'Apontamentos de desperdícios' },
  { id: 'satelites', label: 'Satélites' },
  { id: 'relatorios', label: 'Relatórios' },
  { id: 'recipientes', label: 'Recipientes' },
  { id: 'paineis', label: 'Painéis de administração' },
  { id: 'administrador', label: 'Administrador' },
];

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = path.split('/').filter(Boolean);
  if (a.length !== b.length) return false;
  return a.every((seg, i) => seg.startsWith(':') || seg.toLowerCase() === b[i].toLowerCase());
}

/** The route of the table that matches a concrete path, or undefined (404). */
export function findRoute(path: string): AppRoute | undefined {
  const clean = path.split('?')[0].replace(/\/+$/, '') || '/';
  return APP_ROUTES.find((r) => matches(r.path, clean));
}

/**
 * The API resources and the flags they need (spec §6, by the screens that use them).
 * The server's guard reads this table; a resource not listed needs only a signed-in user with a company.
 */
export const API_ACCESS: Readonly<Record<string, readonly AccessFlag[]>> = {
  reTbCadBalancas: ADM,
  reTbBalancasUnidades: ADM,
  reTbBalancasUnidade: ADM,
  reTbRestBalancasUsuarios: ADM,
  reTbSatBalancas: ADM,
  reTbUnidadesSatelite: ADM,
  reTbDestResiduos: ADM,
  reTbDestDesperdicio: ADM,
  reTbDesperdiciosRest: ADM,
  reTbDespInsumos: ADM,
  reGramaturaPratos: ADM,
  reTbTbGrupoPrato: ADM,
  reTbDespMetas: ADM,
  classesDesperdicio: ADM,
  reTbDivergenciasDesp: ADM,
  reTbIntegracaoDesperdicio: ADM,
  reTbRecipientes: ADM,
  reTbRecipientesPesos: ['indApontamentos', 'indRetAdm'],
  reTbDesperdiciosDet: APONT,
  reTbDespApont: APONT,
  reTbHistoricoAprov: APONT,
  reTbKanbanProducao: APONT,
  /** The recommended production: the kitchen (entry) and the administrators (registers). */
  producaoSugerida: ['indApontamentos', 'indRetAdm'],
  /** The meals served and planned typed per restaurant and day: the kitchen and the administrators. */
  reTbRefeicoes: ['indApontamentos', 'indRetAdm'],
  reTbParametros: PARAM,
  reTbInicializaDesperdicios: PARAM,
  reCustosUtilitario: PARAM,
  reTbDespCustos: PARAM,
  reTbAlertas: ['indAlertas'],
  reTbNrSatelite: ['indNrSatelites'],
  reTbLabels: ['indLblDesafios'],
  /** Master-data import: administrators (screen) and integration accounts (the ERP's nightly run). */
  importacao: ['indRetAdm', 'indApp'],
};

/** Each flag as the access screens show it (spec §6): a short label and what it opens. */
export const ACCESS_FLAG_INFO: Readonly<Record<AccessFlag, { label: string; description: string }>> = {
  indRetAdm: {
    label: 'Administrador',
    description:
      'Cadastros (balanças, destinos, insumos, metas, recipientes), satélites, painéis de administração e a gestão de acessos dos usuários',
  },
  indApontamentos: {
    label: 'Apontamentos',
    description: 'Registrar apontamentos de desperdício, aprovar pendentes, histórico de aprovações e taras',
  },
  indParametros: {
    label: 'Parâmetros',
    description: 'Parâmetros do sistema, inicialização de desperdícios e ajuste de custos',
  },
  indAlertas: { label: 'Alertas', description: 'Cadastro de alertas e notificações' },
  indRelatorios: { label: 'Relatórios', description: 'Relatórios de excedentes e de desperdícios' },
  indNrSatelites: { label: 'Refeições por satélite', description: 'Quantidade de refeições por satélite' },
  indLblDesafios: {
    label: 'Textos do painel Desafio',
    description: 'Editar os textos (labels) do painel Desafio',
  },
  indApp: {
    label: 'Aplicativo',
    description: 'Uso pelo aplicativo de balança; sozinho não dá acesso às telas',
  },
};
