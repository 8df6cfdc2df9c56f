import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KINDS,
  MAX_DOCUMENT_BYTES,
  ZDocumentKind,
} from '@rentwell/contracts/documents';
import { type FormEvent, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { FormSelect, selectFieldProps } from '../../../components/form-select.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { FailureAlert } from '../../../components/ui/failure-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { translateFieldError, validationMessage, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { submitDialogMutation } from '../../../lib/submit-dialog-mutation.ts';
import { toast } from '../../../lib/toast.ts';
import { useUploadDocument } from '../api/document-mutations.ts';
import { DocumentUploadProgress } from './document-upload-progress.tsx';
import { LeasePicker } from './lease-picker.tsx';

const NO_LEASE = 'none';
const FILE_ACCEPT = [...DOCUMENT_CONTENT_TYPES, '.pdf', '.png', '.jpg', '.jpeg', '.webp'].join(',');
const FILE_EXTENSIONS = /\.(pdf|png|jpe?g|webp)$/i;
/** The limit is 10 binary megabytes (10 × 1024 × 1024 bytes): shown as 10 MB, as the image uploads show theirs. */
const MAX_MEGABYTES = MAX_DOCUMENT_BYTES / (1024 * 1024);

const ZUploadForm = z.object({
  file: z
    .instanceof(File, { message: validationMessage('required') })
    .refine((file) => file.size <= MAX_DOCUMENT_BYTES, validationMessage('fileTooLarge', { max: MAX_MEGABYTES }))
    .refine(
      (file) => DOCUMENT_CONTENT_TYPES.some((type) => type === file.type) || FILE_EXTENSIONS.test(file.name),
      validationMessage('documentType'),
    ),
  title: z.string().trim().min(1).max(200),
  kind: ZDocumentKind,
  leaseId: z.string(),
});

/** A file name without its extension, as a first title. */
function titleFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** Upload a PDF or an image, name it, and share it with a lease's tenant if it belongs to one. */
export function UploadDocumentDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const [fileInputKey, setFileInputKey] = useState(0);
  const [sentFraction, setSentFraction] = useState(0);
  const autoTitle = useRef('');
  const form = useForm<z.input<typeof ZUploadForm>, unknown, z.output<typeof ZUploadForm>>({
    resolver: zodResolver(ZUploadForm, ZOD_PARSE_OPTIONS),
    defaultValues: { title: '', kind: 'other', leaseId: NO_LEASE },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) => {
    setSentFraction(0);
    return submitDialogMutation(
      () =>
        upload.mutateAsync({
          file: values.file,
          title: values.title,
          kind: values.kind,
          leaseId: values.leaseId === NO_LEASE ? null : values.leaseId,
          onProgress: (progress) => setSentFraction(progress.fraction),
        }),
      () => {
        toast.success(t('documents.upload.done', { title: values.title }));
        onOpenChange(false);
      },
    );
  });
  // A new attempt starts without the last one's failure, so only the newest error shows.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    upload.reset();
    return submit(event);
  };
  const file = form.watch('file');

  return (
    <TitledDialog
      open
      onOpenChange={(open) => (isSubmitting ? null : onOpenChange(open))}
      title={t('documents.upload.title')}
      description={t('documents.upload.description', { max: MAX_MEGABYTES })}
      className="sm:max-w-lg"
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FormField label={t('documents.upload.file')} error={errors.file} hint={t('documents.upload.fileHint')}>
              <Input
                key={fileInputKey}
                ref={field.ref}
                type="file"
                accept={FILE_ACCEPT}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  if (!chosen) {
                    setFileInputKey((key) => key + 1);
                    return;
                  }
                  upload.reset();
                  field.onChange(chosen);
                  void form.trigger('file').then((valid) => {
                    if (valid) return;
                    toast.error(t('uploads.uploadError'), {
                      description: translateFieldError(t, form.getFieldState('file').error),
                    });
                  });
                  // The name follows the chosen file until someone types their own.
                  const title = form.getValues('title').trim();
                  if (title === '' || title === autoTitle.current) {
                    autoTitle.current = titleFromFileName(chosen.name);
                    form.setValue('title', autoTitle.current, { shouldValidate: true });
                  }
                }}
              />
            </FormField>
          )}
        />
        <FormField label={t('documents.upload.name')} error={errors.title}>
          <Input autoComplete="off" {...form.register('title')} />
        </FormField>
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <FormField label={t('documents.upload.kind')} error={errors.kind}>
              <FormSelect
                {...selectFieldProps(field)}
                options={DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`documents.kinds.${kind}`) }))}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="leaseId"
          render={({ field }) => (
            <FormField
              label={t('documents.upload.lease')}
              error={errors.leaseId}
              hint={t('documents.upload.leaseHint')}
              isOptional
            >
              <LeasePicker
                value={field.value === NO_LEASE ? undefined : field.value}
                onChange={(leaseId) => field.onChange(leaseId ?? NO_LEASE)}
                onBlur={field.onBlur}
                ref={field.ref}
                leadingOptions={[{ value: undefined, label: t('documents.upload.noLease') }]}
              />
            </FormField>
          )}
        />
        {isSubmitting && file ? <DocumentUploadProgress name={file.name} fraction={sentFraction} /> : null}
        {upload.error ? (
          <FailureAlert title={t('uploads.uploadFailed')}>{getErrorMessage(t, upload.error)}</FailureAlert>
        ) : null}
        <FormDialogFooter
          errorMessage={null}
          isSubmitting={isSubmitting}
          submitLabel={t('documents.upload.submit')}
          submittingLabel={t('documents.upload.submitting')}
        />
      </form>
    </TitledDialog>
  );
}
