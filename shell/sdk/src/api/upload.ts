import type { ClientRoute } from '@hp/contracts';
import { withSessionToken } from './apiRequest';
import { apiBaseUrl } from './config';
import { NetworkError } from './errors';
import { requestHeaders, sendRequest, successBody, type RequestOptions, type RouteResponse } from './http';
import { routeUrl } from './url';

/** A route whose body is multipart/form-data (the contracts' `multipart`). */
export type MultipartRoute = ClientRoute & { multipart: true };

/** How much of the body has gone out. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadOptions<R extends ClientRoute> = RequestOptions<R> & {
  /** Called as the browser sends the body (XMLHttpRequest's `upload.onprogress`). */
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * `apiRequest` for a multipart route: sends the form (fields and files, as the page built it) with the same headers,
 * cookies, bearer token and one refresh on 401, and reports the upload's progress. fetch cannot report how much of a
 * request body has gone out, so the browser sends it with XMLHttpRequest; where there is none (Node: the Pact
 * consumer tests) it goes through fetch and reports nothing until the end. Throws `ApiError` or `NetworkError`.
 */
export function uploadRequest<R extends MultipartRoute>(
  route: R,
  form: FormData,
  options: UploadOptions<R> = {} as UploadOptions<R>,
): Promise<RouteResponse<R>> {
  const { onProgress, ...call } = options as UploadOptions<ClientRoute>;
  return withSessionToken(route, async (token) => {
    if (typeof XMLHttpRequest === 'undefined') {
      const answer = await sendRequest(route, form, { ...call, token });
      onProgress?.({ loaded: 1, total: 1 });
      return answer;
    }
    return sendWithXhr(route, form, { ...call, token, onProgress });
  });
}

function sendWithXhr<R extends ClientRoute>(
  route: R,
  form: FormData,
  { token, signal, headers, onProgress, ...call }: UploadOptions<ClientRoute> & { token: string | null },
): Promise<RouteResponse<R>> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was aborted.', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, apiBaseUrl() + routeUrl(route.path, call));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(requestHeaders(token, headers)))
      xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
    }
    const stopOnAbort = () => xhr.abort();
    signal?.addEventListener('abort', stopOnAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', stopOnAbort);

    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        // successBody throws an ApiError for an answer that is not JSON
        Promise.resolve(xhr.responseText)
          .then(successBody<R>)
          .then(resolve, reject);
        return;
      }
      const answer = {
        status: xhr.status,
        json: () => Promise.resolve(JSON.parse(xhr.responseText) as unknown),
        headers: { get: (name: string) => xhr.getResponseHeader(name) },
      };
      import('./errorBody').then(({ apiErrorFrom }) => apiErrorFrom(answer)).then(reject, reject);
    };
    xhr.onerror = () => {
      settle();
      reject(new NetworkError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(aborted());
    };
    xhr.send(form);
  });
}
