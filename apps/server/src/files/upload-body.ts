import type { Context } from 'hono';
import { AppError } from '../lib/app-error.ts';

/** The one file of a multipart upload, sent in the form field `file` (its size is capped by `request-body-limit.ts`). */
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
