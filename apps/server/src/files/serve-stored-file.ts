import type { Context } from 'hono';

/**
 * Types a browser shows inline unless asked to download. Every stored image was re-encoded by sharp (pixels only),
 * and an image document runs no script, so `<img>` and a new tab can show it.
 */
const INLINE_CONTENT_TYPES = new Set(['image/webp', 'image/png', 'image/jpeg']);

/**
 * A PDF is downloaded unless a preview asks for it inline. It may carry JavaScript for the browser's viewer, but the
 * sandbox policy below gives the response an opaque origin: no script of it reaches the app's cookies or pages.
 */
const INLINE_ON_REQUEST_CONTENT_TYPES = new Set([...INLINE_CONTENT_TYPES, 'application/pdf']);

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
  /** What the reader asked for; inline is granted only to images and PDFs. Unset: images inline, the rest attached. */
  disposition?: 'inline' | 'attachment';
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
  const inline =
    file.disposition === 'inline'
      ? INLINE_ON_REQUEST_CONTENT_TYPES.has(file.contentType)
      : file.disposition === undefined && INLINE_CONTENT_TYPES.has(file.contentType);
  const disposition = inline ? 'inline' : 'attachment';
  return c.body(new Uint8Array(file.body), 200, {
    'content-type': file.contentType,
    'content-disposition': contentDisposition(disposition, file.fileName, file.fallbackBase),
    'content-security-policy': STORED_FILE_CSP,
    'x-content-type-options': 'nosniff',
    'cache-control': file.cacheControl,
  });
}
