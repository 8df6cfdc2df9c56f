import type { TPortfolio } from '@rentwell/contracts/portfolios';
import type { TImage } from '@rentwell/contracts/properties';
import { Info, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmRecordDialog } from '../../../components/confirm-record-dialog.tsx';
import { ImageUploader } from '../../../components/image-uploader.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import {
  uploadPortfolioImage,
  useDeletePortfolioImage,
  useRefreshPortfolioImages,
} from '../api/portfolio-mutations.ts';

/**
 * The portfolio's own images. They attach to a saved portfolio (SPEC §5), so before the first save the section
 * explains that and its uploader stays disabled.
 */
export function PortfolioImagesSection({ portfolio }: { portfolio: TPortfolio | undefined }) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const refresh = useRefreshPortfolioImages();
  const deleteImage = useDeletePortfolioImage(portfolio?.id ?? '');
  const [deleting, setDeleting] = useState<TImage | null>(null);

  if (!portfolio) {
    return (
      <div className="grid gap-3">
        <Alert variant="info">
          <Info aria-hidden="true" />
          <span>{t('portfolios.images.saveFirst')}</span>
        </Alert>
        <ImageUploader upload={() => Promise.resolve()} disabled />
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      {portfolio.images.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={t('portfolios.images.listLabel')}>
          {portfolio.images.map((image, index) => (
            <li key={image.id} className="relative overflow-hidden rounded-lg border bg-muted">
              <img
                src={image.thumbnailUrl}
                alt={t('portfolios.images.imageAlt', { position: formatters.number(index + 1) })}
                loading="lazy"
                width={image.width}
                height={image.height}
                className="aspect-[4/3] w-full object-cover"
              />
              <Button
                variant="secondary"
                size="icon-sm"
                className="absolute top-1.5 right-1.5 size-7 bg-background/90 shadow-sm hover:text-destructive"
                onClick={() => setDeleting(image)}
                aria-label={t('portfolios.images.delete', { position: formatters.number(index + 1) })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('portfolios.images.empty')}</p>
      )}
      <ImageUploader
        upload={(file, onProgress, signal) => uploadPortfolioImage(portfolio.id, file, onProgress, signal)}
        onUploaded={() => void refresh()}
      />
      <ConfirmRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        mutation={deleteImage}
        variablesOf={(image) => image.id}
        title={t('portfolios.images.deleteTitle')}
        description={t('portfolios.images.deleteDescription')}
        confirmLabel={t('portfolios.images.deleteConfirm')}
        doneMessage={() => t('portfolios.toasts.imageDeleted')}
      />
    </div>
  );
}
