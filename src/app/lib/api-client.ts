/**
 * The ONE HTTP client of the app (spec §7, §8): JSON over fetch with the bearer token,
 * the invalid_token event on 401, the error toast on 270, ApiError on ≥400, and the request log.
 */

import { getToken } from '@app/lib/auth-token';
import { env } from '@app/lib/env';
import { notifyError } from '@app/lib/notify';
import { reportServerAnswer } from '@app/lib/online';
import { addRequestLogEntry } from '@app/lib/request-log';
import { MSG } from '@domain/messages';

/** Window event dispatched on a 401; the session listens and logs out (spec §4). */
export const INVALID_TOKEN_EVENT = 'invalid_token';
export interface InvalidTokenDetail {
  url: string;
  message: string;
}

/** Status the server uses for "done, but show this exception" (spec §8). */
const STATUS_EXCEPTION_TOAST = 270;

/** The login calls answer 401 for wrong credentials; that is not an invalid token. */
const NO_INVALID_TOKEN_URLS = ['/api/authenticate/login', '/api/authenticate/loginbynumseq'];

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly url: string;

  constructor(status: number, message: string, body: unknown, url: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.url = url;
  }
}

type ParamValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, ParamValue | readonly ParamValue[]>;

interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Statuses ≥ 400 that resolve with the body instead of throwing ("unless a call overrides this", spec §8). */
  acceptStatus?: readonly number[];
  /** How to read a successful answer; default JSON (text when not JSON). */
  responseType?: 'json' | 'text' | 'blob';
}

/** The server's message of an error body: `exception` first, then `message` (spec §7). */
export function extractErrorMessage(body: unknown, fallback: string = MSG.genericError): string {
  if (body && typeof body === 'object') {
    const { exception, message } = body as { exception?: unknown; message?: unknown };
    if (typeof exception === 'string' && exception.trim()) return exception;
    if (typeof message === 'string' && message.trim()) return message;
  }
  if (typeof body === 'string' && body.trim() && body.length < 500 && !body.trimStart().startsWith('<'))
    return body;
  return fallback;
}

/** No network, or the server is down: a kept copy may stand in (offline lookups, the session snapshot). */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** A message to show for any thrown value. */
export function getErrorMessage(error: unknown, fallback: string = MSG.genericError): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function normalizePath(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? url : `/${url}`;
}

export function buildUrl(url: string, params?: QueryParams): string {
  const path = normalizePath(url);
  const base = /^https?:\/\//i.test(path) ? path : `${env.VITE_API_URL}${path}`;
  if (!params) return base;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) search.append(key, String(v));
  }
  const qs = search.toString();
  if (!qs) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${qs}`;
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://x').pathname.toLowerCase();
  } catch {
    return url.toLowerCase();
  }
}

async function readBody(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  if (responseType === 'text' && response.ok) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isBodyInit(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

/** The headers of every call: Accept JSON (unless `extra` says otherwise) and the session's bearer token. */
export function requestHeaders(extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** One call as sent, for the request log and for reading its answer. */
export interface SentRequest {
  method: string;
  /** The path as the caller gave it ('/api/v1/x'). */
  url: string;
  /** The URL fetched (base and query string). */
  fullUrl: string;
  params?: QueryParams;
  body?: unknown;
  acceptStatus?: readonly number[];
}

function logRequest(request: SentRequest, statusCode: number, statusText: string): void {
  const { body, params } = request;
  addRequestLogEntry({
    method: request.method.toUpperCase(),
    url: normalizePath(request.url),
    statusCode,
    statusText,
    data: body === undefined || (isBodyInit(body) && typeof body !== 'string') ? null : body,
    params: params ? { ...params } : null,
  });
}

/** The call never got an answer (no network, server down): logged, and the ApiError (status 0) to throw. */
export function requestFailed(request: SentRequest): ApiError {
  reportServerAnswer(0, request.method);
  logRequest(request, 0, 'Network Error');
  return new ApiError(0, MSG.genericError, null, request.fullUrl);
}

/**
 * What an answer becomes, for fetch and for the calls that need XMLHttpRequest (upload progress) alike:
 * logged; 401 dispatches invalid_token and throws; 270 toasts its exception and resolves; ≥ 400 (unless
 * accepted) throws ApiError with the server's pt-BR message; anything else resolves with `data`.
 * The caller has already reported the status (reportServerAnswer) when the answer arrived.
 */
export function settleAnswer<T>(request: SentRequest, status: number, statusText: string, data: unknown): T {
  logRequest(request, status, statusText);
  const path = pathOf(normalizePath(request.url));
  if (status === 401 && !NO_INVALID_TOKEN_URLS.includes(path)) {
    const message = extractErrorMessage(data, MSG.sessionExpired);
    window.dispatchEvent(
      new CustomEvent<InvalidTokenDetail>(INVALID_TOKEN_EVENT, {
        detail: { url: normalizePath(request.url), message },
      }),
    );
    throw new ApiError(401, message, data, request.fullUrl);
  }
  if (status === STATUS_EXCEPTION_TOAST) {
    notifyError(extractErrorMessage(data));
    return data as T;
  }
  if (status >= 400 && !request.acceptStatus?.includes(status)) {
    throw new ApiError(
      status,
      extractErrorMessage(data, statusText || MSG.genericError),
      data,
      request.fullUrl,
    );
  }
  return data as T;
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  const { params, body, signal, acceptStatus, responseType = 'json' } = options;
  const fullUrl = buildUrl(url, params);
  const headers = requestHeaders(options.headers);
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isBodyInit(body) && typeof body !== 'string') payload = body;
    else {
      payload = JSON.stringify(body);
      headers['Content-Type'] ??= 'application/json';
    }
  }
  const request: SentRequest = { method, url, fullUrl, params, body, acceptStatus };

  let response: Response;
  try {
    response = await fetch(fullUrl, { method: method.toUpperCase(), headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw requestFailed(request);
  }

  reportServerAnswer(response.status, method);
  const data = await readBody(response, responseType);
  return settleAnswer<T>(request, response.status, response.statusText, data);
}

/** Shorthands; every feature's API file calls these. */
export const api = {
  get: <T = unknown>(url: string, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('GET', url, options),
  delete: <T = unknown>(url: string, options?: RequestOptions) => apiRequest<T>('DELETE', url, options),
  post: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', url, { ...options, body }),
  put: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', url, { ...options, body }),
  patch: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', url, { ...options, body }),
};
