import { ApiError, toApiError } from './api-client.ts';

/** Bytes sent so far, of how many, and the share sent (0..1). */
export type TUploadProgress = { loaded: number; total: number; fraction: number };

export type TUploadOptions = {
  /** The multipart field the server reads (`file` for every upload route). */
  fieldName?: string;
  /** Called as bytes leave the browser, and once more with `fraction: 1` when the server has answered. */
  onProgress?: (progress: TUploadProgress) => void;
  signal?: AbortSignal | undefined;
  /** Text fields sent with the file (a document's title, kind and lease). */
  fields?: Record<string, string>;
};

function toApiPath(path: string): string {
  return path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Uploads one file as multipart/form-data and reports progress: `fetch` cannot report upload progress, so this uses
 * XMLHttpRequest. Same cookies and the same `ApiError` for every failure as `callApi`; aborting rejects with an
 * `AbortError`.
 */
export function uploadWithProgress<TResponse>(
  path: string,
  file: File,
  { fieldName = 'file', onProgress, signal, fields = {} }: TUploadOptions = {},
): Promise<TResponse> {
  return new Promise<TResponse>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', toApiPath(path));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.({ loaded: event.loaded, total: event.total, fraction: event.loaded / event.total });
      }
    });
    request.addEventListener('load', () => {
      const payload = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(toApiError(request.status, payload, request.statusText || `HTTP ${request.status}`));
        return;
      }
      onProgress?.({ loaded: file.size, total: file.size, fraction: 1 });
      if (payload === undefined) {
        reject(new ApiError({ code: 'invalid_response', status: request.status, message: 'Expected a JSON response' }));
        return;
      }
      resolve(payload as TResponse);
    });
    request.addEventListener('error', () => {
      reject(new ApiError({ code: 'network_error', status: 0, message: 'The server could not be reached' }));
    });
    request.addEventListener('abort', () => reject(new DOMException('The upload was aborted', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(fieldName, file);
    request.send(body);
  });
}
