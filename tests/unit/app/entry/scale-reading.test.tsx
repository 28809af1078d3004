// @vitest-environment jsdom

import { AppProviders } from '@app/app';
import { WeightOrigin } from '@app/features/approvals/components/weight-origin';
import { IndicatorsCards } from '@app/features/dashboards/components/indicators-cards';
import { ScaleReadout } from '@app/features/entry/components/scale-readout';
import {
  type ScaleState,
  useScaleReading,
  useStableWeight,
} from '@app/features/entry/hooks/use-scale-reading';
import { cadBalancasConfig } from '@app/features/registers/components/cad-balancas-page';
import * as notify from '@app/lib/notify';
import type { ScaleReading } from '@domain/scale/reading';
import type { Indicadores } from '@domain/schemas/dashboards';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';

beforeAll(installDomPolyfills);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const r = (status: ScaleReading['status'], kg: number | null): ScaleReading => ({ status, kg, unit: 'kg' });

describe('the scale register', () => {
  it('choosing a protocol fills its defaults; other edits are staged as typed', () => {
    expect(cadBalancasConfig.expandPatch?.({ tipProtocolo: 'TOLEDO' })).toMatchObject({
      tipProtocolo: 'TOLEDO',
      numBaudRate: 9600,
      numDataBits: 8,
      tipParidade: 'none',
      numStopBits: 1,
      desPadraoContinuo: null,
    });
    expect(cadBalancasConfig.expandPatch?.({ tipProtocolo: 'CONTINUO' })).toMatchObject({
      desMarcaEstavel: 'ST',
      numCasasDecimais: 3,
      tipUnidade: 'kg',
    });
    expect(cadBalancasConfig.expandPatch?.({ tipProtocolo: 'MANUAL' })).toMatchObject({
      numBaudRate: null,
    });
    expect(cadBalancasConfig.expandPatch?.({ numBaudRate: 4800 })).toEqual({ numBaudRate: 4800 });
  });
});

describe('useStableWeight', () => {
  it('fills once per stable weight, never from unstable, zero, negative or overload readings', () => {
    const onStable = vi.fn();
    const { rerender } = renderHook(({ reading }) => useStableWeight(reading, onStable), {
      initialProps: { reading: r('unstable', 1.2) as ScaleReading | null },
    });
    for (const reading of [r('zero', 0), r('negative', -0.1), r('overload', null), r('error', null)])
      rerender({ reading });
    expect(onStable).not.toHaveBeenCalled();
    rerender({ reading: r('stable', 1.25) });
    rerender({ reading: { ...r('stable', 1.25) } });
    expect(onStable).toHaveBeenCalledTimes(1);
    expect(onStable).toHaveBeenLastCalledWith(1.25);
    rerender({ reading: r('stable', 2) });
    expect(onStable).toHaveBeenLastCalledWith(2);
    // The same weight again only after the scale left it.
    rerender({ reading: r('unstable', 0.5) });
    rerender({ reading: r('stable', 2) });
    expect(onStable).toHaveBeenCalledTimes(3);
  });
});

describe('useScaleReading without Web Serial / WebHID', () => {
  it('MANUAL reads nothing; a read scale in a browser without the API is unsupported, said once', () => {
    const info = vi.spyOn(notify, 'notifyInfo').mockImplementation(() => {});
    const manual = renderHook(() => useScaleReading({ idBal: 1, tipProtocolo: 'MANUAL' }));
    expect(manual.result.current.connection).toBe('manual');
    expect(info).not.toHaveBeenCalled();
    const { result, rerender } = renderHook(({ b }) => useScaleReading(b), {
      initialProps: { b: { idBal: 2, tipProtocolo: 'TOLEDO' } },
    });
    expect(result.current.connection).toBe('unsupported');
    rerender({ b: { idBal: 3, tipProtocolo: 'HID' } });
    rerender({ b: { idBal: 2, tipProtocolo: 'TOLEDO' } });
    renderHook(() => useScaleReading({ idBal: 4, tipProtocolo: 'FILIZOLA' }));
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0][0])).toMatch(/Este navegador não lê balanças/);
  });
});

describe('what the screens show', () => {
  const state = (patch: Partial<ScaleState>): ScaleState => ({
    connection: 'connected',
    reading: null,
    transport: 'serial',
    pair: async () => {},
    ...patch,
  });

  it('the live weight with its state in pt-BR, the pairing button, a disconnect', () => {
    const { rerender } = render(
      <AppProviders>
        <ScaleReadout scale={state({ reading: r('stable', 1.234) })} />
      </AppProviders>,
    );
    expect(screen.getByTestId('scale-weight').textContent).toBe('1,234 kg');
    expect(screen.getByTestId('scale-status').textContent).toBe('estável');
    for (const [status, text] of [
      ['unstable', 'instável — aguarde'],
      ['zero', 'balança zerada'],
      ['negative', 'peso negativo'],
      ['overload', 'sobrecarga'],
    ] as const) {
      rerender(
        <AppProviders>
          <ScaleReadout scale={state({ reading: r(status, null) })} />
        </AppProviders>,
      );
      expect(screen.getByTestId('scale-status').textContent).toBe(text);
    }
    rerender(
      <AppProviders>
        <ScaleReadout scale={state({ connection: 'disconnected' })} />
      </AppProviders>,
    );
    expect(screen.getByTestId('scale-message').textContent).toMatch(/Balança desconectada/);
    const button = screen.getByRole('button', { name: 'Conectar balança' });
    expect(button).toBeTruthy();
    rerender(
      <AppProviders>
        <ScaleReadout scale={state({ connection: 'manual' })} />
      </AppProviders>,
    );
    expect(screen.queryByTestId('scale-readout')).toBeNull();
  });

  it('the approver reads where the weight came from', () => {
    render(
      <AppProviders>
        <WeightOrigin origem="L" />
        <WeightOrigin origem="D" />
      </AppProviders>,
    );
    expect(screen.getAllByTestId('weight-origin').map((e) => e.textContent)).toEqual([
      'Peso lido da balança',
      'Peso digitado',
    ]);
  });

  it('the dashboards show the share of weighings read from the scale', () => {
    const ind: Indicadores = {
      qtdKg: 10,
      vlrCusto: 5,
      qtdApontamentos: 5,
      refeicoes: 0,
      gPorRefeicao: null,
      restoIngestaPc: null,
      sobraLimpaPorPessoaG: null,
      pctPesoLido: 40,
    };
    const { rerender } = render(
      <AppProviders>
        <IndicatorsCards indicadores={ind} />
      </AppProviders>,
    );
    expect(screen.getByTestId('indicator-peso-lido').textContent).toMatch(
      /^Peso lido da balança: 40(,0)?% das pesagens$/,
    );
    rerender(
      <AppProviders>
        <IndicatorsCards indicadores={{ ...ind, pctPesoLido: null }} />
      </AppProviders>,
    );
    expect(screen.queryByTestId('indicator-peso-lido')).toBeNull();
  });
});
