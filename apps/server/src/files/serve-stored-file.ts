import type { Context } from 'hono';

/**
 * Types a browser may show inline. Every stored image was re-encoded by sharp (pixels only), and an image document
 * runs no script, so `<img>` and a new tab can show it. Anything else (PDFs above all, which carry JavaScript the
 * browser's viewer would run on our origin) is downloaded.
 */
const INLINE_CONTENT_TYPES = new Set(['image/webp', 'image/png', 'image/jpeg']);

/** A response opened on its own never runs script, loads anything, or is taken for another type. */
const STORED_FILE_CSP = "sandbox; default-src 'none'";

export type StoredFile = {
  body: Uint8Array;
  contentType: string;
  /** The name the user knows the file by (any script); made safe here. */
  fileName: string;
  /** The name's ASCII stand-in, with its extension, when it has no ASCII letter or digit to keep ('receipt'). */
  fallbackBase: string;
  cacheControl: string;
};

function asciiFileName(fileName: string, fallbackBase: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._\- ]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const dot = ascii.lastIndexOf('.');
  const base = dot >= 0 ? ascii.slice(0, dot) : ascii;
  return /[A-Za-z0-9]/.test(base) ? ascii : `${fallbackBase}${dot >= 0 ? ascii.slice(dot) : ''}`;
}

/** RFC 5987 `attr-char`s stay; every other byte of the UTF-8 name is percent-encoded. */
function encodeExtendedValue(fileName: string): string {
  return encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `Content-Disposition` per RFC 6266: an ASCII `filename`, and `filename*` when the real name is not ASCII. */
function contentDisposition(type: 'inline' | 'attachment', fileName: string, fallbackBase: string): string {
  const ascii = asciiFileName(fileName, fallbackBase);
  const header = `${type}; filename="${ascii}"`;
  return ascii === fileName ? header : `${header}; filename*=UTF-8''${encodeExtendedValue(fileName)}`;
}

/** Every stored or generated file the API sends goes through here, so its safety headers are set in one place. */
export function sendStoredFile(c: Context, file: StoredFile): Response {
  const disposition = INLINE_CONTENT_TYPES.has(file.contentType) ? 'inline' : 'attachment';
  return c.body(new Uint8Array(file.body), 200, {
    'content-type': file.contentType,
    'content-disposition': contentDisposition(disposition, file.fileName, file.fallbackBase),
    'content-security-policy': STORED_FILE_CSP,
    'x-content-type-options': 'nosniff',
    'cache-control': file.cacheControl,
  });
}
