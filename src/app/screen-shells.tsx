/**
 * The screen shells: each entry screen rendered at build time (react-dom/server) as it first shows, with its
 * layout, before any data. The server puts a shell in the page it sends for that address, so a cold load
 * paints the screen's real layout as soon as the HTML and CSS arrive, instead of after the app's code has
 * downloaded and run (scripts/prerender-shells.ts writes them; lib/screen-shell.ts removes one once the app
 * shows its screen). The entry screens, which kitchen tablets open cold, have one, and so has the login form
 * at '/' (SIGNED_OUT_SHELL), the first page of every new device.
 */
import { AppProviders } from '@app/app';
import { LoginPage } from '@app/features/auth/components/login-page';
import { AppLayout } from '@app/layouts/app-layout';
import { SCREEN_LOADERS } from '@app/routes';
import type { ScreenProps } from '@app/types/screen';
import { APP_ROUTES, SIGNED_OUT_SHELL } from '@domain/access';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** The addresses (APP_ROUTES paths) that get a shell. */
export const SHELL_ROUTES = [
  '/reApontDesperdicios/bandeja',
  '/reApontDesperdicios/excedente',
  '/reApontDesperdicios/preparoTurno',
  '/reApontDesperdicios/preparoInsumo',
] as const;

async function renderShell(path: string): Promise<string> {
  const route = APP_ROUTES.find((r) => r.path === path);
  const load = SCREEN_LOADERS[path];
  if (!route || !load) throw new Error(`${path}: sem tela na tabela de rotas`);
  const Screen: ComponentType<ScreenProps> = (await load()).default;
  const router = createMemoryRouter(
    [{ element: <AppLayout />, children: [{ path, element: <Screen title={route.title} /> }] }],
    { initialEntries: [path] },
  );
  return renderToString(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

function renderLoginShell(): string {
  const router = createMemoryRouter([{ path: '/', element: <LoginPage /> }], { initialEntries: ['/'] });
  return renderToString(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** Route path → the shell's HTML. */
export async function renderScreenShells(): Promise<Record<string, string>> {
  const shells: Record<string, string> = { [SIGNED_OUT_SHELL]: renderLoginShell() };
  for (const path of SHELL_ROUTES) shells[path] = await renderShell(path);
  return shells;
}
