import type { Database } from '@rentwell/db/create-db';
import { organizations } from '@rentwell/db/schema/organizations';
import { eq } from 'drizzle-orm';

const organizationColumns = { id: organizations.id, name: organizations.name, currency: organizations.currency };

export async function findOrganization(db: Database, organizationId: string) {
  const [row] = await db.select(organizationColumns).from(organizations).where(eq(organizations.id, organizationId));
  return row ?? null;
}

/** The organization, locked until the transaction ends so two changes of its currency audit the right 'from'. */
export async function findOrganizationForUpdate(db: Database, organizationId: string) {
  const [row] = await db
    .select(organizationColumns)
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row ?? null;
}

export async function updateOrganizationCurrency(db: Database, organizationId: string, currency: string) {
  const [row] = await db
    .update(organizations)
    .set({ currency })
    .where(eq(organizations.id, organizationId))
    .returning(organizationColumns);
  return row ?? null;
}
