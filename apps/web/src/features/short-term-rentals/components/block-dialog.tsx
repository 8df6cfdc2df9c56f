import { zodResolver } from '@hookform/resolvers/zod';
import { ZCalendarDate } from '@rentwell/contracts/calendar';
import { BLOCK_TYPES, type TListing, ZBlockType } from '@rentwell/contracts/short-term-rentals';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { FormSelect, selectFieldProps } from '../../../components/form-select.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { validationMessage, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateBlock } from '../api/str-mutations.ts';
import { stayErrorMessage } from './stay-error.ts';

const blockFormSchema = z
  .object({
    type: ZBlockType,
    reason: z.string().trim().max(500),
    startDate: ZCalendarDate,
    endDate: ZCalendarDate,
  })
  .refine((value) => value.endDate > value.startDate, {
    path: ['endDate'],
    message: validationMessage('endBeforeStart'),
  });

export type TBlockDialogProps = {
  listing: TListing;
  startDate: string;
  endDate: string;
  onClose: () => void;
};

/** Block dates of a listing (owner use, maintenance, cleaning, unavailable); an overlap names the stay in the way. */
export function BlockDialog({ listing, startDate, endDate, onClose }: TBlockDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const create = useCreateBlock(listing.id);
  const form = useForm<z.input<typeof blockFormSchema>, unknown, z.output<typeof blockFormSchema>>({
    resolver: zodResolver(blockFormSchema, ZOD_PARSE_OPTIONS),
    defaultValues: { type: 'cleaning', reason: '', startDate, endDate },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
    } catch {
      return; // The footer's alert says why; what was typed stays.
    }
    toast.success(t('shortTermRentals.blockForm.created'));
    onClose();
  });

  return (
    <TitledDialog
      open
      onOpenChange={(open) => (open || isSubmitting ? null : onClose())}
      title={t('shortTermRentals.blockForm.title')}
      description={t('shortTermRentals.blockForm.intro', { listing: listing.title })}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={isSubmitting}>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <FormField label={t('shortTermRentals.blockForm.type')} error={errors.type} className="sm:col-span-2">
              <FormSelect
                {...selectFieldProps(field)}
                options={BLOCK_TYPES.map((type) => ({ value: type, label: t(`shortTermRentals.blockTypes.${type}`) }))}
              />
            </FormField>
          )}
        />
        <FormField label={t('shortTermRentals.blockForm.startDate')} error={errors.startDate}>
          <Input type="date" {...form.register('startDate')} />
        </FormField>
        <FormField
          label={t('shortTermRentals.blockForm.endDate')}
          hint={t('shortTermRentals.blockForm.endDateHint')}
          error={errors.endDate}
        >
          <Input type="date" {...form.register('endDate')} />
        </FormField>
        <FormField
          label={t('shortTermRentals.blockForm.reason')}
          error={errors.reason}
          isOptional
          className="sm:col-span-2"
        >
          <Textarea rows={2} {...form.register('reason')} />
        </FormField>
        <FormDialogFooter
          className="sm:col-span-2"
          errorMessage={create.error ? stayErrorMessage(t, format, create.error) : null}
          isSubmitting={isSubmitting}
          submitLabel={t('shortTermRentals.blockForm.submit')}
          submittingLabel={t('common.saving')}
        />
      </form>
    </TitledDialog>
  );
}
