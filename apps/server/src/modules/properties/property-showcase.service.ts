import type { TPublicProperty } from '@rentwell/contracts/portfolios';
import type { TImage } from '@rentwell/contracts/properties';
import type { Database } from '@rentwell/db/create-db';
import type { FileStorage } from '../../files/file-storage.ts';
import type { ImageVariant } from '../../files/image-response.ts';
import { AppError } from '../../lib/app-error.ts';
import { findExistingPropertyIds, listImagesOfProperties, listShowcaseRows, toOccupancy } from './properties.repo.ts';
import { findPropertyImage } from './property-images.repo.ts';

type ImageRow = { id: string; width: number; height: number; position: number };

/** Which of these ids are properties of the organization (for callers that link to properties). */
export function findOwnedPropertyIds(db: Database, organizationId: string, propertyIds: string[]) {
  return findExistingPropertyIds(db, { organizationId, propertyIds });
}

/**
 * Properties as a public page may show them: no tenants, no leases, rents only when allowed.
 * `imageUrl` builds the public URL of each image.
 */
export async function describeShowcaseProperties(
  db: Database,
  input: {
    organizationId: string;
    propertyIds: string[];
    showRents: boolean;
    imageUrl: (propertyId: string, image: ImageRow) => TImage;
  },
): Promise<TPublicProperty[]> {
  const scope = { organizationId: input.organizationId, propertyIds: input.propertyIds };
  const [rows, images] = await Promise.all([listShowcaseRows(db, scope), listImagesOfProperties(db, scope)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return input.propertyIds.flatMap((propertyId) => {
    const row = byId.get(propertyId);
    if (!row) return [];
    const occupancy = toOccupancy(row);
    const ownImages = images.filter((image) => image.propertyId === propertyId);
    const hasRents = input.showRents && row.minRentMinor !== null && row.maxRentMinor !== null;
    return [
      {
        id: row.id,
        name: row.name,
        type: row.type,
        address: row.address,
        city: row.city,
        state: row.state,
        country: row.country,
        totalUnits: occupancy.totalUnits,
        vacantUnits: occupancy.vacantUnits,
        bedrooms:
          row.minBedrooms === null || row.maxBedrooms === null ? null : { min: row.minBedrooms, max: row.maxBedrooms },
        marketRent: hasRents
          ? { minMinor: row.minRentMinor ?? 0, maxMinor: row.maxRentMinor ?? 0, currency: row.currency }
          : null,
        images: ownImages.map((image) => input.imageUrl(propertyId, image)),
      },
    ];
  });
}

/** A property image for a page that already established the visitor may see this property. */
export async function readShowcaseImage(
  db: Database,
  files: FileStorage,
  ids: { organizationId: string; propertyId: string; imageId: string },
  variant: ImageVariant,
) {
  const image = await findPropertyImage(db, ids);
  if (!image) throw new AppError('not_found', 'Image not found');
  return files.open(variant === 'display' ? image.displayKey : image.thumbnailKey);
}
