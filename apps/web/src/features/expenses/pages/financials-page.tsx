import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { ExpensesSection } from '../components/expenses-section.tsx';

export type TFinancialsPageProps = {
  /** The overview figures and revenue chart, owned by the financials feature and composed in by the router. */
  overview?: ReactNode;
  /** The payment history section, owned by the payments feature and composed in by the router. */
  paymentHistory?: ReactNode;
};

export function FinancialsPage({ overview, paymentHistory }: TFinancialsPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.financials.title')} description={t('pages.financials.description')} />
      <div className="grid gap-10">
        {overview}
        {paymentHistory}
        <ExpensesSection />
      </div>
    </>
  );
}
