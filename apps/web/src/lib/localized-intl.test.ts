import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currencyNames, dateTimeFormat, loadAlbanianFormats } from './localized-intl.ts';

/** A Monday afternoon, 15:07 UTC. */
const MONDAY = new Date(Date.UTC(2026, 0, 5, 15, 7));

function withoutAlbanianData() {
  const noAlbanian = (locales?: Intl.LocalesArgument) =>
    [locales ?? []]
      .flat()
      .map(String)
      .filter((locale) => !locale.startsWith('sq'));
  vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation(noAlbanian);
  vi.spyOn(Intl.DisplayNames, 'supportedLocalesOf').mockImplementation(noAlbanian);
}

describe('Albanian formats where the runtime has no Albanian data', () => {
  beforeAll(loadAlbanianFormats);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    [{ dateStyle: 'medium' }, '5 jan 2026'],
    [{ dateStyle: 'long' }, '5 janar 2026'],
    [{ dateStyle: 'full' }, 'e hënë, 5 janar 2026'],
    [{ day: 'numeric', month: 'short' }, '5 jan'],
    [{ month: 'long', year: 'numeric' }, 'janar 2026'],
    [{ weekday: 'short' }, 'hën'],
    [{ weekday: 'long' }, 'e hënë'],
    [{ weekday: 'narrow' }, 'h'],
    [{ dateStyle: 'medium', timeStyle: 'short' }, '5 jan 2026, 3:07 m.d.'],
  ] as const)('formats %o as %s, as full Albanian data would', (options, albanian) => {
    const complete = new Intl.DateTimeFormat('sq', { ...options, timeZone: 'UTC' }).format(MONDAY);
    withoutAlbanianData();
    const bundled = dateTimeFormat('sq', { ...options, timeZone: 'UTC' }).format(MONDAY);
    expect(bundled).toBe(albanian);
    expect(bundled).toBe(complete);
  });

  it('names every month and weekday in Albanian, on the day of the given time zone', () => {
    withoutAlbanianData();
    const months = dateTimeFormat('sq', { month: 'long', timeZone: 'UTC' });
    expect(months.format(new Date(Date.UTC(2026, 10, 15)))).toBe('nëntor');
    expect(months.format(new Date(Date.UTC(2026, 11, 15)))).toBe('dhjetor');
    const tokyoWeekday = dateTimeFormat('sq', { weekday: 'long', timeZone: 'Asia/Tokyo' });
    expect(tokyoWeekday.format(new Date(Date.UTC(2026, 0, 4, 20)))).toBe('e hënë');
    expect(dateTimeFormat('sq', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(MONDAY)).not.toMatch(
      /[ap]m/i,
    );
  });

  it('writes a range of days with both ends in Albanian', () => {
    withoutAlbanianData();
    const days = dateTimeFormat('sq', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(days.formatRange(MONDAY, new Date(Date.UTC(2026, 1, 1)))).toBe('5 jan 2026 – 1 shk 2026');
    expect(days.formatRange(MONDAY, MONDAY)).toBe('5 jan 2026');
  });

  it('names the currencies the app offers first in Albanian', () => {
    withoutAlbanianData();
    const names = currencyNames('sq');
    expect(names.of('EUR')).toBe('Euroja');
    expect(names.of('ALL')).toBe('Leku shqiptar');
    expect(names.of('USD')).toBe('Dollari amerikan');
  });

  it('leaves languages the runtime knows to the runtime', () => {
    withoutAlbanianData();
    expect(dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(MONDAY)).toBe('5 janvier 2026');
    expect(currencyNames('es').of('EUR')).toBe('euro');
  });
});
