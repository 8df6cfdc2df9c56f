import type { Database } from '@rentwell/db/create-db';
import { hasPermission } from '@rentwell/domain/role-permissions';
import type { FileStorage } from '../../files/file-storage.ts';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLeaseDocument } from './leases.repo.ts';

function documentScopeOf(actor: Actor) {
  if (hasPermission(actor.role, 'tenants:manage') && actor.organizationId)
    return { organizationId: actor.organizationId };
  if (actor.role === 'tenant') return { tenantUserId: actor.userId };
  return null;
}

/** The landlord's staff read any lease document of their organization; a tenant only their own. */
export async function readLeaseDocument(db: Database, files: FileStorage, actor: Actor, leaseId: string) {
  const scope = documentScopeOf(actor);
  const lease = scope ? await findLeaseDocument(db, { ...scope, leaseId }) : null;
  if (!lease?.documentKey) throw new AppError('not_found', 'Lease document not found');
  const body = await files.read(lease.documentKey);
  if (!body) throw new AppError('not_found', 'Lease document not found');
  return { body, name: lease.documentName ?? 'lease.pdf' };
}
