import type { TMeResponse } from '@rentwell/contracts/me';
import type { TLanguage, TProfile, TUpdateProfileRequest } from '@rentwell/contracts/profile';
import type { TRole, TSignUpRole } from '@rentwell/contracts/roles';
import type { Database } from '@rentwell/db/create-db';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countUsers,
  findAccount,
  findNotificationSettings,
  findOrganizationMembers,
  findOrganizationOwner,
  findRoleByEmail,
  findUserRole,
  insertCredentialUser,
  insertOrganization,
  insertProfile,
  insertUserRole,
  setOrganizationWhereMissing,
  updateProfile,
  updateUserName,
} from './accounts.repo.ts';

export type SignUpOnboarding = {
  userId: string;
  fullName: string;
  phone: string | null;
  role: TSignUpRole;
  organizationName: string | undefined;
  /** The browser's time zone, already checked; the new organization's, else 'UTC'. */
  timeZone: string | undefined;
  language: TLanguage;
};

/**
 * A landlord or property manager who signs up starts a new organization and runs it; a tenant
 * starts with no organization until a landlord links a lease to their account.
 */
export async function onboardPublicSignUp(db: Database, input: SignUpOnboarding): Promise<void> {
  await db.transaction(async (tx) => {
    const organizationId =
      input.role === 'tenant'
        ? null
        : await insertOrganization(tx, {
            name: input.organizationName ?? `${input.fullName}'s properties`,
            currency: 'USD',
            timeZone: input.timeZone ?? 'UTC',
          });
    await insertUserRole(tx, { userId: input.userId, role: input.role, organizationId });
    await insertProfile(tx, {
      id: input.userId,
      fullName: input.fullName,
      phone: input.phone,
      preferredLanguage: input.language,
    });
  });
}

/** The actor behind a session, and whether the account was deactivated since (the caller refuses it then). */
export async function findActor(
  db: Database,
  userId: string,
): Promise<(Omit<Actor, 'ipAddress'> & { isDeactivated: boolean }) | null> {
  const row = await findUserRole(db, { userId });
  return row
    ? {
        userId,
        role: row.role,
        organizationId: row.organizationId,
        timeZone: row.timeZone ?? 'UTC',
        isDeactivated: row.deactivatedAt !== null,
      }
    : null;
}

export async function getMe(db: Database, actor: Actor): Promise<TMeResponse> {
  const row = await findAccount(db, { userId: actor.userId });
  if (!row) throw new AppError('not_found', 'Account not found');
  return {
    user: row.user,
    role: row.role,
    organization:
      row.organizationId && row.organizationName && row.organizationCurrency && row.organizationTimeZone
        ? {
            id: row.organizationId,
            name: row.organizationName,
            currency: row.organizationCurrency,
            timeZone: row.organizationTimeZone,
            shareTenantDetailsWithModel: row.organizationSharesTenantDetails ?? false,
            emailReceipts: row.organizationEmailsReceipts ?? true,
            rentNoticeDaysBefore: row.organizationRentNoticeDaysBefore ?? null,
            paymentInstructions: row.organizationPaymentInstructions ?? '',
          }
        : null,
    profile: row.profile,
  };
}

export async function updateMyProfile(db: Database, actor: Actor, patch: TUpdateProfileRequest): Promise<TProfile> {
  return db.transaction(async (tx) => {
    const row = await updateProfile(tx, { userId: actor.userId }, patch);
    if (!row) throw new AppError('not_found', 'Account not found');
    if (patch.fullName) await updateUserName(tx, { userId: actor.userId }, patch.fullName);
    return row;
  });
}

export type MemberAccountInput = {
  email: string;
  fullName: string;
  phone: string | null;
  role: TRole;
  organizationId: string | null;
  passwordHash: string;
  language: TLanguage;
  /** True when someone else chose the password: the user is asked to change it. */
  mustChangePassword?: boolean;
  /** Seeded by the demo, with its published password. */
  isDemoAccount?: boolean;
};

/**
 * Creates a signed-up-ready account on someone else's behalf (demo data, a landlord adding a tenant,
 * an admin adding staff): user, password credential, role and profile in one transaction.
 */
export async function createMemberAccount(db: Database, input: MemberAccountInput): Promise<string> {
  return db.transaction(async (tx) => {
    const userId = await insertCredentialUser(tx, {
      email: input.email.toLowerCase(),
      name: input.fullName,
      passwordHash: input.passwordHash,
      emailVerified: true,
    });
    await insertUserRole(tx, { userId, role: input.role, organizationId: input.organizationId });
    await insertProfile(tx, {
      id: userId,
      fullName: input.fullName,
      phone: input.phone,
      preferredLanguage: input.language,
      mustChangePassword: input.mustChangePassword ?? false,
      isDemoAccount: input.isDemoAccount ?? false,
    });
    return userId;
  });
}

export async function createOrganization(
  db: Database,
  values: { name: string; currency: string; timeZone: string },
): Promise<string> {
  return insertOrganization(db, values);
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  return (await countUsers(db)) === 0;
}

export async function getProfileLanguage(db: Database, userId: string): Promise<TLanguage> {
  const row = await findAccount(db, { userId });
  return row?.profile.preferredLanguage ?? 'en';
}

export function findAccountByEmail(db: Database, email: string) {
  return findRoleByEmail(db, email);
}

export function linkTenantToOrganization(db: Database, userId: string, organizationId: string) {
  return setOrganizationWhereMissing(db, { userId }, organizationId);
}

export function findOrganizationContact(db: Database, organizationId: string) {
  return findOrganizationOwner(db, { organizationId });
}

export function findNotificationRecipients(db: Database, userIds: string[]) {
  return findNotificationSettings(db, userIds);
}

/** Active members of the organization with any of these roles. */
export function listOrganizationMembers(db: Database, organizationId: string, roles: TRole[]) {
  return findOrganizationMembers(db, { organizationId, roles });
}
