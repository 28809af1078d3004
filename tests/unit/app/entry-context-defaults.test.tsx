// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { AppProviders } from '@app/app';
import { useEntryContext } from '@app/features/entry/hooks/use-entry-context';
import { createQueryClient } from '@app/lib/query-client';
import { TIP_DESPERDICIO } from '@domain/constants';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from './helpers/dom';
import { entryRoutes } from './helpers/entry-routes';
import { mockFetch, routes } from './helpers/fetch-mock';

/**
 * The entry screens' defaults (the only restaurant, scale and destination) are read while rendering: no render
 * shows a lookup's answer with its default still unchosen, which an effect setting them would (and then render
 * the whole screen once more per lookup).
 */

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  mockFetch(
    routes(
      entryRoutes({
        'GET /api/v1/reTbBalancas/lov/byRestaurante/42': { body: [{ idBal: 7, desBalanca: 'Balança 7' }] },
        'POST /api/v1/reTbDestDesperdicio/filter': {
          body: [
            {
              idDestDesp: 1,
              idRestaurante: 42,
              idDestino: 3,
              desDestino: 'Compostagem',
              tipDesperdicio: 1,
              indInativo: 0,
            },
          ],
        },
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  const router = createMemoryRouter([{ path: '/', element: children }], { initialEntries: ['/'] });
  return (
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

describe('the entry context defaults', () => {
  it('come with the lookup that answers, in the same render', async () => {
    const seen: {
      restaurantes: boolean;
      idRestaurante: number | null;
      bal: boolean;
      idBal: number | null;
      dest: boolean;
      idDestino: number | null;
    }[] = [];
    const { result } = renderHook(
      () => {
        const ctx = useEntryContext(TIP_DESPERDICIO.Bandeja);
        seen.push({
          restaurantes: ctx.restaurantes.data !== undefined,
          idRestaurante: ctx.idRestaurante,
          bal: ctx.balancas.data !== undefined,
          idBal: ctx.idBal,
          dest: ctx.destinos.data !== undefined,
          idDestino: ctx.idDestino,
        });
        return ctx;
      },
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.idBal).toBe(7);
      expect(result.current.idDestino).toBe(3);
    });
    expect(result.current.idRestaurante).toBe(42);
    expect(seen.filter((s) => s.restaurantes && s.idRestaurante === null)).toEqual([]);
    expect(seen.filter((s) => s.bal && s.idBal === null)).toEqual([]);
    expect(seen.filter((s) => s.dest && s.idDestino === null)).toEqual([]);
  });

  it("a choice gives way to the default where the restaurant's options lack it, and the date follows today until picked", async () => {
    const { result } = renderHook(() => useEntryContext(TIP_DESPERDICIO.Bandeja), { wrapper });
    await waitFor(() => expect(result.current.idBal).toBe(7));
    result.current.setIdBal(99);
    await waitFor(() => expect(result.current.idBal).toBe(7));
    expect(result.current.date).toBe(result.current.today);
    result.current.setDate('2026-01-02');
    await waitFor(() => expect(result.current.date).toBe('2026-01-02'));
    result.current.setDate('');
    await waitFor(() => expect(result.current.date).toBe(''));
  });
});
