import { FinancialsPage } from '../features/expenses/pages/financials-page.tsx';
import { PaymentHistorySection } from '../features/payments/components/payment-history-section.tsx';

/** `/financials`: features never import each other, so the shell composes the payments section into the page. */
export function FinancialsRoute() {
  return <FinancialsPage paymentHistory={<PaymentHistorySection />} />;
}
