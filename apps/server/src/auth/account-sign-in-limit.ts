import { createHmac } from 'node:crypto';
import type { Database } from '@rentwell/db/create-db';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from '../lib/app-env.ts';
import { consumeRateLimit, type RateLimit, refundRateLimit, resetRateLimit } from '../lib/request-rate-limit.ts';

/** Failed sign-ins one account takes, from any addresses, before it pauses (docs/decisions/009). */
const ACCOUNT_SIGN_IN_LIMIT: RateLimit = { max: 10, windowSeconds: 15 * 60 };

const ZSignInEmail = z.object({ email: z.string().min(1) });

type AccountLimitDeps = { db: Database; config: { rateLimits: boolean; authSecret: string } };

/**
 * The limiter key of one account: a keyed hash of the normalized email, so the table holds no address and the
 * keys cannot be matched against a list of addresses without the server's secret.
 */
function accountSignInKey(secret: string, email: string): string {
  const digest = createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('base64url');
  return `sign-in-failures:${digest}`;
}

async function readSignInEmail(request: Request): Promise<string | null> {
  try {
    const parsed = ZSignInEmail.safeParse(await request.clone().json());
    return parsed.success ? parsed.data.email : null;
  } catch {
    return null;
  }
}

/**
 * better-auth limits sign-in per client address; this limits it per account, so guesses spread over many
 * addresses still stop. The attempt is counted before the password is checked (parallel guesses cannot slip
 * past the count), then a success forgets the count and anything but a refused password (401) is taken back:
 * only failed guesses lock the account. Answers 429 `ACCOUNT_SIGN_IN_LOCKED` in better-auth's error shape.
 */
export function limitSignInPerAccount(deps: AccountLimitDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const email = deps.config.rateLimits ? await readSignInEmail(c.req.raw) : null;
    if (!email) return next();
    const key = accountSignInKey(deps.config.authSecret, email);
    const attempt = await consumeRateLimit(deps.db, key, ACCOUNT_SIGN_IN_LIMIT);
    if (!attempt.isAllowed) {
      c.header('Retry-After', String(attempt.retryAfterSeconds));
      return c.json(
        {
          code: 'ACCOUNT_SIGN_IN_LOCKED',
          message: 'Too many failed sign-ins for this account. Try again later or reset the password.',
        },
        429,
      );
    }
    await next();
    if (c.res.ok) await resetRateLimit(deps.db, key);
    else if (c.res.status !== 401) await refundRateLimit(deps.db, key);
  });
}

/** After the owner reset the password by email, the paused account opens at once. */
export function forgetAccountSignInFailures(db: Database, secret: string, email: string): Promise<void> {
  return resetRateLimit(db, accountSignInKey(secret, email));
}
