import type { TImage } from '@rentwell/contracts/properties';
import { ImageIcon, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmRecordDialog } from '../../../components/confirm-record-dialog.tsx';
import { ImageLightbox } from '../../../components/image-lightbox.tsx';
import { ImageUploader } from '../../../components/image-uploader.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import {
  uploadPropertyImage,
  useDeletePropertyImage,
  useRefreshPropertyImages,
  useSetCoverImage,
} from '../api/property-mutations.ts';

export type TPropertyGalleryProps = {
  propertyId: string;
  propertyName: string;
  images: readonly TImage[];
  coverImageId: string | null;
};

/** The property's photos: upload (drag and drop or picker, with progress), view full size, set cover, delete. */
export function PropertyGallery({ propertyId, propertyName, images, coverImageId }: TPropertyGalleryProps) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const refresh = useRefreshPropertyImages();
  const setCover = useSetCoverImage(propertyId);
  const deleteImage = useDeletePropertyImage(propertyId);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TImage | null>(null);

  return (
    <section aria-labelledby="gallery-heading" className="grid content-start gap-3">
      <h2 id="gallery-heading" className="text-base font-semibold">
        {t('properties.gallery.title')}
      </h2>
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => {
            const isCover = image.id === coverImageId;
            const position = formatters.number(index + 1);
            return (
              <li key={image.id} className="group relative overflow-hidden rounded-lg border bg-muted">
                <button
                  type="button"
                  className="block aspect-[4/3] w-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                  onClick={() => setViewing(index)}
                  aria-label={t('properties.gallery.view', { position, name: propertyName })}
                >
                  <img
                    src={image.thumbnailUrl}
                    alt=""
                    loading="lazy"
                    width={image.width}
                    height={image.height}
                    className="size-full object-cover"
                  />
                </button>
                {isCover ? (
                  <Badge variant="brand" className="absolute top-2 left-2 shadow-sm">
                    <Star className="size-3 fill-current" aria-hidden="true" />
                    {t('properties.gallery.cover')}
                  </Badge>
                ) : null}
                <div className="flex items-center justify-end gap-1 border-t bg-card p-1">
                  {isCover ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-7 px-2 text-xs"
                      disabled={setCover.isPending}
                      onClick={() =>
                        setCover.mutate(image.id, {
                          onSuccess: () => toast.success(t('properties.toasts.coverSet')),
                          onError: (error) =>
                            toast.error(t('properties.toasts.coverFailed'), { description: getErrorMessage(t, error) }),
                        })
                      }
                      aria-label={t('properties.gallery.setCoverOf', { position })}
                    >
                      <Star aria-hidden="true" />
                      <span className="hidden sm:inline">{t('properties.gallery.setCover')}</span>
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="size-7 text-muted-foreground hover:text-destructive"
                    onClick={() => setDeleting(image)}
                    aria-label={t('properties.gallery.deleteImage', { position })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ImageIcon className="size-4" aria-hidden="true" />
          {t('properties.gallery.empty')}
        </p>
      )}
      <ImageUploader
        upload={(file, onProgress, signal) => uploadPropertyImage(propertyId, file, onProgress, signal)}
        onUploaded={() => void refresh()}
      />
      <ImageLightbox
        images={images.map((image, index) => ({
          id: image.id,
          src: image.displayUrl,
          width: image.width,
          height: image.height,
          alt: t('properties.gallery.imageAlt', { position: formatters.number(index + 1), name: propertyName }),
        }))}
        index={viewing}
        onIndexChange={setViewing}
        title={propertyName}
      />
      <ConfirmRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        mutation={deleteImage}
        variablesOf={(image) => image.id}
        title={t('properties.gallery.deleteTitle')}
        description={t('properties.gallery.deleteDescription')}
        confirmLabel={t('properties.gallery.deleteConfirm')}
        doneMessage={() => t('properties.toasts.imageDeleted')}
      />
    </section>
  );
}
