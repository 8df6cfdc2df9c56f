import type { TNotificationEvent, TNotificationType } from '@rentwell/contracts/notifications';
import type { TReminderAnchor } from '@rentwell/contracts/workflows';
import type { Database } from '@rentwell/db/create-db';
import { listOrganizationMembers } from '../accounts/accounts.service.ts';
import type { Occurrence, ReminderRuleRow } from './workflows.repo.ts';

const EVENTS: Record<TReminderAnchor, { type: TNotificationType; event: TNotificationEvent }> = {
  due_date: { type: 'payment', event: 'reminder_rent_due' },
  lease_end: { type: 'lease', event: 'reminder_lease_ending' },
  lease_start: { type: 'lease', event: 'reminder_welcome' },
  request_created: { type: 'maintenance', event: 'reminder_maintenance_open' },
};

type Rule = Pick<ReminderRuleRow, 'organizationId' | 'anchor' | 'offset'>;

/** The notification one recipient gets for one occurrence; the tenant is sent to their portal, staff to the list. */
export function reminderNotification(rule: Rule, occurrence: Occurrence, recipientUserId: string) {
  const { type, event } = EVENTS[rule.anchor];
  const isTenant = recipientUserId === occurrence.tenantUserId;
  const params: Record<string, string | number> = { propertyName: occurrence.propertyName };
  if (occurrence.unitLabel) params.unitLabel = occurrence.unitLabel;
  if (occurrence.aboutDate) params.date = occurrence.aboutDate;
  if (occurrence.title) params.title = occurrence.title;
  if (occurrence.amountMinor !== null && occurrence.currency) {
    params.amountMinor = occurrence.amountMinor;
    params.currency = occurrence.currency;
  }
  if (rule.anchor === 'request_created') params.hours = rule.offset;
  const link = rule.anchor === 'request_created' ? '/maintenance' : isTenant ? '/tenant-portal' : '/tenants';
  return { organizationId: rule.organizationId, type, event, params, link };
}

/** A reminder sent by 'Send a test to me': its in-app text and mail subject say it is a test. */
export function testNotification<T extends { params: Record<string, string | number> }>(notification: T): T {
  return { ...notification, params: { ...notification.params, isTest: 1 } };
}

/** Who a reminder goes to. */
export type RecipientFinder = (rule: Rule, occurrence: Occurrence) => Promise<string[]>;

/**
 * Payment and welcome: the lease's tenant. Lease end: the tenant and the organization's admins and managers.
 * Maintenance follow-up: the assignee and the admins and managers. Managers are read once per organization.
 */
export function createRecipientFinder(db: Database): RecipientFinder {
  const managers = new Map<string, Promise<string[]>>();
  const managersOf = (organizationId: string) => {
    let found = managers.get(organizationId);
    if (!found) {
      found = listOrganizationMembers(db, organizationId, ['admin', 'property_manager']).then((rows) =>
        rows.map((row) => row.userId),
      );
      managers.set(organizationId, found);
    }
    return found;
  };
  return async (rule, occurrence) => {
    const people: (string | null)[] = [];
    if (rule.anchor === 'due_date' || rule.anchor === 'lease_start') people.push(occurrence.tenantUserId);
    if (rule.anchor === 'lease_end') people.push(occurrence.tenantUserId, ...(await managersOf(rule.organizationId)));
    if (rule.anchor === 'request_created') {
      people.push(occurrence.assigneeUserId, ...(await managersOf(rule.organizationId)));
    }
    return [...new Set(people.filter((id): id is string => id !== null))];
  };
}
