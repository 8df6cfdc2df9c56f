import { EXPENSE_RECEIPT_CONTENT_TYPES, MAX_EXPENSE_RECEIPT_BYTES } from '@rentwell/contracts/expenses';
import { MAX_IMAGE_PIXELS } from '@rentwell/contracts/uploads';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../lib/app-error.ts';
import type { FileStorage } from './file-storage.ts';
import { uploadedFileName } from './uploaded-file-name.ts';

const TOO_LARGE = 'Receipts can be at most 10 MB';
const WRONG_TYPE = 'Upload the receipt as a PDF, or as a PNG, JPG or WEBP image';

type StoredReceipt = { key: string; contentType: string; fileName: string };

const EXTENSIONS: Record<(typeof EXPENSE_RECEIPT_CONTENT_TYPES)[number], string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * Stores a receipt after checking its content (never its name or declared type): a PDF as it is, an image
 * re-encoded in its own format, which drops its metadata (a phone photo's GPS position included).
 */
export async function storeUploadedReceipt(storage: FileStorage, folder: string, file: File): Promise<StoredReceipt> {
  if (file.size > MAX_EXPENSE_RECEIPT_BYTES) throw new AppError('payload_too_large', TOO_LARGE);
  const input = Buffer.from(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(input);
  const contentType = EXPENSE_RECEIPT_CONTENT_TYPES.find((type) => type === detected?.mime);
  if (!contentType) throw new AppError('unsupported_media_type', WRONG_TYPE);
  const extension = EXTENSIONS[contentType];
  let body = input;
  if (contentType !== 'application/pdf') {
    try {
      const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
      body =
        contentType === 'image/png'
          ? await image.png().toBuffer()
          : contentType === 'image/jpeg'
            ? await image.jpeg({ quality: 88 }).toBuffer()
            : await image.webp({ quality: 88 }).toBuffer();
    } catch {
      throw new AppError('unsupported_media_type', 'This image could not be read; it may be damaged or too large');
    }
  }
  const key = await storage.put(folder, extension, body);
  return { key, contentType, fileName: uploadedFileName(file.name, extension, 'receipt') };
}
