import type { TPostImage } from '@rentwell/contracts/social-posting';

/** The gallery image URLs members of the organization load (the properties module serves them). */
export function postImageOf(row: { id: string; propertyId: string }): TPostImage {
  const base = `/api/properties/${row.propertyId}/images/${row.id}`;
  return { id: row.id, propertyId: row.propertyId, thumbnailUrl: `${base}/thumbnail`, displayUrl: `${base}/display` };
}
