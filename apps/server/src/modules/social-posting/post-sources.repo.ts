import type { Database } from '@rentwell/db/create-db';
import { properties, propertyImages, units } from '@rentwell/db/schema/properties';
import { strListings } from '@rentwell/db/schema/short-term-rentals';
import { and, asc, eq } from 'drizzle-orm';

/** The organization's properties and active short-term listings a post can be written from. */
export async function listPostSources(db: Database, organizationId: string) {
  const [propertyRows, listingRows] = await Promise.all([
    db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(eq(properties.organizationId, organizationId))
      .orderBy(asc(properties.name)),
    db
      .select({ id: strListings.id, name: strListings.title })
      .from(strListings)
      .where(and(eq(strListings.organizationId, organizationId), eq(strListings.active, true)))
      .orderBy(asc(strListings.title)),
  ]);
  return [
    ...propertyRows.map((row) => ({ kind: 'property' as const, ...row })),
    ...listingRows.map((row) => ({ kind: 'listing' as const, ...row })),
  ];
}

export async function findPropertyFacts(db: Database, organizationId: string, propertyId: string) {
  const [property] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.organizationId, organizationId), eq(properties.id, propertyId)));
  if (!property) return undefined;
  const unitRows = await db
    .select({
      id: units.id,
      bedrooms: units.bedrooms,
      bathrooms: units.bathrooms,
      squareFeet: units.squareFeet,
      marketRentMinor: units.marketRentMinor,
    })
    .from(units)
    .where(and(eq(units.organizationId, organizationId), eq(units.propertyId, propertyId)))
    .orderBy(asc(units.label));
  return { property, units: unitRows };
}

export async function findListingFacts(db: Database, organizationId: string, listingId: string) {
  const [row] = await db
    .select({ listing: strListings, property: properties })
    .from(strListings)
    .innerJoin(properties, eq(properties.id, strListings.propertyId))
    .where(and(eq(strListings.organizationId, organizationId), eq(strListings.id, listingId)));
  if (!row) return undefined;
  const [unit] = row.listing.unitId
    ? await db
        .select({ bedrooms: units.bedrooms, bathrooms: units.bathrooms })
        .from(units)
        .where(eq(units.id, row.listing.unitId))
    : [];
  return { ...row, unit };
}

export function listGalleryImages(db: Database, organizationId: string, propertyId: string) {
  return db
    .select({ id: propertyImages.id, propertyId: propertyImages.propertyId })
    .from(propertyImages)
    .where(and(eq(propertyImages.organizationId, organizationId), eq(propertyImages.propertyId, propertyId)))
    .orderBy(asc(propertyImages.position), asc(propertyImages.createdAt));
}
