import webpush from 'web-push';

/** The VAPID identity of this server (RFC 8292): one key pair for every instance, base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A browser's push subscription, as the browser gives it (PushSubscription.toJSON()). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** A newer message with the same topic replaces one not yet delivered (base64url, at most 32 characters). */
  topic?: string;
}

/** 'gone': the push service no longer knows the subscription (404/410): it is to be removed. */
export type Delivery = 'sent' | 'gone' | 'failed';

const TIMEOUT_MS = 10_000;

/** A fresh VAPID key pair (P-256). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

/** Throws when the pair or the subject is not what the push services accept. */
export function checkVapidKeys(keys: VapidKeys): void {
  // The helper validates the subject and both keys' encodings and lengths.
  webpush.getVapidHeaders('https://push.example', keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm');
}

/**
 * The one place the server speaks Web Push (RFC 8030): `web-push` encrypts the payload (aes128gcm, RFC 8291)
 * and signs the VAPID header (RFC 8292); the request itself goes through fetch, with a timeout.
 */
export function webPushClient(keys: VapidKeys) {
  return {
    async send(target: PushTarget, payload: string, opts: PushOptions): Promise<Delivery> {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: keys,
          TTL: opts.ttlSeconds,
          urgency: opts.urgency,
          topic: opts.topic,
          contentEncoding: 'aes128gcm',
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers))
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      const res = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: new Uint8Array(details.body),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) return 'gone';
      return res.ok ? 'sent' : 'failed';
    },
  };
}

export type WebPushClient = ReturnType<typeof webPushClient>;
