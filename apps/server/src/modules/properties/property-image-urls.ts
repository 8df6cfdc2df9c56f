import type { TImage } from '@rentwell/contracts/properties';

type ImageRow = { id: string; width: number; height: number; position: number };

/** The image URLs members of the organization load; public portfolio pages use their own token URLs. */
export function toPropertyImage(propertyId: string, row: ImageRow): TImage {
  const base = `/api/properties/${propertyId}/images/${row.id}`;
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    position: row.position,
    thumbnailUrl: `${base}/thumbnail`,
    displayUrl: `${base}/display`,
  };
}
