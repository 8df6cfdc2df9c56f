import type { Database } from '@rentwell/db/create-db';
import { hasPermission } from '@rentwell/domain/role-permissions';
import type { FileStorage } from '../../files/file-storage.ts';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { type DocumentReader, readCurrentLeaseDocument } from '../documents/documents.service.ts';

function documentReaderOf(actor: Actor): DocumentReader | null {
  if (hasPermission(actor.role, 'tenants:manage') && actor.organizationId)
    return { organizationId: actor.organizationId };
  if (actor.role === 'tenant') return { tenantUserId: actor.userId };
  return null;
}

/** The landlord's staff read any lease document of their organization; a tenant only their own. */
export async function readLeaseDocument(db: Database, files: FileStorage, actor: Actor, leaseId: string) {
  const reader = documentReaderOf(actor);
  if (!reader) throw new AppError('not_found', 'Lease document not found');
  return readCurrentLeaseDocument(db, files, reader, leaseId);
}
