import { MAIL_STATUSES, type TMailSummary } from '@rentwell/contracts/site-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { MailOpen, MailX, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeAgo } from '../../../components/time-ago.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { formatInstant, formatRelativeTime, useNow } from '../../../lib/relative-time.ts';
import { toast } from '../../../lib/toast.ts';
import { useResendMail } from '../api/site-admin-mutations.ts';
import { mailListQueryOptions, mailQueryOptions, type TMailFilters } from '../api/site-admin-queries.ts';
import { FilterSelect, SearchField } from './console-filters.tsx';
import { ConsoleTable } from './console-table.tsx';
import { SectionHeader } from './section-states.tsx';

const ALL = 'all';
type TStatusFilter = (typeof MAIL_STATUSES)[number] | typeof ALL;

const PURPOSE_KEYS = {
  account_invitation: 'accountInvitation',
  password_reset: 'passwordReset',
  email_verification: 'emailVerification',
  contact_submission: 'contactSubmission',
  email_changed: 'emailChanged',
} as const;
const NOTIFICATION_KINDS = ['payment', 'maintenance', 'lease', 'message'] as const;

/** Why a mail was sent, in words: 'Password reset', 'Notification (Payment)'; an unknown purpose as recorded. */
function purposeLabel(t: TFunction, purpose: string): string {
  if (Object.hasOwn(PURPOSE_KEYS, purpose)) {
    return t(`siteAdmin.mail.purposes.${PURPOSE_KEYS[purpose as keyof typeof PURPOSE_KEYS]}`);
  }
  if (purpose.startsWith('notification:')) {
    const kind = NOTIFICATION_KINDS.find((candidate) => purpose.slice('notification:'.length).startsWith(candidate));
    return t('siteAdmin.mail.purposes.notification', {
      kind: t(`notifications.types.${kind ?? 'general'}`),
    });
  }
  return purpose;
}

/** Where delivery stands beyond the status: the retry to come, or how many attempts a failed mail had. */
function DeliveryNote({ mail, now }: { mail: TMailSummary; now: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  if (mail.status === 'queued' && mail.attempts > 0 && mail.nextAttemptAt) {
    return (
      <span className="block text-xs text-muted-foreground">
        {t('siteAdmin.mail.retryAt', {
          attempts: mail.attempts,
          time: formatRelativeTime(mail.nextAttemptAt, language, now),
        })}
      </span>
    );
  }
  if (mail.status === 'failed') {
    return (
      <span className="block text-xs text-muted-foreground">
        {t('siteAdmin.mail.attemptsMade', { attempts: mail.attempts })}
      </span>
    );
  }
  return null;
}

/** Sends a failed mail again: it goes back to the queue with a fresh set of attempts. */
function ResendButton({
  mail,
  className,
  onResent,
}: {
  mail: TMailSummary;
  className?: string;
  onResent?: () => void;
}) {
  const { t } = useTranslation();
  const resend = useResendMail();
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      isLoading={resend.isPending}
      aria-label={t('siteAdmin.mail.resendMail', { subject: mail.subject })}
      onClick={() =>
        resend.mutate(mail.id, {
          onSuccess: () => {
            toast.success(t('siteAdmin.mail.resent'));
            onResent?.();
          },
          onError: (error) => toast.error(getErrorMessage(t, error)),
        })
      }
    >
      <RotateCw aria-hidden="true" />
      {t('siteAdmin.mail.resend')}
    </Button>
  );
}

