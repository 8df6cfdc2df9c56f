import type { Database } from '@rentwell/db/create-db';
import { organizations } from '@rentwell/db/schema/organizations';
import { eq } from 'drizzle-orm';

const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  currency: organizations.currency,
  timeZone: organizations.timeZone,
  shareTenantDetailsWithModel: organizations.shareTenantDetailsWithModel,
  emailReceipts: organizations.emailReceipts,
  rentNoticeDaysBefore: organizations.rentNoticeDaysBefore,
  paymentInstructions: organizations.paymentInstructions,
};

export async function findOrganization(db: Database, organizationId: string) {
  const [row] = await db.select(organizationColumns).from(organizations).where(eq(organizations.id, organizationId));
  return row ?? null;
}

/** The organization, locked until the transaction ends so two changes of a setting audit the right 'from'. */
export async function findOrganizationForUpdate(db: Database, organizationId: string) {
  const [row] = await db
    .select(organizationColumns)
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row ?? null;
}

export async function updateOrganizationSettings(
  db: Database,
  organizationId: string,
  patch: {
    currency?: string;
    timeZone?: string;
    shareTenantDetailsWithModel?: boolean;
    emailReceipts?: boolean;
    rentNoticeDaysBefore?: number | null;
    paymentInstructions?: string;
  },
) {
  const [row] = await db
    .update(organizations)
    .set(patch)
    .where(eq(organizations.id, organizationId))
    .returning(organizationColumns);
  return row ?? null;
}

export async function findOrganizationTimeZones(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ timeZone: organizations.timeZone })
    .from(organizations)
    .orderBy(organizations.timeZone);
  return rows.map((row) => row.timeZone);
}
