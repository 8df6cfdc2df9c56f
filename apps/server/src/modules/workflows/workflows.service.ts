import type {
  TReminderPreview,
  TReminderPreviewItem,
  TReminderRule,
  TReminderTemplate,
  TUpdateReminderRuleRequest,
} from '@rentwell/contracts/workflows';
import { ANCHOR_TYPE, REMINDER_TEMPLATE_TIMING } from '@rentwell/contracts/workflows';
import type { Database } from '@rentwell/db/create-db';
import { todayIn } from '@rentwell/domain/calendar-date';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { getProfileLanguage } from '../accounts/accounts.service.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { createRecipientFinder, reminderNotification, testNotification } from './reminder-messages.ts';
import { REMINDER_CATCH_UP_MS } from './reminder-runner.ts';
import { REMINDER_TEMPLATE_TEXTS, templateTextLanguage } from './reminder-templates.ts';
import {
  deleteRule,
  findOccurrences,
  findRule,
  findUserNames,
  insertRule,
  listRecentDeliveries,
  listRules,
  type ReminderRuleRow,
  updateRule,
} from './workflows.repo.ts';

const PREVIEW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_DELIVERIES = 5;
const DELIVERY_LOG_SIZE = 50;

type Delivery = Awaited<ReturnType<typeof listRecentDeliveries>>[number];

function deliveryOf(row: Delivery) {
  return {
    id: row.id,
    recipientName: row.recipientName,
    occurrenceAt: row.occurrenceAt.toISOString(),
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

function ruleOf(row: ReminderRuleRow, deliveries: Delivery[]): TReminderRule {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    anchor: row.anchor,
    offset: row.offset,
    templateKey: row.templateKey,
    nameFromTemplate:
      row.templateKey !== null && templateTextLanguage(row.templateKey, 'name', row.name, row.offset) !== undefined,
    descriptionFromTemplate:
      row.templateKey !== null &&
      templateTextLanguage(row.templateKey, 'description', row.description, row.offset) !== undefined,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    recentDeliveries: deliveries.filter((delivery) => delivery.ruleId === row.id).map(deliveryOf),
  };
}

async function ruleWithDeliveries(db: Database, row: ReminderRuleRow) {
  return ruleOf(row, await listRecentDeliveries(db, row.organizationId, [row.id], RECENT_DELIVERIES));
}

async function requireRule(db: Database, actor: OrganizationActor, ruleId: string) {
  const row = await findRule(db, actor.organizationId, ruleId);
  if (!row) throw new AppError('not_found', 'Reminder not found');
  return row;
}

export async function listReminderRules(db: Database, actor: OrganizationActor) {
  const rows = await listRules(db, actor.organizationId);
  const deliveries = await listRecentDeliveries(
    db,
    actor.organizationId,
    rows.map((row) => row.id),
    RECENT_DELIVERIES,
  );
  return { items: rows.map((row) => ruleOf(row, deliveries)) };
}

export async function createReminderRule(
  db: Database,
  actor: OrganizationActor,
  input: {
    name: string;
    description: string;
    anchor: ReminderRuleRow['anchor'];
    offset: number;
    active: boolean;
    templateKey?: TReminderTemplate;
  },
) {
  const row = await insertRule(db, {
    organizationId: actor.organizationId,
    name: input.name,
    description: input.description,
    type: ANCHOR_TYPE[input.anchor],
    anchor: input.anchor,
    offset: input.offset,
    templateKey: input.templateKey ?? null,
    active: input.active,
  });
  return ruleOf(row, []);
}

/** One of the spec's reminders, active, named in the creator's language. */
export async function createReminderFromTemplate(db: Database, actor: OrganizationActor, template: TReminderTemplate) {
  const language = await getProfileLanguage(db, actor.userId);
  const text = REMINDER_TEMPLATE_TEXTS[language][template];
  const timing = REMINDER_TEMPLATE_TIMING[template];
  return createReminderRule(db, actor, {
    name: text.name,
    description: text.description(timing.offset),
    ...timing,
    active: true,
    templateKey: template,
  });
}

export async function changeReminderRule(
  db: Database,
  actor: OrganizationActor,
  ruleId: string,
  patch: TUpdateReminderRuleRequest,
) {
  const current = await requireRule(db, actor, ruleId);
  const row = await updateRule(db, actor.organizationId, ruleId, {
    ...patch,
    ...(patch.anchor ? { type: ANCHOR_TYPE[patch.anchor] } : {}),
    ...templateDescriptionFollowingOffset(current, patch),
  });
  if (!row) throw new AppError('not_found', 'Reminder not found');
  return ruleWithDeliveries(db, row);
}

/** A template's description left as it was says the new number of days (or hours) when the offset changes. */
function templateDescriptionFollowingOffset(current: ReminderRuleRow, patch: TUpdateReminderRuleRequest) {
  if (current.templateKey === null || patch.offset === undefined || patch.offset === current.offset) return {};
  const description = patch.description ?? current.description;
  const language = templateTextLanguage(current.templateKey, 'description', description, current.offset);
  if (!language) return {};
  return { description: REMINDER_TEMPLATE_TEXTS[language][current.templateKey].description(patch.offset) };
}

export async function removeReminderRule(db: Database, actor: OrganizationActor, ruleId: string) {
  if (!(await deleteRule(db, actor.organizationId, ruleId))) throw new AppError('not_found', 'Reminder not found');
}

/** The rule's delivery log, newest first. */
export async function listReminderDeliveries(db: Database, actor: OrganizationActor, ruleId: string) {
  await requireRule(db, actor, ruleId);
  const rows = await listRecentDeliveries(db, actor.organizationId, [ruleId], DELIVERY_LOG_SIZE);
  return { items: rows.map(deliveryOf) };
}

/**
 * What each active rule will send in the next 30 days, and to whom, from the organization's charges, leases and
 * requests as they stand. What fell due and was not sent yet goes at the scheduler's next run (`sendAt` is now).
 */
export async function previewReminders(db: Database, actor: OrganizationActor, now: Date): Promise<TReminderPreview> {
  const until = new Date(now.getTime() + PREVIEW_DAYS * DAY_MS);
  const from = new Date(now.getTime() - REMINDER_CATCH_UP_MS);
  const timeZone = actor.timeZone ?? 'UTC';
  const today = todayIn(timeZone, now);
  const recipientsOf = createRecipientFinder(db);
  const planned: {
    rule: ReminderRuleRow;
    sendAt: Date;
    recipientUserId: string;
    subject: string;
    aboutDate: string | null;
  }[] = [];
  for (const rule of await listRules(db, actor.organizationId, true)) {
    for (const occurrence of await findOccurrences(db, rule, {
      from,
      to: until,
      timeZone,
      today,
      exclude: 'any_delivery',
    })) {
      const place = occurrence.unitLabel
        ? `${occurrence.propertyName} · ${occurrence.unitLabel}`
        : occurrence.propertyName;
      for (const recipientUserId of await recipientsOf(rule, occurrence)) {
        planned.push({
          rule,
          sendAt: occurrence.occurrenceAt < now ? now : occurrence.occurrenceAt,
          recipientUserId,
          subject: occurrence.title ? `${occurrence.title} (${place})` : place,
          aboutDate: occurrence.aboutDate,
        });
      }
    }
  }
  const names = new Map(
    (await findUserNames(db, [...new Set(planned.map((item) => item.recipientUserId))])).map((row) => [
      row.id,
      row.name,
    ]),
  );
  const items: TReminderPreviewItem[] = planned
    .sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime())
    .map((item) => ({
      ruleId: item.rule.id,
      sendAt: item.sendAt.toISOString(),
      recipientName: names.get(item.recipientUserId) ?? '',
      subject: item.subject,
      aboutDate: item.aboutDate,
    }));
  return { from: now.toISOString(), until: until.toISOString(), items };
}

