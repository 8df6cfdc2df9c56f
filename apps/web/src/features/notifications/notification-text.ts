import type { TNotification, TNotificationEvent } from '@rentwell/contracts/notifications';
import type { TRole } from '@rentwell/contracts/roles';
import type { TFunction } from 'i18next';
import type { TFormatters } from '../../lib/formatters.ts';

const EVENT_KEYS = {
  payment_reported: 'notifications.events.paymentReported',
  payment_confirmed: 'notifications.events.paymentConfirmed',
  payment_rejected: 'notifications.events.paymentRejected',
  online_payment_succeeded: 'notifications.events.onlinePaymentSucceeded',
  online_payment_failed: 'notifications.events.onlinePaymentFailed',
  online_payment_held: 'notifications.events.onlinePaymentHeld',
  online_payment_refunded: 'notifications.events.onlinePaymentRefunded',
  online_payment_disputed: 'notifications.events.onlinePaymentDisputed',
  lease_created: 'notifications.events.leaseCreated',
  maintenance_created: 'notifications.events.maintenanceCreated',
  maintenance_assigned: 'notifications.events.maintenanceAssigned',
  maintenance_status_changed: 'notifications.events.maintenanceStatusChanged',
  maintenance_commented: 'notifications.events.maintenanceCommented',
  message_received: 'notifications.events.messageReceived',
  reminder_rent_due: 'notifications.events.reminderRentDue',
  reminder_lease_ending: 'notifications.events.reminderLeaseEnding',
  reminder_maintenance_open: 'notifications.events.reminderMaintenanceOpen',
  reminder_welcome: 'notifications.events.reminderWelcome',
  signature_declined: 'notifications.events.signatureDeclined',
  signature_completed: 'notifications.events.signatureCompleted',
} as const satisfies Record<TNotificationEvent, string>;

const STATUS_KEYS = ['open', 'pending', 'in_progress', 'completed', 'cancelled'] as const;
const PRIORITY_KEYS = ['urgent', 'high', 'medium', 'low'] as const;

function text(value: string | number | undefined): string {
  return value === undefined ? '' : String(value);
}

/** A status or priority word of the params, translated; tenants read an open request as 'pending' (spec). */
function statusWord(t: TFunction, value: string | number | undefined, role: TRole | null): string {
  const raw = role === 'tenant' && value === 'open' ? 'pending' : value;
  const known = [...STATUS_KEYS, ...PRIORITY_KEYS].find((key) => key === raw);
  return known ? t(`status.${known}`) : text(value);
}

/**
 * The sentence of a notification in the interface language, from its `event` and `params`: amounts (minor units and
 * a currency) formatted with `Intl`, statuses and priorities translated. Plain text, rendered as text.
 */
export function notificationText(
  t: TFunction,
  format: Pick<TFormatters, 'money' | 'date'>,
  notification: Pick<TNotification, 'event' | 'params'>,
  role: TRole | null,
): string {
  const { params } = notification;
  const amount =
    typeof params.amountMinor === 'number' && typeof params.currency === 'string'
      ? format.money(params.amountMinor, params.currency)
      : '';
  const values = {
    tenantName: text(params.tenantName),
    propertyName: text(params.propertyName),
    unitLabel: text(params.unitLabel),
    title: text(params.title),
    senderName: text(params.senderName),
    signerName: text(params.signerName),
    subject: text(params.subject),
    amount,
    date: typeof params.date === 'string' ? format.date(params.date) : '',
    hours: text(params.hours),
    status: statusWord(t, params.status, role),
    priority: statusWord(t, params.priority, role),
  };
  // An event this build does not know yet still reads as a notification.
  const key = Object.hasOwn(EVENT_KEYS, notification.event)
    ? EVENT_KEYS[notification.event]
    : 'notifications.events.fallback';
  const sentence = t(key, values);
  return params.isTest === 1 ? t('notifications.testReminder', { text: sentence }) : sentence;
}
