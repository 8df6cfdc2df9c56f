import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

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
        <EmptyState
          icon={Wallet}
          title={paymentHistory ? t('pages.financials.expensesEmptyTitle') : t('pages.financials.emptyTitle')}
          description={
            paymentHistory ? t('pages.financials.expensesEmptyDescription') : t('pages.financials.emptyDescription')
          }
        />
      </div>
    </>
  );
}
