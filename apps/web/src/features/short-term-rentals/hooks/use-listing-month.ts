import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthWeeks, startOfMonth, weekStartOf } from '../../../components/month-grid.ts';
import { useOrganizationToday } from '../../../lib/use-organization-today.ts';
import { listingCalendarQueryOptions } from '../api/str-queries.ts';
import { calendarStaysOf } from '../stay-calendar.ts';

/** The month a listing's calendar shows (this month first), its weeks and the stays on them. */
export function useListingMonth(listingId: string) {
  const { i18n } = useTranslation();
  const today = useOrganizationToday();
  const [month, setMonth] = useState(() => startOfMonth(today));
  const weeks = monthWeeks(month, weekStartOf(i18n.resolvedLanguage ?? 'en'));
  // The grid's days, the last one included (the query's `to` is exclusive).
  const from = weeks[0]?.[0] ?? month;
  const to = addDays(weeks.at(-1)?.[6] ?? month, 1);
  const calendar = useQuery({
    ...listingCalendarQueryOptions(listingId, from, to),
    placeholderData: keepPreviousData,
  });
  const monthEnd = addMonths(month, 1);
  const stays = calendarStaysOf(calendar.data);
  return {
    today,
    month,
    monthEnd,
    weeks,
    calendar,
    stays,
    monthStays: stays.filter((stay) => stay.from < monthEnd && stay.to > month),
    showMonthOf: (day: string) => setMonth(startOfMonth(day)),
  };
}
