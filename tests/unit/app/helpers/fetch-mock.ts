import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  statusText?: string;
  body?: unknown;
}

export type Handler = (url: string, init: RequestInit) => MockResponse | Promise<MockResponse>;

/** Replaces global fetch with a handler; returns the mock to inspect calls. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const r = await handler(url, init);
    const status = r.status ?? 200;
    const text = r.body === undefined ? '' : typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
    return new Response(status === 204 ? null : text, {
      status,
      statusText: r.statusText ?? '',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** A route table for mockFetch: 'GET /api/x' → response (or function). Unknown routes answer 404. */
export function routes(
  table: Record<string, MockResponse | ((init: RequestInit) => MockResponse | Promise<MockResponse>)>,
): Handler {
  return (url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    const key = `${(init.method ?? 'GET').toUpperCase()} ${path}`;
    const r = table[key];
    if (!r)
      return {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: `Route ${key} not found` },
      };
    return typeof r === 'function' ? r(init) : r;
  };
}
