import { useTranslation } from 'react-i18next';
import { Badge, type TBadgeVariant } from './badge.tsx';

/**
 * Every status of the product and the one badge colour it has everywhere: a 'confirmed' payment and a 'confirmed'
 * booking look alike on every page. Add new statuses here (and under `status.` in the locale files), never inline.
 */
export const STATUS_VARIANTS = {
  active: 'success',
  inactive: 'neutral',
  expired: 'neutral',
  pending: 'warning',
  terminated: 'danger',
  paid: 'success',
  overdue: 'danger',
  pending_confirmation: 'info',
  confirmed: 'success',
  rejected: 'danger',
  open: 'info',
  // Not amber: a tenant's 'pending' request is amber, and the two must stay apart.
  in_progress: 'brand',
  completed: 'success',
  cancelled: 'neutral',
  urgent: 'danger',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
  pending_signature: 'warning',
  partially_signed: 'info',
  fully_signed: 'success',
  valid: 'success',
  invalid: 'danger',
  used: 'neutral',
  connected: 'success',
  not_connected: 'neutral',
  vacant: 'info',
  occupied: 'success',
  unavailable: 'neutral',
  deactivated: 'neutral',
  new: 'info',
  handled: 'success',
  queued: 'info',
  sending: 'brand',
  sent: 'success',
  failed: 'danger',
  running: 'brand',
  succeeded: 'success',
  refunded: 'neutral',
  disputed: 'danger',
  processing: 'brand',
  held: 'warning',
} as const satisfies Record<string, TBadgeVariant>;

type TStatus = keyof typeof STATUS_VARIANTS;

export type TStatusBadgeProps = { status: TStatus; className?: string };

export function StatusBadge({ status, className }: TStatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_VARIANTS[status]} className={className}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-80" />
      {t(`status.${status}`)}
    </Badge>
  );
}
