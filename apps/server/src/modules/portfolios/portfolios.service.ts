import type {
  TCreatePortfolioRequest,
  TPortfolio,
  TPublicPortfolio,
  TShareLink,
  TUpdatePortfolioRequest,
} from '@rentwell/contracts/portfolios';
import type { TImage } from '@rentwell/contracts/properties';
import type { Database } from '@rentwell/db/create-db';
import type { portfolios } from '@rentwell/db/schema/portfolios';
import type { FileStorage } from '../../files/file-storage.ts';
import type { ImageVariant } from '../../files/image-response.ts';
import { storeUploadedImage } from '../../files/image-upload.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { generateSecretToken, hashSecretToken } from '../../lib/secret-tokens.ts';
import {
  describeShowcaseProperties,
  findOwnedPropertyIds,
  readShowcaseImage,
} from '../properties/property-showcase.service.ts';
import {
  deletePortfolioImageRow,
  deletePortfolioRow,
  findPortfolio,
  findPortfolioByTokenHash,
  findPortfolioImage,
  insertPortfolio,
  insertPortfolioImage,
  listPortfolioImages,
  listPortfolioPropertyIds,
  listPortfolioRows,
  replacePortfolioProperties,
  updatePortfolioRow,
} from './portfolios.repo.ts';

type PortfolioRow = typeof portfolios.$inferSelect;
type ImageRow = { id: string; width: number; height: number; position: number };

function imageWithBase(base: string, row: ImageRow): TImage {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    position: row.position,
    thumbnailUrl: `${base}/${row.id}/thumbnail`,
    displayUrl: `${base}/${row.id}/display`,
  };
}

