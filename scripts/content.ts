/**
 * npm run content:export [-- folder/data.ndjson]   the live dataset in Sanity's NDJSON (stdout without a file);
 *   with a file, pictures uploaded in the studio are copied into images/ beside it (Sanity's export folder layout)
 * npm run content:import -- folder/data.ndjson [--missing]
 *   adds or replaces documents (with --missing: only adds new ones), atomically; pictures in images/ beside it
 *   are stored as uploads again.
 * Both work on the built-in studio's content where the server keeps it: PostgreSQL
 * when DATABASE_URL is set, otherwise DATA_DIR / CONTENT_DATA_DIR.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtInContent } from '../server/content/builtInContent';
import { parseNdjson } from '../server/content/localDataset';
import { exportFolderSource, fromSanityExport, sanityAssetSources, toSanityExport } from '../server/content/sanityFormat';
import { createContentStore } from '../server/content/store';
import { serverEnv } from '../server/platform/env';
import { configuredUploadedFiles, uploadsDir } from '../server/assets/configuredStorage';
import { addLogoIcons, exportUploads, importUploads } from '../server/assets/contentFiles';

const publicDir = path.join(process.cwd(), 'public');

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const store = createContentStore(builtInContent());

  if (command === 'export') {
    const file = args.find((a) => !a.startsWith('--'));
    const documents = await store.list();
    // Without a folder to copy uploads into, the export names them in this host's uploads folder (copied there first when they are kept in the database).
    const lines = toSanityExport(documents, publicDir, file ? exportFolderSource : (name) => `file://${path.join(uploadsDir(), name)}`).map((d) =>
      JSON.stringify(d),
    );
    const text = `${lines.join('\n')}\n`;
    if (file) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
      const copied = await exportUploads(documents, configuredUploadedFiles(), path.join(path.dirname(file), 'images'));
      console.error(
        `[content] exported ${lines.length} documents to ${file}${copied ? ` and ${copied} uploaded images to ${path.join(path.dirname(file), 'images')}` : ''}`,
      );
    } else {
      if (serverEnv().DATABASE_URL) await exportUploads(documents, configuredUploadedFiles(), uploadsDir());
      process.stdout.write(text);
    }
    return;
  }

  if (command === 'import') {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new Error('Name the NDJSON file to import: npm run content:import -- file.ndjson');
    const raw = parseNdjson(await readFile(file, 'utf8'), file);
    const uploaded = await importUploads(sanityAssetSources(raw), {
      folder: path.dirname(path.resolve(file)),
      uploadsDir: uploadsDir(),
      publicDir,
      files: configuredUploadedFiles(),
    });
    const documents = fromSanityExport(raw, publicDir, uploaded);
    await addLogoIcons(documents, configuredUploadedFiles());
    const mode = args.includes('--missing') ? 'missing' : 'replace';
    const { written, skipped } = await store.importDocuments(documents, mode);
    console.error(
      `[content] imported ${written} documents${skipped ? `, kept ${skipped} existing` : ''}${uploaded.size ? ` (${uploaded.size} uploaded images)` : ''} into ${path.isAbsolute(store.location) ? path.relative(process.cwd(), store.location) : store.location}`,
    );
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
