// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { PresentationPage } from '@app/features/presentation/components/presentation-page';
import { accessAreas, firstSteps, missingAreas } from '@app/features/presentation/utils/presentation';
import { dayjs } from '@app/lib/dayjs';
import { INITIAL_SESSION, setSession } from '@app/lib/session';
import type { AccessRecord } from '@domain/access';
import { MSG } from '@domain/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { renderScreen } from '../helpers/render-screen';
import { access, signedIn } from '../helpers/session-state';

/** /nlApresentacao: what the product is for, the version, what the user may open, the first steps. */

const VERSION = { branch: 'main', lastCommit: 'abc1234', date: '2026-11-20T13:45:00-03:00' };
let version: MockResponse;

function renderPage(permission: AccessRecord) {
  setSession(signedIn(permission));
  return renderScreen('/nlApresentacao', <PresentationPage title="Apresentação" />);
}

const linkTo = (root: HTMLElement, name: string) =>
  within(root).getByRole('link', { name }).getAttribute('href');

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  version = { body: VERSION };
  mockFetch(routes({ 'GET /version.json': () => version }));
});
afterEach(() => {
  cleanup();
  setSession(INITIAL_SESSION);
  vi.unstubAllGlobals();
});

describe('presentation page', () => {
  it('has one h1 (the product), what it is for, and the version of the build', async () => {
    renderPage(access('indApontamentos'));
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    expect(h1[0].textContent).toBe('Controle de Desperdícios');
    expect(document.title).toBe('Apresentação · Controle de Desperdícios');
    expect(screen.getByText('Olá, Maria Silva!')).toBeTruthy();
    expect(screen.getByText('Empresa Três')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Para que serve' })).toBeTruthy();
    expect(screen.getByText('Relatórios')).toBeTruthy();
    const card = screen.getByTestId('apresentacao-versao');
    expect(within(card).getByText(MSG.loading)).toBeTruthy();
    expect(await within(card).findByText('abc1234')).toBeTruthy();
    expect(within(card).getByText(dayjs(VERSION.date).format('DD/MM/YYYY HH:mm'))).toBeTruthy();
    expect(within(card).getByText('main')).toBeTruthy();
  });

  it('shows the error of /version.json with a retry', async () => {
    version = { status: 500, body: 'falhou' };
    renderPage(access('indApontamentos'));
    const card = screen.getByTestId('apresentacao-versao');
    expect(await within(card).findByText(MSG.versionLoadFailed)).toBeTruthy();
    version = { body: VERSION };
    fireEvent.click(within(card).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(card).findByText('abc1234')).toBeTruthy();
  });

  it('kitchen staff: the entry screens as first steps, only their areas, no setup', async () => {
    renderPage(access('indApontamentos'));
    const entry = screen.getByTestId('passos-entry');
    expect(linkTo(entry, 'Bandeja')).toBe('/reApontDesperdicios/bandeja');
    expect(linkTo(entry, 'Excedente de produção')).toBe('/reApontDesperdicios/excedente');
    expect(linkTo(entry, 'Pré-preparo por turno')).toBe('/reApontDesperdicios/preparoTurno');
    expect(linkTo(entry, 'Pré-preparo por insumo')).toBe('/reApontDesperdicios/preparoInsumo');
    expect(screen.queryByTestId('passos-setup')).toBeNull();
    const area = screen.getByTestId('area-indApontamentos');
    expect(linkTo(area, 'Apontamentos pendentes')).toBe('/reApontDesperdicios/aprovacao');
    expect(linkTo(area, 'Taras de recipientes')).toBe('/listReTbRecipientesPesos');
    expect(screen.queryByTestId('area-indRetAdm')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Importação de dados' })).toBeNull();
    expect(screen.getByText(/Sem acesso a: Administrador, Parâmetros/)).toBeTruthy();
    await screen.findByText('abc1234');
  });

  it('administrator: the setup wizard, the import and the registers as first steps', async () => {
    renderPage(access('indRetAdm', 'indParametros', 'indRelatorios'));
    const setup = screen.getByTestId('passos-setup');
    expect(linkTo(setup, 'Inicialização de desperdícios')).toBe('/reTbInicializaDesperdicios');
    expect(linkTo(setup, 'Importação de dados')).toBe('/importacao');
    expect(linkTo(setup, 'Restaurantes')).toBe('/listReTbRestaurantes');
    expect(linkTo(setup, 'Cadastro de balanças')).toBe('/listReTbCadBalancas');
    expect(linkTo(setup, 'Usuários')).toBe('/listNlBaseUsuarios');
    expect(screen.queryByTestId('passos-entry')).toBeNull();
    const analysis = screen.getByTestId('passos-analysis');
    expect(linkTo(analysis, 'Relatório de desperdícios')).toBe('/Relatorios/Desperdicios');
    for (const flag of ['indRetAdm', 'indParametros', 'indRelatorios'])
      expect(screen.getByTestId(`area-${flag}`)).toBeTruthy();
    expect(linkTo(screen.getByTestId('area-indParametros'), 'Parâmetros')).toBe('/reTbParametros');
    await screen.findByText('abc1234');
  });

  it('a user without flags is told to ask an administrator; the panels stay as a first step', async () => {
    renderPage(access());
    expect(screen.getByText('Nenhuma permissão nesta empresa')).toBeTruthy();
    expect(screen.queryByTestId('passos-setup')).toBeNull();
    expect(screen.queryByTestId('passos-entry')).toBeNull();
    expect(linkTo(screen.getByTestId('passos-analysis'), 'Início (painéis)')).toBe('/home');
    await waitFor(() => expect(screen.getByText('abc1234')).toBeTruthy());
  });
});

describe('presentation rules', () => {
  it('areas follow the flags, in the order of the access screens, with their menu screens', () => {
    const areas = accessAreas(access('indRelatorios', 'indLblDesafios', 'indNrSatelites'));
    expect(areas.map((a) => a.flag)).toEqual(['indRelatorios', 'indNrSatelites', 'indLblDesafios']);
    expect(areas[0].links.map((r) => r.path)).toEqual([
      '/Relatorios/Excedentes',
      '/Relatorios/ComparativoDesperdicios',
      '/Relatorios/Desperdicios',
      '/Relatorios/SugestaoProducao',
    ]);
    expect(areas[1].links.map((r) => r.path)).toEqual(['/listReTbNrSatelites']);
    expect(areas[2].links.map((r) => r.path)).toEqual(['/home']);
    expect(accessAreas(null)).toEqual([]);
    expect(missingAreas(access('indRetAdm')).map((m) => m.flag)).not.toContain('indApp');
  });

  it('first steps leave out the screens the user may not open', () => {
    const params = firstSteps(access('indParametros'));
    expect(params.find((g) => g.id === 'setup')?.steps.map((s) => s.route.path)).toEqual([
      '/reTbInicializaDesperdicios',
    ]);
    const alerts = firstSteps(access('indAlertas'));
    expect(alerts.map((g) => g.id)).toEqual(['analysis']);
    expect(alerts[0].steps.map((s) => s.route.path)).toEqual(['/home', '/reTbAlertas']);
  });
});
