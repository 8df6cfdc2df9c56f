import type { TOnlinePaymentStatus } from '@rentwell/contracts/online-payments';

/** The badge of an online payment for its tenant: 'open' is a payment made and waiting for Stripe's confirmation. */
export function badgeOf(status: TOnlinePaymentStatus) {
  return status === 'open' ? 'pending_confirmation' : status;
}
