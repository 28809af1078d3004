/**
 * A multipart POST that reports its upload progress (fetch cannot): XMLHttpRequest, with the headers and the
 * answer handling of the api-client (bearer token, request log, invalid_token on 401, ApiError with the
 * server's pt-BR message on ≥ 400). Cancelled through `signal`, it rejects with an AbortError.
 */
import {
  buildUrl,
  type QueryParams,
  requestFailed,
  requestHeaders,
  type SentRequest,
  settleAnswer,
} from '@app/lib/api-client';
import { reportServerAnswer } from '@app/lib/online';

export interface UploadCallbacks {
  /** Bytes sent so far of `total`. */
  onProgress?: (loaded: number, total: number) => void;
  /** The whole body was sent: the server is now processing it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

interface UploadOptions extends UploadCallbacks {
  params?: QueryParams;
}

function readXhrBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const abortError = () => new DOMException(`Envio cancelado`, 'AbortError');

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function postFormWithProgress<T>(
  url: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const { params, signal, onProgress, onUploaded } = options;
  const fullUrl = buildUrl(url, params);
  const request: SentRequest = { method: 'POST', url, fullUrl, params, body: form };
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', fullUrl);
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.upload.onload = () => onUploaded?.();
    xhr.onload = () => {
      done();
      reportServerAnswer(xhr.status, 'POST');
      try {
        resolve(settleAnswer<T>(request, xhr.status, xhr.statusText, readXhrBody(xhr)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      done();
      reject(requestFailed(request));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}
