import type { TLanguage } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import { getProfileLanguage } from '../accounts/accounts.service.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { findAccount, insertFeeExpense, type listAllocations, updateOnlinePayment } from './online-payments.repo.ts';

/** The expense's description, in the language of the admin who set the fee policy. */
const FEE_DESCRIPTION: Record<TLanguage, (tenant: string) => string> = {
  en: (tenant) => `Stripe fee on the online rent payment of ${tenant}`,
  es: (tenant) => `Comisión de Stripe por el pago de alquiler en línea de ${tenant}`,
  fr: (tenant) => `Frais Stripe sur le paiement en ligne du loyer de ${tenant}`,
  he: (tenant) => `עמלת Stripe על תשלום שכר הדירה המקוון של ${tenant}`,
  sq: (tenant) => `Tarifa e Stripe për pagesën e qirasë në internet të ${tenant}`,
};

export type ProviderFee = { feeMinor: number; currency: string };

/**
 * Keeps what the provider took of a payment that just succeeded and, when the organization absorbs the fee, records
 * it as an expense of the property the rent was for. Called once per payment: only on its move to 'succeeded'.
 */
export async function recordProviderFee(
  tx: Database,
  scope: { organizationId: string; onlinePaymentId: string },
  input: { fee: ProviderFee; paidOn: string; allocations: Awaited<ReturnType<typeof listAllocations>> },
): Promise<string | null> {
  const { fee, paidOn, allocations } = input;
  await updateOnlinePayment(tx, scope, { providerFeeMinor: fee.feeMinor });
  const account = await findAccount(tx, scope.organizationId);
  if (account?.feePolicy !== 'absorb' || fee.feeMinor <= 0) return null;
  const language = account.updatedByUserId ? await getProfileLanguage(tx, account.updatedByUserId) : 'en';
  const [first] = allocations;
  const expenseId = await insertFeeExpense(tx, {
    organizationId: scope.organizationId,
    propertyId: first?.propertyId ?? null,
    incurredOn: paidOn,
    amountMinor: fee.feeMinor,
    currency: fee.currency,
    vendor: 'Stripe',
    description: FEE_DESCRIPTION[language](first?.tenantName ?? ''),
  });
  await writeAuditEvent(tx, {
    organizationId: scope.organizationId,
    actorUserId: null,
    action: 'expense.created',
    entityType: 'expense',
    entityId: expenseId,
    details: { category: 'other', amountMinor: fee.feeMinor, currency: fee.currency, ...scope },
  });
  await updateOnlinePayment(tx, scope, { feeExpenseId: expenseId });
  return expenseId;
}
