import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares a submitted secret with the configured one in constant time. Hashing both first gives equal-length
 * inputs, so neither the content nor the length of the real secret leaks through timing.
 */
export function secretsMatch(submitted: string, expected: string): boolean {
  return timingSafeEqual(digest(submitted), digest(expected));
}
