/**
 * The client's environment (import.meta.env), read once at start: each value of the type its default has,
 * the default when absent. Plain code, not a zod schema: this module is in the entry chunk, and zod is not.
 */
const source: Record<string, unknown> = import.meta.env;

/** `import.meta.env[key]`, or `fallback` when absent; a value of another type is refused. */
function read(key: string, fallback: string): string;
function read(key: string, fallback: boolean): boolean;
function read(key: string, fallback: string | boolean): string | boolean {
  const value = source[key];
  if (value === undefined) return fallback;
  if (typeof value !== typeof fallback)
    throw new Error(`import.meta.env.${key}: esperado ${typeof fallback}, recebido ${typeof value}`);
  return value as string | boolean;
}

/** 'a.example.com, B.example.com' → ['a.example.com', 'b.example.com']. */
export function parseHostList(value: string): string[] {
  return value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

export const env = {
  MODE: read('MODE', 'production'),
  DEV: read('DEV', false),
  PROD: read('PROD', true),
  BASE_URL: read('BASE_URL', '/'),
  /** Origin of the API; empty = same origin (the dev server proxies /api). */
  VITE_API_URL: read('VITE_API_URL', '').replace(/\/+$/, ''),
  /** Comma-separated host names where the admin dialog offers 'Executar rotina de notificações' (besides localhost). */
  VITE_NOTIFICATION_ROUTINE_HOSTS: parseHostList(read('VITE_NOTIFICATION_ROUTINE_HOSTS', '')),
};
