import { Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../../components/not-built-yet.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function WorkflowsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.workflows.title')} description={t('pages.workflows.description')} />
      <NotBuiltYet
        icon={Workflow}
        title={t('pages.workflows.comingTitle')}
        description={t('pages.workflows.comingDescription')}
      />
    </>
  );
}
