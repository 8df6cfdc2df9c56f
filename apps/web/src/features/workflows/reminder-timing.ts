import type { TReminderAnchor } from '@rentwell/contracts/workflows';

/** The i18n key (with `count`) saying when a reminder is sent: '3 days before rent is due'. */
const OFFSET_KEYS = {
  due_date: 'workflows.timing.daysBeforeDue',
  lease_end: 'workflows.timing.daysBeforeLeaseEnd',
  lease_start: 'workflows.timing.daysAfterLeaseStart',
  request_created: 'workflows.timing.hoursAfterRequest',
} as const satisfies Record<TReminderAnchor, string>;

type TTimingKey =
  | (typeof OFFSET_KEYS)[TReminderAnchor]
  | 'workflows.timing.onLeaseStart'
  | 'workflows.timing.onDueDate'
  | 'workflows.timing.onLeaseEnd';

export function reminderTimingKey(anchor: TReminderAnchor, offset: number): { key: TTimingKey; count: number } {
  if (anchor === 'lease_start' && offset === 0) return { key: 'workflows.timing.onLeaseStart', count: 0 };
  if (anchor === 'due_date' && offset === 0) return { key: 'workflows.timing.onDueDate', count: 0 };
  if (anchor === 'lease_end' && offset === 0) return { key: 'workflows.timing.onLeaseEnd', count: 0 };
  return { key: OFFSET_KEYS[anchor], count: offset };
}

/** Days for the date anchors, hours for a request's creation. */
export function offsetUnitOf(anchor: TReminderAnchor): 'days' | 'hours' {
  return anchor === 'request_created' ? 'hours' : 'days';
}

/** Preview items grouped by rule, in the order they are sent. */
export function previewByRule<TItem extends { ruleId: string; sendAt: string }>(items: readonly TItem[]) {
  const groups = new Map<string, TItem[]>();
  for (const item of [...items].sort((a, b) => a.sendAt.localeCompare(b.sendAt))) {
    const group = groups.get(item.ruleId);
    if (group) group.push(item);
    else groups.set(item.ruleId, [item]);
  }
  return groups;
}
