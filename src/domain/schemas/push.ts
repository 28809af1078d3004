import { z } from 'zod';

const base64url = (what: string, bytes: number) =>
  z
    .string({ error: `Informe ${what}` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} precisa estar em base64url`)
    .refine((v) => Math.floor((v.replace(/=+$/, '').length * 3) / 4) === bytes, {
      message: `${what} tem tamanho inválido`,
    });

/**
 * A browser's push subscription (PushSubscription.toJSON()): the push service's endpoint and the keys of
 * RFC 8291 (the P-256 public key, 65 bytes, and the auth secret, 16 bytes). Extra fields (expirationTime) are
 * ignored.
 */
export const pushSubscription = z.object({
  endpoint: z
    .string({ error: 'Informe o endereço da inscrição' })
    .max(2000, 'O endereço da inscrição é longo demais')
    .url('O endereço da inscrição precisa ser uma URL'),
  keys: z.object(
    {
      p256dh: base64url('a chave p256dh', 65),
      auth: base64url('a chave auth', 16),
    },
    { error: 'Informe as chaves da inscrição' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscription>;

export const pushUnsubscribe = z.object({
  endpoint: z
    .string({ error: 'Informe o endereço da inscrição' })
    .max(2000, 'O endereço da inscrição é longo demais')
    .url('O endereço da inscrição precisa ser uma URL'),
});

/** GET /api/v1/push/publicKey: the VAPID public key (base64url), or null when push is off on the server. */
export const pushPublicKey = z.object({ publicKey: z.string().nullable() });

/** What a push carries (the service worker shows it and opens `url` on a tap). */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the app ('/reApontDesperdicios/aprovacao/12'). */
  url: z.string(),
  /** A newer notification with the same tag replaces the older one on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;
