import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@rentwell/contracts/uploads';
import { AppError } from '../lib/app-error.ts';
import { StorageUnavailableError } from '../lib/storage-unavailable-error.ts';
import type { FileStorage } from './file-storage.ts';

const DISPLAY_MAX_EDGE = 1600;
const THUMBNAIL_MAX_EDGE = 480;

export type StoredImage = {
  displayKey: string;
  thumbnailKey: string;
  width: number;
  height: number;
  byteSize: number;
};

/**
 * Checks an upload by its content (never its name or declared type), then re-encodes it to WebP in a
 * display size and a thumbnail. Re-encoding drops every metadata block, GPS position included.
 */
export async function storeUploadedImage(storage: FileStorage, folder: string, file: File): Promise<StoredImage> {
  if (file.size > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', 'Images can be at most 10 MB');
  const input = Buffer.from(await file.arrayBuffer());
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !IMAGE_CONTENT_TYPES.some((type) => type === detected.mime)) {
    throw new AppError('unsupported_media_type', 'Upload a PNG, JPG or WEBP image');
  }
  const { default: sharp } = await import('sharp');
  try {
    const source = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const display = await source
      .clone()
      .resize({ width: DISPLAY_MAX_EDGE, height: DISPLAY_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await source
      .clone()
      .resize({ width: THUMBNAIL_MAX_EDGE, height: THUMBNAIL_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    const displayKey = await storage.put(folder, 'webp', display.data);
    const thumbnailKey = await storage.put(folder, 'webp', thumbnail);
    return {
      displayKey,
      thumbnailKey,
      width: display.info.width,
      height: display.info.height,
      byteSize: display.data.length,
    };
  } catch (error) {
    if (error instanceof AppError || error instanceof StorageUnavailableError) throw error;
    throw new AppError('unsupported_media_type', 'This image could not be read; it may be damaged or too large');
  }
}
