// @vitest-environment jsdom
import { AppRouterProvider } from '@app/app';
import { RouteErrorPage } from '@app/components/errors/route-error-page';
import { ChunkLoadError, preloadable, withTimeout } from '@app/lib/preloadable';
import { CHUNK_TIMEOUT_MS } from '@domain/constants';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';

/** Spec §9: a script chunk that has not arrived after 120 seconds fails, and a reload is offered. */

beforeAll(() => installDomPolyfills());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the code of a screen', () => {
  it('times out after 120 s with a ChunkLoadError', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const outcome = withTimeout(never, CHUNK_TIMEOUT_MS).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
  });

  it('a chunk that never arrives shows the reload offer; one that arrives in time renders', async () => {
    vi.useFakeTimers();
    const stuck = preloadable<object>(() => new Promise(() => {}), 1_000);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          element: (
            <Suspense fallback={<p>Carregando...</p>}>
              <stuck.Component />
            </Suspense>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(screen.getByText('Carregando...')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Recarregar' })).toBeTruthy();
    expect(screen.getByText(/Não foi possível carregar esta parte do sistema/)).toBeTruthy();

    cleanup();
    const quick = preloadable<object>(async () => ({ default: () => <p>Tela pronta</p> }), 1_000);
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <quick.Component />
      </Suspense>,
    );
    expect(await screen.findByText('Tela pronta')).toBeTruthy();
  });

  it('a tap on a link takes the previous screen away at once, while the next one loads', async () => {
    const loading = preloadable<object>(() => new Promise(() => {}));
    const router = createMemoryRouter(
      [
        {
          element: (
            <Suspense fallback={<p>Carregando...</p>}>
              <Outlet />
            </Suspense>
          ),
          children: [
            {
              path: '/',
              element: (
                <>
                  <h1>Bandeja</h1>
                  <input aria-label="Restaurante" />
                  <Link to="/parametros">Parâmetros</Link>
                </>
              ),
            },
            { path: '/parametros', element: <loading.Component /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <MantineProvider>
        <AppRouterProvider router={router} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Parâmetros' }));
    expect(await screen.findByText('Carregando...')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/parametros');
    expect(screen.queryByRole('heading', { name: 'Bandeja' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Restaurante' })).toBeNull();
  });
});
