import { EVENTS } from './events';
import { createTracker, IDLE_FLUSH_MS } from './tracker';

describe('tracker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('batches events and sends them after 2 s without new ones', () => {
    const send = jest.fn();
    const tracker = createTracker({ send, context: () => ({ sid: 's1' }) });
    tracker.track(EVENTS.landingPageLoaded, { brand: 'tidy-nest' });
    jest.advanceTimersByTime(IDLE_FLUSH_MS - 1);
    tracker.track(EVENTS.zipcodeSubmit);
    jest.advanceTimersByTime(IDLE_FLUSH_MS - 1);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    const body = JSON.parse(send.mock.calls[0][0]);
    expect(body.context).toEqual({ sid: 's1' });
    expect(body.events.map((e: { name: string }) => e.name)).toEqual(['publicweb.landing_page.loaded', 'publicweb.zipcode_submit']);
    expect(tracker.pending()).toBe(0);
  });

  it('flushes at once when the page is hidden, with the beacon flag', () => {
    const send = jest.fn();
    const tracker = createTracker({ send, context: () => ({}) });
    tracker.track(EVENTS.submitPayment);
    tracker.flush(true);
    expect(send).toHaveBeenCalledWith(expect.any(String), true);
  });

  it('ignores names without the publicweb prefix and survives a failing sender', () => {
    const tracker = createTracker({
      send: () => {
        throw new Error('network down');
      },
      context: () => ({}),
    });
    tracker.track('other.event' as never);
    expect(tracker.pending()).toBe(0);
    tracker.track(EVENTS.lead);
    expect(() => tracker.flush()).not.toThrow();
    expect(tracker.pending()).toBe(0);
  });
});
