import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES } from '@rentwell/contracts/uploads';
import { ImageUp } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { getErrorMessage } from '../lib/error-messages.ts';
import { toast } from '../lib/toast.ts';
import type { TUploadProgress } from '../lib/upload-with-progress.ts';
import { Button } from './ui/button.tsx';
import { Progress } from './ui/progress.tsx';

export type TImageUploaderProps = {
  /** Sends one file; reports progress through `onProgress`. */
  upload: (file: File, onProgress: (progress: TUploadProgress) => void, signal: AbortSignal) => Promise<unknown>;
  /** Called once after a batch in which at least one image was stored. */
  onUploaded?: () => void;
  disabled?: boolean;
  className?: string;
};

type TCurrentUpload = { name: string; fraction: number; position: number; count: number };

function isAcceptedType(file: File): boolean {
  return IMAGE_CONTENT_TYPES.some((type) => type === file.type);
}

/**
 * Drag-and-drop zone and file picker for PNG, JPG and WEBP images (≤ 10 MB each), with a progress bar. Files are
 * checked here first (type, size) so a person learns at once; the server checks them again by content.
 */
export function ImageUploader({ upload, onUploaded, disabled = false, className }: TImageUploaderProps) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const hintId = useId();
  const [isDragging, setDragging] = useState(false);
  const [current, setCurrent] = useState<TCurrentUpload | null>(null);
  const maxSize = new Intl.NumberFormat(i18n.resolvedLanguage, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
  }).format(MAX_IMAGE_BYTES / (1024 * 1024));
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent', maximumFractionDigits: 0 });
  const isBusy = current !== null;

  useEffect(() => () => abortRef.current?.abort(), []);

  async function handleFiles(fileList: FileList | readonly File[]) {
    const files = [...fileList];
    const accepted: File[] = [];
    for (const file of files) {
      if (!isAcceptedType(file)) {
        toast.error(t('uploads.uploadError'), { description: t('uploads.unsupportedType', { name: file.name }) });
      } else if (file.size > MAX_IMAGE_BYTES) {
        toast.error(t('uploads.uploadError'), {
          description: t('uploads.tooLarge', { name: file.name, size: maxSize }),
        });
      } else {
        accepted.push(file);
      }
    }
    if (accepted.length === 0) return;
    const controller = new AbortController();
    abortRef.current = controller;
    let storedCount = 0;
    for (const [index, file] of accepted.entries()) {
      setCurrent({ name: file.name, fraction: 0, position: index + 1, count: accepted.length });
      try {
        await upload(
          file,
          (progress) => setCurrent((state) => (state ? { ...state, fraction: progress.fraction } : state)),
          controller.signal,
        );
        storedCount += 1;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        toast.error(t('uploads.uploadFailed'), {
          description: t('uploads.failedFile', { name: file.name, reason: getErrorMessage(t, error) }),
        });
      }
    }
    setCurrent(null);
    abortRef.current = null;
    if (storedCount > 0) {
      toast.success(t('uploads.uploaded'));
      onUploaded?.();
    }
  }

  function onDrop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled || isBusy) return;
    void handleFiles(event.dataTransfer.files);
  }

  return (
    <fieldset
      className={cn(
        'flex min-w-0 flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card px-4 py-6 text-center transition-colors',
        isDragging && 'border-primary bg-brand-soft',
        disabled && 'opacity-60',
        className,
      )}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled && !isBusy) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <legend className="sr-only">{t('uploads.inputLabel')}</legend>
      {current ? (
        <div className="grid w-full max-w-sm gap-2 text-start" aria-live="polite">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate">
              {t('uploads.uploading', {
                name: current.name,
                position: current.position,
                total: current.count,
              })}
            </span>
            <span className="shrink-0 font-medium tabular-nums">{percent.format(current.fraction)}</span>
          </div>
          <Progress
            value={Math.round(current.fraction * 100)}
            aria-label={t('uploads.progressLabel', { name: current.name })}
          />
        </div>
      ) : (
        <>
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
            <ImageUp className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-medium">{t('uploads.dropzoneTitle')}</p>
            <p id={hintId} className="mt-0.5 text-xs text-muted-foreground">
              {t('uploads.hint', { size: maxSize })}
            </p>
          </div>
        </>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_CONTENT_TYPES.join(',')}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={t('uploads.inputLabel')}
        disabled={disabled || isBusy}
        onChange={(event) => {
          const { files } = event.currentTarget;
          if (files && files.length > 0) void handleFiles(files);
          event.currentTarget.value = '';
        }}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || isBusy}
        aria-describedby={isBusy ? undefined : hintId}
        onClick={() => inputRef.current?.click()}
      >
        {t('uploads.choose')}
      </Button>
    </fieldset>
  );
}
