/**
 * Web Push on this device: whether the browser can, the service worker's subscription, and opting in and
 * out (the browser's subscription and the server's record of it).
 */
import { getPushPublicKey, postPushSubscribe, postPushUnsubscribe } from '@app/api/push-subscription';

/** Why push cannot be switched on here: no support at all, or iOS outside an installed app (iOS 16.4+). */
export type PushSupport = 'supported' | 'unsupported' | 'ios-not-installed';

export function pushSupport(): PushSupport {
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent);
  const installed =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const api = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (ios && !installed) return 'ios-not-installed';
  return api ? 'supported' : 'unsupported';
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** The subscription of this device, when it has one and notifications are allowed. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported' || Notification.permission !== 'granted') return null;
  return (await registration()).pushManager.getSubscription();
}

/** base64url → the bytes of applicationServerKey. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** The reasons opting in can fail, as the user is told them. */
export class PushOptInError extends Error {}

/**
 * Asks for permission, subscribes this browser with the server's key and gives the subscription to the
 * server. A subscription made with another key (the server's pair changed) is replaced.
 */
export async function enablePush(): Promise<void> {
  const publicKey = await getPushPublicKey();
  if (!publicKey)
    throw new PushOptInError('As notificações no aparelho não estão disponíveis neste servidor.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new PushOptInError(
      'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site e tente de novo.',
    );
  const reg = await registration();
  const key = keyBytes(publicKey);
  let sub = await reg.pushManager.getSubscription();
  const sameKey = (s: PushSubscription) => {
    const k = s.options.applicationServerKey;
    return !!k && new Uint8Array(k).join() === key.join();
  };
  if (sub && !sameKey(sub)) {
    await sub.unsubscribe();
    sub = null;
  }
  try {
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    throw new PushOptInError(
      'Este navegador não conseguiu se inscrever para notificações. Tente mais tarde.',
    );
  }
  const json = sub.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
  await postPushSubscribe({
    endpoint: json.endpoint ?? sub.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
}

/** Opts this device out: the server forgets it, then the browser's subscription ends. */
export async function disablePush(): Promise<void> {
  const sub = await (await registration()).pushManager.getSubscription();
  if (!sub) return;
  await postPushUnsubscribe(sub.endpoint);
  await sub.unsubscribe();
}

/**
 * On "Sair": this device stops receiving the user's notifications (a kitchen tablet is shared; the next person
 * must not get a supervisor's). The server forgets it while the session is still there, and the browser's
 * subscription ends (a push the server still sends then gets a 410 and removes it). An expired session keeps
 * them: the supervisor signs in again and still gets the pushes.
 */
export async function forgetPushOnSignOut(): Promise<void> {
  if (pushSupport() !== 'supported') return;
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return;
  await Promise.allSettled([postPushUnsubscribe(sub.endpoint), sub.unsubscribe()]);
}
