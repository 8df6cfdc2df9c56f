import { useEffect, useState } from 'react';
import { dateTimeFormat } from './localized-intl.ts';

const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/**
 * How long ago (or how soon) an instant is, in words of the language: 'now', '5 minutes ago', 'yesterday',
 * 'il y a 2 semaines'. Under 45 seconds reads as now.
 */
export function formatRelativeTime(isoInstant: string, language: string, now: number = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = Math.round((new Date(isoInstant).getTime() - now) / 1000);
  const magnitude = Math.abs(seconds);
  if (magnitude < 45) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (magnitude >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds < 0 ? -1 : 1, 'minute');
}

/** The current time, refreshed every `intervalMs` so relative times ('5 minutes ago') stay true on an open page. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** An instant as a date and time of day in the language and the browser's time zone: 'Apr 2, 2026, 10:05 AM'. */
export function formatInstant(isoInstant: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(isoInstant));
}
