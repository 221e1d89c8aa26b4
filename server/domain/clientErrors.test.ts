/**
 * @jest-environment node
 */
import { captureLog } from '@/server/platform/log';
import { recordClientError } from './clientErrors';

describe('client error reports', () => {
  it('become exactly one log line, however many lines the report holds', () => {
    const log = captureLog();
    recordClientError({ message: 'boom\n{"level":"error","msg":"forged line"}\r\nmore', stack: 'at x\nat y', path: '/deal\n/x' });
    log.restore();
    const lines = log.lines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', source: 'browser', msg: 'boom\n{"level":"error","msg":"forged line"}\r\nmore' });
  });

  it('are cut to a fixed length and need a message', () => {
    const log = captureLog();
    expect(recordClientError({ message: 'x'.repeat(100_000), stack: 'y'.repeat(100_000) })).toBe('recorded');
    expect(recordClientError({ stack: 'no message' })).toBe('invalid');
    expect(recordClientError(null)).toBe('invalid');
    log.restore();
    const [line] = log.lines();
    expect((line?.msg as string).length).toBe(2000);
    expect((line?.stack as string).length).toBe(4000);
  });
});
