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

export function isExclusionViolation(error: unknown): boolean {
  return findPgErrorCode(error)?.code === EXCLUSION_VIOLATION;
}
