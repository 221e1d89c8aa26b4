/**
 * npm run content:export [-- file.ndjson]   the live dataset in Sanity's NDJSON (stdout without a file)
 * npm run content:import -- file.ndjson [--missing]
 *   adds or replaces documents (with --missing: only adds new ones), atomically.
 * Both work on the built-in studio's content where the server keeps it: PostgreSQL
 * when DATABASE_URL is set, otherwise DATA_DIR / CONTENT_DATA_DIR.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtInContent } from '../lib/cms/builtInContent';
import { parseNdjson } from '../lib/cms/localDataset';
import { fromSanityExport, toSanityExport } from '../lib/cms/sanityFormat';
import { createContentStore } from '../lib/cms/store';

const publicDir = path.join(process.cwd(), 'public');

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const store = createContentStore(builtInContent());

  if (command === 'export') {
    const lines = toSanityExport(await store.list(), publicDir).map((d) => JSON.stringify(d));
    const text = `${lines.join('\n')}\n`;
    const file = args.find((a) => !a.startsWith('--'));
    if (file) {
      await writeFile(file, text);
      console.error(`[content] exported ${lines.length} documents to ${file}`);
    } else process.stdout.write(text);
    return;
  }

  if (command === 'import') {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new Error('Name the NDJSON file to import: npm run content:import -- file.ndjson');
    const documents = fromSanityExport(parseNdjson(await readFile(file, 'utf8'), file), publicDir);
    const mode = args.includes('--missing') ? 'missing' : 'replace';
    const { written, skipped } = await store.importDocuments(documents, mode);
    console.error(`[content] imported ${written} documents${skipped ? `, kept ${skipped} existing` : ''} into ${path.isAbsolute(store.location) ? path.relative(process.cwd(), store.location) : store.location}`);
    console.error('[content] pages refresh within ISR_REVALIDATE_SECONDS; publish from the studio to refresh them now.');
    return;
  }

  throw new Error('Use "export" or "import".');
}

main().then(
  // The database pool (DATABASE_URL) would keep the process alive.
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[content] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
