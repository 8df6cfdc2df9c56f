import { MAX_IMAGE_BYTES } from '@rentwell/contracts/uploads';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { FieldNotes, fieldNotesAria, OptionalMark } from '../../../components/ui/field-notes.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/class-names.ts';
import { translateFieldError, validationMessage } from '../../../lib/form-errors.ts';

/** The server caps lease documents at the image limit (10 MB). */
const MAX_LEASE_DOCUMENT_BYTES = MAX_IMAGE_BYTES;
const MAX_MEGABYTES = MAX_LEASE_DOCUMENT_BYTES / (1024 * 1024);

/** Refuses early what the server would refuse: anything but a PDF, or over 10 MB. Returns an encoded message. */
function validateLeaseDocument(file: File): string | null {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return validationMessage('pdfOnly');
  if (file.size > MAX_LEASE_DOCUMENT_BYTES) return validationMessage('fileTooLarge', { max: MAX_MEGABYTES });
  return null;
}

export type TLeaseDocumentFieldProps = {
  label: string;
  /** Called with the chosen file (or null when cleared) and its validation message, if any. */
  onChange: (file: File | null, error: string | null) => void;
  error: string | null;
  disabled?: boolean;
  isOptional?: boolean;
};

export function LeaseDocumentField({ label, onChange, error, disabled, isOptional }: TLeaseDocumentFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const message = translateFieldError(t, error ? { message: error } : undefined);
  const hint = t('tenants.document.hint', { max: MAX_MEGABYTES });
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={inputId}>
        {label}
        {isOptional ? <OptionalMark /> : null}
      </Label>
      {/* The native input stays (keyboard, screen readers, drag and drop) but hidden: its button would speak the
          browser's language, not the interface's. */}
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        disabled={disabled}
        className="peer sr-only"
        {...fieldNotesAria(inputId, { hint, error: message })}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          setFileName(file?.name ?? null);
          onChange(file, file ? validateLeaseDocument(file) : null);
        }}
      />
      <div className="flex min-w-0 items-center gap-3 rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:opacity-60">
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'cursor-pointer')}
        >
          <FileUp aria-hidden="true" />
          {t('tenants.document.choose')}
        </label>
        <span className="min-w-0 truncate text-sm text-muted-foreground">
          {fileName ?? t('tenants.document.noFile')}
        </span>
      </div>
      <FieldNotes controlId={inputId} hint={hint} error={message} />
    </div>
  );
}

/** The progress of a lease document upload, announced to assistive technology. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className="grid gap-1.5" role="status" aria-live="polite">
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span>{t('tenants.document.uploading')}</span>
        <span className="tabular-nums">{percent.format(fraction)}</span>
      </div>
      <Progress value={fraction * 100} aria-label={t('tenants.document.uploadProgress')} />
    </div>
  );
}
