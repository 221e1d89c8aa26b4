/**
 * A value reloaded at most once per `ttlMs`, with one load in flight at a time. Once there is a value, nobody waits
 * for a reload: a stale value is answered at once while the reload runs, and the next caller after it finishes gets
 * the new one (the routing table at 100,000 ad groups takes a while to build, and no request should stall on it).
 * When a reload fails the last good value keeps being served, so a content outage never turns into failed requests.
 * `waitForReload`: callers of a stale value wait for the reload instead (a studio preview must show the draft its
 * person just saved; it is not on the visitors' path).
 */
export function cachedValue<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now, options: { waitForReload?: boolean } = {}) {
  let value: T | undefined;
  let loadedAt = -Infinity;
  let inFlight: Promise<T> | undefined;

  const reload = () =>
    (inFlight ??= load()
      .then((next) => {
        value = next;
        loadedAt = now();
        return next;
      })
      .finally(() => {
        inFlight = undefined;
      }));

  return async function get(): Promise<T> {
    if (value !== undefined && now() - loadedAt < ttlMs) return value;
    if (value === undefined) return reload();
    if (options.waitForReload) return reload().catch(() => value as T);
    // Failures are kept from surfacing: the last good value is what this caller and the next ones get.
    reload().catch(() => undefined);
    return value;
  };
}
