import { expect } from 'vitest';

/** The headers every user-uploaded (or user-derived) file is served with: see files/serve-stored-file.ts. */
export function expectStoredFileHeaders(response: Response, disposition: 'inline' | 'attachment'): void {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-disposition')?.split(';')[0]).toBe(disposition);
}
