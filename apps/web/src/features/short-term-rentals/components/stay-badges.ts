import type { TBlockType, TBookingStatus } from '@rentwell/contracts/short-term-rentals';
import type { TBadgeVariant } from '../../../components/ui/badge.tsx';

export const BOOKING_STATUS_VARIANTS: Record<TBookingStatus, TBadgeVariant> = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'neutral',
  completed: 'info',
};

/** The colour of a stay on the listing calendar: bookings in the brand colour, blocks by type. */
export const STAY_CLASSES = {
  booking: 'bg-brand-soft text-brand',
  pending: 'bg-warning-soft text-warning',
  block: {
    owner_use: 'bg-info-soft text-info',
    maintenance: 'bg-danger-soft text-danger',
    cleaning: 'bg-success-soft text-success',
    unavailable: 'bg-neutral-soft text-neutral',
  } satisfies Record<TBlockType, string>,
};
