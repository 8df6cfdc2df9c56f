import type {
  TCreatePropertyRequest,
  TListPropertiesQuery,
  TPropertyDetail,
  TPropertyList,
  TPropertySummary,
  TUnitInput,
  TUpdatePropertyRequest,
  TUpdateUnitRequest,
} from '@rentwell/contracts/properties';
import type { Database } from '@rentwell/db/create-db';
import type { properties } from '@rentwell/db/schema/properties';
import type { FileStorage } from '../../files/file-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { findOrganizationCurrency } from '../organization/organization.service.ts';
import {
  countActiveLeases,
  countFilteredProperties,
  countLeasesOfProperty,
  countOccupancy,
  deleteProperty as deletePropertyRow,
  findProperty,
  insertProperty,
  listImagesOfProperties,
  searchKnownAddresses,
  toOccupancy,
  updateProperty as updatePropertyRow,
} from './properties.repo.ts';
import { listPropertyPage, readListVersion } from './properties-list.repo.ts';
import { toPropertyImage } from './property-image-urls.ts';
import type { PropertyListCache } from './property-list-cache.ts';
import {
  countLeasesOfUnit,
  deleteUnit as deleteUnitRow,
  findUnit,
  insertUnits,
  listUnits,
  updateUnit as updateUnitRow,
} from './units.repo.ts';

type ImageRow = Awaited<ReturnType<typeof listImagesOfProperties>>[number];

function pickCover(propertyId: string, coverImageId: string | null, images: ImageRow[]) {
  const own = images.filter((image) => image.propertyId === propertyId);
  const cover = own.find((image) => image.id === coverImageId) ?? own[0];
  return cover ? toPropertyImage(propertyId, cover) : null;
}

/** With `cache`, the page comes from it while the organization's list version and today stay the same (decision 018). */
export async function listProperties(
  db: Database,
  actor: OrganizationActor,
  query: TListPropertiesQuery,
  cache?: PropertyListCache,
): Promise<TPropertyList> {
  const { organizationId } = actor;
  const read = () => listPropertyPage(db, organizationId, query);
  const page = cache
    ? await cache.page(organizationId, await readListVersion(db, organizationId), JSON.stringify(query), read)
    : await read();
  const items: TPropertySummary[] = page.properties.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    currency: row.currency,
    coverImage: row.cover ? toPropertyImage(row.id, row.cover) : null,
    occupancy: toOccupancy(row),
    createdAt: new Date(row.createdAt).toISOString(),
  }));
  return { items, total: page.total, page: query.page, pageSize: query.pageSize, totals: toOccupancy(page.totals) };
}

export async function getProperty(
  db: Database,
  actor: OrganizationActor,
  propertyId: string,
): Promise<TPropertyDetail> {
  const { organizationId } = actor;
  const scope = { organizationId, propertyId };
  const property = await findProperty(db, scope);
  if (!property) throw new AppError('not_found', 'Property not found');
  return describeProperty(db, property);
}

async function describeProperty(db: Database, property: typeof properties.$inferSelect): Promise<TPropertyDetail> {
  const scope = { organizationId: property.organizationId, propertyId: property.id };
  const [unitRows, occupancy, images, activeLeaseCount] = await Promise.all([
    listUnits(db, scope),
    countOccupancy(db, scope),
    listImagesOfProperties(db, { organizationId: property.organizationId, propertyIds: [property.id] }),
    countActiveLeases(db, scope),
  ]);
  return {
    id: property.id,
    name: property.name,
    type: property.type,
    address: property.address,
    city: property.city,
    state: property.state,
    zipCode: property.zipCode,
    country: property.country,
    currency: property.currency,
    notes: property.notes,
    yearBuilt: property.yearBuilt,
    purchasePriceMinor: property.purchasePriceMinor,
    coverImage: pickCover(property.id, property.coverImageId, images),
    occupancy: toOccupancy(occupancy),
    createdAt: property.createdAt.toISOString(),
    units: unitRows,
    images: images.map((image) => toPropertyImage(property.id, image)),
    activeLeaseCount,
  };
}

export async function createProperty(db: Database, actor: OrganizationActor, input: TCreatePropertyRequest) {
  const { organizationId } = actor;
  const { unitCount, unitDefaults, currency, ...fields } = input;
  const propertyCurrency = currency ?? (await findOrganizationCurrency(db, organizationId));
  const property = await db.transaction(async (tx) => {
    const created = await insertProperty(tx, { ...fields, currency: propertyCurrency, organizationId });
    const unitRows: TUnitInput[] = Array.from({ length: unitCount }, (_, index) => ({
      label: String(index + 1),
      bedrooms: unitDefaults?.bedrooms ?? 1,
      bathrooms: unitDefaults?.bathrooms ?? 1,
      squareFeet: unitDefaults?.squareFeet ?? null,
      marketRentMinor: unitDefaults?.marketRentMinor ?? null,
      status: 'vacant',
    }));
    await insertUnits(tx, { organizationId, propertyId: created.id }, unitRows);
    return created;
  });
  return describeProperty(db, property);
}

