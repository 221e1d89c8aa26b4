import { EVENTS } from './events';
import { IDLE_FLUSH_MS } from './tracker';

/**
 * The ad group an event carries is read off the landing URL by shape alone: an id content has no wording for
 * still reaches the sink (and so the studio's ad-group coverage), while the page shows the default copy.
 */
describe('browser tracker: the landing ad group', () => {
  let bodies: { context: { adGroupId: string | null } }[];
  beforeEach(() => {
    jest.useFakeTimers();
    jest.resetModules();
    sessionStorage.clear();
    bodies = [];
    global.fetch = jest.fn((_url: unknown, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return Promise.resolve(new Response(null, { status: 204 }));
    }) as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  async function landOn(search: string) {
    window.history.replaceState(null, '', `/${search}`);
    const { track } = await import('./browser');
    track(EVENTS.landingPageLoaded);
    jest.advanceTimersByTime(IDLE_FLUSH_MS);
    return bodies.at(-1)!.context.adGroupId;
  }

  it('records a well-formed id that no wording exists for', async () => {
    expect(await landOn('?adgroupid=555000111222')).toBe('555000111222');
  });

  it('records nothing for an id of the wrong shape', async () => {
    expect(await landOn('?adgroupid=abc123')).toBeNull();
    expect(await landOn(`?adgroupid=${'1'.repeat(21)}`)).toBeNull();
  });
});
