import type { Context } from 'hono';
import { AppError } from '../lib/app-error.ts';
import type { OpenedFile } from './file-storage.ts';
import { sendStoredFile } from './serve-stored-file.ts';

const IMAGE_VARIANTS = ['display', 'thumbnail'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

export function parseImageVariant(value: string): ImageVariant {
  const variant = IMAGE_VARIANTS.find((candidate) => candidate === value);
  if (!variant) throw new AppError('not_found', 'Not found');
  return variant;
}

/**
 * A stored image never changes under its id, so members' browsers keep it. Images behind a share link
 * are cached only briefly, so revoking the link takes effect soon in shared caches too.
 */
export function sendStoredImage(c: Context, body: OpenedFile | null, access: 'members' | 'share-link'): Response {
  if (!body) throw new AppError('not_found', 'Image not found');
  return sendStoredFile(c, {
    body,
    contentType: 'image/webp',
    fileName: 'image.webp',
    fallbackBase: 'image',
    cacheControl: access === 'members' ? 'private, max-age=31536000, immutable' : 'public, max-age=300',
  });
}