/** One mail as it was sent: header fields, delivery state and the text body. */
function MailDialog({ mail, onClose }: { mail: TMailSummary | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const now = useNow();
  const full = useQuery({ ...mailQueryOptions(mail?.id ?? ''), enabled: mail !== null });
  return (
    <Dialog open={mail !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-2xl">
        {mail ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{mail.subject}</DialogTitle>
              <DialogDescription>{t('siteAdmin.mail.toLine', { to: mail.to })}</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-xs text-muted-foreground">{t('siteAdmin.mail.purpose')}</dt>
                <dd>{purposeLabel(t, mail.purpose)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('siteAdmin.mail.created')}</dt>
                <dd>{formatInstant(mail.createdAt, language)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('siteAdmin.mail.status')}</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={mail.status} />
                  {mail.sentAt ? (
                    <span className="text-xs text-muted-foreground">{formatInstant(mail.sentAt, language)}</span>
                  ) : null}
                  <DeliveryNote mail={mail} now={now} />
                </dd>
              </div>
            </dl>
            {mail.error && mail.status !== 'sent' ? (
              <Alert variant="destructive">
                <MailX aria-hidden="true" />
                <span className="break-words">{t('siteAdmin.mail.deliveryError', { error: mail.error })}</span>
              </Alert>
            ) : null}
            {mail.status === 'failed' ? (
              <ResendButton mail={mail} className="justify-self-start" onResent={onClose} />
            ) : null}
            {full.isPending ? (
              <Skeleton className="h-48" />
            ) : full.isError ? (
              <Alert variant="destructive">{getErrorMessage(t, full.error)}</Alert>
            ) : (
              <pre
                // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls when long, and the keyboard must reach it.
                tabIndex={0}
                className="max-h-[50dvh] overflow-auto rounded-lg border bg-background p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-ring"
              >
                {full.data.textBody}
              </pre>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Every mail the server sent or kept in its outbox: recipient, subject, purpose, status and dates. */
export function MailOutboxSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const now = useNow();
  const [filters, setFilters] = useState<TMailFilters>({ page: 1 });
  const [openMail, setOpenMail] = useState<TMailSummary | null>(null);
  const mails = useQuery({ ...mailListQueryOptions(filters), placeholderData: keepPreviousData });

  const openButton = (mail: TMailSummary, className?: string) => (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={() => setOpenMail(mail)}
      aria-label={t('siteAdmin.mail.openMail', { subject: mail.subject })}
    >
      <MailOpen aria-hidden="true" />
      {t('siteAdmin.mail.open')}
    </Button>
  );

  return (
    <section aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={t('siteAdmin.mail.title')} description={t('siteAdmin.mail.description')}>
        <SearchField
          label={t('siteAdmin.mail.search')}
          placeholder={t('siteAdmin.mail.searchPlaceholder')}
          value={filters.to}
          onChange={(to) => setFilters({ ...filters, to, page: 1 })}
        />
        <FilterSelect<TStatusFilter>
          label={t('siteAdmin.mail.status')}
          value={filters.status ?? ALL}
          options={[
            { value: ALL, label: t('siteAdmin.mail.allStatuses') },
            ...MAIL_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
          onChange={(status) => setFilters({ ...filters, status: status === ALL ? undefined : status, page: 1 })}
        />
      </SectionHeader>
      <ConsoleTable
        query={mails}
        empty={{
          icon: MailOpen,
          title: t('siteAdmin.mail.emptyTitle'),
          description: t('siteAdmin.mail.emptyDescription'),
        }}
        columns={[
          { key: 'to', header: t('siteAdmin.mail.to'), cellClassName: 'max-w-48 truncate', cell: (mail) => mail.to },
          {
            key: 'subject',
            header: t('siteAdmin.mail.subject'),
            cellClassName: 'max-w-64 truncate font-medium',
            cell: (mail) => mail.subject,
          },
          {
            key: 'purpose',
            header: t('siteAdmin.mail.purpose'),
            cellClassName: 'whitespace-nowrap',
            cell: (mail) => purposeLabel(t, mail.purpose),
          },
          {
            key: 'status',
            header: t('siteAdmin.mail.status'),
            cellClassName: 'max-w-56',
            cell: (mail) => (
              <>
                <StatusBadge status={mail.status} />
                <DeliveryNote mail={mail} now={now} />
                {mail.error && mail.status !== 'sent' ? (
                  <span className="block truncate text-xs text-destructive" title={mail.error}>
                    {mail.error}
                  </span>
                ) : null}
              </>
            ),
          },
          {
            key: 'created',
            header: t('siteAdmin.mail.created'),
            cellClassName: 'whitespace-nowrap',
            cell: (mail) => <TimeAgo instant={mail.createdAt} now={now} />,
          },
        ]}
        actions={(mail) => (
          <div className="flex flex-col gap-2">
            {openButton(mail)}
            {mail.status === 'failed' ? <ResendButton mail={mail} /> : null}
          </div>
        )}
        card={(mail) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-medium break-words">{mail.subject}</p>
              <StatusBadge status={mail.status} />
            </div>
            <p className="mt-1 truncate text-xs text-muted-foreground">{mail.to}</p>
            <p className="mt-2 flex flex-wrap gap-x-2 text-xs text-muted-foreground">
              <span>{purposeLabel(t, mail.purpose)}</span>
              <span aria-hidden="true">·</span>
              <TimeAgo instant={mail.createdAt} now={now} />
            </p>
            <DeliveryNote mail={mail} now={now} />
            {mail.error && mail.status !== 'sent' ? (
              <p className="mt-1 text-xs break-words text-destructive">{mail.error}</p>
            ) : null}
            <div className="mt-3 grid gap-2">
              {openButton(mail, 'w-full')}
              {mail.status === 'failed' ? <ResendButton mail={mail} className="w-full" /> : null}
            </div>
          </>
        )}
        paginationLabel={t('siteAdmin.mail.pagination')}
        onPageChange={(page) => setFilters({ ...filters, page })}
      />
      <MailDialog mail={openMail} onClose={() => setOpenMail(null)} />
    </section>
  );
}
