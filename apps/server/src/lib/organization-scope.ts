import { createMiddleware } from 'hono/factory';
import type { Actor, AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

/** An actor who belongs to a landlord's organization: every organization-scoped service takes this, never `Actor`. */
export type OrganizationActor = Actor & { organizationId: string };

/** The environment of routes behind `requireOrganizationActor`: `c.var.actor` has a non-null organization. */
export type OrganizationEnv = { Variables: AppEnv['Variables'] & { actor: OrganizationActor } };

/** The one place that refuses an actor without an organization (a site admin, a tenant no lease links yet). */
export function toOrganizationActor(actor: Actor): OrganizationActor {
  const { organizationId } = actor;
  if (organizationId === null) throw new AppError('forbidden', 'Your account does not belong to an organization');
  return { ...actor, organizationId };
}

/** Narrows `c.var.actor` to an `OrganizationActor`; goes after `requireActor` (and `requirePermission`). */
export function requireOrganizationActor() {
  return createMiddleware<OrganizationEnv>(async (c, next) => {
    c.set('actor', toOrganizationActor(c.var.actor));
    await next();
  });
}
