import type { TImage } from '@rentwell/contracts/properties';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageLightbox } from '../../../components/image-lightbox.tsx';
import { ImageUploader } from '../../../components/image-uploader.tsx';
import { refreshMaintenanceRequest, uploadMaintenancePhoto } from '../api/maintenance-mutations.ts';

export type TRequestPhotosProps = {
  requestId: string;
  title: string;
  photos: readonly TImage[];
  /** Photos can be added while the request is still being worked on. */
  canAdd: boolean;
};

/** Thumbnails that open a full-screen viewer, and the uploader (with progress) for more photos. */
export function RequestPhotos({ requestId, title, photos, canAdd }: TRequestPhotosProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <div className="grid gap-3">
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => setOpenIndex(index)}
                className="block aspect-square w-full overflow-hidden rounded-lg border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                aria-label={t('maintenance.detail.openPhoto', { position: index + 1, total: photos.length })}
              >
                <img
                  src={photo.thumbnailUrl}
                  alt=""
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  className="size-full object-cover transition-transform hover:scale-105"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('maintenance.detail.noPhotos')}</p>
      )}
      {canAdd ? (
        <ImageUploader
          upload={(file, onProgress, signal) => uploadMaintenancePhoto(requestId, file, onProgress, signal)}
          onUploaded={() => void refreshMaintenanceRequest(queryClient, requestId)}
        />
      ) : null}
      <ImageLightbox
        images={photos.map((photo) => ({
          id: photo.id,
          src: photo.displayUrl,
          width: photo.width,
          height: photo.height,
        }))}
        index={openIndex}
        onIndexChange={setOpenIndex}
        title={title}
      />
    </div>
  );
}