/** The reminders an active rule will send on one local day for one property, for the calendar. */
export type PlannedReminder = {
  id: string;
  ruleName: string;
  /** How many targets (charges, leases, requests) of the property it reminds of that day. */
  count: number;
  date: string;
  propertyId: string;
  propertyName: string;
  unitLabel: string | null;
};

/**
 * The reminders the organization's active rules will send on the days `from`..`to` (the organization's dates), one
 * entry per rule, day and property counting its targets whatever the number of recipients (a rent reminder for forty
 * charges due the same day is one line per building, not forty); none before `now` (what is due goes at the next run).
 */
export async function listPlannedReminders(
  db: Database,
  organization: { organizationId: string; timeZone: string },
  window: { from: string; to: string },
  now: Date,
): Promise<PlannedReminder[]> {
  const { timeZone } = organization;
  // Local days start at most 14 hours before or after UTC midnight: a day on either side covers every zone.
  const from = new Date(Math.max(now.getTime(), Date.parse(`${window.from}T00:00:00Z`) - DAY_MS));
  const to = new Date(Date.parse(`${window.to}T00:00:00Z`) + 2 * DAY_MS);
  if (from >= to) return [];
  const planned = new Map<string, PlannedReminder>();
  for (const rule of await listRules(db, organization.organizationId, true)) {
    const occurrences = await findOccurrences(db, rule, {
      from,
      to,
      timeZone,
      today: todayIn(timeZone, now),
      exclude: 'any_delivery',
    });
    for (const occurrence of occurrences) {
      const date = todayIn(timeZone, occurrence.occurrenceAt);
      if (date < window.from || date > window.to) continue;
      const id = `${rule.id}:${date}:${occurrence.propertyId}`;
      const same = planned.get(id);
      if (same) {
        same.count += 1;
        same.unitLabel = null;
        continue;
      }
      planned.set(id, {
        id,
        ruleName: rule.name,
        count: 1,
        date,
        propertyId: occurrence.propertyId,
        propertyName: occurrence.propertyName,
        unitLabel: occurrence.unitLabel,
      });
    }
  }
  return [...planned.values()];
}

/**
 * Sends the signed-in manager the rule's reminder now, in-app and by mail as their settings allow, filled from the
 * next charge, lease or request it applies to (a test: nothing is logged as delivered).
 */
export async function sendTestReminder(
  db: Database,
  notifier: Notifier,
  actor: OrganizationActor,
  ruleId: string,
  now: Date,
) {
  const rule = await requireRule(db, actor, ruleId);
  const [sample] = await findOccurrences(db, rule, {
    from: new Date(0),
    to: new Date(now.getTime() + 400 * DAY_MS),
    timeZone: actor.timeZone ?? 'UTC',
    today: todayIn(actor.timeZone ?? 'UTC', now),
    exclude: 'none',
  });
  if (!sample) {
    throw new AppError('conflict', 'Nothing to remind of yet: the test uses a real charge, lease or request');
  }
  const { emailed } = await db.transaction((tx) =>
    notifier.notify(tx, {
      ...testNotification(reminderNotification(rule, sample, actor.userId)),
      recipients: [actor.userId],
      dedupeKey: `reminder-test:${rule.id}:${now.toISOString()}`,
    }),
  );
  return { emailed: emailed.includes(actor.userId) };
}
