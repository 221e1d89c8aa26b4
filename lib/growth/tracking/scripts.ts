/**
 * Small browser helpers for third-party tags: load a script once, and wait
 * for a global a script defines. Both settle (never throw), so a failing
 * provider cannot break the page.
 */

const loading = new Map<string, Promise<boolean>>();

/** Appends `<script async src>` once per URL; resolves true on load, false on error. */
export function loadScript(src: string): Promise<boolean> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(true));
    script.addEventListener('error', () => resolve(false));
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/**
 * Polls `read` every `intervalMs` until it returns a value, giving up after
 * `timeoutMs` with null (spec §9: affiliate identify retries every 100 ms for 10 s).
 */
export function whenAvailable<T>(read: () => T | null | undefined, { intervalMs = 100, timeoutMs = 10_000 } = {}): Promise<T | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const attempt = () => {
      let value: T | null | undefined = null;
      try {
        value = read();
      } catch {
        value = null;
      }
      if (value !== null && value !== undefined) return resolve(value);
      if (Date.now() - started >= timeoutMs) return resolve(null);
      setTimeout(attempt, intervalMs);
    };
    attempt();
  });
}

/** Runs `task` after `delayMs` (spec §9: lazy loader default 200 ms), when the browser is idle if it can tell. */
export function lazily(task: () => void, delayMs = 200): void {
  setTimeout(() => {
    const idle = (window as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle(task, { timeout: 2000 });
    else task();
  }, delayMs);
}

/**
 * Runs `task` once the page has loaded and then the browser is idle: for what
 * no visitor waits for (the consent banner, the deals_performance_v2 variant's
 * prefetch). Returns a function that cancels it.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancelled = false;
  const start = () => lazily(() => !cancelled && task());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
  };
}
