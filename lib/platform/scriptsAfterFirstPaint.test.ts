import { announcePageHydrated } from './pageHydrated';
import { SCRIPTS_AFTER_FIRST_PAINT } from './scriptsAfterFirstPaint';

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

/** A stand-in for the browser's paint timing: the test decides when the first contentful paint happens. */
function fakePaintTiming() {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
  }
  const paint = (name: string) => {
    for (const callback of [...observers]) callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }, { disconnect: () => observers.splice(observers.indexOf(callback), 1) });
  };
  return { FakeObserver, paint };
}

const inertScripts = (...srcs: string[]) => {
  document.head.innerHTML = srcs.map((src) => `<script src="${src}" type="text/plain" data-after-paint=""></script>`).join('');
};
const liveScripts = () => [...document.head.querySelectorAll('script')].filter((s) => !s.type && !s.hasAttribute('data-after-paint')).map((s) => s.getAttribute('src'));
const run = () => new Function(SCRIPTS_AFTER_FIRST_PAINT)();
const withoutPaintTiming = () => {
  window.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
};
const hydrate = () => {
  announcePageHydrated();
  jest.runOnlyPendingTimers();
};
const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('SCRIPTS_AFTER_FIRST_PAINT', () => {
  const original = window.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    window.PerformanceObserver = original;
    // Each run leaves its listeners on the shared document; hydrated, they let everything later go.
    hydrate();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('starts the scripts, in their order and in order of execution, at the first contentful paint and not before', () => {
    const timing = fakePaintTiming();
    window.PerformanceObserver = timing.FakeObserver as unknown as typeof PerformanceObserver;
    inertScripts('/_next/a.js', '/_next/b.js', '/_next/c.js');
    run();
    expect(liveScripts()).toEqual([]);
    timing.paint('first-paint');
    expect(liveScripts()).toEqual([]);
    timing.paint('first-contentful-paint');
    expect(liveScripts()).toEqual(['/_next/a.js', '/_next/b.js', '/_next/c.js']);
    expect([...document.head.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
    expect(document.head.querySelectorAll('script[data-after-paint]')).toHaveLength(0);
  });

  it('starts them at once where the browser has no paint timing', () => {
    withoutPaintTiming();
    inertScripts('/_next/a.js');
    run();
    expect(liveScripts()).toEqual(['/_next/a.js']);
  });

  it('starts them after two seconds when no paint is reported, and only once', () => {
    const timing = fakePaintTiming();
    window.PerformanceObserver = timing.FakeObserver as unknown as typeof PerformanceObserver;
    inertScripts('/_next/a.js');
    run();
    jest.advanceTimersByTime(1999);
    expect(liveScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(liveScripts()).toEqual(['/_next/a.js']);
    timing.paint('first-contentful-paint');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('starts them when the page is hidden, where nothing is painted until it is shown', () => {
    const timing = fakePaintTiming();
    window.PerformanceObserver = timing.FakeObserver as unknown as typeof PerformanceObserver;
    inertScripts('/_next/a.js');
    run();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(liveScripts()).toEqual(['/_next/a.js']);
  });

  it('holds what the visitor sends and presses before hydration, and replays each once, in order, when the browser is idle', () => {
    withoutPaintTiming();
    run();
    document.body.innerHTML = '<form><input name="zipcode"><button>Check prices</button></form><button type="button">Open menu</button>';
    const form = document.querySelector('form')!;
    const menu = document.querySelector('button[type=button]') as HTMLButtonElement;
    const seen: string[] = [];
    // Before hydration no handler takes the send; afterwards the form's handler does (as React's would).
    let handled = false;
    form.addEventListener('submit', (event) => {
      seen.push(handled ? 'send' : 'held send');
      if (handled) event.preventDefault();
    });
    menu.addEventListener('click', () => seen.push('press'));
    menu.click();
    expect(submit(form).defaultPrevented).toBe(true);
    menu.click();
    expect(seen).toEqual(['press', 'held send', 'press']);
    handled = true;
    announcePageHydrated();
    // Presses go straight on from now; the replay waits until the browser is idle.
    menu.click();
    expect(seen).toEqual(['press', 'held send', 'press', 'press']);
    jest.runOnlyPendingTimers();
    expect(seen).toEqual(['press', 'held send', 'press', 'press', 'press', 'send']);
    // Afterwards nothing is held or replayed.
    submit(form);
    menu.click();
    hydrate();
    expect(seen.slice(6)).toEqual(['send', 'press']);
  });

  it('does not hold a send that a handler took, even before the announcement', () => {
    withoutPaintTiming();
    run();
    const form = document.body.appendChild(document.createElement('form'));
    const sends: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sends.push('send');
    });
    submit(form);
    hydrate();
    expect(sends).toEqual(['send']);
  });

  it('lets a form with an action of its own go as the browser sends it', () => {
    withoutPaintTiming();
    run();
    const form = document.body.appendChild(document.createElement('form'));
    form.setAttribute('action', '/search');
    form.addEventListener('submit', () => undefined);
    expect(submit(form).defaultPrevented).toBe(false);
  });
});
