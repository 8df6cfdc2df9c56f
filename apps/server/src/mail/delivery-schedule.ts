const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Waits after the 1st, 2nd… failed attempt: about 22 hours in all, so an SMTP outage of a day loses no mail. */
const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR] as const;

/** A mail is failed for good after this many attempts (the first one plus every retry). */
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When to try again after the given attempt failed; null when that was the last one. */
export function nextAttemptAfterFailure(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return attempts < MAX_DELIVERY_ATTEMPTS && delay !== undefined ? new Date(now.getTime() + delay) : null;
}
