import { readCookie } from '@/lib/platform/cookies';

/** Browser side of the studio API: JSON in and out, with the CSRF header on every change. */

export class StudioRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

const csrfToken = () => (typeof document === 'undefined' ? null : readCookie(document.cookie, 'studio_csrf')) ?? '';

export async function studioFetch<T>(url: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: method === 'GET' ? {} : { 'content-type': 'application/json', 'x-studio-csrf': csrfToken() },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return answer<T>(response);
}

/** Sends one file as it is (the server reads its type from the bytes); its name goes URL-encoded in a header. */
export async function studioUpload<T>(url: string, file: File, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': file.type || 'application/octet-stream', 'x-filename': encodeURIComponent(file.name), 'x-studio-csrf': csrfToken(), ...headers },
    body: file,
  });
  return answer<T>(response);
}

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new StudioRequestError(response.status, typeof body.error === 'string' ? body.error : `Request failed (${response.status}).`, body);
  return body as T;
}
