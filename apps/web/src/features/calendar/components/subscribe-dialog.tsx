import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Link2Off, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { dateTimeFormat } from '../../../lib/localized-intl.ts';
import { toast } from '../../../lib/toast.ts';
import { calendarFeedQueryOptions, useRevokeCalendarFeed, useRotateCalendarFeed } from '../api/calendar-queries.ts';

/**
 * The personal iCalendar feed: create it (its URL shows once, with Copy: only a hash is stored), replace the URL
 * (the old one stops working) or turn it off.
 */
export function SubscribeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const feed = useQuery({ ...calendarFeedQueryOptions(), enabled: open });
  const rotate = useRotateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const dates = dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });

  const create = () =>
    rotate.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        toast.success(t('calendar.feed.created'));
      },
      onError: (error) => toast.error(t('calendar.feed.failed'), { description: getErrorMessage(t, error) }),
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.success(t('calendar.feed.revoked'));
      },
      onError: (error) => toast.error(t('calendar.feed.failed'), { description: getErrorMessage(t, error) }),
    });

  const isActive = feed.data?.active ?? false;
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setUrl(null);
        onOpenChange(next);
      }}
      title={t('calendar.feed.title')}
      description={t('calendar.feed.description')}
      className="max-w-lg"
    >
      <div className="grid gap-4">
        {feed.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : feed.isError ? (
          <Alert variant="destructive">{getErrorMessage(t, feed.error)}</Alert>
        ) : (
          <p className="text-sm" role="status">
            {isActive && feed.data?.createdAt
              ? t('calendar.feed.activeSince', { date: dates.format(new Date(feed.data.createdAt)) })
              : t('calendar.feed.inactive')}
          </p>
        )}
        {url ? (
          <div className="grid gap-2">
            <CopyField label={t('calendar.feed.urlLabel')} value={url} copyLabel={t('calendar.feed.copy')} />
            <Alert variant="info">{t('calendar.feed.shownOnce')}</Alert>
          </div>
        ) : isActive ? (
          <p className="text-sm text-muted-foreground">{t('calendar.feed.cannotShowAgain')}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {isActive ? (
            <>
              <Button variant="outline" onClick={create} isLoading={rotate.isPending} disabled={revoke.isPending}>
                <RefreshCw aria-hidden="true" />
                {t('calendar.feed.rotate')}
              </Button>
              <Button
                variant="outline"
                className="text-destructive hover:text-destructive dark:text-danger"
                onClick={turnOff}
                isLoading={revoke.isPending}
                disabled={rotate.isPending}
              >
                <Link2Off aria-hidden="true" />
                {t('calendar.feed.revoke')}
              </Button>
            </>
          ) : (
            <Button onClick={create} isLoading={rotate.isPending} disabled={feed.isPending}>
              <CalendarPlus aria-hidden="true" />
              {t('calendar.feed.create')}
            </Button>
          )}
        </div>
        {isActive ? <p className="text-xs text-muted-foreground">{t('calendar.feed.rotateHint')}</p> : null}
      </div>
    </TitledDialog>
  );
}
