/**
 * Throughput and latency with autocannon, on loopback only, bounded in time.
 */
import autocannon from 'autocannon';

export async function load({ url, method = 'GET', headers = {}, body, connections = 50, seconds = 10 }) {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error(`benchmarks only target loopback, not ${url}`);
  const result = await autocannon({ url, method, headers, body, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function row(name, figures, reference) {
  const ratio = reference ? ` ${(figures.rps / reference.rps).toFixed(2)}× ref` : '';
  return `${name.padEnd(44)} ${figures.rps.toFixed(0).padStart(7)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(5)} ms  errors ${figures.errors + figures.non2xx}${ratio}`;
}

/**
 * Targets (name → load options) take turns over `rounds` and each keeps its
 * better round, so neither warm-up nor a burst of load from elsewhere on the
 * machine lands on one target only.
 */
export async function bestOfRounds(targets, rounds = 2) {
  const best = {};
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, options] of Object.entries(targets)) {
      const figures = await load(options);
      if (!best[name] || figures.rps > best[name].rps) best[name] = figures;
    }
  }
  return best;
}

/** `  | goal met, goal NOT MET` for [text, ok] pairs, appended to a bench row. */
export const verdict = (checks) => `  | ${checks.map(([text, ok]) => `${text} ${ok ? 'met' : 'NOT MET'}`).join(', ')}`;
