import type { Actor } from '../lib/app-env.ts';

/** How long a looked-up session is trusted without the database: another instance's revocation lags this much. */
const TRUST_MS = 5_000;
const MAX_ENTRIES = 10_000;

export type CachedActor = Omit<Actor, 'ipAddress'>;

type Entry = { actor: CachedActor; sessionExpiresAt: number; trustedUntil: number };

/**
 * Signed session cookie → actor, for a few seconds (docs/decisions/012). Only a valid session of an active account
 * with an organization is stored. This instance forgets a user's entries whenever it revokes their sessions or
 * changes what their actor is made of; a look-up that began before such a change is not stored.
 */
export type SessionActorCache = {
  find(sessionCookie: string): CachedActor | null;
  /** The current generation, read before looking a session up and handed back to `store`. */
  generation(): number;
  store(sessionCookie: string, entry: { actor: CachedActor; sessionExpiresAt: Date }, lookedUpAt: number): void;
  /**
   * Runs `lookUp` for a cookie not found, unless a look-up of the same cookie is already running since the last
   * forget: then its answer (or failure) is shared. When an entry ages out, a user's parallel requests make one
   * look-up instead of one each.
   */
  lookUpOnce(sessionCookie: string, lookUp: () => Promise<CachedActor>): Promise<CachedActor>;
  forgetUser(userId: string): void;
  forgetOrganization(organizationId: string): void;
};

export function createSessionActorCache(now: () => number = Date.now): SessionActorCache {
  const entries = new Map<string, Entry>();
  const running = new Map<string, { generation: number; actor: Promise<CachedActor> }>();
  let generation = 0;

  const forgetWhere = (matches: (actor: CachedActor) => boolean) => {
    generation++;
    for (const [cookie, entry] of entries) if (matches(entry.actor)) entries.delete(cookie);
  };

  return {
    find(sessionCookie) {
      const entry = entries.get(sessionCookie);
      if (!entry) return null;
      const at = now();
      if (at < entry.trustedUntil && at < entry.sessionExpiresAt) return entry.actor;
      entries.delete(sessionCookie);
      return null;
    },
    generation: () => generation,
    store(sessionCookie, { actor, sessionExpiresAt }, lookedUpAt) {
      if (lookedUpAt !== generation) return;
      entries.delete(sessionCookie);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(sessionCookie, {
        actor,
        sessionExpiresAt: sessionExpiresAt.getTime(),
        trustedUntil: now() + TRUST_MS,
      });
    },
    lookUpOnce(sessionCookie, lookUp) {
      const joined = running.get(sessionCookie);
      if (joined && joined.generation === generation) return joined.actor;
      const started = { generation, actor: lookUp() };
      running.set(sessionCookie, started);
      const finished = () => {
        if (running.get(sessionCookie) === started) running.delete(sessionCookie);
      };
      started.actor.then(finished, finished);
      return started.actor;
    },
    forgetUser: (userId) => forgetWhere((actor) => actor.userId === userId),
    forgetOrganization: (organizationId) => forgetWhere((actor) => actor.organizationId === organizationId),
  };
}
