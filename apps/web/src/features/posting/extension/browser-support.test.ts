import { describe, expect, it } from 'vitest';
import { isExtensionBrowser } from './browser-support.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('isExtensionBrowser', () => {
  it('accepts Chrome, Edge, Brave and Opera by their client-hint brands', () => {
    for (const brand of ['Google Chrome', 'Microsoft Edge', 'Brave', 'Opera']) {
      expect(isExtensionBrowser({ userAgent: CHROME, userAgentData: { brands: [{ brand }], mobile: false } })).toBe(
        true,
      );
    }
  });

  it('refuses a phone and an unknown brand set', () => {
    expect(
      isExtensionBrowser({ userAgent: CHROME, userAgentData: { brands: [{ brand: 'Google Chrome' }], mobile: true } }),
    ).toBe(false);
    expect(isExtensionBrowser({ userAgent: CHROME, userAgentData: { brands: [{ brand: 'Vivaldi?' }] } })).toBe(false);
  });

  it('reads the user agent without client hints', () => {
    expect(isExtensionBrowser({ userAgent: CHROME })).toBe(true);
    expect(isExtensionBrowser({ userAgent: `${CHROME} Edg/131.0.0.0` })).toBe(true);
    expect(isExtensionBrowser({ userAgent: `${CHROME} OPR/114.0.0.0` })).toBe(true);
    expect(
      isExtensionBrowser({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' }),
    ).toBe(false);
    expect(
      isExtensionBrowser({
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      }),
    ).toBe(false);
    expect(
      isExtensionBrowser({
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      }),
    ).toBe(false);
  });
});
