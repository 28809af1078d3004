import * as z from 'zod/mini';

/** The client's environment (import.meta.env), parsed once at start. zod/mini keeps the entry chunk small. */
const envSchema = z.object({
  MODE: z._default(z.string(), 'production'),
  DEV: z._default(z.boolean(), false),
  PROD: z._default(z.boolean(), true),
  BASE_URL: z._default(z.string(), '/'),
  /** Origin of the API; empty = same origin (the dev server proxies /api). */
  VITE_API_URL: z._default(z.string(), ''),
});

const parsed = envSchema.parse(import.meta.env);

export const env = { ...parsed, VITE_API_URL: parsed.VITE_API_URL.replace(/\/+$/, '') };
export type Env = typeof env;
