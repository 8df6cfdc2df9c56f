import { CALENDAR_EVENT_TYPES } from '@rentwell/contracts/calendar-events';
import { addDays } from '@rentwell/domain/calendar-date';
import { hasPermission } from '@rentwell/domain/role-permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarPlus, ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PropertyFilter } from '../../../components/property-picker/property-filter.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { dateTimeFormat } from '../../../lib/localized-intl.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useOrganizationToday } from '../../../lib/use-organization-today.ts';
import { calendarEventsQueryOptions, type TCalendarFilters } from '../api/calendar-queries.ts';
import {
  AGENDA_DAYS,
  CALENDAR_VIEWS,
  shiftAnchor,
  type TCalendarView,
  visibleRange,
  weekStartOf,
} from '../calendar-grid.ts';
import { EventDayList } from '../components/event-day-list.tsx';
import { MonthView } from '../components/month-view.tsx';
import { SubscribeDialog } from '../components/subscribe-dialog.tsx';
import { WeekView } from '../components/week-view.tsx';

/** Phones open on the agenda: a month grid does not fit 390 px. */
function initialView(): TCalendarView {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 639px)').matches ? 'agenda' : 'month';
}

function usePeriodLabel(view: TCalendarView, from: string, to: string, anchor: string) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  if (view === 'month') {
    return dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at(anchor));
  }
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(at(from), at(to));
}

export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const { role } = useAuth();
  // The organization's date (its time zone), as the server counts it.
  const today = useOrganizationToday();
  // Only landlords and managers may list properties; a tenant's or a worker's events are few enough unfiltered.
  const canFilterByProperty = role !== null && hasPermission(role, 'properties:read');
  const [view, setView] = useState<TCalendarView>(initialView);
  const [anchor, setAnchor] = useState(today);
  const [filters, setFilters] = useState<TCalendarFilters>({});
  const [isSubscribeOpen, setSubscribeOpen] = useState(false);
  const weekStartsOn = useMemo(() => weekStartOf(i18n.resolvedLanguage ?? 'en'), [i18n.resolvedLanguage]);
  const { from, to } = visibleRange(view, anchor, weekStartsOn);
  const events = useQuery({ ...calendarEventsQueryOptions(from, to, filters), placeholderData: keepPreviousData });
  const upcoming = useQuery(calendarEventsQueryOptions(today, addDays(today, AGENDA_DAYS - 1), filters));
  const periodLabel = usePeriodLabel(view, from, to, anchor);
  const typeOptions = CALENDAR_EVENT_TYPES.map((type) => ({ value: type, label: t(`calendar.types.${type}`) }));

  return (
    <>
      <PageHeader
        title={t('pages.calendar.title')}
        description={t('pages.calendar.description')}
        actions={
          <Button variant="outline" onClick={() => setSubscribeOpen(true)}>
            <CalendarPlus aria-hidden="true" />
            {t('calendar.subscribe')}
          </Button>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <FilterSelect
          label={t('calendar.filters.type')}
          allLabel={t('calendar.filters.allTypes')}
          value={filters.type}
          options={typeOptions}
          onChange={(type) =>
            setFilters((current) => ({ ...current, type: CALENDAR_EVENT_TYPES.find((option) => option === type) }))
          }
        />
        {canFilterByProperty ? (
          <PropertyFilter
            label={t('calendar.filters.property')}
            allLabel={t('calendar.filters.allProperties')}
            value={filters.propertyId}
            onChange={(propertyId) => setFilters((current) => ({ ...current, propertyId }))}
          />
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="calendar-period" className="min-w-0">
          <Tabs value={view} onValueChange={(next) => setView(CALENDAR_VIEWS.find((v) => v === next) ?? view)}>
            <div className="mb-3 flex flex-wrap items-center gap-2">
              <TabsList aria-label={t('calendar.views.label')}>
                {CALENDAR_VIEWS.map((value) => (
                  <TabsTrigger key={value} value={value}>
                    {t(`calendar.views.${value}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
              <div className="flex items-center gap-1">
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('calendar.previous')}
                  onClick={() => setAnchor(shiftAnchor(view, anchor, -1))}
                >
                  <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
                </Button>
                <Button variant="outline" onClick={() => setAnchor(today)}>
                  {t('calendar.today')}
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('calendar.next')}
                  onClick={() => setAnchor(shiftAnchor(view, anchor, 1))}
                >
                  <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
                </Button>
              </div>
              <h2 id="calendar-period" className="text-lg font-semibold" aria-live="polite">
                {periodLabel}
              </h2>
            </div>
            <TabsContent value={view}>
              <QueryContent
                query={events}
                loading={<Skeleton className="h-96 w-full" />}
                failedTitle={t('calendar.loadFailed')}
              >
                {({ items }) =>
                  view === 'month' ? (
                    <MonthView
                      anchor={anchor}
                      today={today}
                      weekStartsOn={weekStartsOn}
                      events={items}
                      onShowWeek={(day) => {
                        setAnchor(day);
                        setView('week');
                      }}
                    />
                  ) : view === 'week' ? (
                    <WeekView anchor={anchor} today={today} weekStartsOn={weekStartsOn} events={items} />
                  ) : (
                    <div className="rounded-xl border bg-card p-2">
                      <EventDayList events={items} today={today} dayHeading="h3" emptyText={t('calendar.noEvents')} />
                    </div>
                  )
                }
              </QueryContent>
            </TabsContent>
          </Tabs>
        </section>
        <section aria-labelledby="calendar-upcoming" className="min-w-0">
          <h2 id="calendar-upcoming" className="mb-2 text-lg font-semibold">
            {t('calendar.upcoming.title')}
          </h2>
          <p className="mb-3 text-sm text-muted-foreground">{t('calendar.upcoming.description')}</p>
          <QueryContent
            query={upcoming}
            loading={<Skeleton className="h-48 w-full" />}
            failedTitle={t('calendar.loadFailed')}
          >
            {({ items }) => (
              <div className="rounded-xl border bg-card p-2" data-testid="upcoming-events">
                <EventDayList events={items} today={today} dayHeading="h3" emptyText={t('calendar.upcoming.empty')} />
              </div>
            )}
          </QueryContent>
        </section>
      </div>
      <SubscribeDialog open={isSubscribeOpen} onOpenChange={setSubscribeOpen} />
    </>
  );
}