async function describePortfolios(db: Database, organizationId: string, rows: PortfolioRow[]): Promise<TPortfolio[]> {
  const ids = rows.map((row) => row.id);
  const [links, images] = await Promise.all([
    listPortfolioPropertyIds(db, { organizationId }, ids),
    listPortfolioImages(db, { organizationId, portfolioIds: ids }),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    showRents: row.showRents,
    propertyIds: links.filter((link) => link.portfolioId === row.id).map((link) => link.propertyId),
    images: images
      .filter((image) => image.portfolioId === row.id)
      .map((image) => imageWithBase(`/api/portfolios/${row.id}/images`, image)),
    isShared: row.shareTokenHash !== null,
    sharedAt: row.shareTokenCreatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function describePortfolio(db: Database, row: PortfolioRow): Promise<TPortfolio> {
  const [portfolio] = await describePortfolios(db, row.organizationId, [row]);
  if (!portfolio) throw new Error('portfolio description missing');
  return portfolio;
}

async function requireOwnedProperties(db: Database, organizationId: string, propertyIds: string[]) {
  const unique = [...new Set(propertyIds)];
  const owned = await findOwnedPropertyIds(db, organizationId, unique);
  if (owned.length !== unique.length) {
    throw new AppError('validation_failed', 'Some properties do not exist', {
      propertyIds: ['Choose properties of your organization'],
    });
  }
  return unique;
}

async function requirePortfolio(db: Database, actor: OrganizationActor, portfolioId: string) {
  const scope = { organizationId: actor.organizationId, portfolioId };
  const row = await findPortfolio(db, scope);
  if (!row) throw new AppError('not_found', 'Portfolio not found');
  return { scope, row };
}

export async function listPortfolios(db: Database, actor: OrganizationActor): Promise<TPortfolio[]> {
  const { organizationId } = actor;
  return describePortfolios(db, organizationId, await listPortfolioRows(db, { organizationId }));
}

export async function getPortfolio(db: Database, actor: OrganizationActor, portfolioId: string): Promise<TPortfolio> {
  return describePortfolio(db, (await requirePortfolio(db, actor, portfolioId)).row);
}

export async function createPortfolio(
  db: Database,
  actor: OrganizationActor,
  input: TCreatePortfolioRequest,
): Promise<TPortfolio> {
  const { organizationId } = actor;
  const propertyIds = await requireOwnedProperties(db, organizationId, input.propertyIds);
  const row = await db.transaction(async (tx) => {
    const created = await insertPortfolio(tx, {
      organizationId,
      title: input.title,
      description: input.description,
      showRents: input.showRents,
    });
    await replacePortfolioProperties(tx, actor, created.id, propertyIds);
    return created;
  });
  return describePortfolio(db, row);
}

export async function updatePortfolio(
  db: Database,
  actor: OrganizationActor,
  portfolioId: string,
  patch: TUpdatePortfolioRequest,
): Promise<TPortfolio> {
  const { scope } = await requirePortfolio(db, actor, portfolioId);
  const { propertyIds, ...fields } = patch;
  const owned = propertyIds ? await requireOwnedProperties(db, scope.organizationId, propertyIds) : null;
  const row = await db.transaction(async (tx) => {
    const updated = await updatePortfolioRow(tx, scope, fields);
    if (updated && owned) await replacePortfolioProperties(tx, scope, portfolioId, owned);
    return updated;
  });
  if (!row) throw new AppError('not_found', 'Portfolio not found');
  return describePortfolio(db, row);
}

export async function deletePortfolio(
  db: Database,
  files: FileStorage,
  actor: OrganizationActor,
  portfolioId: string,
): Promise<void> {
  const { scope } = await requirePortfolio(db, actor, portfolioId);
  const images = await listPortfolioImages(db, {
    organizationId: scope.organizationId,
    portfolioIds: [portfolioId],
  });
  await deletePortfolioRow(db, scope);
  await Promise.all(images.flatMap((image) => [files.remove(image.displayKey), files.remove(image.thumbnailKey)]));
}

/** Creates the share link, replacing any earlier one (which stops working at once). */
export async function sharePortfolio(db: Database, actor: OrganizationActor, portfolioId: string): Promise<TShareLink> {
  const { scope } = await requirePortfolio(db, actor, portfolioId);
  const { token, hash } = generateSecretToken();
  await updatePortfolioRow(db, scope, { shareTokenHash: hash, shareTokenCreatedAt: new Date() });
  return { token, path: `/portfolio/${token}` };
}

export async function revokePortfolioShare(
  db: Database,
  actor: OrganizationActor,
  portfolioId: string,
): Promise<TPortfolio> {
  const { scope } = await requirePortfolio(db, actor, portfolioId);
  const row = await updatePortfolioRow(db, scope, { shareTokenHash: null, shareTokenCreatedAt: null });
  if (!row) throw new AppError('not_found', 'Portfolio not found');
  return describePortfolio(db, row);
}

export async function uploadPortfolioImage(
  db: Database,
  files: FileStorage,
  actor: OrganizationActor,
  portfolioId: string,
  file: File,
): Promise<TImage> {
  const { scope } = await requirePortfolio(db, actor, portfolioId);
  const stored = await storeUploadedImage(files, `${scope.organizationId}/portfolios`, file);
  const row = await insertPortfolioImage(db, scope, stored);
  return imageWithBase(`/api/portfolios/${portfolioId}/images`, row);
}

async function requirePortfolioImage(
  db: Database,
  scope: { organizationId: string; portfolioId: string },
  imageId: string,
) {
  const image = await findPortfolioImage(db, { ...scope, imageId });
  if (!image) throw new AppError('not_found', 'Image not found');
  return image;
}

export async function readPortfolioImage(
  db: Database,
  files: FileStorage,
  actor: OrganizationActor,
  ids: { portfolioId: string; imageId: string },
  variant: ImageVariant,
) {
  const { scope } = await requirePortfolio(db, actor, ids.portfolioId);
  const image = await requirePortfolioImage(db, scope, ids.imageId);
  return files.open(variant === 'display' ? image.displayKey : image.thumbnailKey);
}

export async function removePortfolioImage(
  db: Database,
  files: FileStorage,
  actor: OrganizationActor,
  ids: { portfolioId: string; imageId: string },
) {
  const { scope } = await requirePortfolio(db, actor, ids.portfolioId);
  const image = await requirePortfolioImage(db, scope, ids.imageId);
  await deletePortfolioImageRow(db, { ...scope, imageId: ids.imageId });
  await Promise.all([files.remove(image.displayKey), files.remove(image.thumbnailKey)]);
}

async function requireSharedPortfolio(db: Database, token: string) {
  const found = await findPortfolioByTokenHash(db, hashSecretToken(token));
  if (!found) throw new AppError('not_found', 'This portfolio link is not valid');
  return found;
}

/** The public page of a shared portfolio: what the owner chose to show, nothing private. */
export async function getPublicPortfolio(db: Database, token: string): Promise<TPublicPortfolio> {
  const { portfolio, organizationName } = await requireSharedPortfolio(db, token);
  const organizationId = portfolio.organizationId;
  const [links, images] = await Promise.all([
    listPortfolioPropertyIds(db, portfolio, [portfolio.id]),
    listPortfolioImages(db, { organizationId, portfolioIds: [portfolio.id] }),
  ]);
  const base = `/api/public/portfolios/${token}`;
  const properties = await describeShowcaseProperties(db, {
    organizationId,
    propertyIds: links.map((link) => link.propertyId),
    showRents: portfolio.showRents,
    imageUrl: (propertyId, image) => imageWithBase(`${base}/properties/${propertyId}/images`, image),
  });
  return {
    title: portfolio.title,
    description: portfolio.description,
    organizationName,
    images: images.map((image) => imageWithBase(`${base}/images`, image)),
    properties,
  };
}

export async function readPublicPortfolioImage(
  db: Database,
  files: FileStorage,
  token: string,
  imageId: string,
  variant: ImageVariant,
) {
  const { portfolio } = await requireSharedPortfolio(db, token);
  const image = await requirePortfolioImage(
    db,
    { organizationId: portfolio.organizationId, portfolioId: portfolio.id },
    imageId,
  );
  return files.open(variant === 'display' ? image.displayKey : image.thumbnailKey);
}

export async function readPublicPropertyImage(
  db: Database,
  files: FileStorage,
  token: string,
  ids: { propertyId: string; imageId: string },
  variant: ImageVariant,
) {
  const { portfolio } = await requireSharedPortfolio(db, token);
  const links = await listPortfolioPropertyIds(db, portfolio, [portfolio.id]);
  if (!links.some((link) => link.propertyId === ids.propertyId)) throw new AppError('not_found', 'Image not found');
  return readShowcaseImage(db, files, { organizationId: portfolio.organizationId, ...ids }, variant);
}
