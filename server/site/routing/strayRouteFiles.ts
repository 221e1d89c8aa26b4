import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Next builds every .ts/.tsx/.js/.jsx file under pages/ as a route, whatever
 * its name: a test left beside its handler was served as /api/revalidate.test
 * (issue 38, item 12). The names below are never routes; next.config.ts fails
 * the build and test/security fails the test run when one sits in pages/.
 */
const NOT_A_ROUTE = /(^|\/)(__tests__|__mocks__)\/|\.(test|spec|stories)\.[cm]?[jt]sx?$/;

/** Paths under `pagesDir` (relative, sorted) that Next would serve but that are not pages or API routes. */
export function strayRouteFiles(pagesDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(pagesDir, full).split(path.sep).join('/');
      if (entry.isDirectory()) walk(full);
      else if (NOT_A_ROUTE.test(relative)) found.push(relative);
    }
  };
  walk(pagesDir);
  return found.sort();
}
