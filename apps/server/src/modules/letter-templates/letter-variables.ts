import type { TLetterTemplateKind, TLetterTemplateVariable } from '@rentwell/contracts/letter-templates';
import type { TLanguage } from '@rentwell/contracts/profile';
import { documentFormats } from '../../documents/document-formats.ts';
import { describeLateFee } from './late-fee-description.ts';
import type { LetterLeaseFacts } from './letter-templates.repo.ts';

const LOCALES: Record<TLanguage, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', he: 'he-IL', sq: 'sq-AL' };

/** A rent period as letters name it: the month of its first day, "March 2026". */
export function formatPeriod(periodStart: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${periodStart}T00:00:00Z`),
  );
}

/** The values of the variables every template may use, formatted for `language`. */
export function commonLetterVariables(
  facts: LetterLeaseFacts,
  language: TLanguage,
  today: string,
): Record<TLetterTemplateVariable<'lease_clauses'>, string> {
  const format = documentFormats(language);
  return {
    'tenant.name': facts.tenantName ?? '',
    'organization.name': facts.organizationName,
    'organization.lateFee': describeLateFee(facts, facts.currency, language),
    'organization.graceDays': String(facts.graceDays),
    'property.name': facts.propertyName,
    'property.address': [facts.address, facts.city].filter((part) => part !== '').join(', '),
    'unit.name': facts.unitLabel,
    'lease.rent': format.money(facts.monthlyRentMinor, facts.currency),
    'lease.dueDay': String(facts.dueDay),
    'lease.startDate': format.date(facts.startDate),
    'lease.endDate': format.date(facts.endDate),
    today: format.date(today),
  };
}

/** A month's first day. */
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * Every variable of a kind filled from one lease, for the preview: the kind's own values (a payment, a notice, an
 * overdue charge) are those of this month's rent on that lease as of today.
 */
export function previewLetterVariables(
  kind: TLetterTemplateKind,
  facts: LetterLeaseFacts,
  language: TLanguage,
  today: string,
): Record<string, string> {
  const format = documentFormats(language);
  const common = commonLetterVariables(facts, language, today);
  const period = formatPeriod(monthStart(today), language);
  const rent = format.money(facts.monthlyRentMinor, facts.currency);
  const balance = format.money(facts.owedMinor, facts.currency);
  const dueDate = format.date(`${today.slice(0, 7)}-${String(facts.dueDay).padStart(2, '0')}`);
  const daysOverdue = Math.max(0, Number(today.slice(8, 10)) - facts.dueDay);
  const overdue = {
    period,
    'balance.due': balance,
    'letter.overdueAmount': facts.owedMinor > 0 ? balance : rent,
    'letter.daysOverdue': String(daysOverdue),
    'letter.dueDate': dueDate,
  };
  const own: Record<TLetterTemplateKind, Record<string, string>> = {
    rent_notice: { period, 'balance.due': balance, 'notice.dueDate': dueDate, 'notice.total': rent },
    receipt_note: {
      period,
      'payment.amount': rent,
      'payment.paidOn': format.date(today),
      'payment.receiptNumber': 'R-0001',
    },
    statement_note: { period, 'balance.due': balance },
    overdue_first: overdue,
    overdue_second: overdue,
    overdue_final: overdue,
    lease_clauses: {},
  };
  return { ...common, ...own[kind] };
}
