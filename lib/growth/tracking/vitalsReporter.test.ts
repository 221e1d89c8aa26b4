import { createVitalsQueue } from './vitalsReporter';

describe('field speed beacon', () => {
  it('sends the readings of a page view in one beacon when the page hides, each metric once, no visitor id', () => {
    const send = jest.fn();
    const queue = createVitalsQueue({ pageType: 'deal', adGroupId: '987654321098' }, send);
    queue.add({ name: 'TTFB', value: 182.6 });
    queue.add({ name: 'LCP', value: 1900 });
    queue.add({ name: 'LCP', value: 2310.2 });
    queue.add({ name: 'CLS', value: 0.042 });
    queue.add({ name: 'FCP', value: 800 });
    // Past the sink's bound (a tab left loading for minutes): left out, so the rest is not refused with it.
    queue.add({ name: 'INP', value: 75_000 });
    expect(send).not.toHaveBeenCalled();
    queue.flush();
    expect(JSON.parse(send.mock.calls[0][0])).toEqual({
      pageType: 'deal',
      adGroupId: '987654321098',
      metrics: [
        { name: 'TTFB', value: 183 },
        { name: 'LCP', value: 2310 },
        { name: 'CLS', value: 420 },
      ],
    });
    // Hidden again later: only what was not sent yet (an INP after the visitor came back), never a second LCP.
    queue.add({ name: 'LCP', value: 5000 });
    queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    queue.add({ name: 'INP', value: 96 });
    queue.flush();
    expect(JSON.parse(send.mock.calls[1][0]).metrics).toEqual([{ name: 'INP', value: 96 }]);
  });
});
