import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { createFormatters, useFormatters } from './formatters.ts';

describe('useFormatters', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shares one set of formatters per language across components, and follows the language', async () => {
    const first = renderHook(useFormatters).result;
    const second = renderHook(useFormatters).result;
    const english = first.current;
    expect(second.current).toBe(english);
    expect(first.current.number(12345.5)).toBe('12,345.5');

    await act(() => i18n.changeLanguage('fr'));
    expect(first.current).not.toBe(english);
    expect(first.current.number(12345.5)).toBe(new Intl.NumberFormat('fr').format(12345.5));
    expect(second.current).toBe(first.current);
  });
});

describe('dateTime', () => {
  it("formats an instant in the app's language, not the browser's", () => {
    const instant = '2026-03-15T12:00:00Z';
    expect(createFormatters('fr').dateTime(instant)).toMatch(/mars 2026/);
    expect(createFormatters('es').dateTime(instant)).toMatch(/mar 2026/);
    expect(createFormatters('en').dateTime(instant)).toMatch(/Mar 15, 2026/);
  });
});

describe('in Albanian on a runtime without Albanian data (Chromium)', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('writes dates with Albanian month names, loaded with the Albanian interface', async () => {
    const Complete = Intl.DateTimeFormat;
    // Like Chromium: Albanian is not supported, and asking for it gives the default language.
    const WithoutAlbanian = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function withoutAlbanian(
      locales?: Intl.LocalesArgument,
      options?: Intl.DateTimeFormatOptions,
    ) {
      return new Complete(String(locales).startsWith('sq') ? 'en' : locales, options);
    } as typeof Intl.DateTimeFormat);
    Object.assign(WithoutAlbanian, { supportedLocalesOf: () => [] });
    await act(() => i18n.changeLanguage('sq'));
    const albanian = renderHook(useFormatters).result.current;
    expect(albanian.date('2026-03-15')).toBe('15 mar 2026');
    expect(albanian.shortDate('2026-11-02')).toBe('2 nën');
    expect(albanian.dateTime('2026-01-05T09:30:00Z')).toMatch(/^\d{1,2} jan 2026, \d{1,2}:30 (p\.d\.|m\.d\.)$/);
  });
});
