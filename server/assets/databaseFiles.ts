import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db';
import { uploadedFiles } from '@/db/schema';
import { parseUploadedFileName } from '@/lib/rules/images/uploadedFiles';
import type { StoredFile, UploadedFiles } from './uploadedFiles';

/**
 * Uploaded files in PostgreSQL (DATABASE_URL), so an upload to any instance
 * is served by all of them. A name this database does not have yet but this
 * host's own folder does (an upload from before DATABASE_URL was set) is
 * served from the folder and copied in, as the content store moves a single
 * instance's content into PostgreSQL.
 */
export function databaseFiles(database: () => Promise<Database>, local: UploadedFiles): UploadedFiles {
  const put = async (name: string, bytes: Buffer) => {
    const { db } = await database();
    await db.insert(uploadedFiles).values({ name, bytes }).onConflictDoNothing();
  };
  const stored = (bytes: Buffer): StoredFile => ({ size: bytes.length, open: () => Readable.from([bytes]) });

  return {
    put,
    async find(name) {
      if (!parseUploadedFileName(name)) return null;
      const { db } = await database();
      const [row] = await db.select({ bytes: uploadedFiles.bytes }).from(uploadedFiles).where(eq(uploadedFiles.name, name)).limit(1);
      if (row) return stored(row.bytes);
      const file = await local.find(name);
      if (!file) return null;
      const bytes = Buffer.concat(await file.open().toArray());
      await put(name, bytes);
      return stored(bytes);
    },
  };
}
