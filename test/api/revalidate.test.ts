/**
 * @jest-environment node
 */
import { setServerEnvForTests } from '@/server/platform/env';
import { captureLog } from '@/server/platform/log';
import { callApi } from '@/server/testing/apiRoute';
import revalidate from '@/pages/api/revalidate';

describe('POST /api/revalidate', () => {
  it('refuses a webhook as unsigned when the site has no secret to check it with, and says why in the log', async () => {
    delete process.env.SANITY_WEBHOOK_SECRET;
    setServerEnvForTests({});
    const log = captureLog();
    const answer = await callApi(revalidate, {
      method: 'POST',
      body: '{"_id":"brand-1","_type":"brand"}',
      headers: { 'sanity-webhook-signature': 't=1,v1=forged' },
    });
    log.restore();
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'Invalid signature.' });
    expect(log.lines()).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'a content webhook was refused: SANITY_WEBHOOK_SECRET is not set' }));
  });
});
