import { addMonths } from '@rentwell/domain/calendar-date';
import { useQuery } from '@tanstack/react-query';
import { BedDouble } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedState } from '../../../components/load-failed-state.tsx';
import { startOfMonth } from '../../../components/month-grid.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { dateTimeFormat } from '../../../lib/localized-intl.ts';
import { useOrganizationToday } from '../../../lib/use-organization-today.ts';
import { allListingsQueryOptions, monthFiguresQueryOptions, strCalendarQueryOptions } from '../api/str-queries.ts';
import { ListingsMonthTable } from '../components/listings-month-table.tsx';
import { ListingsTimeline } from '../components/listings-timeline.tsx';
import { MonthStepButtons } from '../components/month-step-buttons.tsx';

/** Month navigation: the month shown, previous, next and back to this month. */
function MonthNavigation({
  monthStart,
  thisMonth,
  onChange,
}: {
  monthStart: string;
  thisMonth: string;
  onChange: (monthStart: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const title = dateTimeFormat(i18n.resolvedLanguage, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${monthStart}T00:00:00Z`));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="me-auto text-lg font-semibold tracking-tight" aria-live="polite">
        {title}
      </h2>
      {monthStart !== thisMonth ? (
        <Button variant="outline" size="sm" onClick={() => onChange(thisMonth)}>
          {t('shortTermRentals.overview.thisMonth')}
        </Button>
      ) : null}
      <MonthStepButtons onStep={(step) => onChange(addMonths(monthStart, step))} />
    </div>
  );
}

/**
 * `/short-term-rentals`: every listing across the organization's properties on one month: a timeline of bookings
 * and blocks and each listing's figures. Booking and blocking happen on the property's short-term rentals tab.
 */
export function ShortTermRentalsPage() {
  const { t } = useTranslation();
  const today = useOrganizationToday();
  const thisMonth = startOfMonth(today);
  const [monthStart, setMonthStart] = useState(thisMonth);
  const monthEnd = addMonths(monthStart, 1);
  const listings = useQuery(allListingsQueryOptions());
  const calendar = useQuery(strCalendarQueryOptions(monthStart, monthEnd));
  const figures = useQuery(monthFiguresQueryOptions(monthStart.slice(0, 7)));

  return (
    <>
      <PageHeader title={t('pages.shortTermRentals.title')} description={t('pages.shortTermRentals.description')} />
      <QueryContent
        query={listings}
        loading={<Skeleton className="h-72 rounded-xl" />}
        failedTitle={t('shortTermRentals.loadFailed')}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              icon={BedDouble}
              title={t('shortTermRentals.overview.emptyTitle')}
              description={t('shortTermRentals.overview.emptyDescription')}
              action={
                <Button asChild>
                  <Link to="/properties">{t('shortTermRentals.overview.goToProperties')}</Link>
                </Button>
              }
            />
          ) : (
            <div className="grid gap-5">
              <MonthNavigation monthStart={monthStart} thisMonth={thisMonth} onChange={setMonthStart} />
              <section aria-labelledby="str-timeline-heading" className="grid gap-2">
                <h3 id="str-timeline-heading" className="text-base font-semibold">
                  {t('shortTermRentals.overview.timelineTitle')}
                </h3>
                <p className="text-sm text-muted-foreground">{t('shortTermRentals.overview.timelineHint')}</p>
                {calendar.isError ? (
                  <LoadFailedState
                    title={t('shortTermRentals.calendar.loadFailed')}
                    error={calendar.error}
                    onRetry={() => void calendar.refetch()}
                    headingLevel="h3"
                  />
                ) : calendar.data ? (
                  <ListingsTimeline
                    listings={items}
                    calendar={calendar.data}
                    monthStart={monthStart}
                    monthEnd={monthEnd}
                    today={today}
                  />
                ) : (
                  <Skeleton className="h-48 rounded-xl" />
                )}
              </section>
              <section aria-labelledby="str-figures-heading" className="grid gap-2">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 id="str-figures-heading" className="text-base font-semibold">
                    {t('shortTermRentals.overview.figuresTitle')}
                  </h3>
                  <Link
                    to="/analytics?report=short-term-rentals"
                    className="text-sm font-medium text-brand hover:underline"
                  >
                    {t('shortTermRentals.overview.moreMonths')}
                  </Link>
                </div>
                {figures.isError ? (
                  <LoadFailedState
                    title={t('shortTermRentals.figures.loadFailed')}
                    error={figures.error}
                    onRetry={() => void figures.refetch()}
                    headingLevel="h3"
                  />
                ) : figures.data ? (
                  <ListingsMonthTable listings={items} figures={figures.data} />
                ) : (
                  <Skeleton className="h-32 rounded-xl" />
                )}
              </section>
            </div>
          )
        }
      </QueryContent>
    </>
  );
}
