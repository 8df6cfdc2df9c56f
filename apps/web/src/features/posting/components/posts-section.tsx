import type { TPostStatus, TSocialPost } from '@rentwell/contracts/social-posting';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarX, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholders } from '../../../components/loading-placeholders.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { Badge, type TBadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { dateTimeFormat } from '../../../lib/localized-intl.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useCancelPost } from '../api/posting-mutations.ts';
import { postListQueryOptions } from '../api/posting-queries.ts';

const STATUS_VARIANTS: Record<TPostStatus, TBadgeVariant> = {
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

function PostItem({ post }: { post: TSocialPost }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelPost();
  const { me } = useAuth({ enabled: false });
  // Scheduled times were chosen on the organization's clock: shown on it too.
  const instants = dateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: me?.organization?.timeZone ?? 'UTC',
  });
  const when =
    post.status === 'scheduled' && post.scheduledAt
      ? t('posting.posts.scheduledFor', { date: instants.format(new Date(post.scheduledAt)) })
      : post.sentAt
        ? t('posting.posts.sentAt', { date: instants.format(new Date(post.sentAt)) })
        : t('posting.posts.createdAt', { date: instants.format(new Date(post.createdAt)) });
  const filled = post.groups.filter((group) => group.outcome !== null && group.outcome !== 'failed').length;
  const published = post.groups.filter((group) => group.outcome === 'published').length;

  const onCancel = () =>
    cancel.mutate(post.id, {
      onSuccess: () => toast.success(t('posting.posts.cancelled')),
      onError: (error) => toast.error(getErrorMessage(t, error)),
    });

  return (
    <article className="grid gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={STATUS_VARIANTS[post.status]}>{t(`posting.posts.statuses.${post.status}`)}</Badge>
          <span className="text-muted-foreground">{when}</span>
        </div>
        {post.status === 'scheduled' ? (
          <Button variant="outline" size="sm" onClick={onCancel} isLoading={cancel.isPending}>
            <CalendarX aria-hidden="true" />
            {t('posting.posts.cancel')}
          </Button>
        ) : null}
      </div>
      <p className="line-clamp-3 text-sm break-words whitespace-pre-line">{post.text}</p>
      <p className="text-xs break-words text-muted-foreground">
        {t('posting.posts.groups', { names: post.groups.map((group) => group.name).join(', ') })}
        {post.status === 'sent' ? ` · ${t('posting.posts.filled', { count: filled, total: post.groups.length })}` : ''}
        {post.status === 'sent'
          ? ` · ${t('posting.posts.published', { count: published, total: post.groups.length })}`
          : ''}
        {post.images.length > 0 ? ` · ${t('posting.posts.images', { count: post.images.length })}` : ''}
      </p>
      {post.status === 'failed' && post.failure ? (
        <p className="text-xs text-danger">
          {post.failure === 'tabs-failed' ? t('posting.share.tabsFailed') : t('posting.share.failed')}
        </p>
      ) : null}
    </article>
  );
}

/** My posts: scheduled (with cancel), being sent, sent (with how many composers were filled), failed, cancelled. */
export function PostsSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const posts = useQuery({ ...postListQueryOptions(page), placeholderData: keepPreviousData });
  return (
    <Card>
      <CardHeader className="grid gap-1">
        <h2 className="text-base font-semibold">{t('posting.posts.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('posting.posts.description')}</p>
      </CardHeader>
      <CardContent>
        <QueryContent
          query={posts}
          loading={<LoadingPlaceholders count={2} className="grid gap-3" itemClassName="h-24" />}
          failedTitle={t('posting.posts.loadFailed')}
        >
          {(data) =>
            data.total === 0 ? (
              <EmptyState
                icon={Megaphone}
                headingLevel="h3"
                title={t('posting.posts.emptyTitle')}
                description={t('posting.posts.emptyDescription')}
              />
            ) : (
              <div
                aria-busy={posts.isFetching}
                className={posts.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}
              >
                <ul className="grid gap-3" aria-label={t('posting.posts.listLabel')}>
                  {data.items.map((post) => (
                    <li key={post.id}>
                      <PostItem post={post} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  label={t('posting.posts.pagination')}
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPageChange={setPage}
                />
              </div>
            )
          }
        </QueryContent>
      </CardContent>
    </Card>
  );
}
