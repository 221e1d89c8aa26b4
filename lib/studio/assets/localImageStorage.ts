import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SanityDocument } from '@/lib/cms/localDataset';
import { imageAssetId, uploadedFileName, uploadedFileUrl } from '@/lib/rules/images/uploadedFiles';
import type { ImageStorage, ImageUpload } from './imageStorage';

/**
 * Uploaded pictures as files in one folder (DATA_DIR/assets), named by a hash
 * of their bytes: the same picture uploaded twice is one file and one asset.
 * Several instances need the folder shared between them, or Sanity
 * (sanityImageStorage) instead.
 */
export function localImageStorage(dir: string): ImageStorage {
  return async (upload) => {
    const name = await storeImageFile(dir, upload);
    return imageAssetDocument(name, upload);
  };
}

/** Writes the file unless it is already there; answers its name. */
export async function storeImageFile(dir: string, { bytes, image }: Pick<ImageUpload, 'bytes' | 'image'>): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 40);
  const name = uploadedFileName({ hash, width: image.width, height: image.height, extension: image.extension });
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
  return name;
}

/** The asset document of a stored file, shaped like Sanity's own. */
export function imageAssetDocument(name: string, { bytes, image, filename }: ImageUpload): SanityDocument {
  const hash = name.slice(0, name.indexOf('-'));
  return {
    _id: imageAssetId({ hash, width: image.width, height: image.height, extension: image.extension }),
    _type: 'sanity.imageAsset',
    url: uploadedFileUrl(name),
    mimeType: image.mimeType,
    extension: image.extension,
    size: bytes.length,
    originalFilename: filename,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width: image.width, height: image.height, aspectRatio: image.width / image.height },
    },
  };
}
