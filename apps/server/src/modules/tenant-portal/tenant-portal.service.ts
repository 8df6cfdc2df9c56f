import type { TTenantPortal } from '@rentwell/contracts/tenant-portal';
import type { Database } from '@rentwell/db/create-db';
import type { Actor } from '../../lib/app-env.ts';
import { findOrganizationContact } from '../accounts/accounts.service.ts';
import { listChargesOf } from '../payments/payments.service.ts';
import { listLeasesOf, toLease } from '../tenants/tenants.service.ts';

const CHARGES_SHOWN = 36;

/** Everything a tenant sees of their tenancy: leases with the landlord's contact, charges, balance, what is due next. */
export async function getTenantPortal(db: Database, actor: Actor, today: string): Promise<TTenantPortal> {
  const leaseRows = await listLeasesOf(db, actor.userId, today);
  const contacts = new Map<string, Awaited<ReturnType<typeof findOrganizationContact>>>();
  for (const organizationId of new Set(leaseRows.map((row) => row.organizationId))) {
    contacts.set(organizationId, await findOrganizationContact(db, organizationId));
  }
  const leases = leaseRows.map((row) => {
    const contact = contacts.get(row.organizationId);
    return {
      ...toLease(row),
      landlord: {
        organizationName: contact?.organizationName ?? '',
        name: contact?.name ?? '',
        email: contact?.email ?? '',
        phone: contact?.phone ?? null,
      },
    };
  });
  const { items: charges } = await listChargesOf(
    db,
    actor,
    { sort: 'due_date_desc', page: 1, pageSize: CHARGES_SHOWN },
    today,
  );
  const open = charges
    .filter((charge) => charge.balanceMinor > 0 && charge.dueDate >= today)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  return {
    leases,
    charges,
    balance: {
      owedMinor: leases.reduce((total, lease) => total + lease.balance.owedMinor, 0),
      overdueMinor: leases.reduce((total, lease) => total + lease.balance.overdueMinor, 0),
      creditMinor: leases.reduce((total, lease) => total + lease.balance.creditMinor, 0),
    },
    currency: leases[0]?.currency ?? null,
    nextDue: open ? { dueDate: open.dueDate, amountMinor: open.balanceMinor } : null,
  };
}
