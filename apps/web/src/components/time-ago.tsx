import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { formatInstant, formatRelativeTime } from '../lib/relative-time.ts';

export type TTimeAgoProps = {
  /** An ISO instant. */
  instant: string;
  /** `Date.now()` of the page, from `useNow()`, so every time on it moves on together. */
  now: number;
  /** Adds the date and time of day under the relative time ('3 days ago' / 'Apr 2, 2026, 10:05 AM'). */
  showAbsolute?: boolean;
  className?: string;
};

/** How long ago an instant was, in the interface language, with its exact date and time as well. */
export function TimeAgo({ instant, now, showAbsolute = false, className }: TTimeAgoProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const absolute = formatInstant(instant, language);
  return (
    <time dateTime={instant} title={absolute} className={cn(showAbsolute && 'grid', className)}>
      <span>{formatRelativeTime(instant, language, now)}</span>
      {showAbsolute ? <span className="text-xs text-muted-foreground">{absolute}</span> : null}
    </time>
  );
}
