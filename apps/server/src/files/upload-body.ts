import { MAX_IMAGE_BYTES } from '@rentwell/contracts/uploads';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../lib/app-error.ts';

/** Room for the multipart boundaries and part headers around one file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * Caps an upload request: a declared Content-Length over the cap is refused before any byte is read,
 * and a streamed body is cut off as soon as it passes the cap.
 */
export const imageUploadLimit = bodyLimit({
  maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
  onError: () => {
    throw new AppError('payload_too_large', 'Images can be at most 10 MB');
  },
});

/** The one file of a multipart upload, sent in the form field `file`. */
export async function readUploadedFile(c: Context): Promise<File> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data')) {
    throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data');
  }
  let form: FormData;
  try {
    // Not `.catch`: after a form validator read the body, Hono hands back its cached FormData, not a promise.
    form = await c.req.formData();
  } catch {
    throw new AppError('validation_failed', 'The upload could not be read', { file: ['Choose a file to upload'] });
  }
  const file = form.get('file');
  if (!(file instanceof File)) {
    throw new AppError('validation_failed', 'Choose a file to upload', { file: ['Choose a file to upload'] });
  }
  return file;
}
