/**
 * The uploader's file name as it is shown and sent back: letters and digits of any script kept, everything that
 * could mean something in a path or a header dropped, the extension the one of the checked content.
 */
export function uploadedFileName(name: string, extension: string, fallbackBase: string): string {
  const base = name
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{M}\p{N}_\- ]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${Array.from(base).slice(0, 100).join('') || fallbackBase}.${extension}`;
}
