/**
 * @jest-environment node
 */
import { STUDIO_SETUP_TOKEN } from '../../server/testing/studioEnv';
import sessionRoute from '@/studio-local/api/session';
import { callApi } from '../../server/testing/apiRoute';
import { harnessWithOutbox } from '../../server/testing/harness';

/** The studio's first admin, on a database of its own: the setup token makes one once, and only with the right token. */

harnessWithOutbox();

describe('the studio setup token', () => {
  it('makes the first admin once; after that it signs nobody in', async () => {
    expect((await callApi(sessionRoute)).body).toMatchObject({ signedIn: false, setupNeeded: true });
    expect((await callApi(sessionRoute, { method: 'POST', body: { token: 'wrong-token-123', email: 'lead@example.com' } })).status).toBe(401);
    expect((await callApi(sessionRoute)).body).toMatchObject({ setupNeeded: true });
    const first = await callApi(sessionRoute, { method: 'POST', body: { token: STUDIO_SETUP_TOKEN, email: 'Lead@Example.com' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ signedIn: true, user: { email: 'lead@example.com', role: 'admin' } });
    const again = await callApi(sessionRoute, { method: 'POST', body: { token: STUDIO_SETUP_TOKEN, email: 'intruder@example.com' } });
    expect(again.status).toBe(403);
    expect(again.body.error).toMatch(/already has an admin/);
    expect((await callApi(sessionRoute)).body).toMatchObject({ setupNeeded: false });
  });
});
