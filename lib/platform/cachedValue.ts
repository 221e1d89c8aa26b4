/**
 * A value reloaded at most once per `ttlMs`, with one load in flight at a time.
 * When a reload fails the last good value keeps being served, so a content
 * outage never turns into failed requests.
 */
export function cachedValue<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let value: T | undefined;
  let loadedAt = -Infinity;
  let inFlight: Promise<T> | undefined;

  return async function get(): Promise<T> {
    if (value !== undefined && now() - loadedAt < ttlMs) return value;
    inFlight ??= load()
      .then((next) => {
        value = next;
        loadedAt = now();
        return next;
      })
      .finally(() => {
        inFlight = undefined;
      });
    if (value === undefined) return inFlight;
    // Wait for the fresh value (a publish must show within seconds), but fall back
    // to the last good one when the reload fails.
    return inFlight.catch(() => value as T);
  };
}
