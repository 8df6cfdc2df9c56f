import { CONTACT_SUBMISSION_STATUSES, type TContactSubmission } from '@rentwell/contracts/site-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CheckCheck, Inbox, ShieldAlert } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination.tsx';
import { TimeAgo } from '../../../components/time-ago.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { formatInstant, useNow } from '../../../lib/relative-time.ts';
import { toast } from '../../../lib/toast.ts';
import { useMarkContactHandled } from '../api/site-admin-mutations.ts';
import { CONSOLE_PAGE_SIZE, contactSubmissionsQueryOptions, type TContactFilters } from '../api/site-admin-queries.ts';
import { FilterSelect } from './console-filters.tsx';
import { SectionError, SectionHeader, SectionLoading } from './section-states.tsx';

const ALL = 'all';
const LANGUAGES = ['en', 'es', 'fr', 'he', 'sq'] as const;

function isLanguage(value: string): value is (typeof LANGUAGES)[number] {
  return (LANGUAGES as readonly string[]).includes(value);
}
const SPAM_CHOICES = ['exclude', 'include', 'only'] as const;
type TStatusFilter = (typeof CONTACT_SUBMISSION_STATUSES)[number] | typeof ALL;

function SpamBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="danger">
      <ShieldAlert className="size-3" aria-hidden="true" />
      {t('siteAdmin.contact.spam')}
    </Badge>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The whole message with who sent it, and 'Mark handled' while it is new. */
function SubmissionDialog({ submission, onClose }: { submission: TContactSubmission | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const markHandled = useMarkContactHandled();
  const [handled, setHandled] = useState<TContactSubmission | null>(null);
  const shown = handled?.id === submission?.id ? handled : submission;

  const close = () => {
    markHandled.reset();
    setHandled(null);
    onClose();
  };

  return (
    <TitledDialog
      open={submission !== null}
      onOpenChange={(open) => (open ? null : close())}
      className="max-w-xl"
      title={shown ? t('siteAdmin.contact.messageFrom', { name: shown.name }) : null}
      description={shown ? t('siteAdmin.contact.receivedOn', { date: formatInstant(shown.createdAt, language) }) : null}
    >
      {shown ? (
        <>
          <div className="flex flex-wrap gap-2">
            <StatusBadge status={shown.status} />
            {shown.isSuspectedSpam ? <SpamBadge /> : null}
          </div>
          {shown.isSuspectedSpam ? (
            <Alert variant="warning">
              <ShieldAlert aria-hidden="true" />
              <span>{t('siteAdmin.contact.spamNote')}</span>
            </Alert>
          ) : null}
          <dl className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm sm:grid-cols-2">
            <Detail label={t('siteAdmin.contact.email')}>
              <a className="text-brand underline-offset-4 hover:underline" href={`mailto:${shown.email}`}>
                {shown.email}
              </a>
            </Detail>
            <Detail label={t('siteAdmin.contact.phone')}>{shown.phone || '—'}</Detail>
            <Detail label={t('siteAdmin.contact.company')}>{shown.company || '—'}</Detail>
            <Detail label={t('siteAdmin.contact.language')}>
              {isLanguage(shown.language) ? t(`languages.${shown.language}`) : shown.language}
            </Detail>
          </dl>
          <div className="grid gap-1.5">
            <h3 className="text-sm font-medium">{t('siteAdmin.contact.message')}</h3>
            <p
              // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls when long, and the keyboard must reach it.
              tabIndex={0}
              className="max-h-72 overflow-y-auto rounded-lg border bg-background p-4 text-sm leading-relaxed break-words whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-ring"
            >
              {shown.message}
            </p>
          </div>
          {shown.status === 'handled' && shown.handledAt ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <CheckCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
              {t('siteAdmin.contact.handledBy', {
                name: shown.handledBy?.name ?? t('siteAdmin.contact.someone'),
                date: formatInstant(shown.handledAt, language),
              })}
            </p>
          ) : null}
          {markHandled.isError ? <Alert variant="destructive">{getErrorMessage(t, markHandled.error)}</Alert> : null}
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              {t('common.close')}
            </Button>
            {shown.status === 'new' ? (
              <Button
                isLoading={markHandled.isPending}
                onClick={() =>
                  markHandled.mutate(shown.id, {
                    onSuccess: (updated) => {
                      setHandled(updated);
                      toast.success(t('siteAdmin.contact.markedHandled'));
                    },
                  })
                }
              >
                <CheckCheck aria-hidden="true" />
                {t('siteAdmin.contact.markHandled')}
              </Button>
            ) : null}
          </DialogFooter>
        </>
      ) : null}
    </TitledDialog>
  );
}

