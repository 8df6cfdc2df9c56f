import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

export function AnalyticsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.analytics.title')} description={t('pages.analytics.description')} />
      <EmptyState
        icon={ChartColumn}
        title={t('pages.analytics.emptyTitle')}
        description={t('pages.analytics.emptyDescription')}
      />
    </>
  );
}
