/**
 * @jest-environment node
 */
import { STUDIO_SETUP_TOKEN } from '@/server/testing/studioEnv';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { encodeSignatureHeader } from '@sanity/webhook';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createFileBackend } from '@/server/content/fileBackend';
import { serverEnv, setServerEnvForTests } from '@/server/platform/env';
import eventsRoute from '@/pages/api/events';
import revalidateRoute from '@/pages/api/revalidate';
import signInLinkRoute from '@/pages/api/customer/sign-in-link';
import ticketsRoute from '@/pages/api/support/tickets';
import clientErrorsRoute from '@/pages/api/client-errors';
import documentRoute from '@/studio-local/api/documents/[id]';
import documentsRoute from '@/studio-local/api/documents/index';
import sessionRoute from '@/studio-local/api/session';
import { createGraphQLHandler } from '@/server/api/http/graphqlHttp';
import { callApi } from '@/server/testing/apiRoute';
import { harnessWithOutbox } from '@/server/testing/harness';

/**
 * Issue 38, item 11: JSON nested 5,000 levels deep (10 KB) answered 500 on
 * /api/graphql, 503 on /api/events and 500 on the studio, which also left an
 * empty temp file behind. Every endpoint refuses it with a 400 that says why.
 */

harnessWithOutbox();

const DEPTH = 5000;
const deepText = (inner = '1') => '{"a":'.repeat(DEPTH) + inner + '}'.repeat(DEPTH);
const deep = () => JSON.parse(deepText()) as Record<string, unknown>;
const TOO_DEEP = /nests deeper than 32 levels/;

describe('deeply nested JSON', () => {
  it('POST /api/graphql: 400 with a GraphQL error, in variables or anywhere in the body', async () => {
    const handle = createGraphQLHandler();
    for (const body of [
      `{"query":"{ lmcPolicy { lmcHours } }","variables":${deepText()}}`,
      `{"query":"{ __typename }","extensions":{"x":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}}`,
    ]) {
      const answer = await handle({ method: 'POST', headers: { 'content-type': 'application/json' }, body, remoteAddress: '127.0.0.1' });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).errors[0]).toMatchObject({ message: expect.stringMatching(TOO_DEEP), extensions: { code: 'BAD_REQUEST' } });
    }
  });

  it('accepts nesting up to the cap', async () => {
    const handle = createGraphQLHandler();
    const fine = '{"a":'.repeat(30) + '1' + '}'.repeat(30);
    const answer = await handle({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query":"{ __typename }","extensions":${fine}}`,
      remoteAddress: '127.0.0.1',
    });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['/api/events', eventsRoute, () => ({ context: { sid: 'visitor-0001' }, events: [{ name: 'publicweb.lead', properties: { a: deep() } }] })],
    ['/api/customer/sign-in-link', signInLinkRoute, () => ({ email: deep() })],
    ['/api/support/tickets', ticketsRoute, () => ({ email: 'a@example.com', topic: 'other', message: deep() })],
    ['/api/client-errors', clientErrorsRoute, () => ({ message: 'x', context: deep() })],
  ])('POST %s: 400', async (_path, route, body) => {
    const answer = await callApi(route, { method: 'POST', body: body() });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(TOO_DEEP);
  });

  it('POST /api/revalidate: a signed but deeply nested body is refused with 400', async () => {
    setServerEnvForTests({ SANITY_WEBHOOK_SECRET: 'webhook-secret-for-tests' });
    const body = deepText('{"_id":"brand.local","_type":"brand"}');
    const signature = await encodeSignatureHeader(body, Date.now(), 'webhook-secret-for-tests');
    const req = Object.assign(Readable.from([Buffer.from(body)]), {
      method: 'POST',
      headers: { 'sanity-webhook-signature': signature, 'content-type': 'application/json' },
      url: '/api/revalidate',
    });
    const answer = { status: 0, body: {} as Record<string, unknown> };
    const res = {
      setHeader: () => res,
      status: (code: number) => ((answer.status = code), res),
      json: (value: Record<string, unknown>) => ((answer.body = value), res),
    };
    await revalidateRoute(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(TOO_DEEP);
  });

  it('the studio: 400, and nothing is left on disk', async () => {
    const first = await callApi(sessionRoute, { method: 'POST', body: { token: STUDIO_SETUP_TOKEN, email: 'lead@example.com' } });
    const session = { cookies: { studio_session: first.setCookies.studio_session! }, headers: { 'x-studio-csrf': first.setCookies.studio_csrf! } };
    const created = await callApi(documentsRoute, { method: 'POST', body: { type: 'page', document: { title: 'Deep', path: 'deep' } }, ...session });
    expect(created.status).toBe(201);
    const { _id: id, _rev: rev } = (created.body as { draft: { _id: string; _rev: string } }).draft;
    const contentDir = serverEnv().CONTENT_DATA_DIR!;
    const before = readdirSync(contentDir).sort();

    const saved = await callApi(documentRoute, {
      method: 'PUT',
      query: { id },
      body: { document: { title: 'Deep', path: 'deep', body: deep() }, ifRevision: rev },
      ...session,
    });
    expect(saved.status).toBe(400);
    expect(saved.body.error).toMatch(TOO_DEEP);
    expect(readdirSync(contentDir).sort()).toEqual(before);

    const signIn = await callApi(sessionRoute, { method: 'POST', body: { email: deep() } });
    expect(signIn.status).toBe(400);
    expect(signIn.body.error).toMatch(TOO_DEEP);
  });

  it('a content file write that cannot serialise leaves no temp file beside the dataset', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'content-'));
    const backend = createFileBackend({ dataDir });
    await expect(
      backend.change((documents) => (documents.set('page.deep', { _id: 'page.deep', _type: 'page', body: deep() }), { result: null, revisions: [] })),
    ).rejects.toThrow(RangeError);
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
