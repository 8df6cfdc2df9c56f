import { hasPermission, type TPermission } from '@rentwell/domain/role-permissions';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

/** 403 when the caller's role lacks the permission: they can see the resource exists, but may not do this. */
export function requirePermission(permission: TPermission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!hasPermission(c.var.actor.role, permission)) {
      throw new AppError('forbidden', 'Your role does not allow this');
    }
    await next();
  });
}
