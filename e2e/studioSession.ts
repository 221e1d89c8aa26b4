import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startMailbox, studioSignInLink } from './mailbox';
import { BRANDS, seed } from './support';

/**
 * Signs a browser page or an API client in to the studio as a person with a
 * role, the way people do: the setup token makes the first admin (once per
 * server), the admin gives the others access, and each signs in with the
 * one-time link the studio emails them (read from a real SMTP server that
 * lives only as long as the sign-in, so specs with their own mailbox are not
 * in its way).
 */

export type StudioRole = 'admin' | 'editor' | 'marketer' | 'analyst';
export const studioEmail = (role: StudioRole) => `${role}@studio.example`;

const dataDir = process.env.E2E_DATA_DIR ?? path.join('.data', 'e2e');
const setupToken = () => readFileSync(path.join(dataDir, 'studio-token'), 'utf8').trim();
const baseURL = () => `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function csrfOf(client: APIRequestContext): Promise<string> {
  return (await client.storageState()).cookies.find((c) => c.name === 'studio_csrf')?.value ?? '';
}

/** Asks for a link for `email` and follows it with `client`, which keeps the session cookies. */
async function signInByLink(client: APIRequestContext, email: string): Promise<void> {
  const mailbox = await startMailbox();
  try {
    expect((await client.post('/api/studio/session', { data: { email } })).status()).toBe(200);
    const mail = await mailbox.waitFor(email, /content studio sign-in link/);
    const token = studioSignInLink(mail).searchParams.get('token');
    const signedIn = await client.post('/api/studio/session', { data: { link: token } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
  } finally {
    await mailbox.close();
  }
}

/** An API client signed in as the admin (the first one, made with the setup token when nobody has access yet). */
export async function adminClient(): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({ baseURL: baseURL() });
  const first = await client.post('/api/studio/session', { data: { token: setupToken(), email: studioEmail('admin') } });
  if (first.status() !== 200) await signInByLink(client, studioEmail('admin'));
  return client;
}

/** Makes sure the person for `role` has access with exactly that role; returns their email. */
export async function ensurePerson(admin: APIRequestContext, role: StudioRole, email = studioEmail(role)): Promise<string> {
  const headers = { 'x-studio-csrf': await csrfOf(admin) };
  const invited = await admin.post('/api/studio/people', { data: { email, role }, headers });
  expect([201, 409], await invited.text()).toContain(invited.status());
  if (invited.status() === 409) {
    const { people } = (await (await admin.get('/api/studio/people')).json()) as { people: { id: number; email: string; role: string }[] };
    const person = people.find((p) => p.email === email)!;
    if (person.role !== role) expect((await admin.patch(`/api/studio/people/${person.id}`, { data: { role }, headers })).status()).toBe(200);
  }
  return email;
}

/** Signs `target` (a page's browser context, or an API client) in as the person with `role`. */
export async function signInToStudio(target: Page | APIRequestContext, role: StudioRole = 'admin', email = studioEmail(role)): Promise<string> {
  const admin = await adminClient();
  try {
    if (role !== 'admin' || email !== studioEmail('admin')) await ensurePerson(admin, role, email);
  } finally {
    await admin.dispose();
  }
  const client = 'request' in target ? target.request : target;
  await signInByLink(client, email);
  return email;
}

/** The CSRF header for changes made with an API client signed in by signInToStudio. */
export async function studioHeaders(client: APIRequestContext): Promise<Record<string, string>> {
  return { 'x-studio-csrf': await csrfOf(client) };
}

let qaIssuer: Promise<APIRequestContext> | undefined;

/**
 * The `fe_qa` cookie value that pins `groups` (`experiment=group|…`) on the
 * brand served at `host`, as the studio issues it to a signed-in person; a
 * value a visitor writes is ignored, and so is one minted for another brand.
 */
export async function qaGroupsCookie(groups: string, host: string): Promise<string> {
  qaIssuer ??= adminClient();
  const brand = Object.values(BRANDS).find((b) => b.host === host)?.key;
  if (!brand) throw new Error(`no brand is served at ${host}`);
  const response = await (await qaIssuer).get(`/api/studio/qa-groups?groups=${encodeURIComponent(groups)}&brand=${brand}`, { maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(307);
  const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('fe_qa='));
  return cookie!.value.slice('fe_qa='.length).split(';')[0]!;
}

/**
 * Publishes the seed's version of document `id` again through the studio API, so a spec that changes shared content
 * leaves the next spec what it expects even when it stopped half way.
 */
export async function republishSeedVersion(id: string): Promise<void> {
  const original = seed.find((doc) => doc._id === id);
  if (!original) throw new Error(`${id} is not in the seed`);
  const admin = await adminClient();
  try {
    const headers = await studioHeaders(admin);
    const current = (await (await admin.get(`/api/studio/documents/${id}`)).json()) as { draft?: { _rev: string }; published?: { _rev: string } };
    const saved = await admin.put(`/api/studio/documents/${id}`, {
      data: { document: original, ifRevision: current.draft?._rev ?? current.published?._rev ?? null },
      headers,
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const { draft } = (await saved.json()) as { draft: { _rev: string } };
    const published = await admin.post(`/api/studio/documents/${id}?action=publish`, { data: { ifRevision: draft._rev }, headers });
    expect(published.status(), await published.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
