import type { TReminderRule, TReminderTemplate } from '@rentwell/contracts/workflows';
import type { TFunction } from 'i18next';

export const TEMPLATE_KEYS = {
  rent_due: 'rentDue',
  lease_renewal: 'leaseRenewal',
  maintenance_follow_up: 'maintenanceFollowUp',
  tenant_welcome: 'tenantWelcome',
} as const satisfies Record<TReminderTemplate, string>;

/** A template's description for a number of days (hours for the follow-up), in the interface language. */
export function templateDescription(t: TFunction, template: TReminderTemplate, offset: number): string {
  return t(`workflows.templates.${TEMPLATE_KEYS[template]}.description`, { count: offset });
}

/**
 * A reminder's name and description as the reader sees them: a template's words still unedited are shown in the
 * interface language (the description with the reminder's current days), what someone wrote as they wrote it.
 */
export function reminderTexts(t: TFunction, rule: TReminderRule): { name: string; description: string } {
  const template = rule.templateKey;
  return {
    name: template && rule.nameFromTemplate ? t(`workflows.templates.${TEMPLATE_KEYS[template]}.name`) : rule.name,
    description:
      template && rule.descriptionFromTemplate ? templateDescription(t, template, rule.offset) : rule.description,
  };
}
