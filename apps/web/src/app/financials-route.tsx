import { ExpensesSection } from '../features/expenses/components/expenses-section.tsx';
import { FinancialsPage } from '../features/financials/pages/financials-page.tsx';
import { PaymentHistorySection } from '../features/payments/components/payment-history-section.tsx';

/**
 * `/financials`: features never import each other, so the shell composes the payments and expenses sections into
 * the financials page.
 */
export function FinancialsRoute() {
  return <FinancialsPage paymentHistory={<PaymentHistorySection />} expenses={<ExpensesSection />} />;
}
