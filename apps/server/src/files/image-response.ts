import type { Context } from 'hono';
import { AppError } from '../lib/app-error.ts';

export const IMAGE_VARIANTS = ['display', 'thumbnail'] as const;
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
export function sendStoredImage(c: Context, body: Buffer | null, access: 'members' | 'share-link'): Response {
  if (!body) throw new AppError('not_found', 'Image not found');
  return c.body(new Uint8Array(body), 200, {
    'content-type': 'image/webp',
    'content-disposition': 'inline',
    'cache-control': access === 'members' ? 'private, max-age=31536000, immutable' : 'public, max-age=300',
  });
}
