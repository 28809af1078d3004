// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { ProducaoSugeridaBacktestPage } from '@app/features/reports/components/producao-sugerida-backtest-page';
import { MSG } from '@domain/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { fakeApi } from '../helpers/fake-api';
import { pickOption } from '../helpers/pick-option';
import { cleanupAfterEach, renderScreen } from '../helpers/render-screen';
import { REPORT_GROUP_ROUTES } from '../helpers/report-group-routes';

/** 'Se tivesse seguido a sugestão': the form asks for a group or a restaurant before it calls the backtest. */

const BACKTEST = 'POST /api/v1/producaoSugerida/backtest';
const { serve, calls, bodyOf } = fakeApi();

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  serve({
    ...REPORT_GROUP_ROUTES,
    [BACKTEST]: { status: 400, body: { statusCode: 400, message: MSG.producaoEscopo } },
  });
});
cleanupAfterEach(() => vi.restoreAllMocks());

describe('Se tivesse seguido a sugestão', () => {
  it('says a group or a restaurant is needed without calling the API, then calls it with the group', async () => {
    renderScreen(
      '/Relatorios/SugestaoProducao',
      <ProducaoSugeridaBacktestPage title="Se tivesse seguido a sugestão" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.producaoEscopo);
    expect(calls(BACKTEST)).toHaveLength(0);

    await pickOption('Grupo de restaurantes', /Região Sul/);
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(calls(BACKTEST)).toHaveLength(1));
    expect(bodyOf(BACKTEST)).toMatchObject({ idGrupo: 4 });
    expect(bodyOf(BACKTEST)).not.toHaveProperty('idRestaurante');
  });
});
