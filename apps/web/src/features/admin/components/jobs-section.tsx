import { JOB_RUN_STATUSES, type TJobRun } from '@rentwell/contracts/site-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CalendarClock, History } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeAgo } from '../../../components/time-ago.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { useNow } from '../../../lib/relative-time.ts';
import { jobRunsQueryOptions, jobsQueryOptions, type TJobRunFilters } from '../api/site-admin-queries.ts';
import { formatDuration } from '../console-format.ts';
import { FilterSelect } from './console-filters.tsx';
import { ConsoleTable } from './console-table.tsx';
import { SectionError, SectionHeader, SectionLoading } from './section-states.tsx';

const ALL = 'all';
type TStatusFilter = (typeof JOB_RUN_STATUSES)[number] | typeof ALL;

const JOB_KEYS = {
  'rent-charges': 'rentCharges',
  'lease-status': 'leaseStatus',
  'recurring-expenses': 'recurringExpenses',
  'late-fees': 'lateFees',
  'str-bookings-complete': 'staysCompleted',
  'signature-completion': 'signatureCompletion',
  'signature-reminders': 'signatureReminders',
  'database-statistics': 'databaseStatistics',
} as const;
type TKnownJob = keyof typeof JOB_KEYS;

const DETAIL_KEYS = {
  leasesChecked: 'leasesChecked',
  chargesCreated: 'chargesCreated',
  leasesUpdated: 'leasesUpdated',
  templatesChecked: 'templatesChecked',
  occurrencesCreated: 'occurrencesCreated',
  lateFeesCharged: 'lateFeesCharged',
  bookingsCompleted: 'bookingsCompleted',
  requestsCompleted: 'requestsCompleted',
  signersReminded: 'signersReminded',
} as const;

/**
 * A job of the calendar date runs once per time zone of the organizations: its runs are named `<job>:<zone>`
 * ('rent-charges:America/Los_Angeles').
 */
function jobParts(name: string): { job: string; timeZone: string | null } {
  const colon = name.indexOf(':');
  return colon === -1 ? { job: name, timeZone: null } : { job: name.slice(0, colon), timeZone: name.slice(colon + 1) };
}

function knownJobKey(name: string): (typeof JOB_KEYS)[TKnownJob] | null {
  const { job } = jobParts(name);
  return Object.hasOwn(JOB_KEYS, job) ? JOB_KEYS[job as TKnownJob] : null;
}

/** What a known job does, under its name. */
function JobDescription({ name }: { name: string }) {
  const { t } = useTranslation();
  const key = knownJobKey(name);
  return key ? <CardDescription>{t(`siteAdmin.jobs.descriptions.${key}`)}</CardDescription> : null;
}

/** 'Rent charges', or 'Rent charges · America/Los_Angeles' for the run of one time zone. */
function jobLabel(t: TFunction, name: string): string {
  const key = knownJobKey(name);
  const { job, timeZone } = jobParts(name);
  const label = key ? t(`siteAdmin.jobs.names.${key}`) : job;
  return timeZone ? `${label} · ${timeZone}` : label;
}

/** What a run reported: 'Leases checked: 48 · Charges created: 3', or its error. */
function runDetails(t: TFunction, run: TJobRun, format: (value: number) => string): string | null {
  const details = run.details;
  if (!details) return null;
  if (typeof details.error === 'string') return details.error;
  const parts = Object.entries(details)
    .filter(([, value]) => typeof value === 'number')
    .map(([key, value]) =>
      Object.hasOwn(DETAIL_KEYS, key)
        ? t(`siteAdmin.jobs.details.${DETAIL_KEYS[key as keyof typeof DETAIL_KEYS]}`, {
            value: format(value as number),
          })
        : `${key}: ${format(value as number)}`,
    );
  return parts.length > 0 ? parts.join(' · ') : null;
}

function RunDuration({ run }: { run: TJobRun }) {
  const { i18n } = useTranslation();
  if (!run.finishedAt) return <span className="text-muted-foreground">—</span>;
  const seconds = (new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime()) / 1000;
  return <>{formatDuration(seconds, i18n.resolvedLanguage ?? 'en')}</>;
}

