/* No React here: the routing decision (proxy.ts) reads cohorts too, and its bundle takes no hooks. */

/** The well-formed `experiment=group` pairs of a `fecohorts` or `fe_qa` value, in order. */
export function groupPairs(value: string | undefined): [string, string][] {
  return (value ?? '')
    .slice(0, 800)
    .split('|')
    .flatMap((pair) => {
      const match = /^([a-z0-9_]{1,48})=([a-z0-9_]{1,32})$/.exec(pair);
      return match ? [[match[1]!, match[2]!] as [string, string]] : [];
    });
}
