import type { TNotification, TNotificationEvent, TNotificationType } from '@rentwell/contracts/notifications';
import type { Database } from '@rentwell/db/create-db';
import type { Mailer } from '../../mail/mailer.ts';
import { findNotificationRecipients } from '../accounts/accounts.service.ts';
import { notificationMail } from './notification-mail-texts.ts';
import {
  countUnreadNotifications,
  insertNotificationsOnce,
  listNotifications,
  markNotificationsRead,
} from './notifications.repo.ts';

export type NotificationEvent = {
  recipients: string[];
  organizationId: string | null;
  type: TNotificationType;
  event: TNotificationEvent;
  params: Record<string, string | number>;
  link: string;
  /** Identifies the event: the same key never notifies the same person twice. */
  dedupeKey: string;
  /** False when the event already sends its own mail, so the notification stays in the app. */
  emailCopy?: false;
};

export type Notifier = {
  /** Returns the people it mailed a copy to. */
  notify: (db: Database, event: NotificationEvent) => Promise<{ emailed: string[] }>;
};

type Recipient = Awaited<ReturnType<typeof findNotificationRecipients>>[number];

/** The settings toggles: email at all, and the topic's own switch. */
function wantsEmail(recipient: Recipient, type: TNotificationType): boolean {
  if (!recipient.notifyByEmail) return false;
  if (type === 'payment') return recipient.notifyPaymentReminders;
  if (type === 'maintenance') return recipient.notifyMaintenanceUpdates;
  if (type === 'lease') return recipient.notifyLeaseReminders;
  return true;
}

/**
 * Writes in-app notifications once per person and event, and mails a copy to those whose settings
 * allow it. Call inside the transaction of the change it reports; mail goes to the outbox with it.
 */
export function createNotifier(deps: { mailer: Mailer; baseUrl: string }): Notifier {
  return {
    async notify(db, event) {
      const recipients = [...new Set(event.recipients)];
      const inserted = await insertNotificationsOnce(
        db,
        recipients.map((userId) => ({
          userId,
          organizationId: event.organizationId,
          type: event.type,
          event: event.event,
          params: event.params,
          link: event.link,
          dedupeKey: event.dedupeKey,
        })),
      );
      if (inserted.length === 0 || event.emailCopy === false) return { emailed: [] };
      const people = await findNotificationRecipients(
        db,
        inserted.map((row) => row.userId),
      );
      const emailed: string[] = [];
      for (const person of people.filter((candidate) => wantsEmail(candidate, event.type))) {
        const mail = notificationMail(person.language, event.event, event.params, `${deps.baseUrl}${event.link}`);
        await deps.mailer.send({ to: person.email, ...mail, purpose: `notification:${event.event}`, db });
        emailed.push(person.userId);
      }
      return { emailed };
    },
  };
}

export async function listMyNotifications(db: Database, userId: string) {
  const [rows, unread] = await Promise.all([
    listNotifications(db, { userId }, 50),
    countUnreadNotifications(db, { userId }),
  ]);
  const items: TNotification[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    event: row.event as TNotificationEvent,
    params: row.params,
    link: row.link,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, unread };
}

export function markMyNotificationsRead(db: Database, userId: string, ids?: string[]) {
  return markNotificationsRead(db, { userId, ...(ids ? { ids } : {}) });
}
