import type { TLanguage } from '@rentwell/contracts/profile';
import type { TRole } from '@rentwell/contracts/roles';
import type { Database } from '@rentwell/db/create-db';
import { account, user } from '@rentwell/db/schema/auth';
import { organizations, userRoles } from '@rentwell/db/schema/organizations';
import { profiles } from '@rentwell/db/schema/profiles';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';

export async function insertOrganization(db: Database, values: { name: string; currency: string; timeZone?: string }) {
  const [row] = await db.insert(organizations).values(values).returning({ id: organizations.id });
  if (!row) throw new Error('organization insert returned no row');
  return row.id;
}

export async function insertUserRole(
  db: Database,
  values: { userId: string; role: TRole; organizationId: string | null },
): Promise<void> {
  await db.insert(userRoles).values(values);
}

export async function insertProfile(
  db: Database,
  values: {
    id: string;
    fullName: string;
    phone: string | null;
    preferredLanguage: TLanguage;
    mustChangePassword?: boolean;
    isDemoAccount?: boolean;
  },
): Promise<void> {
  await db.insert(profiles).values(values);
}

export async function findUserRole(db: Database, scope: { userId: string }) {
  const [row] = await db
    .select({
      role: userRoles.role,
      organizationId: userRoles.organizationId,
      timeZone: organizations.timeZone,
      deactivatedAt: userRoles.deactivatedAt,
    })
    .from(userRoles)
    .leftJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(eq(userRoles.userId, scope.userId));
  return row ?? null;
}

const profileColumns = {
  fullName: profiles.fullName,
  phone: profiles.phone,
  displayScale: profiles.displayScale,
  preferredLanguage: profiles.preferredLanguage,
  themePreference: profiles.themePreference,
  preferredCurrency: profiles.preferredCurrency,
  notifyByEmail: profiles.notifyByEmail,
  notifyPaymentReminders: profiles.notifyPaymentReminders,
  notifyMaintenanceUpdates: profiles.notifyMaintenanceUpdates,
  notifyLeaseReminders: profiles.notifyLeaseReminders,
  shortTermRentalMode: profiles.shortTermRentalMode,
  mustChangePassword: profiles.mustChangePassword,
};

export async function findAccount(db: Database, scope: { userId: string }) {
  const [row] = await db
    .select({
      user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
      role: userRoles.role,
      organizationId: organizations.id,
      organizationName: organizations.name,
      organizationCurrency: organizations.currency,
      organizationTimeZone: organizations.timeZone,
      organizationSharesTenantDetails: organizations.shareTenantDetailsWithModel,
      organizationEmailsReceipts: organizations.emailReceipts,
      organizationRentNoticeDaysBefore: organizations.rentNoticeDaysBefore,
      organizationPaymentInstructions: organizations.paymentInstructions,
      profile: profileColumns,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(eq(user.id, scope.userId));
  return row ?? null;
}

export async function updateProfile(
  db: Database,
  scope: { userId: string },
  patch: Partial<typeof profiles.$inferInsert>,
) {
  const [row] = await db
    .update(profiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(profiles.id, scope.userId))
    .returning(profileColumns);
  return row ?? null;
}

export async function updateUserName(db: Database, scope: { userId: string }, name: string): Promise<void> {
  await db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, scope.userId));
}

export async function insertCredentialUser(
  db: Database,
  values: { email: string; name: string; passwordHash: string; emailVerified: boolean },
) {
  const [created] = await db
    .insert(user)
    .values({ email: values.email, name: values.name, emailVerified: values.emailVerified })
    .returning({ id: user.id });
  if (!created) throw new Error('user insert returned no row');
  await db
    .insert(account)
    .values({ userId: created.id, accountId: created.id, providerId: 'credential', password: values.passwordHash });
  return created.id;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(user);
  return row?.count ?? 0;
}

export async function findRoleByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ userId: user.id, role: userRoles.role, organizationId: userRoles.organizationId })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(user.email, email.toLowerCase()));
  return row ?? null;
}

/** Gives a tenant without an organization the one of the landlord who leases to them. */
export async function setOrganizationWhereMissing(db: Database, scope: { userId: string }, organizationId: string) {
  await db
    .update(userRoles)
    .set({ organizationId })
    .where(and(eq(userRoles.userId, scope.userId), isNull(userRoles.organizationId)));
}

/** The organization's first landlord (admin): who a tenant contacts. */
export async function findOrganizationOwner(db: Database, scope: { organizationId: string }) {
  const [row] = await db
    .select({ organizationName: organizations.name, name: user.name, email: user.email, phone: profiles.phone })
    .from(userRoles)
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .innerJoin(user, eq(user.id, userRoles.userId))
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(and(eq(userRoles.organizationId, scope.organizationId), eq(userRoles.role, 'admin')))
    .orderBy(userRoles.createdAt)
    .limit(1);
  return row ?? null;
}

/** Who to notify and how: email, name, language and notification toggles of active users. */
export async function findNotificationSettings(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: user.id,
      email: user.email,
      name: user.name,
      language: profiles.preferredLanguage,
      notifyByEmail: profiles.notifyByEmail,
      notifyPaymentReminders: profiles.notifyPaymentReminders,
      notifyMaintenanceUpdates: profiles.notifyMaintenanceUpdates,
      notifyLeaseReminders: profiles.notifyLeaseReminders,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(and(inArray(user.id, userIds), isNull(userRoles.deactivatedAt)));
}

/** The active people of an organization with one of the roles, for notifications and recipient lists. */
export async function findOrganizationMembers(db: Database, scope: { organizationId: string; roles: TRole[] }) {
  return db
    .select({ userId: user.id, name: user.name, role: userRoles.role })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.organizationId, scope.organizationId),
        inArray(userRoles.role, scope.roles),
        isNull(userRoles.deactivatedAt),
      ),
    )
    .orderBy(user.name);
}
