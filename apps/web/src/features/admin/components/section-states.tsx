import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedState } from '../../../components/load-failed-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/class-names.ts';
import { siteAdminKeys } from '../api/site-admin-queries.ts';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

export function SectionLoading({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2" role="status" aria-label={t('common.loading')}>
      {SKELETON_ROWS.slice(0, rows).map((row) => (
        <Skeleton key={row} className="h-12 rounded-xl" />
      ))}
    </div>
  );
}

/**
 * A section that failed to load. When the reason is that the console locked again (the unlock expired), the lock
 * status is fetched anew, which brings back the unlock form.
 */
export function SectionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isLocked = isApiError(error) && error.code === 'site_admin_locked';
  useEffect(() => {
    if (isLocked) void queryClient.invalidateQueries({ queryKey: siteAdminKeys.lock });
  }, [isLocked, queryClient]);
  return <LoadFailedState headingLevel="h3" title={t('siteAdmin.loadFailed')} error={error} onRetry={onRetry} />;
}

/** The heading row of a console section: title, one line on what it is, and its filters or actions. */
export function SectionHeader({
  id,
  title,
  description,
  children,
  isStacked = false,
}: {
  id: string;
  title: string;
  description: string;
  children?: ReactNode;
  /** Filters below the title at every width (for more than two filters). */
  isStacked?: boolean;
}) {
  return (
    <div className={cn('mb-4 flex flex-col gap-3', !isStacked && 'lg:flex-row lg:items-end lg:justify-between')}>
      <div className="min-w-0">
        <h2 id={id} className="text-base font-semibold tracking-tight">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {children ? <div className="flex flex-wrap items-end gap-3">{children}</div> : null}
    </div>
  );
}
