import { createHash } from 'node:crypto';
import type { SanityDocument } from '@/server/content/localDataset';
import { BRAND_ICONS, ICON_NAMES, type BrandIcons, type IconName } from '@/lib/rules/images/brandIcons';
import { imageAssetId, uploadedFileName, uploadedFileUrl } from '@/lib/rules/images/uploadedFiles';
import type { ImageStorage, ImageUpload } from './imageStorage';
import type { UploadedFiles } from './uploadedFiles';

/**
 * Uploaded pictures kept by the site itself (not Sanity), served from
 * /api/assets/, named by a hash of their bytes: the same picture uploaded
 * twice is one file and one asset. Where the bytes live is `files`' choice
 * (configuredStorage.ts).
 */
export function localImageStorage(files: UploadedFiles): ImageStorage {
  return async (upload) => {
    const name = await storeImageFile(files, upload);
    return imageAssetDocument(name, upload);
  };
}

/** Writes the file unless it is already there; answers its name. */
export async function storeImageFile(
  files: UploadedFiles,
  { bytes, image }: { bytes: Buffer; image: Pick<ImageUpload['image'], 'width' | 'height' | 'extension'> },
): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 40);
  const name = uploadedFileName({ hash, width: image.width, height: image.height, extension: image.extension });
  await files.put(name, bytes);
  return name;
}

/** Writes each of a logo's icons (squares of their size, PNG or ICO by their bytes); answers their names. */
export async function storeIconFiles(files: UploadedFiles, icons: Record<IconName, Buffer>): Promise<BrandIcons> {
  const names = await Promise.all(
    ICON_NAMES.map((icon) => {
      const { size, type } = BRAND_ICONS[icon];
      const image = { width: size, height: size, extension: type === 'image/x-icon' ? 'ico' : 'png' };
      return storeImageFile(files, { bytes: icons[icon], image });
    }),
  );
  return Object.fromEntries(ICON_NAMES.map((icon, i) => [icon, names[i]])) as BrandIcons;
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
