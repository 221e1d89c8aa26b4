/**
 * @jest-environment node
 */
import { errorText, log } from './log';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { reportError, toReport } from './errorReport';

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
    expect(() =>
      reportError(toReport('render failed', 'browser', { path: '/deal' }), { url: 'https://errors.example/ingest', fetchImpl: fetchImpl as never }),
    ).not.toThrow();
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

  it("withholds a failed query's parameters (customers' emails and names) and keeps its statement and reason", () => {
    const failed = new DrizzleQueryError(
      'insert into "customers" ("email", "first_name") values ($1, $2)',
      ['ann@example.com', 'Ann'],
      new Error('invalid byte sequence for encoding "UTF8": 0x00'),
    );
    const report = toReport(failed, 'server');
    expect(report.message).toBe(
      'Failed query: insert into "customers" ("email", "first_name") values ($1, $2) (2 parameters withheld): invalid byte sequence for encoding "UTF8": 0x00',
    );
    expect(report.stack).toMatch(/^Error: Failed query: insert into "customers"[^\n]*withheld[^\n]*\n {4}at /);
    expect(JSON.stringify(report)).not.toMatch(/ann@example\.com|Ann\b/);
    // Every log line that names an error says it the same way.
    expect(errorText(failed)).toBe(report.message);
    expect(errorText(new Error('plain'))).toBe('plain');
    expect(errorText('text')).toBe('text');
  });
});
