/**
 * @jest-environment node
 */
import { log } from '../log';
import { reportError, toReport } from './report';

describe('error reporting', () => {
  beforeEach(() => jest.spyOn(log, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('logs locally and sends nothing without a provider', () => {
    const fetchImpl = jest.fn();
    reportError(toReport(new Error('boom'), 'server', { requestId: 'req-1' }), { fetchImpl: fetchImpl as never });
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ requestId: 'req-1', source: 'server' }), 'boom');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('posts the report to the configured provider and survives its failure', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new Error('provider down');
    });
    expect(() => reportError(toReport('render failed', 'browser', { path: '/deal' }), { url: 'https://errors.example/ingest', fetchImpl: fetchImpl as never })).not.toThrow();
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://errors.example/ingest');
    expect(JSON.parse(init.body as string)).toMatchObject({ message: 'render failed', source: 'browser', path: '/deal' });
  });

  it('trims long messages and stacks', () => {
    const error = new Error('x'.repeat(10_000));
    const report = toReport(error, 'server');
    expect(report.message).toHaveLength(4000);
    expect(report.stack?.length).toBeLessThanOrEqual(4000);
  });
});
