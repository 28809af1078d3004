/**
 * Renders one screen as the app does (providers, modals, a data router so that useBlocker works) at `path`,
 * with a '/home' to leave to; and reads what the mocked fetch was called with.
 */
import { AppProviders } from '@app/app';
import { createQueryClient } from '@app/lib/query-client';
import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { mockFetch } from './fetch-mock';

export function renderScreen(path: string, screen: ReactNode) {
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: '/home', element: <p>Página inicial</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ModalsProvider>
        <RouterProvider router={router} />
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
