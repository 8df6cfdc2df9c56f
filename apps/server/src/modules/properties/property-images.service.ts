import type { TImage } from '@rentwell/contracts/properties';
import type { AppDeps } from '../../app-deps.ts';
import type { ImageVariant } from '../../files/image-response.ts';
import { storeUploadedImage } from '../../files/image-upload.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { findProperty } from './properties.repo.ts';
import { toPropertyImage } from './property-image-urls.ts';
import { deletePropertyImage, findPropertyImage, insertPropertyImage } from './property-images.repo.ts';

type ImageIds = { propertyId: string; imageId: string };

export async function uploadPropertyImage(
  deps: AppDeps,
  actor: OrganizationActor,
  propertyId: string,
  file: File,
): Promise<TImage> {
  const scope = { organizationId: actor.organizationId, propertyId };
  if (!(await findProperty(deps.db, scope))) throw new AppError('not_found', 'Property not found');
  const stored = await storeUploadedImage(deps.files, `${scope.organizationId}/properties`, file);
  const row = await insertPropertyImage(deps.db, scope, stored);
  return toPropertyImage(propertyId, row);
}

export async function readPropertyImage(deps: AppDeps, actor: OrganizationActor, ids: ImageIds, variant: ImageVariant) {
  const image = await findPropertyImage(deps.db, { organizationId: actor.organizationId, ...ids });
  if (!image) throw new AppError('not_found', 'Image not found');
  return deps.files.read(variant === 'display' ? image.displayKey : image.thumbnailKey);
}

export async function removePropertyImage(deps: AppDeps, actor: OrganizationActor, ids: ImageIds): Promise<void> {
  const scope = { organizationId: actor.organizationId, ...ids };
  const image = await findPropertyImage(deps.db, scope);
  if (!image) throw new AppError('not_found', 'Image not found');
  await deletePropertyImage(deps.db, scope);
  await Promise.all([deps.files.remove(image.displayKey), deps.files.remove(image.thumbnailKey)]);
}
