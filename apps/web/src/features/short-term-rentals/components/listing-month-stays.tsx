import type { TBlock, TBooking, TListing } from '@rentwell/contracts/short-term-rentals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveBlock } from '../api/str-mutations.ts';
import type { TCalendarStay } from '../stay-calendar.ts';
import { BOOKING_STATUS_VARIANTS } from './stay-badges.ts';

/** The month's stays under a listing's calendar: a booking opens to change it, a manual block can be removed. */
export function ListingMonthStays({
  listing,
  stays,
  isPending,
  onOpenBooking,
}: {
  listing: TListing;
  stays: TCalendarStay[];
  isPending: boolean;
  onOpenBooking: (booking: TBooking) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [removing, setRemoving] = useState<TBlock | null>(null);
  const removeBlock = useRemoveBlock(listing.id);
  const blockType = (block: TBlock) => t(`shortTermRentals.blockTypes.${block.type}`);

  return (
    <div className="grid gap-2">
      <h5 className="text-sm font-semibold">{t('shortTermRentals.calendar.staysTitle')}</h5>
      {isPending ? (
        <Skeleton className="h-10 rounded-lg" />
      ) : stays.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('shortTermRentals.calendar.noStays')}</p>
      ) : (
        <ul className="grid gap-1.5">
          {stays.map((stay) => (
            <li key={stay.id} className="flex flex-wrap items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="font-medium">
                  {stay.kind === 'booking'
                    ? t('shortTermRentals.calendar.bookingOf', { guest: stay.booking.guestName })
                    : blockType(stay.block)}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {stay.kind === 'booking'
                    ? t('shortTermRentals.calendar.bookingDates', {
                        from: format.date(stay.from),
                        to: format.date(stay.to),
                        count: stay.booking.nights,
                        total: format.money(stay.booking.totalMinor, stay.booking.currency),
                      })
                    : t('shortTermRentals.calendar.blockDates', {
                        from: format.date(stay.from),
                        to: format.date(stay.to),
                      })}
                  {stay.kind === 'block' && stay.block.reason ? ` · ${stay.block.reason}` : ''}
                </span>
              </span>
              {stay.kind === 'booking' ? (
                <>
                  <Badge variant={BOOKING_STATUS_VARIANTS[stay.booking.status]}>
                    {t(`shortTermRentals.bookingStatuses.${stay.booking.status}`)}
                  </Badge>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onOpenBooking(stay.booking)}
                    aria-label={t('shortTermRentals.calendar.openBooking', { guest: stay.booking.guestName })}
                  >
                    {t('shortTermRentals.calendar.open')}
                  </Button>
                </>
              ) : stay.block.source === 'imported' ? (
                <Badge variant="outline">{t('shortTermRentals.calendar.imported')}</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRemoving(stay.block)}
                  aria-label={t('shortTermRentals.calendar.removeBlockNamed', {
                    type: blockType(stay.block),
                    from: format.date(stay.from),
                  })}
                >
                  {t('shortTermRentals.calendar.removeBlock')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            removeBlock.reset();
          }
        }}
        title={t('shortTermRentals.removeBlockDialog.title')}
        description={
          removing
            ? t('shortTermRentals.removeBlockDialog.description', {
                type: blockType(removing),
                from: format.date(removing.startDate),
                to: format.date(removing.endDate),
              })
            : ''
        }
        confirmLabel={t('shortTermRentals.removeBlockDialog.confirm')}
        isPending={removeBlock.isPending}
        errorMessage={removeBlock.isError ? getErrorMessage(t, removeBlock.error) : null}
        onConfirm={() => {
          if (!removing) return;
          removeBlock.mutate(removing.id, {
            onSuccess: () => {
              toast.success(t('shortTermRentals.removeBlockDialog.removed'));
              setRemoving(null);
              removeBlock.reset();
            },
          });
        }}
      />
    </div>
  );
}
