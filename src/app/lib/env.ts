import * as z from 'zod/mini';

/** The client's environment (import.meta.env), parsed once at start. zod/mini keeps the entry chunk small. */
const envSchema = z.object({
  MODE: z._default(z.string(), 'production'),
  DEV: z._default(z.boolean(), false),
  PROD: z._default(z.boolean(), true),
  BASE_URL: z._default(z.string(), '/'),
  /** Origin of the API; empty = same origin (the dev server proxies /api). */
  VITE_API_URL: z._default(z.string(), ''),
  /** Comma-separated host names where the admin dialog offers 'Executar rotina de notificações' (besides localhost). */
  VITE_NOTIFICATION_ROUTINE_HOSTS: z._default(z.string(), ''),
});

/** 'a.example.com, B.example.com' → ['a.example.com', 'b.example.com']. */
export function parseHostList(value: string): string[] {
  return value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

const parsed = envSchema.parse(import.meta.env);

export const env = {
  ...parsed,
  VITE_API_URL: parsed.VITE_API_URL.replace(/\/+$/, ''),
  VITE_NOTIFICATION_ROUTINE_HOSTS: parseHostList(parsed.VITE_NOTIFICATION_ROUTINE_HOSTS),
};
