import type { Database } from '@rentwell/db/create-db';
import { requestLimits } from '@rentwell/db/schema/request-limits';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

export type RateLimit = { max: number; windowSeconds: number };
export type RateLimitResult = { isAllowed: boolean; retryAfterSeconds: number };

/**
 * Counts one request against `key` in a fixed window kept in `request_limits`, so every server instance shares
 * the count. One atomic upsert: a window older than `windowSeconds` starts over at 1.
 */
export async function consumeRateLimit(db: Database, key: string, limit: RateLimit): Promise<RateLimitResult> {
  const window = sql`make_interval(secs => ${limit.windowSeconds}::double precision)`;
  const isExpired = sql`${requestLimits.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(requestLimits)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${isExpired} then 1 else ${requestLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${isExpired} then now() else ${requestLimits.windowStartedAt} end`,
      },
    })
    .returning({
      count: requestLimits.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${requestLimits.windowStartedAt} + ${window} - now())))::int`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { isAllowed: row.count <= limit.max, retryAfterSeconds: row.retryAfterSeconds };
}

/** Forgets `key`'s window: its next request starts a new one. */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(requestLimits).where(eq(requestLimits.key, key));
}

/** Takes back one counted request, for one that turned out not to be the kind being limited. */
export async function refundRateLimit(db: Database, key: string): Promise<void> {
  await db
    .update(requestLimits)
    .set({ count: sql`greatest(${requestLimits.count} - 1, 0)` })
    .where(eq(requestLimits.key, key));
}

export type RequestLimitOptions = RateLimit & {
  /** What is counted: a purpose and the client address, or a user id. */
  key: (c: Context<AppEnv>) => string;
  /** Said to the caller with the 429, so they know to wait and retry. */
  message: string;
};

/** Answers 429 `rate_limited` with Retry-After once the key used up its window. Off when RATE_LIMITS=false. */
export function limitRequests(deps: { db: Database; config: { rateLimits: boolean } }, options: RequestLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (deps.config.rateLimits) {
      const result = await consumeRateLimit(deps.db, options.key(c), options);
      if (!result.isAllowed) {
        c.header('Retry-After', String(result.retryAfterSeconds));
        throw new AppError('rate_limited', options.message);
      }
    }
    await next();
  });
}
