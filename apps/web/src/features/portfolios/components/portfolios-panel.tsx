import type { TPortfolio } from '@rentwell/contracts/portfolios';
import { useQuery } from '@tanstack/react-query';
import { FolderOpen, ImageIcon, Plus, ServerCrash, Settings2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardActionsMenu } from '../../../components/card-actions-menu.tsx';
import { CardCover } from '../../../components/card-cover.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeletePortfolio } from '../api/portfolio-mutations.ts';
import { portfolioListQueryOptions } from '../api/portfolio-queries.ts';
import { PortfolioDialog } from './portfolio-dialog.tsx';
import { SharedBadge } from './portfolio-share-section.tsx';

function PortfolioCard({
  portfolio,
  onManage,
  onDelete,
}: {
  portfolio: TPortfolio;
  onManage: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const cover = portfolio.images[0];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs dark:shadow-none">
      <CardCover image={cover} placeholderIcon={FolderOpen}>
        <div className="absolute top-3 left-3">
          <SharedBadge isShared={portfolio.isShared} />
        </div>
      </CardCover>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 className="truncate font-semibold">{portfolio.title}</h3>
            <p className="line-clamp-2 text-sm text-muted-foreground">
              {portfolio.description || t('portfolios.noDescription')}
            </p>
          </div>
          <CardActionsMenu
            label={t('portfolios.actionsFor', { title: portfolio.title })}
            main={{ label: t('portfolios.manage'), icon: Settings2, onSelect: onManage }}
            deleteLabel={t('portfolios.delete')}
            onDelete={onDelete}
          />
        </div>
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <div className="flex gap-1.5">
            <dt>{t('portfolios.propertiesCount')}</dt>
            <dd className="font-medium text-foreground tabular-nums">
              {formatters.number(portfolio.propertyIds.length)}
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="flex items-center gap-1">
              <ImageIcon className="size-3.5" aria-hidden="true" />
              {t('portfolios.imagesCount')}
            </dt>
            <dd className="font-medium text-foreground tabular-nums">{formatters.number(portfolio.images.length)}</dd>
          </div>
        </dl>
        <Button
          variant="outline"
          size="sm"
          onClick={onManage}
          aria-label={t('portfolios.manageNamed', { title: portfolio.title })}
        >
          <Settings2 aria-hidden="true" />
          {t('portfolios.manage')}
        </Button>
      </div>
    </article>
  );
}

/** The portfolios tab of `/properties`: shared selections of properties, with their images and public link. */
export function PortfoliosPanel() {
  const { t } = useTranslation();
  const list = useQuery(portfolioListQueryOptions());
  const deletePortfolio = useDeletePortfolio();
  const [open, setOpen] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TPortfolio | null>(null);

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-64 rounded-xl" />
        ))}
      </div>
    );
  } else if (list.isError) {
    content = (
      <EmptyState
        icon={ServerCrash}
        title={t('portfolios.loadFailed')}
        description={getErrorMessage(t, list.error)}
        action={
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (list.data.length === 0) {
    content = (
      <EmptyState
        icon={FolderOpen}
        title={t('portfolios.emptyTitle')}
        description={t('portfolios.emptyDescription')}
        action={
          <Button onClick={() => setOpen('new')}>
            <Plus aria-hidden="true" />
            {t('portfolios.newPortfolio')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('portfolios.listLabel')}>
        {list.data.map((portfolio) => (
          <li key={portfolio.id}>
            <PortfolioCard
              portfolio={portfolio}
              onManage={() => setOpen(portfolio.id)}
              onDelete={() => setDeleting(portfolio)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-base font-semibold">{t('portfolios.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('portfolios.description')}</p>
        </div>
        <Button onClick={() => setOpen('new')} className="self-start sm:self-auto">
          <Plus aria-hidden="true" />
          {t('portfolios.newPortfolio')}
        </Button>
      </div>
      {content}
      <PortfolioDialog portfolioId={open} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            setDeleting(null);
            deletePortfolio.reset();
          }
        }}
        title={t('portfolios.deleteDialog.title', { title: deleting?.title ?? '' })}
        description={t('portfolios.deleteDialog.description')}
        confirmLabel={t('portfolios.deleteDialog.confirm')}
        isPending={deletePortfolio.isPending}
        errorMessage={deletePortfolio.isError ? getErrorMessage(t, deletePortfolio.error) : null}
        onConfirm={() => {
          if (!deleting) return;
          deletePortfolio.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('portfolios.toasts.deleted', { title: deleting.title }));
              setDeleting(null);
              deletePortfolio.reset();
            },
          });
        }}
      />
    </div>
  );
}
