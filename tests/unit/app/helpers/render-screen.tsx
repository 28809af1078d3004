/**
 * Renders screens as the app does (providers, modals, a data router so that useBlocker works); and reads what
 * the mocked fetch was called with.
 */
import { AppProviders, AppRouterProvider } from '@app/app';
import { createQueryClient } from '@app/lib/query-client';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import type { mockFetch } from './fetch-mock';

/** One screen at `path`, with a '/home' to leave to. */
export function renderScreen(path: string, screen: ReactNode) {
  return renderRoutes(
    [
      { path, element: screen },
      { path: '/home', element: <p>Página inicial</p> },
    ],
    path,
  );
}

/** These routes (a screen and where it leads), opened at `at`. */
export function renderRoutes(routes: RouteObject[], at: string) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ModalsProvider>
        <AppRouterProvider router={router} />
      </ModalsProvider>
    </AppProviders>,
  );
  return router;
}

/** The calls of 'METHOD /path' and the JSON body of one of them (the last by default). */
export function fetchCalls(fetchMock: ReturnType<typeof mockFetch>) {
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([url, init]) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      return `${(init?.method ?? 'GET').toUpperCase()} ${path}` === key;
    });
  const bodyOf = (key: string, i = -1) => JSON.parse(String(calls(key).at(i)?.[1]?.body));
  return { calls, bodyOf };
}

/**
 * After each test of a screen file: unmount it, drop the notifications it showed and give back what it stubbed
 * (fetch); then `more`, in order.
 */
export function cleanupAfterEach(...more: (() => void)[]) {
  afterEach(() => {
    cleanup();
    notifications.clean();
    vi.unstubAllGlobals();
    for (const step of more) step();
  });
}
