import type { TAuditAction, TAuditEntityType } from '@rentwell/contracts/audit';
import type { TCreateListingRequest, TListing, TUpdateListingRequest } from '@rentwell/contracts/short-term-rentals';
import type { Database } from '@rentwell/db/create-db';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { findOwnedUnit } from '../properties/properties.service.ts';
import {
  deleteListing,
  findListing,
  insertListing,
  type ListingRow,
  listListings,
  updateListing,
} from './short-term-rentals.repo.ts';

export const scopeOf = (actor: OrganizationActor) => ({ organizationId: actor.organizationId });

export function toListing({ listing, propertyName, unitLabel }: ListingRow): TListing {
  return {
    id: listing.id,
    property: { id: listing.propertyId, name: propertyName },
    unit: listing.unitId ? { id: listing.unitId, label: unitLabel ?? '' } : null,
    title: listing.title,
    description: listing.description,
    nightlyRateMinor: listing.nightlyRateMinor,
    cleaningFeeMinor: listing.cleaningFeeMinor,
    currency: listing.currency,
    maxGuests: listing.maxGuests,
    active: listing.active,
    exportFeedActive: listing.feedTokenHash !== null,
    createdAt: listing.createdAt.toISOString(),
  };
}

/** Appends who changed which listing, booking or block to the organization's audit log (inside the change's transaction). */
export function auditStr(
  tx: Database,
  actor: OrganizationActor,
  action: TAuditAction,
  entity: { type: TAuditEntityType; id: string; name: string },
) {
  return writeAuditEvent(tx, {
    organizationId: actor.organizationId,
    actorUserId: actor.userId,
    action,
    entityType: entity.type,
    entityId: entity.id,
    details: { name: entity.name },
    ipAddress: actor.ipAddress,
  });
}

export async function requireListing(db: Database, actor: OrganizationActor, listingId: string) {
  const row = await findListing(db, scopeOf(actor), listingId);
  if (!row) throw new AppError('not_found', 'Listing not found');
  return row;
}

export async function listListingsOf(db: Database, actor: OrganizationActor, propertyId?: string) {
  return { items: (await listListings(db, scopeOf(actor), propertyId)).map(toListing) };
}

export async function getListing(db: Database, actor: OrganizationActor, listingId: string) {
  return toListing(await requireListing(db, actor, listingId));
}

export async function createListing(db: Database, actor: OrganizationActor, input: TCreateListingRequest) {
  const { propertyId, unitId = null, title, description = '', nightlyRateMinor, maxGuests } = input;
  const { currency } = await findOwnedUnit(db, actor, propertyId, unitId);
  const id = await db.transaction(async (tx) => {
    const inserted = await insertListing(tx, {
      organizationId: actor.organizationId,
      propertyId,
      unitId,
      title,
      description,
      nightlyRateMinor,
      cleaningFeeMinor: input.cleaningFeeMinor ?? 0,
      currency,
      maxGuests,
      active: input.active ?? true,
    });
    if (!inserted) throw new Error('The listing was not inserted');
    await auditStr(tx, actor, 'listing.created', { type: 'listing', id: inserted, name: title });
    return inserted;
  });
  return getListing(db, actor, id);
}

export async function changeListing(
  db: Database,
  actor: OrganizationActor,
  listingId: string,
  input: TUpdateListingRequest,
) {
  const current = await requireListing(db, actor, listingId);
  if (input.unitId) await findOwnedUnit(db, actor, current.listing.propertyId, input.unitId);
  await db.transaction(async (tx) => {
    await updateListing(tx, scopeOf(actor), listingId, input);
    const name = input.title ?? current.listing.title;
    await auditStr(tx, actor, 'listing.updated', { type: 'listing', id: listingId, name });
  });
  return getListing(db, actor, listingId);
}

export async function removeListing(db: Database, actor: OrganizationActor, listingId: string) {
  const { listing } = await requireListing(db, actor, listingId);
  await db.transaction(async (tx) => {
    if (!(await deleteListing(tx, scopeOf(actor), listingId))) throw new AppError('not_found', 'Listing not found');
    await auditStr(tx, actor, 'listing.deleted', { type: 'listing', id: listingId, name: listing.title });
  });
}
