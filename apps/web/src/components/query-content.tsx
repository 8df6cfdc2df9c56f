import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedState } from './load-failed-state.tsx';

export type TQueryContentProps<TData> = {
  query: UseQueryResult<TData>;
  /** Placeholders shaped like the content, announced as loading. */
  loading: ReactNode;
  /** What could not be loaded: "We couldn't load your tenancy." */
  failedTitle: string;
  children: (data: TData) => ReactNode;
};

/** A query's data in its three states: placeholders while it loads, the reason and Retry when it failed, or the data. */
export function QueryContent<TData>({ query, loading, failedTitle, children }: TQueryContentProps<TData>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label={t('common.loading')}>
        {loading}
      </div>
    );
  }
  if (query.isError) {
    return <LoadFailedState title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
