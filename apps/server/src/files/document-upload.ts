import { createHash } from 'node:crypto';
import { MAX_DOCUMENT_BYTES, type TDocumentContentType } from '@rentwell/contracts/documents';
import { MAX_IMAGE_PIXELS } from '@rentwell/contracts/uploads';
import { AppError } from '../lib/app-error.ts';
import type { FileStorage } from './file-storage.ts';
import { uploadedFileName } from './uploaded-file-name.ts';

export type StoredDocumentFile = {
  key: string;
  contentType: TDocumentContentType;
  /** The uploader's name for it, made safe, with the extension of its checked content. */
  fileName: string;
  sizeBytes: number;
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
};

/** What one kind of upload accepts, and how its refusals and nameless files read. */
export type DocumentUploadRules = {
  accept: readonly TDocumentContentType[];
  tooLarge: string;
  wrongType: string;
  fallbackName: string;
};

const EXTENSIONS: Record<TDocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Re-encoding in the image's own format keeps its pixels and drops its metadata (a phone photo's GPS position). */
async function reencodeImage(input: Buffer, contentType: Exclude<TDocumentContentType, 'application/pdf'>) {
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    if (contentType === 'image/png') return await image.png().toBuffer();
    if (contentType === 'image/jpeg') return await image.jpeg({ quality: 88 }).toBuffer();
    return await image.webp({ quality: 88 }).toBuffer();
  } catch {
    throw new AppError('unsupported_media_type', 'This image could not be read; it may be damaged or too large');
  }
}

/**
 * Stores an uploaded PDF or image after checking its content (never its name or declared type): a PDF as it is, an
 * image re-encoded. At most 10 MB.
 */
export async function storeUploadedDocument(
  storage: FileStorage,
  folder: string,
  file: File,
  rules: DocumentUploadRules,
): Promise<StoredDocumentFile> {
  if (file.size > MAX_DOCUMENT_BYTES) throw new AppError('payload_too_large', rules.tooLarge);
  const input = Buffer.from(await file.arrayBuffer());
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(input);
  const contentType = rules.accept.find((type) => type === detected?.mime);
  if (!contentType) throw new AppError('unsupported_media_type', rules.wrongType);
  const body = contentType === 'application/pdf' ? input : await reencodeImage(input, contentType);
  const extension = EXTENSIONS[contentType];
  const key = await storage.put(folder, extension, body);
  return {
    key,
    contentType,
    fileName: uploadedFileName(file.name, extension, rules.fallbackName),
    sizeBytes: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
  };
}
