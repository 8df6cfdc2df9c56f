import { z } from 'zod';

export const ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'origin_not_allowed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'property_has_active_leases',
  'property_has_lease_history',
  'unit_has_leases',
  'duplicate_unit_label',
  'last_admin',
  'cannot_modify_self',
  'role_requires_organization',
  'account_deactivated',
  'invalid_password',
  'site_admin_locked',
  'site_admin_key_not_configured',
  'site_admin_unlock_failed',
  'bootstrap_closed',
  'bootstrap_not_configured',
  'bootstrap_secret_invalid',
  'no_vacant_units',
  'invalid_transition',
  'no_active_lease',
  'unit_not_available',
  'email_in_use',
  'invalid_lease_dates',
  'payment_not_confirmable',
  'charge_not_found',
  'expense_already_recorded',
  'maintenance_not_billable',
  'home_already_let',
  'home_has_short_term_stays',
  'duplicate_import_feed',
  'mail_budget_exceeded',
  'signer_resend_limit',
  'storage_unavailable',
  'shutting_down',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZErrorResponse = z.object({
  error: z.object({
    code: ZErrorCode,
    message: z.string(),
    details: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string().optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
