import type { Database } from '@rentwell/db/create-db';
import { expenses } from '@rentwell/db/schema/expenses';
import { maintenanceRequests } from '@rentwell/db/schema/maintenance';
import { properties, units } from '@rentwell/db/schema/properties';
import { and, eq, gte, inArray, or } from 'drizzle-orm';

/**
 * An organization's requests the analysis reads: those reported since `since`, and every one still open or in
 * progress (however old), with their property, unit and the expense recorded from them (if any).
 */
export function listRequestsForAnalysis(db: Database, scope: { organizationId: string; since: Date }) {
  return db
    .select({
      id: maintenanceRequests.id,
      title: maintenanceRequests.title,
      category: maintenanceRequests.category,
      priority: maintenanceRequests.priority,
      status: maintenanceRequests.status,
      propertyId: properties.id,
      propertyName: properties.name,
      unitId: units.id,
      unitLabel: units.label,
      createdAt: maintenanceRequests.createdAt,
      completedAt: maintenanceRequests.completedAt,
      costMinor: maintenanceRequests.costMinor,
      currency: maintenanceRequests.currency,
      expenseAmountMinor: expenses.amountMinor,
      expenseCurrency: expenses.currency,
    })
    .from(maintenanceRequests)
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .leftJoin(units, eq(units.id, maintenanceRequests.unitId))
    .leftJoin(
      expenses,
      and(
        eq(expenses.maintenanceRequestId, maintenanceRequests.id),
        eq(expenses.organizationId, maintenanceRequests.organizationId),
      ),
    )
    .where(
      and(
        eq(maintenanceRequests.organizationId, scope.organizationId),
        or(
          gte(maintenanceRequests.createdAt, scope.since),
          inArray(maintenanceRequests.status, ['open', 'in_progress']),
        ),
      ),
    )
    .orderBy(maintenanceRequests.createdAt);
}
