import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES } from '@rentwell/contracts/uploads';
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { toast } from '../../../lib/toast.ts';

export type TPickedPhoto = { id: string; file: File; previewUrl: string };

export type TPhotoUploadState = { name: string; position: number; total: number; fraction: number };

function useMaxSizeLabel(): string {
  const { i18n } = useTranslation();
  return new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'unit', unit: 'megabyte', unitDisplay: 'short' }).format(
    MAX_IMAGE_BYTES / (1024 * 1024),
  );
}

/** Frees the object URLs of the previews. */
export function releasePhotos(photos: readonly TPickedPhoto[]) {
  for (const photo of photos) URL.revokeObjectURL(photo.previewUrl);
}

export type TPhotoPickerProps = {
  photos: readonly TPickedPhoto[];
  onChange: (photos: TPickedPhoto[]) => void;
  disabled?: boolean;
};

/**
 * Photos chosen before the request exists: checked here (PNG, JPG or WEBP, ≤ 10 MB; the server checks again by
 * content), previewed, removable, and sent once the request is created. The owner of `photos` frees the previews'
 * object URLs (`releasePhotos`) when it drops them.
 */
export function PhotoPicker({ photos, onChange, disabled = false }: TPhotoPickerProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const maxSize = useMaxSizeLabel();

  function addFiles(files: readonly File[]) {
    const added: TPickedPhoto[] = [];
    for (const file of files) {
      if (!IMAGE_CONTENT_TYPES.some((type) => type === file.type)) {
        toast.error(t('uploads.uploadError'), { description: t('uploads.unsupportedType', { name: file.name }) });
      } else if (file.size > MAX_IMAGE_BYTES) {
        toast.error(t('uploads.uploadError'), {
          description: t('uploads.tooLarge', { name: file.name, size: maxSize }),
        });
      } else {
        added.push({ id: crypto.randomUUID(), file, previewUrl: URL.createObjectURL(file) });
      }
    }
    if (added.length > 0) onChange([...photos, ...added]);
  }

  function remove(photo: TPickedPhoto) {
    URL.revokeObjectURL(photo.previewUrl);
    onChange(photos.filter((candidate) => candidate.id !== photo.id));
  }

  return (
    <div className="grid gap-2">
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {photos.map((photo) => (
            <li key={photo.id} className="relative aspect-square overflow-hidden rounded-lg border bg-muted">
              <img src={photo.previewUrl} alt={photo.file.name} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => remove(photo)}
                disabled={disabled}
                aria-label={t('maintenance.form.removePhoto', { name: photo.file.name })}
                className="absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-zinc-950/70 text-white transition-colors hover:bg-zinc-950/90 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white disabled:opacity-60"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          {t('maintenance.form.addPhotos')}
        </Button>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('uploads.hint', { size: maxSize })}
        </p>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_CONTENT_TYPES.join(',')}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={t('maintenance.form.photos')}
        disabled={disabled}
        onChange={(event) => {
          const { files } = event.currentTarget;
          if (files && files.length > 0) addFiles([...files]);
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}

/** "Uploading kitchen.jpg (1 of 2)", the share sent, and the bar. */
export function PhotoUploadProgress({ upload }: { upload: TPhotoUploadState }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className="grid gap-2" aria-live="polite">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate">
          {t('uploads.uploading', { name: upload.name, position: upload.position, total: upload.total })}
        </span>
        <span className="shrink-0 font-medium tabular-nums">{percent.format(upload.fraction)}</span>
      </div>
      <Progress
        value={Math.round(upload.fraction * 100)}
        aria-label={t('uploads.progressLabel', { name: upload.name })}
      />
    </div>
  );
}
