import { zodResolver } from '@hookform/resolvers/zod';
import { ZCalendarDate } from '@rentwell/contracts/calendar';
import { MAX_LISTING_GUESTS, type TBooking, type TListing } from '@rentwell/contracts/short-term-rentals';
import { quoteStay, stayProblems } from '@rentwell/domain/stay-pricing';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { validationMessage, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateBooking, useUpdateBooking } from '../api/str-mutations.ts';
import { BOOKING_STATUS_VARIANTS } from './stay-badges.ts';
import { stayErrorMessage } from './stay-error.ts';

const bookingFormSchema = z
  .object({
    guestName: z.string().trim().min(1).max(200),
    guestEmail: z.union([z.literal(''), z.email().max(320)]),
    guestPhone: z.string().trim().max(50),
    checkIn: ZCalendarDate,
    checkOut: ZCalendarDate,
    guests: z.coerce.number().int().min(1).max(MAX_LISTING_GUESTS),
    notes: z.string().trim().max(2000),
  })
  .refine((value) => value.checkOut > value.checkIn, {
    path: ['checkOut'],
    message: validationMessage('endBeforeStart'),
  });

export type TBookingDialogProps = {
  listing: TListing;
  /** The booking to view and change; none to book the given dates. */
  booking?: TBooking | undefined;
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  onClose: () => void;
};

/**
 * Book a stay (or change one): guest, dates, guests, notes. Nights and total follow the domain's stay-pricing rule
 * as the dates change; an overlap with another stay stays in the dialog, naming it, with everything typed kept.
 */
export function BookingDialog({ listing, booking, checkIn, checkOut, onClose }: TBookingDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const create = useCreateBooking(listing.id);
  const update = useUpdateBooking(listing.id);
  const isFinal = booking?.status === 'cancelled' || booking?.status === 'completed';
  const form = useForm<z.input<typeof bookingFormSchema>, unknown, z.output<typeof bookingFormSchema>>({
    resolver: zodResolver(bookingFormSchema, ZOD_PARSE_OPTIONS),
    defaultValues: {
      guestName: booking?.guestName ?? '',
      guestEmail: booking?.guestEmail ?? '',
      guestPhone: booking?.guestPhone ?? '',
      checkIn: booking?.checkIn ?? checkIn ?? '',
      checkOut: booking?.checkOut ?? checkOut ?? '',
      guests: booking?.guests ?? 1,
      notes: booking?.notes ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [watchedIn, watchedOut, watchedGuests] = form.watch(['checkIn', 'checkOut', 'guests']);
  const stay = { checkIn: watchedIn, checkOut: watchedOut, guests: Number(watchedGuests) };
  const datesValid = ZCalendarDate.safeParse(stay.checkIn).success && ZCalendarDate.safeParse(stay.checkOut).success;
  const problems = datesValid ? stayProblems(listing, stay) : null;
  const quote = problems && Object.keys(problems).length === 0 ? quoteStay(listing, stay) : null;
  const tooManyGuests = problems?.guests === 'too_many_guests';
  const saveError = update.error ?? create.error;

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.guests > listing.maxGuests) return;
    try {
      if (booking) await update.mutateAsync({ bookingId: booking.id, patch: values });
      else await create.mutateAsync(values);
    } catch {
      return; // The footer's alert says why; what was typed stays.
    }
    toast.success(booking ? t('shortTermRentals.bookingForm.updated') : t('shortTermRentals.bookingForm.created'));
    onClose();
  });

  const changeStatus = async (status: 'confirmed' | 'cancelled') => {
    if (!booking) return;
    try {
      await update.mutateAsync({ bookingId: booking.id, patch: { status } });
    } catch {
      return;
    }
    toast.success(t(`shortTermRentals.bookingForm.statusChanged.${status}`));
    onClose();
  };

  return (
    <TitledDialog
      open
      onOpenChange={(open) => (open || isSubmitting || update.isPending ? null : onClose())}
      title={booking ? t('shortTermRentals.bookingForm.editTitle') : t('shortTermRentals.bookingForm.addTitle')}
      description={t('shortTermRentals.bookingForm.intro', { listing: listing.title })}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
    >
      {booking ? (
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={BOOKING_STATUS_VARIANTS[booking.status]}>
            {t(`shortTermRentals.bookingStatuses.${booking.status}`)}
          </Badge>
          {booking.status === 'pending' ? (
            <Button size="sm" onClick={() => void changeStatus('confirmed')} disabled={update.isPending}>
              {t('shortTermRentals.bookingForm.confirm')}
            </Button>
          ) : null}
          {booking.status === 'pending' || booking.status === 'confirmed' ? (
            <Button
              size="sm"
              variant="outline"
              className="text-destructive hover:text-destructive dark:text-danger"
              onClick={() => void changeStatus('cancelled')}
              disabled={update.isPending}
            >
              {t('shortTermRentals.bookingForm.cancelBooking')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={isSubmitting}>
        <fieldset disabled={isFinal} className="contents">
          <FormField label={t('shortTermRentals.bookingForm.guestName')} error={errors.guestName}>
            <Input autoComplete="off" {...form.register('guestName')} />
          </FormField>
          <FormField label={t('shortTermRentals.bookingForm.guests')} error={errors.guests}>
            <Input
              type="number"
              min={1}
              max={listing.maxGuests}
              inputMode="numeric"
              {...form.register('guests')}
              aria-invalid={tooManyGuests || undefined}
            />
          </FormField>
          <FormField label={t('shortTermRentals.bookingForm.guestEmail')} error={errors.guestEmail} isOptional>
            <Input type="email" autoComplete="off" {...form.register('guestEmail')} />
          </FormField>
          <FormField label={t('shortTermRentals.bookingForm.guestPhone')} error={errors.guestPhone} isOptional>
            <Input type="tel" autoComplete="off" {...form.register('guestPhone')} />
          </FormField>
          <FormField label={t('shortTermRentals.bookingForm.checkIn')} error={errors.checkIn}>
            <Input type="date" {...form.register('checkIn')} />
          </FormField>
          <FormField label={t('shortTermRentals.bookingForm.checkOut')} error={errors.checkOut}>
            <Input type="date" {...form.register('checkOut')} />
          </FormField>
          <FormField
            label={t('shortTermRentals.bookingForm.notes')}
            error={errors.notes}
            isOptional
            className="sm:col-span-2"
          >
            <Textarea rows={2} {...form.register('notes')} />
          </FormField>
        </fieldset>
        <p className="rounded-lg bg-muted px-3 py-2 text-sm sm:col-span-2" aria-live="polite">
          {quote
            ? t('shortTermRentals.bookingForm.quote', {
                count: quote.nights,
                rate: format.money(listing.nightlyRateMinor, listing.currency),
                cleaning: format.money(listing.cleaningFeeMinor, listing.currency),
                total: format.money(quote.totalMinor, listing.currency),
              })
            : tooManyGuests
              ? t('shortTermRentals.bookingForm.tooManyGuests', { count: listing.maxGuests })
              : t('shortTermRentals.bookingForm.quotePending')}
        </p>
        {isFinal ? null : (
          <FormDialogFooter
            className="sm:col-span-2"
            errorMessage={saveError ? stayErrorMessage(t, format, saveError) : null}
            isSubmitting={isSubmitting}
            submitLabel={booking ? t('common.saveChanges') : t('shortTermRentals.bookingForm.book')}
            submittingLabel={t('common.saving')}
          />
        )}
      </form>
    </TitledDialog>
  );
}
