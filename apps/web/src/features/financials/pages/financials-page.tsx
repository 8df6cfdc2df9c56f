import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { FinancialOverviewSection } from '../components/financial-overview-section.tsx';

export type TFinancialsPageProps = {
  /** The payment history section, owned by the payments feature and composed in by the router. */
  paymentHistory?: ReactNode;
  /** The expenses section, owned by the expenses feature and composed in by the router. */
  expenses?: ReactNode;
};

export function FinancialsPage({ paymentHistory, expenses }: TFinancialsPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.financials.title')} description={t('pages.financials.description')} />
      <div className="grid gap-10">
        <FinancialOverviewSection />
        {paymentHistory}
        {expenses}
      </div>
    </>
  );
}
