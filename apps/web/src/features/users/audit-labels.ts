import type { TAuditAction, TAuditEntityType } from '@rentwell/contracts/audit';

/** The label key (under `users.audit.actions.`) of every action the server writes; the contracts list them all. */
export const AUDIT_ACTION_LABEL_KEYS = {
  'user.created': 'userCreated',
  'user.role_changed': 'userRoleChanged',
  'user.deactivated': 'userDeactivated',
  'user.reactivated': 'userReactivated',
  'user.deleted': 'userDeleted',
  'user.email_changed': 'userEmailChanged',
  'organization.currency_changed': 'organizationCurrencyChanged',
  'organization.time_zone_changed': 'organizationTimeZoneChanged',
  'organization.rent_rules_changed': 'organizationRentRulesChanged',
  'payment.recorded': 'paymentRecorded',
  'payment.reported': 'paymentReported',
  'payment.confirmed': 'paymentConfirmed',
  'payment.rejected': 'paymentRejected',
  'payment.history_imported': 'paymentHistoryImported',
  'payment.late_fee_waived': 'paymentLateFeeWaived',
  'lease.created': 'leaseCreated',
  'lease.renewed': 'leaseRenewed',
  'lease.terminated': 'leaseTerminated',
  'lease.document_uploaded': 'leaseDocumentUploaded',
  'expense.created': 'expenseCreated',
  'expense.updated': 'expenseUpdated',
  'expense.deleted': 'expenseDeleted',
  'expense.receipt_attached': 'expenseReceiptAttached',
  'expense.receipt_removed': 'expenseReceiptRemoved',
  'document.uploaded': 'documentUploaded',
  'document.deleted': 'documentDeleted',
  'contact_submission.handled': 'contactSubmissionHandled',
  'mail.resent': 'mailResent',
  'site_admin.unlocked': 'siteAdminUnlocked',
  'site_admin.unlock_failed': 'siteAdminUnlockFailed',
  'site_admin.bootstrapped': 'siteAdminBootstrapped',
} as const satisfies Record<TAuditAction, string>;

/** The label key (under `users.audit.entities.`) of every kind of record an event is about. */
export const AUDIT_ENTITY_LABEL_KEYS = {
  user: 'user',
  organization: 'organization',
  payment: 'payment',
  lease: 'lease',
  expense: 'expense',
  contact_submission: 'contactSubmission',
  mail: 'mail',
  site_admin_console: 'siteAdminConsole',
  document: 'document',
} as const satisfies Record<TAuditEntityType, string>;

/** The records an organization's log can be narrowed to (labels under `users.audit.entityFilters.`). */
export const AUDIT_FILTER_ENTITY_TYPES = [
  'user',
  'organization',
  'payment',
  'lease',
  'expense',
] as const satisfies readonly TAuditEntityType[];
