import type { TLandlordDashboard } from '@rentwell/contracts/dashboard';
import type { Database } from '@rentwell/db/create-db';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { listChargesOf, summarizeMonthMoney } from '../payments/payments.service.ts';
import { countPortfolio } from '../properties/properties.service.ts';
import { listLeasesEndingSoon } from '../tenants/tenants.service.ts';

const ENDING_SOON_DAYS = 30;

/** The landlord's portfolio at a glance; every figure is an SQL aggregate. */
export async function getLandlordDashboard(
  db: Database,
  actor: OrganizationActor,
  today: string,
): Promise<TLandlordDashboard> {
  const { organizationId } = actor;
  const [portfolio, money, awaiting, endingSoon] = await Promise.all([
    countPortfolio(db, actor),
    summarizeMonthMoney(db, organizationId, today),
    listChargesOf(db, actor, { status: 'pending_confirmation', sort: 'attention', page: 1, pageSize: 20 }, today),
    listLeasesEndingSoon(db, organizationId, today, ENDING_SOON_DAYS),
  ]);
  return {
    ...portfolio,
    money,
    awaitingConfirmation: awaiting.items,
    leasesEndingSoon: endingSoon,
  };
}
