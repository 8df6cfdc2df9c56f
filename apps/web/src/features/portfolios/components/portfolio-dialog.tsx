import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { portfolioQueryOptions } from '../api/portfolio-queries.ts';
import { PortfolioForm } from './portfolio-form.tsx';
import { PortfolioImagesSection } from './portfolio-images-section.tsx';
import { PortfolioShareSection } from './portfolio-share-section.tsx';

export type TPortfolioDialogProps = {
  /** `'new'` to create one, a portfolio id to manage it, `null` when closed. */
  portfolioId: string | 'new' | null;
  onClose: () => void;
};

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t pt-5">
      <div>
        <h3 className="text-sm font-semibold">{title}</h3>
        <p className="mt-0.5 text-xs text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** The portfolio dialog: details, then its image gallery and share link (both once the portfolio is saved). */
export function PortfolioDialog({ portfolioId, onClose }: TPortfolioDialogProps) {
  return (
    <Dialog open={portfolioId !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-2xl">
        {portfolioId === null ? null : <PortfolioDialogBody initialId={portfolioId} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function PortfolioDialogBody({ initialId, onClose }: { initialId: string; onClose: () => void }) {
  const { t } = useTranslation();
  // A new portfolio gets its id when first saved; the dialog then stays open to add images and share it.
  const [savedId, setSavedId] = useState<string | null>(initialId === 'new' ? null : initialId);
  const portfolio = useQuery({ ...portfolioQueryOptions(savedId ?? ''), enabled: savedId !== null });
  const isLoading = savedId !== null && portfolio.isPending;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{savedId ? t('portfolios.dialog.editTitle') : t('portfolios.dialog.createTitle')}</DialogTitle>
        <DialogDescription>{t('portfolios.dialog.description')}</DialogDescription>
      </DialogHeader>
      {isLoading ? (
        <div className="grid gap-3" role="status" aria-label={t('common.loading')}>
          <Skeleton className="h-9" />
          <Skeleton className="h-20" />
          <Skeleton className="h-40" />
        </div>
      ) : (
        <>
          <PortfolioForm
            key={savedId ?? 'new'}
            portfolio={portfolio.data}
            onCreated={(created) => setSavedId(created.id)}
            onCancel={onClose}
          />
          <Section title={t('portfolios.images.title')} description={t('portfolios.images.description')}>
            <PortfolioImagesSection portfolio={portfolio.data} />
          </Section>
          <Section title={t('portfolios.share.title')} description={t('portfolios.share.description')}>
            <PortfolioShareSection portfolio={portfolio.data} />
          </Section>
        </>
      )}
    </>
  );
}
