import type { TLetterTemplateKind } from '@rentwell/contracts/letter-templates';
import type { TLanguage } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { leases } from '@rentwell/db/schema/leases';
import { letterTemplates } from '@rentwell/db/schema/letters';
import { organizations } from '@rentwell/db/schema/organizations';
import { rentCharges } from '@rentwell/db/schema/payments';
import { profiles } from '@rentwell/db/schema/profiles';
import { properties, units } from '@rentwell/db/schema/properties';
import { rentRules } from '@rentwell/db/schema/rent-rules';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { sumChargeBalanceSql } from '../../domain-sql/charge-balance-sql.ts';
import { leaseCoversDaySql } from '../../domain-sql/lease-status-sql.ts';

type Scope = { organizationId: string };
type TemplateKey = { kind: TLetterTemplateKind; language: TLanguage };

const templateColumns = {
  kind: letterTemplates.kind,
  language: letterTemplates.language,
  body: letterTemplates.body,
  updatedAt: letterTemplates.updatedAt,
};

/** The organization's own wordings, every kind and language it saved. */
export function findLetterTemplateOverrides(db: Database, scope: Scope) {
  return db
    .select(templateColumns)
    .from(letterTemplates)
    .where(eq(letterTemplates.organizationId, scope.organizationId));
}

export async function findLetterTemplateOverride(db: Database, scope: Scope & TemplateKey) {
  const [row] = await db
    .select(templateColumns)
    .from(letterTemplates)
    .where(
      and(
        eq(letterTemplates.organizationId, scope.organizationId),
        eq(letterTemplates.kind, scope.kind),
        eq(letterTemplates.language, scope.language),
      ),
    );
  return row ?? null;
}

/** The saved wording before this change, locked until the transaction ends (for the audit's 'from'). */
export async function lockLetterTemplateOverride(db: Database, scope: Scope & TemplateKey) {
  const [row] = await db
    .select({ body: letterTemplates.body })
    .from(letterTemplates)
    .where(
      and(
        eq(letterTemplates.organizationId, scope.organizationId),
        eq(letterTemplates.kind, scope.kind),
        eq(letterTemplates.language, scope.language),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function upsertLetterTemplate(
  db: Database,
  scope: Scope & TemplateKey,
  values: { body: string; updatedByUserId: string },
) {
  const [row] = await db
    .insert(letterTemplates)
    .values({ organizationId: scope.organizationId, kind: scope.kind, language: scope.language, ...values })
    .onConflictDoUpdate({
      target: [letterTemplates.organizationId, letterTemplates.kind, letterTemplates.language],
      set: { ...values, updatedAt: new Date() },
    })
    .returning(templateColumns);
  if (!row) throw new Error('letter template upsert returned no row');
  return row;
}

export async function deleteLetterTemplate(db: Database, scope: Scope & TemplateKey) {
  const rows = await db
    .delete(letterTemplates)
    .where(
      and(
        eq(letterTemplates.organizationId, scope.organizationId),
        eq(letterTemplates.kind, scope.kind),
        eq(letterTemplates.language, scope.language),
      ),
    )
    .returning({ body: letterTemplates.body });
  return rows[0] ?? null;
}

const leaseLabel = sql<string>`coalesce(${user.name}, '') || ' — ' || ${properties.name} || ', ' || ${units.label}`;

/** The organization's leases to preview a letter with: those running today first, then the latest started. */
export function findLetterLeaseChoices(db: Database, scope: Scope & { today: string }) {
  const running = leaseCoversDaySql(leases, scope.today);
  return db
    .select({ id: leases.id, label: leaseLabel })
    .from(leases)
    .innerJoin(
      properties,
      and(eq(properties.id, leases.propertyId), eq(properties.organizationId, scope.organizationId)),
    )
    .innerJoin(units, and(eq(units.id, leases.unitId), eq(units.organizationId, scope.organizationId)))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .where(eq(leases.organizationId, scope.organizationId))
    .orderBy(desc(running), desc(leases.startDate), asc(leases.id))
    .limit(50);
}

/** What a letter about one lease of the organization states: the lease, its tenant, home, rent rules and balance. */
export async function findLetterLeaseFacts(db: Database, scope: Scope & { leaseId: string; today: string }) {
  const balance = sumChargeBalanceSql(rentCharges, scope.today);
  const [row] = await db
    .select({
      leaseId: leases.id,
      organizationName: organizations.name,
      tenantUserId: leases.tenantUserId,
      tenantName: user.name,
      tenantEmail: user.email,
      tenantLanguage: profiles.preferredLanguage,
      propertyName: properties.name,
      address: properties.address,
      city: properties.city,
      unitLabel: units.label,
      monthlyRentMinor: leases.monthlyRentMinor,
      currency: leases.currency,
      dueDay: leases.dueDay,
      startDate: leases.startDate,
      endDate: leases.endDate,
      graceDays: sql<number>`coalesce(${rentRules.graceDays}, 0)`.mapWith(Number),
      lateFeeKind: sql<'none' | 'flat' | 'percent'>`coalesce(${rentRules.lateFeeKind}, 'none')`,
      flatAmountMinor: rentRules.flatAmountMinor,
      percentBasisPoints: rentRules.percentBasisPoints,
      capMinor: rentRules.capMinor,
      owedMinor:
        sql<number>`(select ${balance.owed} from ${rentCharges} where ${rentCharges.leaseId} = ${leases.id} and ${rentCharges.organizationId} = ${scope.organizationId})`.mapWith(
          Number,
        ),
    })
    .from(leases)
    .innerJoin(organizations, eq(organizations.id, leases.organizationId))
    .innerJoin(
      properties,
      and(eq(properties.id, leases.propertyId), eq(properties.organizationId, scope.organizationId)),
    )
    .innerJoin(units, and(eq(units.id, leases.unitId), eq(units.organizationId, scope.organizationId)))
    .leftJoin(rentRules, eq(rentRules.organizationId, leases.organizationId))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .leftJoin(profiles, eq(profiles.id, leases.tenantUserId))
    .where(and(eq(leases.organizationId, scope.organizationId), eq(leases.id, scope.leaseId)));
  return row ?? null;
}
export type LetterLeaseFacts = NonNullable<Awaited<ReturnType<typeof findLetterLeaseFacts>>>;
