import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { DAYJS_LOCALE, FIRST_DAY_OF_WEEK } from '@app/lib/dayjs';
import { queryClient as defaultQueryClient } from '@app/lib/query-client';
import { theme } from '@app/lib/theme';
import type { AppRouter } from '@app/routes';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications, useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';

/**
 * Mantine's toasts, mounted with the first one shown (they wait in Mantine's store until then): a screen's
 * first paint does not build their portal and transitions.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  if (!mounted && (notifications.length > 0 || queue.length > 0)) setMounted(true);
  return mounted ? <Notifications position="top-right" zIndex={1000} /> : null;
}

/**
 * The providers of the app: Mantine (theme, dates in pt-BR, toasts) and React Query.
 * The ModalsProvider (@mantine/modals) sits in the lazy app layout, to keep Modal out of the entry chunk.
 */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: DAYJS_LOCALE, firstDayOfWeek: FIRST_DAY_OF_WEEK }}>
        <QueryClientProvider client={queryClient}>
          <Toasts />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

/**
 * The router, without React transitions: a tap on a link replaces the screen at once, by the new one or, while
 * its code loads, by the loader. With transitions (React Router's default) the previous screen stayed on show
 * and usable under the new address until the code arrived, so a tap meant for the new screen could land on a
 * field of the old one with the same name (both have a 'Restaurante').
 */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} useTransitions={false} />;
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <AppRouterProvider router={router} />
    </AppProviders>
  );
}
