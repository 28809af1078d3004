/**
 * Registers the service worker (production builds only) and offers the update when a new version waits.
 * The new version is only activated while the outbox is empty: a reload must never race a pending save.
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Workbox } from 'workbox-window';

const SW_UPDATE_NOTIFICATION_ID = 'sw-update';
const SW_UPDATE_PENDING_NOTIFICATION_ID = 'sw-update-pending';
const UPDATE_PENDING_MESSAGE =
  'Há apontamentos na Fila de envio do tablet. A atualização será aplicada quando todos forem enviados.';
/** How often an accepted update re-checks the outbox. */
export const UPDATE_RETRY_MS = 5_000;
/** The message the service worker answers by clearing the 'cd-lookups' cache. */
export const CLEAR_LOOKUPS_MESSAGE = { type: 'CLEAR_LOOKUPS' } as const;
/** Asks the active worker to control this page (it loaded while the worker was activating). */
const CLIENTS_CLAIM_MESSAGE = { type: 'CLIENTS_CLAIM' } as const;
const LOOKUP_CACHE = 'cd-lookups';

interface UpdateGateOptions {
  /** Whether the outbox is empty; a rejection counts as "not empty". */
  isEmpty: () => Promise<boolean>;
  /** Activates the waiting version (called at most once). */
  activate: () => void;
  /** Tells the user the update waits for the outbox (on each accept that finds it not empty). */
  notify: () => void;
  retryMs?: number;
}

interface UpdateGate {
  /** The user accepted the update: activates now if the outbox is empty, else notifies and keeps retrying. */
  accept(): Promise<boolean>;
  /** Re-checks now (e.g. after the outbox was sent); does nothing until the user accepted. */
  check(): Promise<boolean>;
  /** Stops retrying. */
  dispose(): void;
  readonly accepted: boolean;
  readonly activated: boolean;
}

/** Activates an accepted update only once the outbox is empty, re-checking every `retryMs`. */
export function createUpdateGate({
  isEmpty,
  activate,
  notify,
  retryMs = UPDATE_RETRY_MS,
}: UpdateGateOptions): UpdateGate {
  let accepted = false;
  let activated = false;
  let disposed = false;
  let inFlight: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const tryActivate = (): Promise<boolean> => {
    if (activated) return Promise.resolve(true);
    if (disposed) return Promise.resolve(false);
    inFlight ??= (async () => {
      let empty = false;
      try {
        empty = await isEmpty();
      } catch {
        empty = false;
      }
      if (!empty || activated || disposed) return activated;
      activated = true;
      stopTimer();
      activate();
      return true;
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const schedule = () => {
    if (timer !== undefined || activated || disposed) return;
    timer = setTimeout(async () => {
      timer = undefined;
      if (!(await tryActivate())) schedule();
    }, retryMs);
  };

  return {
    async accept() {
      accepted = true;
      if (await tryActivate()) return true;
      if (disposed) return false;
      notify();
      schedule();
      return false;
    },
    async check() {
      if (!accepted) return false;
      return tryActivate();
    },
    dispose() {
      disposed = true;
      stopTimer();
    },
    get accepted() {
      return accepted;
    },
    get activated() {
      return activated;
    },
  };
}

let currentGate: UpdateGate | null = null;

/**
 * Forgets the cached lookups (logout): asks the controlling service worker to clear 'cd-lookups'
 * (which also drops responses still in flight) and deletes the cache from the page as well, so it
 * works without a controller. Never rejects.
 */
export async function clearLookupCache(): Promise<void> {
  try {
    navigator.serviceWorker?.controller?.postMessage(CLEAR_LOOKUPS_MESSAGE);
  } catch {
    // no service worker: nothing to tell
  }
  try {
    if (typeof caches !== 'undefined') await caches.delete(LOOKUP_CACHE);
  } catch {
    // Cache Storage unavailable (insecure context, private mode)
  }
}

/**
 * Registers the service worker; `isOutboxEmpty` is the update gate's check (the caller hands it in, so this
 * module does not depend on the outbox).
 */
export function registerServiceWorker(isOutboxEmpty: () => Promise<boolean>, url = '/sw.js'): Workbox | null {
  if (!('serviceWorker' in navigator)) return null;
  const wb = new Workbox(url, { scope: '/', type: 'classic' });

  wb.addEventListener('waiting', () => {
    currentGate?.dispose();
    const gate = createUpdateGate({
      isEmpty: isOutboxEmpty,
      activate: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        notifications.hide(SW_UPDATE_PENDING_NOTIFICATION_ID);
        notifications.hide(SW_UPDATE_NOTIFICATION_ID);
        wb.messageSkipWaiting();
      },
      notify: () =>
        notifications.show({
          id: SW_UPDATE_PENDING_NOTIFICATION_ID,
          color: 'yellow',
          title: 'Atualização aguardando envio',
          message: UPDATE_PENDING_MESSAGE,
          autoClose: 10_000,
        }),
    });
    currentGate = gate;

    notifications.show({
      id: SW_UPDATE_NOTIFICATION_ID,
      title: 'Nova versão disponível',
      autoClose: false,
      withCloseButton: true,
      message: (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">Atualize para usar a versão mais recente.</Text>
          <Button size="xs" onClick={() => void gate.accept()}>
            Atualizar
          </Button>
        </Group>
      ),
    });
  });

  // A first install fails when one precache download fails (the kitchen's flaky Wi-Fi): try again, so
  // the tablet gets its offline support without anyone reloading the page.
  wb.addEventListener('redundant', () => retryFirstInstall(url));
  // A page that loaded while the worker was activating (the reload after choosing the company, say) stays
  // uncontrolled, so without offline support, until the next navigation: ask the active worker to claim it.
  void navigator.serviceWorker.ready.then((registration) => {
    if (!navigator.serviceWorker.controller) registration.active?.postMessage(CLIENTS_CLAIM_MESSAGE);
  });
  wb.register().catch(() => {
    // offline support is a bonus: the app works without the service worker
  });
  return wb;
}

/** Delays of the retries of a failed first install: 3 s, 6 s, 12 s… up to 1 min, then every minute. */
const firstInstallRetryDelay = (attempt: number): number => Math.min(60_000, 3_000 * 2 ** attempt);

let installAttempts = 0;
let installRetry: ReturnType<typeof setTimeout> | null = null;

/** While no worker controls the page, registers again after a delay; an install that fails again retries. */
function retryFirstInstall(url: string): void {
  if (navigator.serviceWorker.controller || installRetry !== null) return;
  installRetry = setTimeout(() => {
    installRetry = null;
    if (navigator.serviceWorker.controller) return;
    navigator.serviceWorker
      .register(url, { scope: '/', type: 'classic' })
      .then((registration) => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'redundant') retryFirstInstall(url);
        });
      })
      .catch(() => retryFirstInstall(url));
  }, firstInstallRetryDelay(installAttempts++));
}