/** Messages sent through the landing page's contact form, newest first. */
export function ContactSubmissionsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const now = useNow();
  const [filters, setFilters] = useState<TContactFilters>({ spam: 'exclude', page: 1 });
  const [openSubmission, setOpenSubmission] = useState<TContactSubmission | null>(null);
  const submissions = useQuery({ ...contactSubmissionsQueryOptions(filters), placeholderData: keepPreviousData });

  let content: ReactNode;
  if (submissions.isPending) {
    content = <SectionLoading />;
  } else if (submissions.isError) {
    content = <SectionError error={submissions.error} onRetry={() => void submissions.refetch()} />;
  } else if (submissions.data.items.length === 0) {
    content = (
      <EmptyState
        icon={Inbox}
        headingLevel="h3"
        title={t('siteAdmin.contact.emptyTitle')}
        description={t('siteAdmin.contact.emptyDescription')}
      />
    );
  } else {
    content = (
      <div aria-busy={submissions.isFetching}>
        <ul className="grid gap-3">
          {submissions.data.items.map((submission) => (
            <li
              key={submission.id}
              className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start dark:shadow-none"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium">{submission.name}</p>
                  <StatusBadge status={submission.status} />
                  {submission.isSuspectedSpam ? <SpamBadge /> : null}
                </div>
                <p className="truncate text-xs text-muted-foreground">
                  {[submission.email, submission.company].filter(Boolean).join(' · ')}
                </p>
                <p className="mt-2 line-clamp-2 text-sm break-words text-muted-foreground">{submission.message}</p>
              </div>
              <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
                <TimeAgo instant={submission.createdAt} now={now} className="text-xs text-muted-foreground" />
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setOpenSubmission(submission)}
                  aria-label={t('siteAdmin.contact.readFrom', { name: submission.name })}
                >
                  {t('siteAdmin.contact.read')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <Pagination
          label={t('siteAdmin.contact.pagination')}
          page={submissions.data.page}
          pageSize={CONSOLE_PAGE_SIZE}
          total={submissions.data.total}
          onPageChange={(page) => setFilters({ ...filters, page })}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title={t('siteAdmin.contact.title')}
        description={t('siteAdmin.contact.description')}
      >
        <FilterSelect<TStatusFilter>
          label={t('siteAdmin.contact.status')}
          value={filters.status ?? ALL}
          options={[
            { value: ALL, label: t('siteAdmin.contact.allStatuses') },
            ...CONTACT_SUBMISSION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
          onChange={(status) => setFilters({ ...filters, status: status === ALL ? undefined : status, page: 1 })}
        />
        <FilterSelect
          label={t('siteAdmin.contact.spamFilter')}
          value={filters.spam}
          className="sm:w-56"
          options={SPAM_CHOICES.map((choice) => ({
            value: choice,
            label: t(`siteAdmin.contact.spamChoices.${choice}`),
          }))}
          onChange={(spam) => setFilters({ ...filters, spam, page: 1 })}
        />
      </SectionHeader>
      {content}
      <SubmissionDialog submission={openSubmission} onClose={() => setOpenSubmission(null)} />
    </section>
  );
}
