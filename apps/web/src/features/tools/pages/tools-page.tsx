import { Calculator } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

export function ToolsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.tools.title')} description={t('pages.tools.description')} />
      <EmptyState
        icon={Calculator}
        title={t('pages.tools.emptyTitle')}
        description={t('pages.tools.emptyDescription')}
      />
    </>
  );
}
