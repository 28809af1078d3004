import '@app/lib/dayjs';
import { App } from '@app/app';
import { initSession } from '@app/features/auth/utils/session-actions';
import { createAppRouter } from '@app/routes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The session starts before the router: a ?LoginNumSeq ticket is taken off the address first (spec §4).
void initSession();
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado');
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

if (import.meta.env.PROD) {
  void import('@app/lib/service-worker').then((m) => m.registerServiceWorker());
}
