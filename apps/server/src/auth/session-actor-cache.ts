import type { Actor } from '../lib/app-env.ts';

/** How long a looked-up session is trusted without the database: another instance's revocation lags this much. */
const TRUST_MS = 5_000;
const MAX_ENTRIES = 10_000;

export type CachedActor = Omit<Actor, 'ipAddress'>;

/** Whose remembered sessions to forget. */
export type ForgetTarget = { userId: string } | { organizationId: string };

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
  /** Forgets here, and resolves once every other instance was told (`multi-instance/session-revocations.ts`). */
  forgetUser(userId: string): Promise<void>;
  forgetOrganization(organizationId: string): Promise<void>;
  /** Forgets here only: what another instance announced. */
  forgetLocally(target: ForgetTarget): void;
  /**
   * Off while this instance may miss another's announcements (its listening connection broke): everything
   * remembered is dropped and nothing is stored until it is on again.
   */
  setRemembering(on: boolean): void;
};

/**
 * `announce` tells the other instances (PostgreSQL NOTIFY when several share a database); an embedded database has
 * one instance, so by default there is no one to tell.
 */
export function createSessionActorCache(
  now: () => number = Date.now,
  announce: (target: ForgetTarget) => Promise<void> = async () => undefined,
): SessionActorCache {
  const entries = new Map<string, Entry>();
  const running = new Map<string, { generation: number; actor: Promise<CachedActor> }>();
  let generation = 0;
  let remembering = true;

  const forgetWhere = (matches: (actor: CachedActor) => boolean) => {
    generation++;
    for (const [cookie, entry] of entries) if (matches(entry.actor)) entries.delete(cookie);
  };
  const forgetLocally = (target: ForgetTarget) =>
    'userId' in target
      ? forgetWhere((actor) => actor.userId === target.userId)
      : forgetWhere((actor) => actor.organizationId === target.organizationId);

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
      if (lookedUpAt !== generation || !remembering) return;
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
    forgetUser: (userId) => {
      forgetLocally({ userId });
      return announce({ userId });
    },
    forgetOrganization: (organizationId) => {
      forgetLocally({ organizationId });
      return announce({ organizationId });
    },
    forgetLocally,
    setRemembering(on) {
      remembering = on;
      if (!on) forgetWhere(() => true);
    },
  };
}
