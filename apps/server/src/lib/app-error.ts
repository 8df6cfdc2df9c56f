import type { TErrorCode } from '@rentwell/contracts/errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STATUS_BY_CODE: Record<TErrorCode, ContentfulStatusCode> = {
  validation_failed: 422,
  bad_request: 400,
  origin_not_allowed: 403,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  property_has_active_leases: 409,
  property_has_lease_history: 409,
  unit_has_leases: 409,
  duplicate_unit_label: 409,
  last_admin: 409,
  cannot_modify_self: 409,
  role_requires_organization: 409,
  account_deactivated: 403,
  invalid_password: 403,
  site_admin_locked: 403,
  site_admin_key_not_configured: 403,
  site_admin_unlock_failed: 403,
  bootstrap_closed: 409,
  bootstrap_not_configured: 403,
  bootstrap_secret_invalid: 403,
  no_vacant_units: 409,
  invalid_transition: 409,
  no_active_lease: 409,
  unit_not_available: 409,
  email_in_use: 409,
  invalid_lease_dates: 422,
  payment_not_confirmable: 409,
  charge_not_found: 404,
  expense_already_recorded: 409,
  maintenance_not_billable: 409,
  home_already_let: 409,
  home_has_short_term_stays: 409,
  duplicate_import_feed: 409,
  mail_budget_exceeded: 429,
  signer_resend_limit: 429,
  storage_unavailable: 503,
  document_under_signature: 409,
  document_signed_kept: 409,
  shutting_down: 503,
  online_payments_not_connected: 409,
  online_payment_in_progress: 409,
  online_payment_nothing_owed: 409,
  online_payment_mixed_currencies: 422,
  payment_provider_failed: 502,
  unknown_template_variable: 422,
};

export type ErrorDetails = Record<string, string[]>;

/** The one error type routes and services throw; the error handler turns it into the wire shape. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }
}
