import type { TBootstrapAdminRequest, TBootstrapAdminResponse, TBootstrapStatus } from '@rentwell/contracts/bootstrap';
import type { Database } from '@rentwell/db/create-db';
import type { Auth } from '../../auth/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { secretsMatch } from '../../lib/secret-compare.ts';
import { createMemberAccount } from '../accounts/accounts.service.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { hasSiteAdmin } from '../users/users.service.ts';
import { lockBootstrap } from './bootstrap.repo.ts';

export async function getBootstrapStatus(db: Database, bootstrapSecret: string | undefined): Promise<TBootstrapStatus> {
  return { open: Boolean(bootstrapSecret) && !(await hasSiteAdmin(db)) };
}

/**
 * Creates the first site administrator: only while none exists (409 `bootstrap_closed` after), and only with
 * `BOOTSTRAP_SECRET`, compared in constant time. Public sign-up can never make a site administrator.
 */
export async function bootstrapSiteAdmin(
  db: Database,
  auth: Auth,
  bootstrapSecret: string | undefined,
  input: TBootstrapAdminRequest,
  ipAddress: string | null,
): Promise<TBootstrapAdminResponse> {
  if (await hasSiteAdmin(db)) throw new AppError('bootstrap_closed', 'A site administrator already exists');
  const secret = bootstrapSecret;
  if (!secret) {
    throw new AppError('bootstrap_not_configured', 'Bootstrap is closed: BOOTSTRAP_SECRET is not set on the server');
  }
  if (!secretsMatch(input.secret, secret)) throw new AppError('bootstrap_secret_invalid', 'The secret is not right');
  const passwordHash = await (await auth.$context).password.hash(input.password);
  const id = await db.transaction(async (tx) => {
    await lockBootstrap(tx);
    if (await hasSiteAdmin(tx)) throw new AppError('bootstrap_closed', 'A site administrator already exists');
    const userId = await createMemberAccount(tx, {
      email: input.email,
      fullName: input.name,
      phone: null,
      role: 'site_admin',
      organizationId: null,
      passwordHash,
      language: 'en',
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('email_in_use', 'An account with this email already exists');
      throw error;
    });
    await writeAuditEvent(tx, {
      organizationId: null,
      actorUserId: userId,
      action: 'site_admin.bootstrapped',
      entityType: 'user',
      entityId: userId,
      ipAddress,
    });
    return userId;
  });
  return { id, name: input.name, email: input.email.toLowerCase() };
}
