import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_LISTING_GUESTS, type TListing } from '@rentwell/contracts/short-term-rentals';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { amountInputSchema, inputAmountToMinor, minorToInputAmount } from '../../../lib/amount-input.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateListing, useUpdateListing } from '../api/str-mutations.ts';

function listingFormSchema(currency: string) {
  return z.object({
    title: z.string().trim().min(2).max(200),
    description: z.string().trim().max(5000),
    nightlyRate: amountInputSchema(currency, { min: 1 }),
    cleaningFee: amountInputSchema(currency, { isOptional: true }),
    maxGuests: z.coerce.number().int().min(1).max(MAX_LISTING_GUESTS),
    active: z.boolean(),
  });
}

export type TListingDialogProps = {
  propertyId: string;
  /** The organization's currency (a new listing's); an existing listing keeps its own. */
  currency: string;
  /** The listing to edit; none to create one. */
  listing?: TListing | undefined;
  onClose: () => void;
};

/** Create or edit a listing: title, description, nightly rate, cleaning fee, maximum guests, active. */
export function ListingDialog({ propertyId, currency: organizationCurrency, listing, onClose }: TListingDialogProps) {
  const { t } = useTranslation();
  const activeId = useId();
  const currency = listing?.currency ?? organizationCurrency;
  const create = useCreateListing();
  const update = useUpdateListing();
  const schema = useMemo(() => listingFormSchema(currency), [currency]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, ZOD_PARSE_OPTIONS),
    defaultValues: {
      title: listing?.title ?? '',
      description: listing?.description ?? '',
      nightlyRate: listing ? minorToInputAmount(listing.nightlyRateMinor, currency) : '',
      cleaningFee: listing ? minorToInputAmount(listing.cleaningFeeMinor, currency) : '',
      maxGuests: listing?.maxGuests ?? 2,
      active: listing?.active ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const saveError = listing ? update.error : create.error;

  const onSubmit = form.handleSubmit(async (values) => {
    const fields = {
      title: values.title,
      description: values.description,
      nightlyRateMinor: inputAmountToMinor(values.nightlyRate, currency),
      cleaningFeeMinor: inputAmountToMinor(values.cleaningFee, currency),
      maxGuests: values.maxGuests,
      active: values.active,
    };
    try {
      if (listing) await update.mutateAsync({ listingId: listing.id, patch: fields });
      else await create.mutateAsync({ ...fields, propertyId });
    } catch {
      return; // The footer's alert says why.
    }
    toast.success(listing ? t('shortTermRentals.listingForm.updated') : t('shortTermRentals.listingForm.created'));
    onClose();
  });

  return (
    <TitledDialog
      open
      onOpenChange={(open) => (open || isSubmitting ? null : onClose())}
      title={listing ? t('shortTermRentals.listingForm.editTitle') : t('shortTermRentals.listingForm.addTitle')}
      description={t('shortTermRentals.listingForm.intro', { currency })}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={isSubmitting}>
        <FormField label={t('shortTermRentals.listingForm.title')} error={errors.title} className="sm:col-span-2">
          <Input autoComplete="off" {...form.register('title')} />
        </FormField>
        <FormField label={t('shortTermRentals.listingForm.nightlyRate', { currency })} error={errors.nightlyRate}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('nightlyRate')} />
        </FormField>
        <FormField
          label={t('shortTermRentals.listingForm.cleaningFee', { currency })}
          error={errors.cleaningFee}
          isOptional
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('cleaningFee')} />
        </FormField>
        <FormField label={t('shortTermRentals.listingForm.maxGuests')} error={errors.maxGuests}>
          <Input type="number" min={1} max={MAX_LISTING_GUESTS} inputMode="numeric" {...form.register('maxGuests')} />
        </FormField>
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <div className="flex items-center gap-3 self-end pb-1.5">
              <Switch id={activeId} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
              <Label htmlFor={activeId}>{t('shortTermRentals.listingForm.active')}</Label>
            </div>
          )}
        />
        <FormField
          label={t('shortTermRentals.listingForm.description')}
          error={errors.description}
          isOptional
          className="sm:col-span-2"
        >
          <Textarea rows={3} {...form.register('description')} />
        </FormField>
        <FormDialogFooter
          className="sm:col-span-2"
          errorMessage={saveError ? getErrorMessage(t, saveError) : null}
          isSubmitting={isSubmitting}
          submitLabel={listing ? t('common.saveChanges') : t('shortTermRentals.listingForm.create')}
          submittingLabel={t('common.saving')}
        />
      </form>
    </TitledDialog>
  );
}
