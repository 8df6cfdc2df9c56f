import type { Database } from '@rentwell/db/create-db';
import { type ChannelListener, listenToChannel } from '@rentwell/db/notifications';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { ForgetTarget, SessionActorCache } from '../auth/session-actor-cache.ts';

const CHANNEL = 'rentwell_session_actors';

const ZForgetTarget = z.union([z.object({ userId: z.string() }), z.object({ organizationId: z.string() })]);

/**
 * Tells every instance on the database to forget remembered sessions (sign-out, password change, deactivation, role
 * or organization change). Awaited before the request that caused it answers; PostgreSQL delivers it to the other
 * instances' listening connections at once (decision 033).
 */
export function announceOverDatabase(db: Database): (target: ForgetTarget) => Promise<void> {
  return async (target) => {
    await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(target)})`);
  };
}

/**
 * Forgets what other instances announce. While the listening connection is down this instance could miss an
 * announcement, so it remembers nothing and every request looks its session up.
 */
export function listenForRevocations(
  databaseUrl: string,
  cache: SessionActorCache,
  logger: Logger,
): Promise<ChannelListener> {
  cache.setRemembering(false);
  return listenToChannel(databaseUrl, CHANNEL, {
    onMessage: (payload) => {
      const target = ZForgetTarget.safeParse(JSON.parse(payload));
      if (target.success) cache.forgetLocally(target.data);
    },
    onListening: () => cache.setRemembering(true),
    onLost: (error) => {
      cache.setRemembering(false);
      logger.warn({ err: error }, 'session revocation listener lost its connection; sessions are looked up each time');
    },
  });
}
