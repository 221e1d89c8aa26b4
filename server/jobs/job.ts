/**
 * A kind of background work the job runner (./runner.ts) runs: billing,
 * scheduled publishing, sweeps. A run is one try; it answers a line for the
 * studio's job list, or throws, and then it is tried again later, up to
 * `retries` more times. Every run must be safe to repeat: a try whose
 * instance stopped mid-way is tried again (docs/decisions.md, "Jobs").
 */
export interface JobDefinition<Data = null> {
  /** The queue's name, stable across releases. */
  name: string;
  /** What the studio's job list calls it. */
  title: string;
  /** Tries after the first one fails. */
  retries: number;
  /** Seconds before the first retry; each later one waits about twice as long. */
  retryDelaySeconds: number;
  /** A try not finished after this many seconds is taken as failed (its instance stopped) and may be retried. */
  expireSeconds: number;
  /** For work that recurs: minutes between runs (0: off). One run per period, across every instance. */
  everyMinutes?: () => number;
  run(data: Data): Promise<string>;
}
