/** One run of background work (billing, a schedule, a sweep), as the studio's Jobs screen lists it. */
export interface JobView {
  id: string;
  /** What the job does, with what it works on (a schedule's document). */
  title: string;
  state: 'waiting' | 'running' | 'retrying' | 'done' | 'failed' | 'cancelled';
  /** Tries made so far, and how many it may make in all. */
  attempts: number;
  maxAttempts: number;
  /** When it is due (for one retrying: its next try). */
  dueAt: string;
  /** For recurring work: the start of the period this run is for (one run per period). */
  periodFrom: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** What the last finished try reported. */
  result: string | null;
  /** Why the last try failed, while it is retrying or once it has failed. */
  error: string | null;
  /** The instance that ran it. */
  ranOn: string | null;
}

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
