import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { dateTimeFormat } from '../lib/localized-intl.ts';

export type TWeekdayHeaderProps = {
  /** The days of one week of the grid, 'YYYY-MM-DD', in the order the grid shows them. */
  week: readonly string[];
  /** Each heading cell's alignment and padding. */
  cellClassName?: string;
};

/** A month grid's head row: the short weekday names in the interface language, as column headers. */
export function WeekdayHeader({ week, cellClassName }: TWeekdayHeaderProps) {
  const { i18n } = useTranslation();
  const weekday = dateTimeFormat(i18n.resolvedLanguage ?? 'en', { weekday: 'short', timeZone: 'UTC' });
  return (
    <thead>
      <tr>
        {week.map((day) => (
          <th key={day} scope="col" className={cn('border-b text-xs font-medium text-muted-foreground', cellClassName)}>
            {weekday.format(new Date(`${day}T00:00:00Z`))}
          </th>
        ))}
      </tr>
    </thead>
  );
}
