// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appOriginsOf, buildManifest, parseOrigin } from './manifest.ts';

describe('buildManifest', () => {
  it('asks only for tabs and storage, with content scripts on the app origin and the Facebook groups pages', () => {
    const manifest = buildManifest({ appOrigin: 'https://rent.example.com', testGroupOrigin: null });
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.version).toBe('1.3.0');
    expect(manifest.permissions).toEqual(['tabs', 'storage']);
    expect(manifest.host_permissions).toBeUndefined();
    expect(manifest.content_scripts?.flatMap((script) => script.matches)).toEqual([
      'https://rent.example.com/*',
      'https://www.facebook.com/groups/*',
      'https://facebook.com/groups/*',
      'https://web.facebook.com/groups/*',
    ]);
  });

  it('allows the local test composer page only in a test build', () => {
    const production = JSON.stringify(buildManifest({ appOrigin: 'http://localhost:3000', testGroupOrigin: null }));
    expect(production).not.toContain('127.0.0.1');
    const test = buildManifest({ appOrigin: 'http://localhost:3100', testGroupOrigin: 'http://127.0.0.1:4789' });
    expect(test.content_scripts?.[1]?.matches).toContain('http://127.0.0.1:4789/groups/*');
  });

  it('takes the app origin from a base URL with a trailing slash, and refuses anything with a path', () => {
    expect(parseOrigin('https://rent.example.com/')).toBe('https://rent.example.com');
    expect(() => parseOrigin('https://rent.example.com/app')).toThrow();
    expect(() => parseOrigin('ftp://rent.example.com')).toThrow();
    expect(() => parseOrigin('not a url')).toThrow();
  });

  it("reads the app origins back from a manifest, for the background's sender check", () => {
    const manifest = buildManifest({ appOrigin: 'https://rent.example.com:8443', testGroupOrigin: null });
    expect(appOriginsOf(manifest)).toEqual(['https://rent.example.com:8443']);
  });
});
