import { createReadStream } from 'node:fs';
import { link, mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parseUploadedFileName } from '@/lib/rules/images/uploadedFiles';

/** One stored file: its length, and its bytes on demand. */
export interface StoredFile {
  size: number;
  open(): Readable;
}

/**
 * Where the bytes of uploaded pictures are kept, by their content-addressed
 * name (lib/rules/images/uploadedFiles.ts). A name always holds the same
 * bytes, so writing a name that is already there changes nothing.
 */
export interface UploadedFiles {
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file, or null when there is none of that name (or the name is not of the stored shape). */
  find(name: string): Promise<StoredFile | null>;
}

/** Files in one folder of this host (DATA_DIR/assets): the embedded default, one instance. */
export function folderFiles(dir: string): UploadedFiles {
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      // Written aside, then linked into place: a reader never sees half a file, and of two uploads at once the second finds the first's file.
      const partial = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}`);
      await writeFile(partial, bytes);
      try {
        await link(partial, path.join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await unlink(partial);
      }
    },
    async find(name) {
      // Only a name of the stored shape is looked up: no slashes, dots or encodings reach the file system.
      if (!parseUploadedFileName(name)) return null;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { size: info.size, open: () => createReadStream(file) } : null;
    },
  };
}
