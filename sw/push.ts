/// <reference lib="webworker" />
/**
 * Web Push in the service worker: a push (the server's JSON: title, body, url, tag) becomes a notification, and
 * a tap on it opens its url in the app, in a window of the app already open when there is one. The page may
 * ask for the same with {type: 'OPEN_NOTIFICATION', tag} (what a tap on the shown notification of that tag
 * does).
 */

declare let self: ServiceWorkerGlobalScope;

// A module (its own scope for `self`), imported by sw.ts for its listeners.
export {};

interface PushData {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const FALLBACK: PushData = {
  title: 'Controle de Desperdícios',
  body: 'Há novidades para você.',
  url: '/',
  tag: 'controle-desperdicios',
};

/** The push's data, or a generic notification when it is not what the server sends. */
function pushDataOf(raw: unknown): PushData {
  if (!raw || typeof raw !== 'object') return FALLBACK;
  const d = raw as Record<string, unknown>;
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback);
  return {
    title: text(d.title, FALLBACK.title),
    body: text(d.body, ''),
    url: text(d.url, FALLBACK.url),
    tag: text(d.tag, FALLBACK.tag),
  };
}

/** The app's address a notification opens: a path of this origin only (anything else opens the home). */
function targetUrlOf(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    return target.origin === origin ? target.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}

async function showPush(event: PushEvent): Promise<void> {
  let raw: unknown = null;
  try {
    raw = event.data?.json();
  } catch {
    raw = null;
  }
  const d = pushDataOf(raw);
  await self.registration.showNotification(d.title, {
    body: d.body,
    tag: d.tag,
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    lang: 'pt-BR',
    data: { url: d.url },
    // A newer push of the same tag replaces the older one and still rings.
    renotify: true,
  } as NotificationOptions);
}

/** Opens the notification's address: focuses a window of the app and takes it there, or opens one. */
async function openNotification(notification: Notification): Promise<void> {
  notification.close();
  const url = targetUrlOf((notification.data as { url?: unknown } | null)?.url, self.location.origin);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    // focus() is allowed only while a tap is handled; the window is taken there anyway.
    await open.focus().catch(() => undefined);
    const navigated = await open.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('push', (event) => event.waitUntil(showPush(event)));

self.addEventListener('notificationclick', (event) => event.waitUntil(openNotification(event.notification)));

self.addEventListener('message', (event) => {
  const msg = event.data as { type?: string; tag?: string } | null;
  if (msg?.type !== 'OPEN_NOTIFICATION' || typeof msg.tag !== 'string') return;
  event.waitUntil(
    self.registration.getNotifications({ tag: msg.tag }).then(async (shown) => {
      if (shown[0]) await openNotification(shown[0]);
    }),
  );
});
