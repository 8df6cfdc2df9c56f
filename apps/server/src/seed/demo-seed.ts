import type { TRole } from '@rentwell/contracts/roles';
import type { AppDeps } from '../app-deps.ts';
import type { OrganizationActor } from '../lib/organization-scope.ts';
import {
  createMemberAccount,
  createOrganization,
  isDatabaseEmpty,
  updateMyProfile,
} from '../modules/accounts/accounts.service.ts';
import { seedDemoConversations } from './demo-conversations.ts';
import { houseRulesPdf, seedDemoDocuments } from './demo-documents.ts';
import { seedDemoExpenses } from './demo-expenses.ts';
import { seedDemoLateFees } from './demo-late-fees.ts';
import { seedDemoLetters } from './demo-letters.ts';
import { seedDemoMaintenanceHistory } from './demo-maintenance-history.ts';
import { seedDemoOnlinePayments } from './demo-online-payments.ts';
import { seedDemoPortfolio } from './demo-portfolio.ts';
import { seedDemoRentMailings } from './demo-rent-mailings.ts';
import { seedDemoShortTermRentals } from './demo-short-term-rentals.ts';
import { seedDemoSocialPosting } from './demo-social-posting.ts';
import { seedDemoTenancies } from './demo-tenancies.ts';
import { seedDemoWorkflows } from './demo-workflows.ts';

export const DEMO_PASSWORD = 'rentwell-demo';

/** The demo's properties are in Portland, Oregon: its "today" and its reminders' mornings are Pacific time. */
export const DEMO_TIME_ZONE = 'America/Los_Angeles';

export const DEMO_ACCOUNTS: readonly { email: string; fullName: string; role: TRole; phone: string }[] = [
  { email: 'landlord@rentwell.demo', fullName: 'Laura Landry', role: 'admin', phone: '+1 503 555 0101' },
  { email: 'manager@rentwell.demo', fullName: 'Marcus Mendel', role: 'property_manager', phone: '+1 503 555 0102' },
  { email: 'tenant@rentwell.demo', fullName: 'Tina Torres', role: 'tenant', phone: '+1 503 555 0103' },
  { email: 'maintenance@rentwell.demo', fullName: 'Max Morales', role: 'maintenance', phone: '+1 503 555 0104' },
];

/** Any fixed number of its own: every instance takes the same session-level advisory lock to seed. */
const DEMO_SEED_LOCK_ID = 727_002;

/**
 * Seeds a demo portfolio into an empty database so a newcomer sees a living app. Returns whether it seeded.
 * Instances started together on one empty PostgreSQL database take turns through an advisory lock: the first seeds,
 * the others then find the database no longer empty (without it, both would seed and the second fail on
 * user_email_unique).
 */
export function seedDemoData(deps: AppDeps): Promise<boolean> {
  return deps.handle.withAdvisoryLock(DEMO_SEED_LOCK_ID, () => seedEmptyDatabase(deps));
}

async function seedEmptyDatabase(deps: AppDeps): Promise<boolean> {
  if (!(await isDatabaseEmpty(deps.db))) return false;
  const organizationName = 'Harbor View Properties';
  // Typeset while the database work below runs: the PDF worker starts (and loads its fonts) on another core.
  const houseRules = houseRulesPdf(organizationName);
  houseRules.catch(() => {}); // awaited by seedDemoDocuments; a failure surfaces there
  const passwordHash = await (await deps.auth.$context).password.hash(DEMO_PASSWORD);
  const organizationId = await createOrganization(deps.db, {
    name: organizationName,
    currency: 'USD',
    timeZone: DEMO_TIME_ZONE,
  });
  const people = new Map<TRole, OrganizationActor>();
  for (const account of DEMO_ACCOUNTS) {
    const userId = await createMemberAccount(deps.db, {
      ...account,
      organizationId,
      passwordHash,
      language: 'en',
      isDemoAccount: true,
    });
    people.set(account.role, { userId, role: account.role, organizationId, timeZone: DEMO_TIME_ZONE, ipAddress: null });
  }
  const person = (role: TRole) => {
    const actor = people.get(role);
    if (!actor) throw new Error(`the demo ${role} was not created`);
    return actor;
  };
  await seedDemoPortfolio(deps, person('admin'));
  await seedDemoTenancies(deps, person('admin'), { tenantEmail: 'tenant@rentwell.demo', passwordHash });
  await seedDemoConversations(deps, {
    landlord: person('admin'),
    manager: person('property_manager'),
    tenant: person('tenant'),
    maintenance: person('maintenance'),
  });
  await seedDemoExpenses(deps, person('admin'));
  await seedDemoMaintenanceHistory(deps, { landlord: person('admin'), maintenance: person('maintenance') });
  await seedDemoLateFees(deps, person('admin'));
  await seedDemoOnlinePayments(deps, person('admin'), person('tenant').userId);
  await seedDemoRentMailings(deps, person('admin'), 'tenant@rentwell.demo');
  await seedDemoLetters(deps, person('admin'));
  const [landlord] = DEMO_ACCOUNTS;
  await seedDemoDocuments(deps, person('admin'), {
    tenantEmail: 'tenant@rentwell.demo',
    landlordName: landlord?.fullName ?? '',
    landlordEmail: landlord?.email ?? '',
    houseRules,
  });
  await seedDemoWorkflows(deps, person('admin'));
  await seedDemoShortTermRentals(deps, person('admin'));
  await seedDemoSocialPosting(deps, { landlord: person('admin'), manager: person('property_manager') });
  // The property manager works with the short stays: their navigation and property pages show them from the start.
  await updateMyProfile(deps.db, person('property_manager'), { shortTermRentalMode: true });
  return true;
}
