/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strayRouteFiles } from '@/server/site/routing/strayRouteFiles';

/** Issue 38, item 12: only page and route files live where Next builds routes. */
describe('files Next would build as routes', () => {
  it('finds none in pages/ that is not a page or an API route', () => {
    expect(strayRouteFiles(path.join(process.cwd(), 'pages'))).toEqual([]);
  });

  it('names tests, specs, mocks and stories left under a pages folder', () => {
    const pages = mkdtempSync(path.join(tmpdir(), 'pages-'));
    mkdirSync(path.join(pages, 'api', '__tests__'), { recursive: true });
    const files = [
      'index.tsx',
      'api/revalidate.ts',
      'api/revalidate.test.ts',
      'api/payments-test-tokens.ts',
      'checkout.spec.tsx',
      'api/__tests__/helper.ts',
      'Card.stories.tsx',
      'notes.md',
    ];
    for (const file of files) writeFileSync(path.join(pages, file), '');
    expect(strayRouteFiles(pages)).toEqual(['Card.stories.tsx', 'api/__tests__/helper.ts', 'api/revalidate.test.ts', 'checkout.spec.tsx']);
  });
});
