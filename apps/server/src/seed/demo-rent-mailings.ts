import { user } from '@rentwell/db/schema/auth';
import { leases } from '@rentwell/db/schema/leases';
import { addMonths } from '@rentwell/domain/calendar-date';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import type { OrganizationActor } from '../lib/organization-scope.ts';
import { todayFor } from '../lib/today.ts';
import { updateMyOrganization } from '../modules/organization/organization.service.ts';
import { sendMailings } from '../modules/rent-mailings/rent-mailings.service.ts';

export const DEMO_PAYMENT_INSTRUCTIONS =
  'Bank transfer to Rentwell Demo Properties, IBAN US12 3456 7890 1234 5678 90, with your unit in the reference.';
/** Last month's notices go to the demo tenant and a few neighbours: typesetting every lease's would slow the seed. */
const NOTICED_LEASES = 6;

/**
 * The demo organization says how to pay and has sent last month's rent notices; the demo tenant also got last month's
 * statement, and downloads it (and any other month's) in the portal.
 */
export async function seedDemoRentMailings(deps: AppDeps, admin: OrganizationActor, demoTenantEmail: string) {
  await updateMyOrganization(deps.db, admin, { paymentInstructions: DEMO_PAYMENT_INSTRUCTIONS });
  const today = todayFor(admin);
  const lastMonth = addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const rows = await deps.db
    .select({ id: leases.id, email: user.email })
    .from(leases)
    .innerJoin(user, eq(user.id, leases.tenantUserId))
    .where(and(eq(leases.organizationId, admin.organizationId), eq(leases.status, 'active')))
    .orderBy(asc(leases.createdAt));
  const demoLease = rows.find((row) => row.email === demoTenantEmail)?.id;
  const noticed = [...new Set([demoLease, ...rows.map((row) => row.id)].filter((id) => id !== undefined))];
  await sendMailings(deps, admin, 'rent_notice', lastMonth, today, noticed.slice(0, NOTICED_LEASES));
  if (demoLease) await sendMailings(deps, admin, 'statement', lastMonth, today, [demoLease]);
}
