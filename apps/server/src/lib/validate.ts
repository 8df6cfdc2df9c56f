import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { z } from 'zod';
import { AppError, type ErrorDetails } from './app-error.ts';

function issuesToDetails(issues: readonly StandardSchemaV1.Issue[]): ErrorDetails {
  const details: ErrorDetails = {};
  for (const issue of issues) {
    const field =
      issue.path?.map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment))).join('.') ||
      '_';
    details[field] = [...(details[field] ?? []), issue.message];
  }
  return details;
}

/** A zod validator for one request part that answers 422 with the messages per field, and documents the schema. */
export function validate<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError('validation_failed', 'Some fields are not valid', issuesToDetails(result.error));
    }
  });
}

/** Path ids must be UUIDs; anything else cannot exist, so it answers 404 like a missing row. */
export function validateIdParams<const Names extends readonly string[]>(...names: Names) {
  const schema = z.object(Object.fromEntries(names.map((name) => [name, z.uuid()]))) as unknown as z.ZodType<{
    [Name in Names[number]]: string;
  }>;
  return validator('param', schema, (result) => {
    if (!result.success) throw new AppError('not_found', 'Not found');
  });
}
