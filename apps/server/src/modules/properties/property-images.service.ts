import type { TImage } from '@rentwell/contracts/properties';
import type { Database } from '@rentwell/db/create-db';
import type { FileStorage } from '../../files/file-storage.ts';
import type { ImageVariant } from '../../files/image-response.ts';
import { storeUploadedImage } from '../../files/image-upload.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { findProperty } from './properties.repo.ts';
import { toPropertyImage } from './property-image-urls.ts';
import { deletePropertyImage, findPropertyImage, insertPropertyImage } from './property-images.repo.ts';

type ImageIds = { propertyId: string; imageId: string };

export async function uploadPropertyImage(
  db: Database,
  files: FileStorage,
  actor: OrganizationActor,
  propertyId: string,
  file: File,
): Promise<TImage> {
  const scope = { organizationId: actor.organizationId, propertyId };
  if (!(await findProperty(db, scope))) throw new AppError('not_found', 'Property not found');
  const stored = await storeUploadedImage(files, `${scope.organizationId}/properties`, file);
  const row = await insertPropertyImage(db, scope, stored);
  return toPropertyImage(propertyId, row);
}

export async function readPropertyImage(
  db: Database,
  files: FileStorage,
  actor: OrganizationActor,
  ids: ImageIds,
  variant: ImageVariant,
) {
  const image = await findPropertyImage(db, { organizationId: actor.organizationId, ...ids });
  if (!image) throw new AppError('not_found', 'Image not found');
  return files.open(variant === 'display' ? image.displayKey : image.thumbnailKey);
}

export async function removePropertyImage(
  db: Database,
  files: FileStorage,
  actor: OrganizationActor,
  ids: ImageIds,
): Promise<void> {
  const scope = { organizationId: actor.organizationId, ...ids };
  const image = await findPropertyImage(db, scope);
  if (!image) throw new AppError('not_found', 'Image not found');
  await deletePropertyImage(db, scope);
  await Promise.all([files.remove(image.displayKey), files.remove(image.thumbnailKey)]);
}
