import type { TErrorResponse } from '@rentwell/contracts/errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { violatedConstraintOf } from './database-errors.ts';
import { closeAfterAnswer } from './lingering-close.ts';
import { StorageUnavailableError } from './storage-unavailable-error.ts';

export function errorBody(error: AppError, requestId: string): TErrorResponse {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
      ...(error.code === 'internal_error' ? { requestId } : {}),
    },
  };
}

/** What a collision on a known constraint means to the user; any other collision is a plain conflict. */
const CONFLICT_BY_CONSTRAINT: Partial<Record<string, () => AppError>> = {
  user_email_unique: () => new AppError('email_in_use', 'An account with this email already exists'),
  units_property_label_unique: () => new AppError('duplicate_unit_label', 'Another unit already has this label'),
  leases_no_overlap_per_unit: () =>
    new AppError('unit_not_available', 'This unit is already leased for some of these dates'),
  str_stays_home_let_once: () =>
    new AppError('home_already_let', 'This home is already let for some of these nights (another stay or a lease)'),
  leases_home_let_once: () =>
    new AppError('home_has_short_term_stays', 'Short-term stays take this home for some of these dates'),
  str_import_feeds_listing_url_unique: () =>
    new AppError('duplicate_import_feed', 'This listing already imports this feed URL'),
  expenses_maintenance_request_unique: () =>
    new AppError('expense_already_recorded', 'This request is already recorded as an expense'),
};

function conflictOf(constraint: string): AppError {
  const known = CONFLICT_BY_CONSTRAINT[constraint];
  return known ? known() : new AppError('conflict', 'This was changed at the same time by another request');
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const constraint = violatedConstraintOf(error);
  if (constraint !== null) return conflictOf(constraint);
  if (error instanceof StorageUnavailableError) {
    return new AppError('storage_unavailable', 'Files cannot be stored or read right now. Try again in a few minutes.');
  }
  if (error instanceof HTTPException) {
    if (error.status === 413) return new AppError('payload_too_large', 'The request body is too large');
    if (error.status === 401) return new AppError('unauthenticated', 'Sign in to continue');
    if (error.status < 500) return new AppError('validation_failed', error.message || 'The request is not valid');
  }
  return new AppError('internal_error', 'Something went wrong on our side. The request id helps us find it.');
}

/** Answers every error in the `{ error: { code, message } }` shape; a 500 tells nothing internal, only the request id. */
export function handleError(error: unknown, c: Context<AppEnv>): Response {
  const appError = toAppError(error);
  if (appError.status >= 500) {
    c.var.logger?.error({ err: error, requestId: c.var.requestId }, 'unhandled error');
  }
  if (appError.status === 413) closeAfterAnswer(c);
  return c.json(errorBody(appError, c.var.requestId), appError.status);
}