export async function updateProperty(
  db: Database,
  actor: OrganizationActor,
  propertyId: string,
  patch: TUpdatePropertyRequest,
) {
  const { organizationId } = actor;
  const updated = await updatePropertyRow(db, { organizationId, propertyId }, patch);
  if (!updated) throw new AppError('not_found', 'Property not found');
  return describeProperty(db, updated);
}

export async function setCoverImage(db: Database, actor: OrganizationActor, propertyId: string, imageId: string) {
  const { organizationId } = actor;
  const images = await listImagesOfProperties(db, { organizationId, propertyIds: [propertyId] });
  if (!images.some((image) => image.id === imageId)) throw new AppError('not_found', 'Image not found');
  const updated = await updatePropertyRow(db, { organizationId, propertyId }, { coverImageId: imageId });
  if (!updated) throw new AppError('not_found', 'Property not found');
  return describeProperty(db, updated);
}

/** Refused while leases run, and while lease history exists (payments hang on it). */
export async function deleteProperty(db: Database, files: FileStorage, actor: OrganizationActor, propertyId: string) {
  const { organizationId } = actor;
  const scope = { organizationId, propertyId };
  if (!(await findProperty(db, scope))) throw new AppError('not_found', 'Property not found');
  if ((await countActiveLeases(db, scope)) > 0) {
    throw new AppError('property_has_active_leases', 'This property has active or upcoming leases');
  }
  if ((await countLeasesOfProperty(db, scope)) > 0) {
    throw new AppError('property_has_lease_history', 'This property has lease history that must be kept');
  }
  const images = await listImagesOfProperties(db, { organizationId, propertyIds: [propertyId] });
  await deletePropertyRow(db, scope);
  await Promise.all(images.flatMap((image) => [files.remove(image.displayKey), files.remove(image.thumbnailKey)]));
}

async function requireProperty(db: Database, scope: { organizationId: string; propertyId: string }) {
  if (!(await findProperty(db, scope))) throw new AppError('not_found', 'Property not found');
}

export async function addUnit(db: Database, actor: OrganizationActor, propertyId: string, input: TUnitInput) {
  const scope = { organizationId: actor.organizationId, propertyId };
  await requireProperty(db, scope);
  try {
    await insertUnits(db, scope, [input]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('duplicate_unit_label', 'Another unit already has this label');
    throw error;
  }
  return listUnits(db, scope);
}

export async function updateUnit(
  db: Database,
  actor: OrganizationActor,
  ids: { propertyId: string; unitId: string },
  patch: TUpdateUnitRequest,
) {
  const scope = { organizationId: actor.organizationId, ...ids };
  try {
    if (!(await updateUnitRow(db, scope, patch))) throw new AppError('not_found', 'Unit not found');
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('duplicate_unit_label', 'Another unit already has this label');
    throw error;
  }
  const unit = await findUnit(db, scope);
  if (!unit) throw new AppError('not_found', 'Unit not found');
  return unit;
}

export async function removeUnit(db: Database, actor: OrganizationActor, ids: { propertyId: string; unitId: string }) {
  const scope = { organizationId: actor.organizationId, ...ids };
  if (!(await findUnit(db, scope))) throw new AppError('not_found', 'Unit not found');
  if ((await countLeasesOfUnit(db, scope)) > 0) {
    throw new AppError('unit_has_leases', 'This unit has leases and cannot be removed');
  }
  await deleteUnitRow(db, scope);
}

export async function findKnownAddresses(db: Database, actor: OrganizationActor, text: string, limit: number) {
  const rows = await searchKnownAddresses(db, { organizationId: actor.organizationId }, text, limit);
  return rows.map((row) => ({
    ...row,
    label: [row.address, row.city, row.state, row.zipCode, row.country].filter(Boolean).join(', '),
    source: 'organization' as const,
  }));
}

/** How many properties and units the organization has, and how many units are occupied. */
export async function countPortfolio(db: Database, actor: OrganizationActor) {
  const { organizationId } = actor;
  const [occupancy, list] = await Promise.all([
    countOccupancy(db, { organizationId }),
    countFilteredProperties(db, { organizationId }, { sort: 'name', page: 1, pageSize: 1 }),
  ]);
  const totals = toOccupancy(occupancy);
  return {
    properties: list,
    units: totals.totalUnits,
    occupiedUnits: totals.occupiedUnits,
    availableUnits: totals.availableUnits,
    occupancyRate: totals.occupancyRate,
  };
}

/** Name and currency of a property of the actor's organization (404 when it is not theirs). */
export async function getPropertyBasics(db: Database, actor: OrganizationActor, propertyId: string) {
  const property = await findProperty(db, { organizationId: actor.organizationId, propertyId });
  if (!property) throw new AppError('not_found', 'Property not found');
  return { name: property.name, currency: property.currency };
}

/** Checks the property (and unit, when given) belong to the actor's organization. */
export async function findOwnedUnit(db: Database, actor: OrganizationActor, propertyId: string, unitId: string | null) {
  const { organizationId } = actor;
  const property = await findProperty(db, { organizationId, propertyId });
  if (!property) throw new AppError('not_found', 'Property not found');
  if (unitId && !(await findUnit(db, { organizationId, propertyId, unitId }))) {
    throw new AppError('not_found', 'Unit not found');
  }
  return { organizationId, currency: property.currency };
}
