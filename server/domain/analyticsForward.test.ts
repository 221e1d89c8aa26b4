/**
 * @jest-environment node
 */
import { forwardToProvider, providerPayload } from './analyticsForward';
import { captureLog } from '@/server/platform/log';

const batch = { sid: 'visitor-0001', brandKey: 'tidy-nest', events: [{ name: 'publicweb.lead', at: '2026-11-22T10:00:00.000Z', properties: { hours: 3 } }] };

describe('product analytics forwarding', () => {
  it('sends the batch in the provider shape with the brand token', async () => {
    const fetchImpl = jest.fn(async () => new Response(null, { status: 200 }));
    expect(
      await forwardToProvider({ url: 'https://analytics.example.net/2/httpapi', token: 'tn-prod-analytics' }, batch, fetchImpl as unknown as typeof fetch),
    ).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://analytics.example.net/2/httpapi');
    expect(JSON.parse(init.body as string)).toEqual({
      api_key: 'tn-prod-analytics',
      events: [
        {
          event_type: 'publicweb.lead',
          device_id: 'visitor-0001',
          time: Date.parse('2026-11-22T10:00:00.000Z'),
          event_properties: { hours: 3, brand: 'tidy-nest' },
        },
      ],
    });
  });

  it('reports failure without throwing when the provider is down or slow', async () => {
    const errors = captureLog();
    const down = jest.fn(async () => new Response('no', { status: 503 }));
    expect(await forwardToProvider({ url: 'https://a.example.net', token: 't' }, batch, down as unknown as typeof fetch)).toBe(false);
    const hang = jest.fn(
      (_u: string, init: RequestInit) => new Promise<Response>((_r, reject) => init.signal?.addEventListener('abort', () => reject(new Error('timeout')))),
    );
    expect(await forwardToProvider({ url: 'https://a.example.net', token: 't', timeoutMs: 20 }, batch, hang as unknown as typeof fetch)).toBe(false);
    expect(providerPayload('t', { ...batch, events: [{ name: 'publicweb.lead', at: 'garbage' }] }).events[0]?.time).toEqual(expect.any(Number));
    errors.restore();
  });
});
