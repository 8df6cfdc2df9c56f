/** PostgreSQL error codes the services turn into answers (the same from pg and PGlite). */
const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';

function findPgErrorCode(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return null;
}

export function isUniqueViolation(error: unknown): boolean {
  return findPgErrorCode(error)?.code === UNIQUE_VIOLATION;
}

/**
 * The constraint a unique or exclusion violation names ('' when the driver names none), or null for any other
 * error: two requests that both passed the service's checks and then collided in the database.
 */
export function violatedConstraintOf(error: unknown): string | null {
  const found = findPgErrorCode(error);
  if (found?.code !== UNIQUE_VIOLATION && found?.code !== EXCLUSION_VIOLATION) return null;
  return found.constraint ?? '';
}

export function isExclusionViolation(error: unknown): boolean {
  return findPgErrorCode(error)?.code === EXCLUSION_VIOLATION;
}
