import type {
  TFinancialOverview,
  TFinancialPeriodQuery,
  TPeriod,
  TRevenueBreakdown,
} from '@rentwell/contracts/financials';
import type { Database } from '@rentwell/db/create-db';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import { collectionRate } from '@rentwell/domain/collection-rate';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { getPropertyBasics } from '../properties/properties.service.ts';
import {
  type FinancialScope,
  findMoneyCurrencies,
  findOrganizationBasics,
  sumOverview,
  sumRevenueByMonth,
} from './financials.repo.ts';
import { ledgerFigures } from './ledger-sql.ts';

/** Months in the revenue breakdown: the current one and the five before it. */
const REVENUE_BREAKDOWN_MONTHS = 6;

export type ResolvedFinancialScope = FinancialScope & {
  organizationName: string;
  organizationCurrency: string;
  propertyName?: string;
};

/** The organization's currency first, then every other currency its money was recorded in. */
async function currenciesOf(db: Database, scope: ResolvedFinancialScope): Promise<string[]> {
  const recorded = await findMoneyCurrencies(db, scope.organizationId);
  return [scope.organizationCurrency, ...recorded.filter((code) => code !== scope.organizationCurrency)];
}

export function monthStartOf(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/** The calendar month of `today`, first to last day. */
function currentMonthOf(today: string): TPeriod {
  const from = monthStartOf(today);
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/**
 * The organization the actor reports on, in the currency asked for, else its own currency (or, while nothing is
 * recorded in that yet, the first currency money was recorded in), optionally narrowed to one of its properties
 * (404 when the property is not the organization's).
 */
export async function resolveFinancialScope(
  db: Database,
  actor: OrganizationActor,
  { propertyId, currency }: { propertyId?: string | undefined; currency?: string | undefined },
): Promise<ResolvedFinancialScope> {
  const { organizationId } = actor;
  const [property, organization, recorded] = await Promise.all([
    propertyId ? getPropertyBasics(db, actor, propertyId) : null,
    findOrganizationBasics(db, organizationId),
    currency ? null : findMoneyCurrencies(db, organizationId),
  ]);
  if (!organization) throw new AppError('not_found', 'Organization not found');
  // Right after a change of the organization's currency nothing is recorded in the new one yet: the books open on
  // a currency the history was recorded in rather than on an empty page.
  const opening =
    recorded && recorded.length > 0 && !recorded.includes(organization.currency) ? recorded[0] : organization.currency;
  return {
    organizationId,
    currency: currency ?? opening ?? organization.currency,
    organizationCurrency: organization.currency,
    organizationName: organization.name,
    ...(propertyId && property ? { propertyId, propertyName: property.name } : {}),
  };
}

/**
 * A period from the query; a missing end defaults from the current month. The contract refuses an end before
 * the start, and a defaulted end never precedes its start.
 */
function periodOf(query: TFinancialPeriodQuery, today: string): TPeriod {
  const month = currentMonthOf(today);
  const from = query.from ?? (query.to ? monthStartOf(query.to) : month.from);
  const to = query.to ?? (query.from ? addDays(addMonths(monthStartOf(query.from), 1), -1) : month.to);
  return { from, to };
}

/** The period's books, expected rent, collection rate and outstanding balance (default: this month). */
export async function getFinancialOverview(
  db: Database,
  actor: OrganizationActor,
  query: TFinancialPeriodQuery,
  today: string,
): Promise<TFinancialOverview> {
  const scope = await resolveFinancialScope(db, actor, query);
  const period = periodOf(query, today);
  const [sums, currencies] = await Promise.all([sumOverview(db, scope, period), currenciesOf(db, scope)]);
  return {
    period,
    currency: scope.currency,
    currencies,
    ...ledgerFigures(sums),
    expectedMinor: sums.expected,
    collectionRate: collectionRate(sums.received_against_due, sums.expected),
    outstandingBalanceMinor: sums.outstanding,
  };
}

/** Expected rent and the books per month for the last six months including the current one, oldest first. */
export async function getRevenueBreakdown(
  db: Database,
  actor: OrganizationActor,
  query: Pick<TFinancialPeriodQuery, 'propertyId' | 'currency'>,
  today: string,
): Promise<TRevenueBreakdown> {
  const scope = await resolveFinancialScope(db, actor, query);
  const lastMonth = monthStartOf(today);
  const [months, currencies] = await Promise.all([
    sumRevenueByMonth(db, scope, { firstMonth: addMonths(lastMonth, -(REVENUE_BREAKDOWN_MONTHS - 1)), lastMonth }),
    currenciesOf(db, scope),
  ]);
  return {
    currency: scope.currency,
    currencies,
    months: months.map((row) => ({
      month: row.month,
      expectedMinor: row.expected,
      collectedMinor: row.long_term_income,
      ...ledgerFigures(row),
    })),
  };
}
