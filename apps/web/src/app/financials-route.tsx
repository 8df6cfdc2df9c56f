import { FinancialsPage } from '../features/expenses/pages/financials-page.tsx';
import { FinancialOverviewSection } from '../features/financials/components/financial-overview-section.tsx';
import { PaymentHistorySection } from '../features/payments/components/payment-history-section.tsx';

/**
 * `/financials`: features never import each other, so the shell composes the financials overview and the payments
 * section into the page.
 */
export function FinancialsRoute() {
  return <FinancialsPage overview={<FinancialOverviewSection />} paymentHistory={<PaymentHistorySection />} />;
}
