import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../env.ts';

type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

const TEST_PREFIX = 'test-sha256';

function digestOf(salt: string, password: string): Buffer {
  return createHash('sha256').update(salt).update(password).digest();
}

/** One salted SHA-256: the test suites sign up hundreds of accounts, and scrypt costs ~0.3 s each on 2 cores. */
const cheapTestHashing: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString('hex');
    return `${TEST_PREFIX}:${salt}:${digestOf(salt, password).toString('hex')}`;
  },
  verify: async ({ hash, password }) => {
    const [prefix, salt, digest] = hash.split(':');
    if (prefix !== TEST_PREFIX || salt === undefined || digest === undefined) return false;
    const expected = Buffer.from(digest, 'hex');
    const actual = digestOf(salt, password);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** better-auth's own scrypt everywhere but under NODE_ENV=test, where a cheap hash keeps the suites fast. */
export function passwordHashingFor(nodeEnv: AppConfig['nodeEnv']): PasswordHashing | undefined {
  return nodeEnv === 'test' ? cheapTestHashing : undefined;
}
