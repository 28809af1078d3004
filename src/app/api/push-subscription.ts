import { api } from '@app/lib/api-client';

/** The device's push subscription as the server keeps it (PushSubscription.toJSON()). */
interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** GET /api/v1/push/publicKey: the server's VAPID public key, or null when push is off there. */
export async function getPushPublicKey(): Promise<string | null> {
  return (await api.get<{ publicKey: string | null }>('/api/v1/push/publicKey')).publicKey;
}

/** POST /api/v1/push/subscribe: this device, for the signed-in user and company. */
export async function postPushSubscribe(subscription: PushSubscriptionJson): Promise<void> {
  await api.post('/api/v1/push/subscribe', subscription);
}

/** POST /api/v1/push/unsubscribe: this device no longer. */
export async function postPushUnsubscribe(endpoint: string): Promise<void> {
  await api.post('/api/v1/push/unsubscribe', { endpoint });
}
