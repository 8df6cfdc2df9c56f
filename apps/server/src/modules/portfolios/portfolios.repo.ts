import type { Database } from '@rentwell/db/create-db';
import { organizations } from '@rentwell/db/schema/organizations';
import { portfolioImages, portfolioProperties, portfolios } from '@rentwell/db/schema/portfolios';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { StoredImage } from '../../files/image-upload.ts';

type OrgScope = { organizationId: string };
type PortfolioScope = OrgScope & { portfolioId: string };

export async function listPortfolioRows(db: Database, scope: OrgScope) {
  return db
    .select()
    .from(portfolios)
    .where(eq(portfolios.organizationId, scope.organizationId))
    .orderBy(desc(portfolios.createdAt));
}

export async function findPortfolio(db: Database, scope: PortfolioScope) {
  const [row] = await db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.organizationId, scope.organizationId), eq(portfolios.id, scope.portfolioId)));
  return row ?? null;
}

export async function findPortfolioByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ portfolio: portfolios, organizationName: organizations.name })
    .from(portfolios)
    .innerJoin(organizations, eq(organizations.id, portfolios.organizationId))
    .where(eq(portfolios.shareTokenHash, tokenHash));
  return row ?? null;
}

export async function insertPortfolio(db: Database, values: typeof portfolios.$inferInsert) {
  const [row] = await db.insert(portfolios).values(values).returning();
  if (!row) throw new Error('portfolio insert returned no row');
  return row;
}

export async function updatePortfolioRow(
  db: Database,
  scope: PortfolioScope,
  patch: Partial<
    Pick<
      typeof portfolios.$inferInsert,
      'title' | 'description' | 'showRents' | 'shareTokenHash' | 'shareTokenCreatedAt'
    >
  >,
) {
  const [row] = await db
    .update(portfolios)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(portfolios.organizationId, scope.organizationId), eq(portfolios.id, scope.portfolioId)))
    .returning();
  return row ?? null;
}

export async function deletePortfolioRow(db: Database, scope: PortfolioScope): Promise<void> {
  await db
    .delete(portfolios)
    .where(and(eq(portfolios.organizationId, scope.organizationId), eq(portfolios.id, scope.portfolioId)));
}

/** Replaces the portfolio's properties, keeping the given order. Callers check the ids belong to the organization. */
/** The links of the organization's portfolios: portfolio_properties has no organization of its own. */
const portfoliosOf = (db: Database, scope: OrgScope) =>
  db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.organizationId, scope.organizationId));

export async function replacePortfolioProperties(
  db: Database,
  scope: OrgScope,
  portfolioId: string,
  propertyIds: string[],
) {
  await db
    .delete(portfolioProperties)
    .where(
      and(
        eq(portfolioProperties.portfolioId, portfolioId),
        inArray(portfolioProperties.portfolioId, portfoliosOf(db, scope)),
      ),
    );
  if (propertyIds.length === 0) return;
  await db
    .insert(portfolioProperties)
    .values(propertyIds.map((propertyId, position) => ({ portfolioId, propertyId, position })));
}

export async function listPortfolioPropertyIds(db: Database, scope: OrgScope, portfolioIds: string[]) {
  if (portfolioIds.length === 0) return [];
  return db
    .select({ portfolioId: portfolioProperties.portfolioId, propertyId: portfolioProperties.propertyId })
    .from(portfolioProperties)
    .where(
      and(
        inArray(portfolioProperties.portfolioId, portfolioIds),
        inArray(portfolioProperties.portfolioId, portfoliosOf(db, scope)),
      ),
    )
    .orderBy(asc(portfolioProperties.position));
}

export async function listPortfolioImages(db: Database, scope: OrgScope & { portfolioIds: string[] }) {
  if (scope.portfolioIds.length === 0) return [];
  return db
    .select()
    .from(portfolioImages)
    .where(
      and(
        eq(portfolioImages.organizationId, scope.organizationId),
        inArray(portfolioImages.portfolioId, scope.portfolioIds),
      ),
    )
    .orderBy(asc(portfolioImages.position), asc(portfolioImages.createdAt));
}

export async function insertPortfolioImage(db: Database, scope: PortfolioScope, image: StoredImage) {
  const [row] = await db
    .insert(portfolioImages)
    .values({
      organizationId: scope.organizationId,
      portfolioId: scope.portfolioId,
      ...image,
      position: sql`(select coalesce(max(${portfolioImages.position}) + 1, 0) from ${portfolioImages} where ${portfolioImages.portfolioId} = ${scope.portfolioId})`,
    })
    .returning();
  if (!row) throw new Error('image insert returned no row');
  return row;
}

export async function findPortfolioImage(db: Database, scope: PortfolioScope & { imageId: string }) {
  const [row] = await db
    .select()
    .from(portfolioImages)
    .where(
      and(
        eq(portfolioImages.organizationId, scope.organizationId),
        eq(portfolioImages.portfolioId, scope.portfolioId),
        eq(portfolioImages.id, scope.imageId),
      ),
    );
  return row ?? null;
}

export async function deletePortfolioImageRow(db: Database, scope: PortfolioScope & { imageId: string }) {
  await db
    .delete(portfolioImages)
    .where(
      and(
        eq(portfolioImages.organizationId, scope.organizationId),
        eq(portfolioImages.portfolioId, scope.portfolioId),
        eq(portfolioImages.id, scope.imageId),
      ),
    );
}
