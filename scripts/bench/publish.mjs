/**
 * Seconds from "publish" in the studio API to the change being in the
 * server-rendered page, for an edit and for a new brand.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getWithHost } from './http.mjs';

/**
 * The studio API, signed in as the first admin: with the setup token `token`, else the one a server without
 * STUDIO_TOKEN wrote in its data directory (a fresh bench data directory has no admin yet).
 */
export async function session(base, dataDir, token = readFileSync(path.join(dataDir, 'studio-token'), 'utf8').trim()) {
  const response = await fetch(`${base}/api/studio/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, email: 'bench@example.com' }),
  });
  if (!response.ok) throw new Error(`studio sign-in failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = cookies.find((c) => c.startsWith('studio_csrf='))?.split('=')[1] ?? '';
  const headers = { cookie: cookies.join('; '), 'content-type': 'application/json', 'x-studio-csrf': csrf };
  return async (url, method = 'GET', body) => {
    const r = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await r.json();
    if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** Seconds from `started` until the page at `host` `pathname` holds `text` (within 30 s). */
export async function secondsUntil(base, host, pathname, text, started) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const html = (await getWithHost(base, host, pathname)).body.toString('utf8');
    if (html.includes(text)) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`"${text}" did not appear on ${host}${pathname} within 30 s`);
}

export async function publishToLive({ base, dataDir, rounds = 5 }) {
  const api = await session(base, dataDir);
  const host = 'www.sparkle-clean.com';
  const landing = '/?adgroupid=160934275518';
  await getWithHost(base, host, landing);

  const edits = [];
  for (let i = 0; i < rounds; i += 1) {
    const { published, draft } = await api('/api/studio/documents/adGroup.160934275518');
    const current = draft ?? published;
    const title = `Professional Maid Services, Round ${i + 1}`;
    const saved = await api('/api/studio/documents/adGroup.160934275518', 'PUT', { document: { ...current, title }, ifRevision: current._rev });
    const started = Date.now();
    await api('/api/studio/documents/adGroup.160934275518?action=publish', 'POST', { ifRevision: saved.draft._rev });
    edits.push(await secondsUntil(base, host, landing, `>${title}</h1>`, started));
  }

  const brands = [];
  for (let i = 0; i < rounds; i += 1) {
    const key = `bench-brand-${i}`;
    const { published: template } = await api('/api/studio/documents/brand.tidy-nest');
    const created = await api('/api/studio/documents', 'POST', {
      type: 'brand',
      document: { ...template, key: { _type: 'slug', current: key }, appName: `Bench Brand ${i}`, domain: `${key}.com`, baseUrl: `https://www.${key}.com` },
    });
    const started = Date.now();
    await api(`/api/studio/documents/${created.id}?action=publish`, 'POST', { ifRevision: created.draft._rev });
    brands.push(await secondsUntil(base, `www.${key}.com`, '/', `alt="Bench Brand ${i}"`, started));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { edit: { median: median(edits), max: Math.max(...edits) }, newBrand: { median: median(brands), max: Math.max(...brands) }, rounds };
}
