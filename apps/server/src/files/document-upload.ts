import { MAX_IMAGE_BYTES } from '@rentwell/contracts/uploads';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../lib/app-error.ts';
import type { FileStorage } from './file-storage.ts';
import { uploadedFileName } from './uploaded-file-name.ts';

/** Stores an uploaded PDF after checking it is one by its content. */
export async function storeUploadedPdf(
  storage: FileStorage,
  folder: string,
  file: File,
): Promise<{ key: string; name: string }> {
  if (file.size > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', 'Documents can be at most 10 MB');
  const body = Buffer.from(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(body);
  if (detected?.mime !== 'application/pdf')
    throw new AppError('unsupported_media_type', 'Upload the document as a PDF');
  const key = await storage.put(folder, 'pdf', body);
  return { key, name: uploadedFileName(file.name, 'pdf', 'document') };
}
