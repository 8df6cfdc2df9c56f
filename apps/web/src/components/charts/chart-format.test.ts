import { describe, expect, it } from 'vitest';
import { formatMonth } from './chart-format.ts';

describe('formatMonth', () => {
  it('writes a month short, long, or without its year, in the language', () => {
    expect(formatMonth('2026-03', 'en')).toBe('Mar 2026');
    expect(formatMonth('2026-03-01', 'en', 'long')).toBe('March 2026');
    expect(formatMonth('2026-03', 'en', 'month')).toBe('Mar');
    expect(formatMonth('2026-03', 'fr', 'long')).toBe('mars 2026');
    expect(formatMonth('2026-03', 'fr', 'month')).toBe(
      new Intl.DateTimeFormat('fr', { month: 'short' }).format(new Date(Date.UTC(2026, 2, 1))),
    );
  });
});
