import type { Database } from '@rentwell/db/create-db';
import { propertyImages } from '@rentwell/db/schema/properties';
import { and, eq, sql } from 'drizzle-orm';
import type { StoredImage } from '../../files/image-upload.ts';

type PropertyScope = { organizationId: string; propertyId: string };
type ImageScope = PropertyScope & { imageId: string };

export async function insertPropertyImage(db: Database, scope: PropertyScope, image: StoredImage) {
  const [row] = await db
    .insert(propertyImages)
    .values({
      ...scope,
      ...image,
      position: sql`(select coalesce(max(${propertyImages.position}) + 1, 0) from ${propertyImages} where ${propertyImages.propertyId} = ${scope.propertyId})`,
    })
    .returning();
  if (!row) throw new Error('image insert returned no row');
  return row;
}

export async function findPropertyImage(db: Database, scope: ImageScope) {
  const [row] = await db
    .select()
    .from(propertyImages)
    .where(
      and(
        eq(propertyImages.organizationId, scope.organizationId),
        eq(propertyImages.propertyId, scope.propertyId),
        eq(propertyImages.id, scope.imageId),
      ),
    );
  return row ?? null;
}

export async function deletePropertyImage(db: Database, scope: ImageScope): Promise<void> {
  await db
    .delete(propertyImages)
    .where(
      and(
        eq(propertyImages.organizationId, scope.organizationId),
        eq(propertyImages.propertyId, scope.propertyId),
        eq(propertyImages.id, scope.imageId),
      ),
    );
}
