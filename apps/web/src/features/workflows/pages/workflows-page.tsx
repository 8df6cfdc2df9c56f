import { Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

export function WorkflowsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.workflows.title')} description={t('pages.workflows.description')} />
      <EmptyState
        icon={Workflow}
        title={t('pages.workflows.emptyTitle')}
        description={t('pages.workflows.emptyDescription')}
      />
    </>
  );
}
