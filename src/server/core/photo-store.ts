import { AwsClient } from 'aws4fetch';

/** Where one photo is: its company and weighing. */
export interface PhotoKey {
  idEmpresa: number;
  uuidApontamento: string;
}

/** What a store keeps in the photo's database row: the bytes (database store) or the object key (S3). */
export interface StoredPhoto {
  dados: Buffer | null;
  chave: string | null;
}

/**
 * Where the photos' bytes live. The database row of each photo is written by the service in any case; a
 * store only says what the row holds and keeps (or reads, or removes) the bytes kept elsewhere.
 */
export interface PhotoStore {
  readonly kind: 'db' | 's3';
  put(key: PhotoKey, bytes: Buffer, contentType: string): Promise<StoredPhoto>;
  get(row: StoredPhoto): Promise<Buffer | null>;
  /** Removes the bytes kept outside the database (the rows are deleted by the caller). */
  remove(rows: readonly StoredPhoto[]): Promise<void>;
}

/** The bytes in the row itself (bytea): nothing else to keep or remove. */
export const databasePhotoStore: PhotoStore = {
  kind: 'db',
  put: async (_key, bytes) => ({ dados: bytes, chave: null }),
  get: async (row) => row.dados,
  remove: async () => undefined,
};

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** The object's key: one folder per company. */
export const s3KeyOf = (key: PhotoKey) => `fotos/${key.idEmpresa}/${key.uuidApontamento}`;

/**
 * An S3-compatible store (AWS S3, MinIO, Ceph, R2…), path-style addressing (`endpoint/bucket/key`), requests
 * signed with AWS Signature V4 (aws4fetch). A failed call throws: the upload answers 503 and the device
 * sends it again later.
 */
export function s3PhotoStore(settings: S3Settings): PhotoStore {
  const aws = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const urlOf = (chave: string) => `${base}/${chave.split('/').map(encodeURIComponent).join('/')}`;
  async function call(method: string, chave: string, init: RequestInit = {}): Promise<Response> {
    const res = await aws.fetch(urlOf(chave), { method, ...init });
    if (
      !res.ok &&
      !(method === 'GET' && res.status === 404) &&
      !(method === 'DELETE' && res.status === 404)
    ) {
      await res.body?.cancel();
      throw new Error(`S3 ${method} ${chave}: HTTP ${res.status}`);
    }
    return res;
  }
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const chave = s3KeyOf(key);
      const res = await call('PUT', chave, {
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType },
      });
      await res.body?.cancel();
      return { dados: null, chave };
    },
    async get(row) {
      if (!row.chave) return row.dados;
      const res = await call('GET', row.chave);
      if (res.status === 404) return null;
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(rows) {
      for (const row of rows) {
        if (!row.chave) continue;
        const res = await call('DELETE', row.chave);
        await res.body?.cancel();
      }
    },
  };
}

/** The S3 store when S3_ENDPOINT, S3_BUCKET and both keys are set; the database otherwise. */
export function photoStoreFromEnv(env: {
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_REGION: string;
}): PhotoStore {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
    return s3PhotoStore({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION,
    });
  return databasePhotoStore;
}
