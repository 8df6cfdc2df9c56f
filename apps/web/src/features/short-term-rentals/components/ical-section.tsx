import { zodResolver } from '@hookform/resolvers/zod';
import type { TImportFeed, TListing } from '@rentwell/contracts/short-term-rentals';
import { useQuery } from '@tanstack/react-query';
import { Link2, Link2Off, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CopyField } from '../../../components/copy-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toSupportedLanguage } from '../../../i18n/languages.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useAddImportFeed,
  useCreateExportFeed,
  useRemoveImportFeed,
  useRevokeExportFeed,
  useSyncImportFeed,
} from '../api/str-mutations.ts';
import { importFeedsQueryOptions, syncLogQueryOptions } from '../api/str-queries.ts';

const importFeedFormSchema = z.object({
  name: z.string().trim().min(1).max(100),
  url: z.url({ protocol: /^https?$/ }).max(2000),
});

const FEED_STATUS_VARIANTS = { never_synced: 'neutral', ok: 'success', error: 'danger' } as const;

/**
 * The listing's secret export URL: create it, replace it (the old URL stops working) or turn it off; shown once.
 * Its event titles are in the language of whoever creates it.
 */
function ExportFeed({ listing }: { listing: TListing }) {
  const { t, i18n } = useTranslation();
  const create = useCreateExportFeed(listing.id);
  const revoke = useRevokeExportFeed(listing.id);
  const [url, setUrl] = useState<string | null>(null);
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const run = () =>
    create.mutate(toSupportedLanguage(i18n.resolvedLanguage), {
      onSuccess: (feed) => {
        setUrl(feed.url);
        toast.success(t('shortTermRentals.ical.exportCreated'));
      },
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setConfirmingRevoke(false);
        toast.success(t('shortTermRentals.ical.exportRevoked'));
      },
    });
  const hasFeed = listing.exportFeedActive || url !== null;
  return (
    <div className="grid gap-2">
      <h5 className="text-sm font-semibold">{t('shortTermRentals.ical.exportTitle')}</h5>
      <p className="text-sm text-muted-foreground">
        {hasFeed ? t('shortTermRentals.ical.exportActive') : t('shortTermRentals.ical.exportNone')}
      </p>
      {url ? (
        <CopyField
          label={t('shortTermRentals.ical.exportUrl')}
          value={url}
          copyLabel={t('shortTermRentals.ical.copyUrl')}
        />
      ) : null}
      {create.isError ? <Alert variant="destructive">{getErrorMessage(t, create.error)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={run} isLoading={create.isPending}>
          <Link2 aria-hidden="true" />
          {hasFeed ? t('shortTermRentals.ical.rotate') : t('shortTermRentals.ical.createExport')}
        </Button>
        {hasFeed ? (
          <Button size="sm" variant="ghost" onClick={() => setConfirmingRevoke(true)}>
            <Link2Off aria-hidden="true" />
            {t('shortTermRentals.ical.revokeExport')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmingRevoke}
        onOpenChange={(open) => {
          setConfirmingRevoke(open);
          if (!open) revoke.reset();
        }}
        title={t('shortTermRentals.ical.revokeDialog.title')}
        description={t('shortTermRentals.ical.revokeDialog.description', { title: listing.title })}
        confirmLabel={t('shortTermRentals.ical.revokeExport')}
        onConfirm={turnOff}
        isPending={revoke.isPending}
        errorMessage={revoke.isError ? getErrorMessage(t, revoke.error) : null}
      />
    </div>
  );
}

/** One import feed: its status, 'Sync now' and its latest runs (added, updated, removed, conflicts). */
function ImportFeedItem({ listing, feed }: { listing: TListing; feed: TImportFeed }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sync = useSyncImportFeed(listing.id, feed.id);
  const remove = useRemoveImportFeed(listing.id);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const log = useQuery(syncLogQueryOptions(listing.id, feed.id));
  return (
    <li className="grid gap-2 rounded-lg border bg-card px-3 py-2.5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1">
          <span className="block font-medium">{feed.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{feed.url}</span>
        </span>
        <Badge variant={FEED_STATUS_VARIANTS[feed.status]}>
          {t(`shortTermRentals.ical.feedStatuses.${feed.status}`)}
        </Badge>
        <Button
          size="sm"
          variant="outline"
          isLoading={sync.isPending}
          onClick={() =>
            sync.mutate(undefined, {
              onSuccess: () => toast.success(t('shortTermRentals.ical.synced', { name: feed.name })),
            })
          }
          aria-label={t('shortTermRentals.ical.syncNowOf', { name: feed.name })}
        >
          <RefreshCw aria-hidden="true" />
          {t('shortTermRentals.ical.syncNow')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setConfirmingRemove(true)}
          aria-label={t('shortTermRentals.ical.removeFeedOf', { name: feed.name })}
        >
          <Trash2 aria-hidden="true" />
          {t('shortTermRentals.ical.removeFeed')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingRemove}
        onOpenChange={(open) => {
          setConfirmingRemove(open);
          if (!open) remove.reset();
        }}
        title={t('shortTermRentals.ical.removeFeedDialog.title', { name: feed.name })}
        description={t('shortTermRentals.ical.removeFeedDialog.description')}
        confirmLabel={t('shortTermRentals.ical.removeFeed')}
        onConfirm={() =>
          remove.mutate(feed.id, {
            onSuccess: () => toast.success(t('shortTermRentals.ical.feedRemoved', { name: feed.name })),
          })
        }
        isPending={remove.isPending}
        errorMessage={remove.isError ? getErrorMessage(t, remove.error) : null}
      />
      <p className="text-xs text-muted-foreground">
        {feed.lastSyncAt
          ? t('shortTermRentals.ical.lastSync', { when: format.dateTime(feed.lastSyncAt) })
          : t('shortTermRentals.ical.neverSynced')}
        {feed.lastError ? ` · ${t(`shortTermRentals.ical.syncErrors.${feed.lastError}`)}` : ''}
      </p>
      {sync.isError ? <Alert variant="destructive">{getErrorMessage(t, sync.error)}</Alert> : null}
      {log.data && log.data.items.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-xs font-medium">{t('shortTermRentals.ical.syncLog')}</summary>
          <ul className="mt-1 grid gap-1 text-xs">
            {log.data.items.map((entry) => (
              <li key={entry.id}>
                <span className="font-medium">{format.dateTime(entry.startedAt)}</span>
                {': '}
                {entry.error
                  ? t('shortTermRentals.ical.syncFailed', {
                      reason: t(`shortTermRentals.ical.syncErrors.${entry.error}`),
                    })
                  : t('shortTermRentals.ical.syncCounts', {
                      added: format.number(entry.added),
                      updated: format.number(entry.updated),
                      removed: format.number(entry.removed),
                      conflicts: format.number(entry.conflicts.length),
                    })}
                {entry.conflicts.map((conflict) => (
                  <span key={conflict.uid} className="block text-warning">
                    {t('shortTermRentals.ical.syncConflict', {
                      from: format.date(conflict.startDate),
                      to: format.date(conflict.endDate),
                      stay: conflict.conflictingLabel,
                    })}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/** iCal for one listing: its export feed, and import feeds (e.g. from Airbnb or Vrbo) whose stays become blocks. */
export function IcalSection({ listing }: { listing: TListing }) {
  const { t } = useTranslation();
  const headingId = useId();
  const feeds = useQuery(importFeedsQueryOptions(listing.id));
  const add = useAddImportFeed(listing.id);
  const form = useForm<z.input<typeof importFeedFormSchema>, unknown, z.output<typeof importFeedFormSchema>>({
    resolver: zodResolver(importFeedFormSchema, ZOD_PARSE_OPTIONS),
    defaultValues: { name: '', url: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
    } catch {
      return;
    }
    toast.success(t('shortTermRentals.ical.feedAdded', { name: values.name }));
    form.reset();
  });
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h4 id={headingId} className="text-sm font-semibold">
        {t('shortTermRentals.ical.title')}
      </h4>
      <ExportFeed listing={listing} />
      <div className="grid gap-2">
        <h5 className="text-sm font-semibold">{t('shortTermRentals.ical.importTitle')}</h5>
        <p className="text-sm text-muted-foreground">{t('shortTermRentals.ical.importIntro')}</p>
        {feeds.isPending ? (
          <Skeleton className="h-12 rounded-lg" />
        ) : feeds.isError ? (
          <Alert variant="destructive">{getErrorMessage(t, feeds.error)}</Alert>
        ) : feeds.data.items.length > 0 ? (
          <ul className="grid gap-2">
            {feeds.data.items.map((feed) => (
              <ImportFeedItem key={feed.id} listing={listing} feed={feed} />
            ))}
          </ul>
        ) : null}
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
          aria-busy={isSubmitting}
        >
          <FormField label={t('shortTermRentals.ical.feedName')} error={errors.name}>
            <Input autoComplete="off" placeholder="Airbnb" {...form.register('name')} />
          </FormField>
          <FormField label={t('shortTermRentals.ical.feedUrl')} error={errors.url}>
            <Input type="url" autoComplete="off" spellCheck={false} {...form.register('url')} />
          </FormField>
          <Button type="submit" variant="outline" isLoading={isSubmitting}>
            <Plus aria-hidden="true" />
            {t('shortTermRentals.ical.addFeed')}
          </Button>
          {add.isError ? (
            <Alert variant="destructive" className="sm:col-span-3">
              {getErrorMessage(t, add.error)}
            </Alert>
          ) : null}
        </form>
      </div>
    </section>
  );
}
