import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on 127.0.0.1 for the tests: it takes what the server sends to a subscription's endpoint
 * (RFC 8030), answers the status the test sets (201 by default), and decrypts the body as the browser would
 * (aes128gcm, RFC 8291 over RFC 8188) with the subscription's own P-256 key pair and auth secret, made here.
 */

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's subscription: its keys (the private one stays here) as PushSubscription.toJSON() gives them. */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  auth: Buffer;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** The plaintext of an aes128gcm body sent to `sub` (one record, as Web Push sends). */
export function decrypt(sub: FakeSubscription, body: Buffer): string {
  // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  // RFC 8291 §3.4: the input keying material from the ECDH secret and the auth secret.
  const uaPublic = sub.ecdh.getPublicKey();
  const ecdhSecret = sub.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, senderKey]);
  const ikm = hkdf(sub.auth, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record: the data, the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('delimitador do último registro ausente');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The VAPID claims (RFC 8292) of a request after checking its ES256 signature with the key `k` it names;
 * answers the claims and that key.
 */
export function vapidOf(headers: Received['headers']): { claims: Record<string, unknown>; k: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization ?? ''));
  if (!m) throw new Error(`Authorization sem vapid: ${headers.authorization}`);
  const [, jwt, k] = m;
  const [h, p, s] = jwt.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) throw new Error('assinatura VAPID inválida');
  return { claims: JSON.parse(Buffer.from(p, 'base64url').toString('utf8')), k };
}

export interface FakePushService {
  origin: string;
  received: Received[];
  /** The status of the next answers. */
  status: number;
  subscription(name: string): FakeSubscription;
  close(): Promise<void>;
}

export async function startPushService(): Promise<FakePushService> {
  const received: Received[] = [];
  const state = { status: 201 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    get status() {
      return state.status;
    },
    set status(v: number) {
      state.status = v;
    },
    subscription(name: string): FakeSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        ecdh,
        auth,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
