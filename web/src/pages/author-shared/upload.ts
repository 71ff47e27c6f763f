/**
 * JSON requests with upload progress: the cover travels inside the novel's JSON body, and fetch() cannot report
 * how much of a request body was sent, so these go through XMLHttpRequest. Errors follow the api-client's rule.
 */
import { ApiError, NETWORK_ERROR_DETAIL, errorFromResponse } from '@inkshelf/api-client';

/** Sends `body` as JSON with the session cookie; `onProgress` gets 0..100 while the body uploads. */
export function sendJson<T>(
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_DETAIL, { method, url }));
    xhr.onload = () => {
      const contentType = xhr.getResponseHeader('content-type') ?? '';
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          resolve((contentType.includes('json') ? JSON.parse(xhr.responseText) : null) as T);
        } catch {
          resolve(null as T);
        }
        return;
      }
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'content-type': contentType },
      });
      errorFromResponse(response, { method, url }).then(reject, reject);
    };
    xhr.send(JSON.stringify(body));
  });
}
