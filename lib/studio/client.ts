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

function csrfToken(): string {
  const match = /(?:^|;\s*)studio_csrf=([^;]+)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  return match?.[1] ?? '';
}

export async function studioFetch<T>(url: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: method === 'GET' ? {} : { 'content-type': 'application/json', 'x-studio-csrf': csrfToken() },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new StudioRequestError(response.status, typeof body.error === 'string' ? body.error : `Request failed (${response.status}).`, body);
  return body as T;
}