/** Each scheduled job with its latest run, then the runs themselves. */
export function JobsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const runsHeadingId = useId();
  const now = useNow();
  const format = useFormatters();
  const [filters, setFilters] = useState<TJobRunFilters>({ page: 1 });
  const jobs = useQuery(jobsQueryOptions());
  const runs = useQuery({ ...jobRunsQueryOptions(filters), placeholderData: keepPreviousData });

  let summary: ReactNode;
  if (jobs.isPending) {
    summary = <SectionLoading rows={2} />;
  } else if (jobs.isError) {
    summary = <SectionError error={jobs.error} onRetry={() => void jobs.refetch()} />;
  } else if (jobs.data.length === 0) {
    summary = (
      <EmptyState
        icon={CalendarClock}
        headingLevel="h3"
        title={t('siteAdmin.jobs.emptyTitle')}
        description={t('siteAdmin.jobs.emptyDescription')}
      />
    );
  } else {
    summary = (
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {jobs.data.map((job) => (
          <li key={job.name}>
            <Card className="h-full">
              <CardHeader className="gap-2 pb-3 sm:pb-3">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold tracking-tight">{jobLabel(t, job.name)}</h3>
                  <StatusBadge status={job.lastRun.status} />
                </div>
                <JobDescription name={job.name} />
              </CardHeader>
              <CardContent>
                <dl className="grid gap-2 text-sm">
                  <div className="flex justify-between gap-3">
                    <dt className="text-muted-foreground">{t('siteAdmin.jobs.lastRun')}</dt>
                    <dd className="text-end">
                      <TimeAgo instant={job.lastRun.startedAt} now={now} />
                    </dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className="text-muted-foreground">{t('siteAdmin.jobs.lastSucceeded')}</dt>
                    <dd className="text-end">
                      {job.lastSucceededAt ? (
                        <TimeAgo instant={job.lastSucceededAt} now={now} />
                      ) : (
                        t('siteAdmin.jobs.never')
                      )}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className="text-muted-foreground">{t('siteAdmin.jobs.failedRuns')}</dt>
                    <dd className={job.failedRunCount > 0 ? 'font-semibold text-danger' : ''}>
                      {format.number(job.failedRunCount)}
                    </dd>
                  </div>
                </dl>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  const jobNames = jobs.data?.map((job) => job.name) ?? [];

  return (
    <div className="grid gap-8">
      <section aria-labelledby={headingId}>
        <SectionHeader id={headingId} title={t('siteAdmin.jobs.title')} description={t('siteAdmin.jobs.description')} />
        {summary}
      </section>
      <section aria-labelledby={runsHeadingId}>
        <SectionHeader
          id={runsHeadingId}
          title={t('siteAdmin.jobs.runsTitle')}
          description={t('siteAdmin.jobs.runsDescription')}
        >
          <FilterSelect
            label={t('siteAdmin.jobs.job')}
            value={filters.jobName ?? ALL}
            className="sm:w-56"
            options={[
              { value: ALL, label: t('siteAdmin.jobs.allJobs') },
              ...jobNames.map((name) => ({ value: name, label: jobLabel(t, name) })),
            ]}
            onChange={(jobName) => setFilters({ ...filters, jobName: jobName === ALL ? undefined : jobName, page: 1 })}
          />
          <FilterSelect<TStatusFilter>
            label={t('siteAdmin.jobs.status')}
            value={filters.status ?? ALL}
            options={[
              { value: ALL, label: t('siteAdmin.jobs.allStatuses') },
              ...JOB_RUN_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
            ]}
            onChange={(status) => setFilters({ ...filters, status: status === ALL ? undefined : status, page: 1 })}
          />
        </SectionHeader>
        <ConsoleTable
          query={runs}
          empty={{
            icon: History,
            title: t('siteAdmin.jobs.noRunsTitle'),
            description: t('siteAdmin.jobs.noRunsDescription'),
          }}
          columns={[
            {
              key: 'job',
              header: t('siteAdmin.jobs.job'),
              cellClassName: 'whitespace-nowrap',
              cell: (run) => (
                <>
                  <div className="font-medium">{jobLabel(t, run.jobName)}</div>
                  <div className="font-mono text-xs text-muted-foreground">{run.runKey}</div>
                </>
              ),
            },
            { key: 'status', header: t('siteAdmin.jobs.status'), cell: (run) => <StatusBadge status={run.status} /> },
            {
              key: 'started',
              header: t('siteAdmin.jobs.started'),
              cellClassName: 'whitespace-nowrap',
              cell: (run) => <TimeAgo instant={run.startedAt} now={now} showAbsolute />,
            },
            {
              key: 'duration',
              header: t('siteAdmin.jobs.duration'),
              cellClassName: 'whitespace-nowrap',
              cell: (run) => <RunDuration run={run} />,
            },
            {
              key: 'result',
              header: t('siteAdmin.jobs.result'),
              cellClassName: 'max-w-72 text-xs break-words text-muted-foreground',
              cell: (run) => runDetails(t, run, format.number) ?? '—',
            },
          ]}
          card={(run) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium">{jobLabel(t, run.jobName)}</p>
                  <p className="font-mono text-xs text-muted-foreground">{run.runKey}</p>
                </div>
                <StatusBadge status={run.status} />
              </div>
              <p className="mt-2 text-xs text-muted-foreground">
                <TimeAgo instant={run.startedAt} now={now} /> · <RunDuration run={run} />
              </p>
              {runDetails(t, run, format.number) ? (
                <p className="mt-1 text-xs break-words text-muted-foreground">{runDetails(t, run, format.number)}</p>
              ) : null}
            </>
          )}
          cardClassName="text-sm"
          paginationLabel={t('siteAdmin.jobs.pagination')}
          onPageChange={(page) => setFilters({ ...filters, page })}
          scrollLabel={t('siteAdmin.jobs.runsTitle')}
          heightClassName="max-h-[32rem]"
        />
      </section>
    </div>
  );
}
