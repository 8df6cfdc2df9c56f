import type { TFunction } from 'i18next';
import { isApiError } from './api-client.ts';

type TErrorKey = `errors.${(typeof ERROR_KEYS)[keyof typeof ERROR_KEYS] | 'generic' | 'unknown'}`;

/**
 * Error codes from our API (`TErrorCode`), from better-auth (upper case) and from the client itself, mapped to
 * translation keys under `errors.`. The UI switches on the code, never on the server's message text.
 */
const ERROR_KEYS = {
  network_error: 'network',
  invalid_response: 'generic',
  validation_failed: 'validation',
  bad_request: 'badRequest',
  origin_not_allowed: 'originNotAllowed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  not_found: 'notFound',
  conflict: 'conflict',
  payload_too_large: 'payloadTooLarge',
  unsupported_media_type: 'unsupportedMediaType',
  rate_limited: 'rateLimited',
  internal_error: 'internal',
  property_has_active_leases: 'propertyHasActiveLeases',
  property_has_lease_history: 'propertyHasLeaseHistory',
  unit_has_leases: 'unitHasLeases',
  duplicate_unit_label: 'duplicateUnitLabel',
  no_vacant_units: 'noVacantUnits',
  unit_not_available: 'unitNotAvailable',
  email_in_use: 'emailInUse',
  invalid_lease_dates: 'invalidLeaseDates',
  payment_not_confirmable: 'paymentNotConfirmable',
  charge_not_found: 'chargeNotFound',
  expense_already_recorded: 'expenseAlreadyRecorded',
  maintenance_not_billable: 'maintenanceNotBillable',
  home_already_let: 'homeAlreadyLet',
  home_has_short_term_stays: 'homeHasShortTermStays',
  duplicate_import_feed: 'duplicateImportFeed',
  mail_budget_exceeded: 'mailBudgetExceeded',
  signer_resend_limit: 'signerResendLimit',
  storage_unavailable: 'storageUnavailable',
  document_under_signature: 'documentUnderSignature',
  document_signed_kept: 'documentSignedKept',
  shutting_down: 'shuttingDown',
  online_payments_not_connected: 'onlinePaymentsNotConnected',
  online_payment_in_progress: 'onlinePaymentInProgress',
  online_payment_nothing_owed: 'onlinePaymentNothingOwed',
  online_payment_mixed_currencies: 'onlinePaymentMixedCurrencies',
  payment_provider_failed: 'paymentProviderFailed',
  unknown_template_variable: 'unknownTemplateVariable',
  no_active_lease: 'noActiveLease',
  invalid_transition: 'invalidTransition',
  last_admin: 'lastAdmin',
  cannot_modify_self: 'cannotModifySelf',
  role_requires_organization: 'roleRequiresOrganization',
  account_deactivated: 'accountDeactivated',
  ACCOUNT_DEACTIVATED: 'accountDeactivated',
  site_admin_locked: 'siteAdminLocked',
  site_admin_key_not_configured: 'siteAdminKeyNotConfigured',
  site_admin_unlock_failed: 'siteAdminUnlockFailed',
  bootstrap_closed: 'bootstrapClosed',
  bootstrap_not_configured: 'bootstrapNotConfigured',
  bootstrap_secret_invalid: 'bootstrapSecretInvalid',
  invalid_role: 'invalidRole',
  INVALID_ROLE: 'invalidRole',
  INVALID_SIGN_UP: 'invalidSignUp',
  USER_ALREADY_EXISTS: 'userAlreadyExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'userAlreadyExists',
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredentials',
  INVALID_PASSWORD: 'invalidCredentials',
  INVALID_EMAIL: 'invalidEmail',
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
  INVALID_TOKEN: 'invalidToken',
  TOKEN_EXPIRED: 'invalidToken',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  TOO_MANY_REQUESTS: 'rateLimited',
  ACCOUNT_SIGN_IN_LOCKED: 'accountSignInLocked',
  VALIDATION_ERROR: 'validation',
} as const satisfies Record<string, string>;

/** Reads a code from our `ApiError` or from better-auth's `{ code, status }` error objects. */
export function getErrorKey(error: unknown): TErrorKey {
  let code: string | undefined;
  let status: number | undefined;
  if (isApiError(error)) {
    code = error.code;
    status = error.status;
  } else if (typeof error === 'object' && error !== null) {
    // better-auth's client errors are the response body plus `status`: `{ code, message, status }` (our sign-up hook
    // uses that shape too: INVALID_ROLE, INVALID_SIGN_UP), or the API's `{ error: { code } }` body.
    const candidate = error as { code?: unknown; status?: unknown; error?: { code?: unknown } };
    const nestedCode =
      typeof candidate.error === 'object' && candidate.error !== null ? candidate.error.code : undefined;
    code =
      typeof candidate.code === 'string' ? candidate.code : typeof nestedCode === 'string' ? nestedCode : undefined;
    status = typeof candidate.status === 'number' ? candidate.status : undefined;
  }
  if (code && Object.hasOwn(ERROR_KEYS, code)) return `errors.${ERROR_KEYS[code as keyof typeof ERROR_KEYS]}`;
  if (status === 429) return 'errors.rateLimited';
  if (status === 0 || error instanceof TypeError) return 'errors.network';
  if (status !== undefined && status >= 500) return 'errors.internal';
  return code === undefined && status === undefined && !hasMessage(error) ? 'errors.unknown' : 'errors.generic';
}

/** Whether something thrown says anything at all: a message, or text of its own. */
function hasMessage(error: unknown): boolean {
  if (typeof error === 'string') return error.trim() !== '';
  if (typeof error !== 'object' || error === null) return false;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '';
}

/** The translated, user-facing message for an error; falls back to the generic message. */
export function getErrorMessage(t: TFunction, error: unknown): string {
  return t(getErrorKey(error));
}
